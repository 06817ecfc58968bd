import { prefixedLocales } from '@/content/locales';
import { routePaths, searchPaths } from '@/content/facts/routes';
import type { ListingList } from '@/lib/listings/schema';

/*
 * Document pages: the pages the inventory makes, whose number grows with it. A page per listing, and
 * every page under a list's own (its page 2 on, its towns, its types), and the search's page 2 on:
 * at 2,000 listings, about 10,000 pages in four languages. Each is shipped as its HTML alone
 * (scripts/finish-export/document-pages.mjs leaves out the route payloads Next writes beside it, 5
 * files a page), so the deploy stays within what a static host takes (Cloudflare Pages: 20,000 files),
 * and a link to one is a plain link the browser follows (components/ui/app-link.tsx), never the router,
 * which would ask for the payloads. The fixed pages (home, the lists' first pages, the guide, the
 * legal pages…) keep them, and links between them stay client navigations.
 */

/** The lists (lib/listings/schema.ts listingLists, named here so that links in client code do not bring the schema's code along). */
export const DOCUMENT_LISTS: readonly ListingList[] = ['villas', 'apartments', 'caesarResort'];
const lists = DOCUMENT_LISTS.map((list) => routePaths[list].slice(1));
const DOCUMENT_PATH = new RegExp(
  `^(?:/(?:${prefixedLocales.join('|')}))?/(?:(?:${lists.join('|')})/[^/?#]|${searchPaths.search.slice(1)}/page/)`,
);

/** Whether a path (with or without query and hash) is a document page's. */
export function isDocumentPath(path: string): boolean {
  return DOCUMENT_PATH.test(path);
}
