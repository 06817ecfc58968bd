import { messagesOf } from '@/content/messages';
import { kyeroFeed } from '@/lib/feeds/kyero';
import { listingChangeDates } from '@/lib/feeds/changed';
import { allListings } from '@/lib/listings';
import { photoManifest } from '@/lib/photos';

export const dynamic = 'force-static';

/** /feeds/kyero.xml: the listings for the portals (README "The portal feed"); scripts/feeds/check.mjs validates it after the build. */
export function GET(): Response {
  const changed = listingChangeDates();
  const { xml } = kyeroFeed({
    listings: allListings,
    words: { en: messagesOf('en'), de: messagesOf('de'), ru: messagesOf('ru') },
    changedAt: (listing) => changed(listing.id),
    manifest: photoManifest,
    generatedAt: new Date(),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
