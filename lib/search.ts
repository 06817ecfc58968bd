import { placeKeys, type PlaceKey } from '@/content/facts/places';
import type { CardView } from '@/lib/listing';
import type { Listing, ListingStage } from '@/lib/listings';
import { townSlug } from '@/lib/town-slug';
import type { SearchCopy } from '@/content/types';
import { fillTemplate } from '@/lib/i18n/message';
import type { PriceReduction } from '@/lib/price-reduction';

/**
 * The search page's filters (/properties?beds=3&max=400000&town=kyrenia): what a buyer can narrow the
 * inventory by, read from and written to the address so that a filtered list can be shared,
 * bookmarked and sent, and Back works. Pure functions: the page, its island and the tests share them.
 */

/** What a buyer looks for: a villa, an apartment, a penthouse, a studio, or a home in a resort. */
export const propertyKinds = ['villa', 'apartment', 'penthouse', 'studio', 'resort'] as const;
export type PropertyKind = (typeof propertyKinds)[number];

/** Bedrooms as portals offer them: a studio, 1, 2, 3, or 4 and more. */
export const bedroomChoices = ['studio', '1', '2', '3', '4+'] as const;
export type BedroomChoice = (typeof bedroomChoices)[number];

export const stageChoices = ['newBuild', 'offPlan', 'resale'] as const satisfies readonly ListingStage[];

export const sortChoices = ['priceAsc', 'priceDesc', 'newest', 'reduced'] as const;
export type SortChoice = (typeof sortChoices)[number];

export type SearchFilters = {
  type?: PropertyKind;
  /** Whole euros. */
  min?: number;
  max?: number;
  beds?: BedroomChoice;
  town?: PlaceKey;
  /** A pool of its own or shared with the development. */
  pool?: boolean;
  seaView?: boolean;
  stage?: ListingStage;
  sort: SortChoice;
};

/** The address's names for each filter, in the order they are written. */
export const PARAMS = { type: 'type', beds: 'beds', min: 'min', max: 'max', town: 'town', pool: 'pool', seaView: 'sea', stage: 'stage', sort: 'sort' } as const;

export const stageParams: Record<ListingStage, string> = { newBuild: 'new', offPlan: 'off-plan', resale: 'resale' };
export const sortParams: Record<SortChoice, string> = { priceAsc: 'price', priceDesc: 'price-desc', newest: 'newest', reduced: 'reduced' };

function euros(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const amount = Number(value.trim());
  return amount > 0 ? amount : undefined;
}

const keyOf = <K extends string>(table: Record<K, string>, value: string | null): K | undefined =>
  (Object.keys(table) as K[]).find((key) => table[key] === value);

/**
 * The filters an address gives. Anything it does not understand (a typo, an old link, a town no
 * longer listed, a price with letters in it) is left out, never an error: the page shows more, not nothing.
 */
/** The price steps the filters offer (an address may carry any other amount: it is offered too). */
export const priceSteps = [100_000, 150_000, 200_000, 250_000, 300_000, 400_000, 500_000, 750_000, 1_000_000] as const;

export function filtersFromQuery(query: URLSearchParams): SearchFilters {
  const type = query.get(PARAMS.type);
  const beds = query.get(PARAMS.beds);
  const town = query.get(PARAMS.town);
  let min = euros(query.get(PARAMS.min));
  let max = euros(query.get(PARAMS.max));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  return {
    type: propertyKinds.find((kind) => kind === type),
    min,
    max,
    beds: bedroomChoices.find((choice) => choice === beds),
    town: placeKeys.find((place) => townSlug(place) === town),
    pool: query.get(PARAMS.pool) === '1' ? true : undefined,
    seaView: query.get(PARAMS.seaView) === '1' ? true : undefined,
    stage: keyOf(stageParams, query.get(PARAMS.stage)),
    sort: keyOf(sortParams, query.get(PARAMS.sort)) ?? 'priceAsc',
  };
}

/** The address's query for the filters, without the defaults: "beds=3&max=400000&town=kyrenia". */
export function filtersToQuery(filters: SearchFilters): string {
  const query = new URLSearchParams();
  if (filters.type) query.set(PARAMS.type, filters.type);
  if (filters.beds) query.set(PARAMS.beds, filters.beds);
  if (filters.min !== undefined) query.set(PARAMS.min, String(filters.min));
  if (filters.max !== undefined) query.set(PARAMS.max, String(filters.max));
  if (filters.town) query.set(PARAMS.town, townSlug(filters.town));
  if (filters.pool) query.set(PARAMS.pool, '1');
  if (filters.seaView) query.set(PARAMS.seaView, '1');
  if (filters.stage) query.set(PARAMS.stage, stageParams[filters.stage]);
  if (filters.sort !== 'priceAsc') query.set(PARAMS.sort, sortParams[filters.sort]);
  return query.toString();
}

/** Whether any filter narrows the list (the sort does not). */
export function isFiltered(filters: SearchFilters): boolean {
  return Object.entries(filters).some(([key, value]) => key !== 'sort' && value !== undefined);
}

/** The facts of one listing the search reads, as the index carries them. */
export type SearchFacts = {
  kinds: PropertyKind[];
  price: number;
  bedrooms: number;
  town: PlaceKey;
  pool: boolean;
  seaView: boolean;
  stage: ListingStage;
  /** When it went on the site (YYYY-MM-DD): "newest" sorts by it. */
  listedOn: string;
  /** Only on a home whose card shows a reduction (lib/price-reduction.ts): its day, which "recently reduced" sorts by, and the earlier price the card strikes through. */
  reduced?: PriceReduction;
  /** False once sold: the index keeps a sold home for the shortlists that hold it, and the search never shows it. */
  forSale: boolean;
};

/** What a listing is, for the type filter: a resort villa is both a villa and a resort home. */
export function kindsOf(listing: Pick<Listing, 'list' | 'propertyType' | 'bedrooms' | 'penthouse'>): PropertyKind[] {
  const kinds: PropertyKind[] = [];
  if (listing.propertyType === 'SingleFamilyResidence') kinds.push('villa');
  else if (listing.bedrooms === 0) kinds.push('studio');
  else kinds.push(listing.penthouse ? 'penthouse' : 'apartment');
  if (listing.list === 'caesarResort') kinds.push('resort');
  return kinds;
}

/** `reduced`: the reduction its card shows, if any (the server computes it on the day of the build: lib/price-reduction.ts). */
export function searchFacts(listing: Listing, reduced?: PriceReduction | null): SearchFacts {
  return {
    kinds: kindsOf(listing),
    price: listing.price,
    bedrooms: listing.bedrooms,
    town: listing.place,
    pool: listing.pool !== 'none',
    seaView: listing.seaView,
    stage: listing.stage,
    listedOn: listing.listedOn,
    ...(reduced ? { reduced: { on: reduced.on, earlier: reduced.earlier } } : {}),
    forSale: listing.status !== 'sold',
  };
}

export function matches(facts: SearchFacts, filters: SearchFilters): boolean {
  if (!facts.forSale) return false;
  if (filters.type && !facts.kinds.includes(filters.type)) return false;
  if (filters.min !== undefined && facts.price < filters.min) return false;
  if (filters.max !== undefined && facts.price > filters.max) return false;
  if (filters.beds) {
    const beds = filters.beds === 'studio' ? 0 : filters.beds === '4+' ? 4 : Number(filters.beds);
    if (filters.beds === '4+' ? facts.bedrooms < 4 : facts.bedrooms !== beds) return false;
  }
  if (filters.town && facts.town !== filters.town) return false;
  if (filters.pool && !facts.pool) return false;
  if (filters.seaView && !facts.seaView) return false;
  if (filters.stage && facts.stage !== filters.stage) return false;
  return true;
}

/** One entry of a language's search index: the facts to filter by and the card as the list pages show it. */
export type SearchEntry = { facts: SearchFacts; card: CardView };

/**
 * The entries that match, in the chosen order (ties: the cheaper, then the list's own order as given).
 * "Recently reduced" puts the reduced homes first, the latest reduction first, then the others by price.
 */
export function search<Entry extends { facts: SearchFacts }>(entries: readonly Entry[], filters: SearchFilters): Entry[] {
  const found = entries.filter((entry) => matches(entry.facts, filters));
  const byPrice = (a: Entry, b: Entry) => a.facts.price - b.facts.price;
  const order: Record<SortChoice, (a: Entry, b: Entry) => number> = {
    priceAsc: byPrice,
    priceDesc: (a, b) => -byPrice(a, b),
    newest: (a, b) => b.facts.listedOn.localeCompare(a.facts.listedOn) || byPrice(a, b),
    reduced: (a, b) => (b.facts.reduced?.on ?? '').localeCompare(a.facts.reduced?.on ?? '') || byPrice(a, b),
  };
  return found.sort(order[filters.sort]);
}

/**
 * The orders the sort offers: "recently reduced" only while a home for sale shows a reduction (else it
 * would be the price order under another name), and whatever order the address asks for.
 */
export function offeredSorts(entries: readonly { facts: SearchFacts }[], current: SortChoice): SortChoice[] {
  const anyReduced = entries.some((entry) => entry.facts.forSale && entry.facts.reduced);
  return sortChoices.filter((sort) => sort !== 'reduced' || anyReduced || current === 'reduced');
}

/**
 * What a buyer looked for, as the no-results WhatsApp message names it for the sales team: "villa, new
 * build, 3 bedrooms, up to €400,000, in Kyrenia, with a pool". The stage goes with the type (the
 * language's `kind` joins them, so the words agree), and "studio" is said once when the type says it.
 */
export function searchDescription(
  filters: SearchFilters,
  words: Pick<SearchCopy, 'looking'>,
  say: { euro: (amount: number) => string; beds: (choice: BedroomChoice) => string; townIn: (place: PlaceKey) => string },
): string {
  const { looking } = words;
  const type = filters.type ? looking.type[filters.type] : '';
  const stage = filters.stage ? looking.stage[filters.stage] : '';
  const parts = [
    type && stage ? fillTemplate(looking.kind, { type, stage }) : type || stage,
    filters.beds && !(filters.beds === 'studio' && filters.type === 'studio') ? say.beds(filters.beds) : '',
    filters.min !== undefined ? fillTemplate(looking.from, { price: say.euro(filters.min) }) : '',
    filters.max !== undefined ? fillTemplate(looking.to, { price: say.euro(filters.max) }) : '',
    filters.town ? say.townIn(filters.town) : '',
    filters.pool ? looking.pool : '',
    filters.seaView ? looking.seaView : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : looking.anything;
}
