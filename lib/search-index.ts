import { site } from '@/content/facts/site';
import type { PageContext } from '@/lib/i18n/page';
import { toIndexEntry, type IndexEntry, type IndexWords } from '@/lib/index-card';
import { cardView, listingView } from '@/lib/listing';
import type { Listing } from '@/lib/listings';
import { search, searchFacts, type SearchEntry } from '@/lib/search';

type Entry = SearchEntry & { listing: Listing };

function entries(ctx: PageContext): Entry[] {
  return ctx.inventory.map((listing) => {
    const view = listingView(ctx, listing);
    return { facts: searchFacts(listing, view.reduced), card: cardView(view), listing };
  });
}

const withoutListing = ({ facts, card }: Entry): SearchEntry => ({ facts, card });

/**
 * What the search page shows before any filter: every home for sale with the facts the filters read
 * and its card as the list pages show it, in the page's language, in the search's default order
 * (price, lowest first).
 */
export function searchIndex(ctx: PageContext): SearchEntry[] {
  return search(entries(ctx), { sort: 'priceAsc' }).map(withoutListing);
}

/**
 * A language's index file (/search-index/<locale>.json), read by the search page's island and the
 * shortlist page's: every home for sale, as `searchIndex` orders them, then every sold one (marked
 * sold in its facts and on its card), so that a shortlist can still name a home that sold since it
 * was saved. The search never shows a sold one (lib/search `matches`). Each entry carries what only
 * its listing says (lib/index-card.ts); the islands build the rest of its card.
 */
export function indexFile(ctx: PageContext): IndexEntry[] {
  const all = entries(ctx);
  return [...search(all, { sort: 'priceAsc' }), ...all.filter((entry) => !entry.facts.forSale)].map((entry) => toIndexEntry(entry.facts, entry.card, entry.listing.reference, indexPlan(entry.listing)));
}

/** A listing's plan terms as the index carries them, or none. */
function indexPlan({ plan }: Listing) {
  if (plan.kind === 'none') return undefined;
  const { kind, downPercent, months, interestPercent } = plan;
  return { kind, downPercent, months, interestPercent };
}

/** What the islands need to turn the language's index file back into cards (lib/index-card `readIndex`). */
export function indexWords(ctx: PageContext): IndexWords {
  const { t, f } = ctx;
  const { monthly, bedrooms, bathrooms, studio, area, enquiryMessage, titleDeed } = t.common.property;
  return {
    intl: ctx.info.intl,
    pattern: f.pattern,
    siteUrl: site.url,
    property: { monthly, bedrooms, bathrooms, studio, area, enquiryMessage, titleDeed },
    titleDeeds: t.common.titleDeeds,
    status: t.listing.status,
    illustrative: t.listing.gallery.illustrative.badge,
  };
}

/** Where a language's index is served. */
export function searchIndexPath(locale: string): string {
  return `/search-index/${locale}.json`;
}
