import { placeKeys, type PlaceKey } from '@/content/facts/places';
import { townSlug } from '@/lib/town-slug';

export { placeOfSlug, townSlug } from '@/lib/town-slug';
import type { Locale } from '@/content/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { listingsOn, onSale, type Listing } from '@/lib/listings';
import { PAGE_SEGMENT, TOWN_SEGMENT } from '@/lib/pagination';

/**
 * A list's page for one town: /villas/in/kyrenia, /de/apartments/in/famagusta. These are the pages
 * search engines index for "villas for sale in Kyrenia"; they follow the inventory as it is.
 */

/** The lists that have a page per town (the resort is in one place). */
export const townLists = ['villas', 'apartments'] as const;
export type TownList = (typeof townLists)[number];

export function isTownList(list: string): list is TownList {
  return (townLists as readonly string[]).includes(list);
}

/**
 * The towns with a page on a list: every town a listing file on it is in, sold ones included, so a
 * town page that was shared stays when its last home sells (it then says so and offers WhatsApp).
 * In the order of content/facts/places.ts.
 */
export function townsOn(list: TownList, inventory: readonly Listing[]): PlaceKey[] {
  const present = new Set(listingsOn(list, inventory).map((listing) => listing.place));
  return placeKeys.filter((place) => present.has(place));
}

/** A list's listings for sale in one town, in the list's order. */
export function onSaleIn(list: TownList, place: PlaceKey, inventory: readonly Listing[]): Listing[] {
  return onSale(list, inventory).filter((listing) => listing.place === place);
}

/** Page `page` of a town's list in a language: /villas/in/kyrenia, /villas/in/kyrenia/page/2. */
export function townPagePath(locale: Locale, list: TownList, place: PlaceKey, page = 1): string {
  const root = `${localizedPath(locale, list)}/${TOWN_SEGMENT}/${townSlug(place)}`;
  return page <= 1 ? root : `${root}/${PAGE_SEGMENT}/${page}`;
}
