import type { Locale } from '@/content/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { loadListings } from './load';
import type { Listing, ListingList } from './schema';

export type { Listing, ListingList, ListingStage, ListingStatus, ListingWords } from './schema';

/** Every listing file in content/listings, validated once at build. */
export const allListings: readonly Listing[] = loadListings();

/** A list page's listings in their order, sold ones included (their pages stay). */
export function listingsOn(list: ListingList, from: readonly Listing[] = allListings): Listing[] {
  return from.filter((listing) => listing.list === list);
}

/** The lowest price of the homes in `from` that are for sale (not sold) and pass `matches`, or undefined when none is. */
export function lowestPriceForSale(from: readonly Listing[], matches: (listing: Listing) => boolean): number | undefined {
  const prices = from.filter((listing) => listing.status !== 'sold' && matches(listing)).map((listing) => listing.price);
  return prices.length > 0 ? Math.min(...prices) : undefined;
}

/** What a list page shows as cards and counts: everything not sold. */
export function onSale(list: ListingList, from: readonly Listing[] = allListings): Listing[] {
  return listingsOn(list, from).filter((listing) => listing.status !== 'sold');
}

export function listingById(id: string): Listing {
  const listing = allListings.find((candidate) => candidate.id === id);
  if (!listing) throw new Error(`No listing file content/listings/${id}.json`);
  return listing;
}

/** A listing's page: under its list, e.g. /de/villas/esentepe-golf-villa. */
export function listingPath(locale: Locale, listing: Pick<Listing, 'list' | 'id'>): string {
  return `${localizedPath(locale, listing.list)}/${listing.id}`;
}

/** Up to `count` listings still for sale on the same list, closest in price first: offered on a sold listing's page. */
export function similarListings(listing: Listing, count = 3, from: readonly Listing[] = allListings): Listing[] {
  return listingsOn(listing.list, from)
    .filter((candidate) => candidate.id !== listing.id && candidate.status === 'available')
    .sort((a, b) => Math.abs(a.price - listing.price) - Math.abs(b.price - listing.price))
    .slice(0, count);
}
