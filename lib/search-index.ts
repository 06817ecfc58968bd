import type { PageContext } from '@/lib/i18n/page';
import { cardView, listingView } from '@/lib/listing';
import { search, searchFacts, type SearchEntry } from '@/lib/search';

function entries(ctx: PageContext): SearchEntry[] {
  return ctx.inventory.map((listing) => ({ facts: searchFacts(listing), card: cardView(listingView(ctx, listing)) }));
}

/**
 * What the search page shows before any filter: every home for sale with the facts the filters read
 * and its card as the list pages show it, in the page's language, in the search's default order
 * (price, lowest first).
 */
export function searchIndex(ctx: PageContext): SearchEntry[] {
  return search(entries(ctx), { sort: 'priceAsc' });
}

/**
 * A language's index file (/search-index/<locale>.json), read by the search page's island and the
 * shortlist page's: every home for sale, as `searchIndex` orders them, then every sold one (marked
 * sold in its facts and on its card), so that a shortlist can still name a home that sold since it
 * was saved. The search never shows a sold one (lib/search `matches`).
 */
export function indexFile(ctx: PageContext): SearchEntry[] {
  return [...searchIndex(ctx), ...entries(ctx).filter((entry) => !entry.facts.forSale)];
}

/** Where a language's index is served. */
export function searchIndexPath(locale: string): string {
  return `/search-index/${locale}.json`;
}
