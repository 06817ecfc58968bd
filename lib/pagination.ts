import type { Locale } from '@/content/locales';
import { localizedPath } from '@/lib/i18n/paths';
import type { ListingList } from '@/lib/listings';

/** A list page never shows more cards than this: the rest are on /<list>/page/2, 3, … */
export const PAGE_SIZE = 12;

/** The path segment before a page number: /villas/page/2. A listing file may not take this name. */
export const PAGE_SEGMENT = 'page';

/** The path segment before a town: /villas/in/kyrenia (lib/towns.ts). A listing file may not take this name either. */
export const TOWN_SEGMENT = 'in';

/** How many pages a list of `count` cards takes (one, even when it is empty). */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / PAGE_SIZE));
}

/** The cards of page `page` (from 1). */
export function pageSlice<T>(items: readonly T[], page: number): T[] {
  return items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}

/** Page `page` of a list in a language: the list's own address for the first. */
export function listPagePath(locale: Locale, list: ListingList, page: number): string {
  const root = localizedPath(locale, list);
  return page <= 1 ? root : `${root}/${PAGE_SEGMENT}/${page}`;
}

/**
 * The address segments of the pages per type that have no list of their own, under the apartments
 * (/apartments/penthouses, /apartments/studios; lib/type-pages.ts). No listing file may take these names.
 */
export const TYPE_SEGMENTS = { penthouse: 'penthouses', studio: 'studios' } as const;
