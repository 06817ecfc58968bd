import { feedCountry, places } from '@/content/facts/places';
import { ownPhotoFileUrl } from '@/content/facts/site';
import type { Locale } from '@/content/locales';
import type { MessageWords } from '@/content/messages';
import { absoluteUrl } from '@/lib/i18n/paths';
import { listingPath, type Listing } from '@/lib/listings';
import { ownPhotoSrc, type PhotoManifest } from '@/lib/photos';

/**
 * The Kyero v3 import feed (kyeroV3.0.xsd): the format Kyero and many other overseas portals read.
 * Kyero has no Hebrew, so the feed carries English, German and Russian.
 */
export const KYERO_LANGUAGES = ['en', 'de', 'ru'] as const satisfies readonly Locale[];

/** The JPEG a portal downloads of a listing's own photo (scripts/photos/build.mjs encodes it, at least 1280 px wide). */
export const PORTAL_PHOTO = 'portal.jpg';

/** Kyero allows 50 images and 50 features per property. */
const MOST = 50;

export type KyeroLeftOut = { listing: Listing; reason: 'noOwnPhotos' };

/**
 * Which listings go to the portals: every one for sale or reserved (a sold one leaves the feed, so the
 * portal takes it down) with at least one photo of its own. Stock photos only illustrate and never go
 * to a portal: a listing with none of its own is left out, and the build names it.
 */
export function kyeroSelection(listings: readonly Listing[]): { carried: Listing[]; leftOut: KyeroLeftOut[] } {
  const forSale = listings.filter((listing) => listing.status !== 'sold');
  return {
    carried: forSale.filter((listing) => listing.photos.some((photo) => photo.type === 'own')),
    leftOut: forSale.filter((listing) => !listing.photos.some((photo) => photo.type === 'own')).map((listing) => ({ listing, reason: 'noOwnPhotos' })),
  };
}

/** "2026-11-28 17:05:00", in UTC: Kyero's date format. */
export function kyeroDate(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

/** Kyero's property types, from what the listing file says it is (its words are free text, in any language). */
export function kyeroType(listing: Pick<Listing, 'propertyType' | 'penthouse' | 'bedrooms'>): string {
  if (listing.propertyType === 'SingleFamilyResidence') return 'Villa';
  if (listing.penthouse) return 'Penthouse';
  return listing.bedrooms === 0 ? 'Studio' : 'Apartment';
}

function escapeXml(text: string): string {
  // Characters XML 1.0 does not allow at all are dropped, then the five that need it are escaped.
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[<>&'"]/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`);
}

type Node = [name: string, value: string | number | Node[], attributes?: Record<string, string | number>];

function render(node: Node, depth: number): string {
  const [name, value, attributes] = node;
  const pad = '  '.repeat(depth);
  const attrs = Object.entries(attributes ?? {}).map(([key, text]) => ` ${key}="${escapeXml(String(text))}"`).join('');
  if (Array.isArray(value)) return `${pad}<${name}${attrs}>\n${value.map((child) => render(child, depth + 1)).join('\n')}\n${pad}</${name}>`;
  return `${pad}<${name}${attrs}>${escapeXml(String(value))}</${name}>`;
}

export type KyeroInput = {
  listings: readonly Listing[];
  /** Each language's words: the towns' names (English), "Reserved" in each feed language. */
  words: Record<(typeof KYERO_LANGUAGES)[number], Pick<MessageWords, 'listing'>>;
  /** When each listing's file (or a photo beside it) last changed. */
  changedAt: (listing: Listing) => Date;
  /** The photos the build encoded: an own photo not in it is not offered (the build stops before that happens). */
  manifest: PhotoManifest | null;
  generatedAt: Date;
};

/** One `<property>` per listing carried, one element per line (the build's check names a listing by the line of an error). */
export function kyeroFeed({ listings, words, changedAt, manifest, generatedAt }: KyeroInput): { xml: string; carried: Listing[]; leftOut: KyeroLeftOut[] } {
  const { carried, leftOut } = kyeroSelection(listings);
  const english = words.en.listing;
  const properties: Node[] = carried.map((listing) => {
    const place = places[listing.place];
    const images = listing.photos
      .flatMap((photo) => (photo.type === 'own' && manifest?.listings[listing.id]?.includes(photo.file) ? [ownPhotoSrc(listing.id, photo.file, manifest)] : []))
      .slice(0, MOST)
      .map((src, index): Node => ['image', [['url', ownPhotoFileUrl(src, PORTAL_PHOTO)]], { id: index + 1 }]);
    const surface: Node[] = [['built', Math.round(listing.area)]];
    if (listing.plotArea !== undefined) surface.push(['plot', Math.round(listing.plotArea)]);
    const byLanguage = (value: (language: (typeof KYERO_LANGUAGES)[number]) => string): Node[] => KYERO_LANGUAGES.map((language) => [language, value(language)]);
    return [
      'property',
      [
        ['id', listing.id],
        ['date', kyeroDate(changedAt(listing))],
        ['ref', listing.reference],
        ['price', listing.price],
        ['currency', 'EUR'],
        ['price_freq', 'sale'],
        ['new_build', listing.stage === 'resale' ? 0 : 1],
        ['type', kyeroType(listing)],
        ['town', english.places[listing.place]],
        ['province', english.places[place.district]],
        ['country', feedCountry],
        // The town's centre: a listing file holds no exact position (README: "The portal feed").
        ['location', [['latitude', place.lat], ['longitude', place.lon]]],
        ['beds', listing.bedrooms],
        ['baths', listing.bathrooms],
        ['pool', listing.pool === 'none' ? 0 : 1],
        ['surface_area', surface],
        ['url', byLanguage((language) => absoluteUrl(listingPath(language, listing)))],
        ['desc', byLanguage((language) => (listing.status === 'reserved' ? `${words[language].listing.status.reserved}. ` : '') + listing.words[language].description)],
        ['features', listing.words.en.features.slice(0, MOST).map((feature): Node => ['feature', feature])],
        ['images', images],
      ],
    ];
  });
  const root: Node = ['root', [['kyero', [['feed_version', 3], ['feed_generated', kyeroDate(generatedAt)]]], ...properties]];
  return { xml: `<?xml version="1.0" encoding="UTF-8"?>\n${render(root, 0)}\n`, carried, leftOut };
}
