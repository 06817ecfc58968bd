import type { PageContext } from '@/lib/i18n/page';
import { cardView, listingView } from '@/lib/listing';
import { search, searchFacts, type SearchEntry } from '@/lib/search';

/**
 * A language's search index (served as /search-index/<locale>.json, read by the search page's
 * island): every home for sale with the facts the filters read and its card as the list pages show
 * it, in the page's language, ordered as the search shows them by default (price, lowest first).
 */
export function searchIndex(ctx: PageContext): SearchEntry[] {
  const entries = ctx.inventory
    .filter((listing) => listing.status !== 'sold')
    .map((listing) => ({ facts: searchFacts(listing), card: cardView(listingView(ctx, listing)) }));
  return search(entries, { sort: 'priceAsc' });
}

/** Where a language's index is served. */
export function searchIndexPath(locale: string): string {
  return `/search-index/${locale}.json`;
}
