import type { Locale } from '@/content/locales';
import { localizedPath } from '@/lib/i18n/paths';
import type { Listing } from '@/lib/listings';
import { PAGE_SEGMENT, TYPE_SEGMENTS } from '@/lib/pagination';
import { kindsOf } from '@/lib/search';

/**
 * A page per type of home that has no list of its own: /apartments/penthouses, /apartments/studios
 * (the villas, the apartments and the resort's homes have their lists). Like the town pages, these
 * are real, crawlable pages that a buyer without JavaScript narrows by, and they follow the
 * inventory: a penthouse at the resort is on the penthouses' page too.
 */

export type TypePageKind = keyof typeof TYPE_SEGMENTS;
export const typePageKinds = Object.keys(TYPE_SEGMENTS) as TypePageKind[];

/** The type an address segment under /apartments names, if any. */
export function typeOfSegment(segment: string): TypePageKind | undefined {
  return typePageKinds.find((kind) => TYPE_SEGMENTS[kind] === segment);
}

/** Every listing file of a type, sold ones included, in the inventory's order (by list, then each list's order). */
export function listingsOfType(kind: TypePageKind, inventory: readonly Listing[]): Listing[] {
  return inventory.filter((listing) => kindsOf(listing).includes(kind));
}

/** What a type's page shows as cards and counts: everything of that type not sold. */
export function onSaleOfType(kind: TypePageKind, inventory: readonly Listing[]): Listing[] {
  return listingsOfType(kind, inventory).filter((listing) => listing.status !== 'sold');
}

/**
 * The types with a page: those with a listing file, sold ones included, so a page that was shared
 * stays when its last home sells (it then says so and offers WhatsApp). A type the agency has never
 * listed has no page and no link.
 */
export function typesWithPage(inventory: readonly Listing[]): TypePageKind[] {
  return typePageKinds.filter((kind) => listingsOfType(kind, inventory).length > 0);
}

/** Page `page` of a type's page in a language: /de/apartments/penthouses, /apartments/studios/page/2. */
export function typePagePath(locale: Locale, kind: TypePageKind, page = 1): string {
  const root = `${localizedPath(locale, 'apartments')}/${TYPE_SEGMENTS[kind]}`;
  return page <= 1 ? root : `${root}/${PAGE_SEGMENT}/${page}`;
}
