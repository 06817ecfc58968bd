import { placeKeys, type PlaceKey } from '@/content/facts/places';
import type { TitleDeedType } from '@/content/facts/title-deeds';
import type { CommonWords } from '@/content/types';
import { planFigures, type PlanTerms } from '@/lib/calculator';
import { fillTemplate, pluralForm } from '@/lib/i18n/message';
import { formatEuroWith, formatWhole, type NumberPattern } from '@/lib/i18n/number-pattern';
import type { CardView } from '@/lib/listing';
import type { ListingStage, ListingStatus } from '@/lib/listings';
import { propertyKinds, stageChoices, type PropertyKind, type SearchEntry, type SearchFacts } from '@/lib/search';

/*
 * The search index as it travels, in two kinds of file per language:
 *
 * - the facts file (/search-index/<lang>.json): one short row per home for sale, in the search's
 *   default order, with the facts the filters read and the part its card is in. The search page reads
 *   it as it opens; it grows by a few dozen bytes a listing, so that 2,000 listings stay within the
 *   page-weight budget of what a page fetches (scripts/page-weight.mjs);
 * - the parts (/search-index/<lang>-<n>.json): the cards, every listing's (sold ones too, for the
 *   shortlists that hold them) in the part its id hashes to (`partOf`). A filtered search asks only for
 *   the parts of the cards it shows, the shortlist only for those of the homes saved, without the
 *   facts file. Adding a listing changes one part; the number of parts changes only when the
 *   inventory doubles (`partCount`).
 *
 * A card carries only what its listing alone says (its words, its photo, its reference). Every
 * sentence a card builds from figures (the price, a reduction's earlier price, "from €1,863/month",
 * "2 bedrooms", "Title deed: …", "Sold", the WhatsApp enquiry) is built again in the browser from the
 * language's words, by the same code and the same number pattern as on the server
 * (tests/unit/search.test.ts checks every card comes out as the lists show it). Every file names the
 * build it is from (`version`): a part from another build than the facts file (a deploy while the
 * page was open) makes the search read the facts again. No server code here: the search and
 * shortlist islands use it.
 */

/** A card as the index carries it; the rest comes from `facts` and `IndexWords`. */
export type IndexCard = Pick<CardView, 'id' | 'title' | 'location' | 'type' | 'features' | 'status' | 'bathrooms' | 'area' | 'titleDeed' | 'href' | 'convertedText' | 'roiText' | 'vatText'> & {
  photo: { src: string; alt: string; illustrative?: 1 };
  reference: string;
  /** Its seller's plan, where it has one: the card's monthly figure is computed from it. */
  plan?: PlanTerms & { kind: 'developer' | 'owner' };
};

export type IndexEntry = { facts: SearchFacts; card: IndexCard };

/** The words and number pattern of a language that turn an index entry into its card. */
export type IndexWords = {
  intl: string;
  pattern: NumberPattern;
  /** The site's address: the enquiry names the listing's page in full. */
  siteUrl: string;
  property: Pick<CommonWords['property'], 'monthly' | 'bedrooms' | 'bathrooms' | 'studio' | 'area' | 'enquiryMessage' | 'titleDeed'>;
  titleDeeds: Record<TitleDeedType, string>;
  status: Record<ListingStatus, string>;
  /** The badge on a stock photo that illustrates the listing rather than shows it. */
  illustrative: string;
};

/** An index entry from a listing's card and facts (on the server, when the index is written). */
export function toIndexEntry(facts: SearchFacts, card: CardView, reference: string, plan?: IndexCard['plan']): IndexEntry {
  return {
    facts,
    card: {
      id: card.id,
      title: card.title,
      location: card.location,
      type: card.type,
      features: card.features,
      photo: { src: card.photo.src, alt: card.photo.alt, ...(card.photo.illustrative ? { illustrative: 1 as const } : {}) },
      status: card.status,
      bathrooms: card.bathrooms,
      area: card.area,
      titleDeed: card.titleDeed,
      href: card.href,
      reference,
      ...(card.convertedText === undefined ? {} : { convertedText: card.convertedText }),
      ...(card.roiText === undefined ? {} : { roiText: card.roiText }),
      ...(card.vatText === undefined ? {} : { vatText: card.vatText }),
      ...(plan === undefined ? {} : { plan }),
    },
  };
}

/** The card an index entry stands for, word for word as the server renders it. */
export function cardFromIndex({ facts, card }: IndexEntry, words: IndexWords, rules: Intl.PluralRules): CardView {
  const { property, pattern } = words;
  const euro = (amount: number) => formatEuroWith(amount, pattern);
  const plural = (count: number, forms: CommonWords['property']['bedrooms']) => pluralForm(forms, count, rules, (n) => formatWhole(n, pattern));
  const priceText = euro(facts.price);
  const { photo, reference, plan, ...own } = card;
  return {
    ...own,
    photo: { src: photo.src, alt: photo.alt, ...(photo.illustrative ? { illustrative: words.illustrative } : {}) },
    statusText: words.status[card.status],
    price: facts.price,
    bedrooms: facts.bedrooms,
    priceText,
    ...(facts.reduced ? { reduced: { ...facts.reduced, earlierText: euro(facts.reduced.earlier) } } : {}),
    ...(plan ? { monthlyText: fillTemplate(property.monthly[plan.kind], { amount: euro(planFigures(facts.price, plan).monthlyPayment) }) } : {}),
    bedroomsText: facts.bedrooms === 0 ? property.studio : plural(facts.bedrooms, property.bedrooms),
    bathroomsText: plural(card.bathrooms, property.bathrooms),
    areaText: fillTemplate(property.area, { area: formatWhole(card.area, pattern) }),
    titleDeedText: fillTemplate(property.titleDeed, { type: words.titleDeeds[card.titleDeed] }),
    enquiryMessage: fillTemplate(property.enquiryMessage, { title: card.title, price: priceText, reference, url: `${words.siteUrl}${card.href}` }),
  };
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Whether a value read from the network is an index entry this code can show: a damaged or foreign one is left out. */
function isIndexEntry(value: unknown, words: IndexWords): value is IndexEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { facts, card } = value as Partial<IndexEntry>;
  return (
    typeof facts === 'object' &&
    facts !== null &&
    Array.isArray(facts.kinds) &&
    facts.kinds.every((kind) => (propertyKinds as readonly string[]).includes(kind)) &&
    Number.isFinite(facts.price) &&
    Number.isInteger(facts.bedrooms) &&
    isText(facts.town) &&
    (stageChoices as readonly string[]).includes(facts.stage) &&
    (facts.reduced === undefined || (typeof facts.reduced === 'object' && facts.reduced !== null && isText(facts.reduced.on) && Number.isFinite(facts.reduced.earlier))) &&
    typeof card === 'object' &&
    card !== null &&
    [card.id, card.title, card.location, card.type, card.href, card.reference, card.photo?.src, card.photo?.alt].every(isText) &&
    Array.isArray(card.features) &&
    Object.hasOwn(words.status, card.status) &&
    Object.hasOwn(words.titleDeeds, card.titleDeed) &&
    Number.isFinite(card.bathrooms) &&
    Number.isFinite(card.area) &&
    (card.plan === undefined ||
      ((card.plan.kind === 'developer' || card.plan.kind === 'owner') &&
        [card.plan.downPercent, card.plan.months, card.plan.interestPercent].every(Number.isFinite) &&
        card.plan.months > 0))
  );
}

/** Cards a part holds at most on average: a filtered page of 12 results asks for at most 12 parts of about this many. */
export const PART_SIZE = 16;

/**
 * How many parts an index of `listings` cards is cut into: a power of two, so that the parts are cut
 * anew (and every card may move) only when the inventory doubles, not with each listing added.
 */
export function partCount(listings: number): number {
  let parts = 1;
  while (parts * PART_SIZE < listings) parts *= 2;
  return parts;
}

/** The part that holds a listing's card: its id's FNV-1a hash, so that anyone holding the id finds it. */
export function partOf(id: string, parts: number): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % parts;
}

/** One of the index's files, as JSON; `fresh` asks past the browser's cache. A failed answer throws. */
export async function fetchIndexFile(url: string, fresh = false): Promise<unknown> {
  const response = await fetch(url, fresh ? { cache: 'no-cache' } : undefined);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json() as Promise<unknown>;
}

/** Where part `part` of the index at `indexUrl` is served: /search-index/en.json → /search-index/en-3.json. */
export function partPath(indexUrl: string, part: number): string {
  return indexUrl.replace(/\.json$/, `-${part}.json`);
}

/**
 * One home for sale in the facts file: the part its card is in, then its facts (booleans as 0 and 1, a
 * reduction as its day and earlier price). Its place among the rows of its part is its place in the part.
 */
export type FactsRow = [part: number, kinds: PropertyKind[], price: number, bedrooms: number, town: PlaceKey, pool: 0 | 1, seaView: 0 | 1, stage: ListingStage, listedOn: string, reduced?: [on: string, earlier: number]];

export type FactsFile = { version: string; parts: number; homes: FactsRow[] };

/** One part: every card whose id hashes to it, those for sale first, in the facts file's order. */
export type PartFile = { version: string; parts: number; part: number; entries: IndexEntry[] };

/** A home for sale as the facts file gives it: its facts, and its card's part and place in that part. */
export type IndexRow = { facts: SearchFacts; part: number; slot: number };

export type ReadFacts = { version: string; parts: number; rows: IndexRow[] };
export type ReadPart = { version: string; parts: number; part: number; entries: (SearchEntry | null)[] };

/** A home's facts as a row of the facts file (on the server; only homes for sale have one). */
export function toFactsRow(facts: SearchFacts, part: number): FactsRow {
  const { kinds, price, bedrooms, town, pool, seaView, stage, listedOn, reduced } = facts;
  const row: FactsRow = [part, kinds, price, bedrooms, town, pool ? 1 : 0, seaView ? 1 : 0, stage, listedOn];
  if (reduced) row.push([reduced.on, reduced.earlier]);
  return row;
}

const isDay = (value: unknown): value is string => isText(value) && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isFlag = (value: unknown) => value === 0 || value === 1;

/** A row's facts, or null for a row this code cannot read (it is left out). */
function factsOfRow(row: unknown, parts: number): { facts: SearchFacts; part: number } | null {
  if (!Array.isArray(row) || row.length < 9 || row.length > 10) return null;
  const [part, kinds, price, bedrooms, town, pool, seaView, stage, listedOn, reduced] = row as unknown[];
  if (!Number.isInteger(part) || (part as number) < 0 || (part as number) >= parts) return null;
  if (!Array.isArray(kinds) || kinds.length === 0 || !kinds.every((kind) => (propertyKinds as readonly unknown[]).includes(kind))) return null;
  if (!Number.isFinite(price) || !Number.isInteger(bedrooms) || !(placeKeys as readonly unknown[]).includes(town)) return null;
  if (!isFlag(pool) || !isFlag(seaView) || !(stageChoices as readonly unknown[]).includes(stage) || !isDay(listedOn)) return null;
  if (reduced !== undefined && !(Array.isArray(reduced) && reduced.length === 2 && isDay(reduced[0]) && Number.isFinite(reduced[1]))) return null;
  return {
    part: part as number,
    facts: {
      kinds: kinds as PropertyKind[],
      price: price as number,
      bedrooms: bedrooms as number,
      town: town as PlaceKey,
      pool: pool === 1,
      seaView: seaView === 1,
      stage: stage as ListingStage,
      listedOn,
      ...(Array.isArray(reduced) ? { reduced: { on: reduced[0] as string, earlier: reduced[1] as number } } : {}),
      forSale: true,
    },
  };
}

const isHeader = (value: unknown): value is { version: string; parts: number } => {
  if (typeof value !== 'object' || value === null) return false;
  const { version, parts } = value as { version?: unknown; parts?: unknown };
  return isText(version) && Number.isInteger(parts) && (parts as number) > 0;
};

/**
 * A language's facts file as the search island uses it: every row it can read, each with the part and
 * the place in it of its card. A file that is not a facts file at all throws (the island then says the
 * search could not load, and what to do instead).
 */
export function readFacts(data: unknown): ReadFacts {
  if (!isHeader(data) || !Array.isArray((data as Partial<FactsFile>).homes)) throw new Error('The search index is not a list of homes');
  const { version, parts, homes } = data as FactsFile;
  const slots = new Map<number, number>();
  const rows: IndexRow[] = [];
  for (const row of homes as unknown[]) {
    // Each row takes its place in its part even when it cannot be read, so that the next rows keep theirs.
    const part = Array.isArray(row) && Number.isInteger(row[0]) ? (row[0] as number) : -1;
    const slot = slots.get(part) ?? 0;
    slots.set(part, slot + 1);
    const read = factsOfRow(row, parts);
    if (read) rows.push({ ...read, slot });
  }
  return { version, parts, rows };
}

/**
 * One part as the islands use it: its cards, each in its place (null where an entry is damaged or
 * foreign: that home is left out). A file that is not a part at all throws.
 */
export function readPart(data: unknown, words: IndexWords): ReadPart {
  if (!isHeader(data) || !Number.isInteger((data as Partial<PartFile>).part) || !Array.isArray((data as Partial<PartFile>).entries)) throw new Error('The search index part is not a list of homes');
  const { version, parts, part, entries } = data as PartFile;
  const rules = new Intl.PluralRules(words.intl);
  return {
    version,
    parts,
    part,
    entries: (entries as unknown[]).map((entry) => (isIndexEntry(entry, words) ? { facts: entry.facts, card: cardFromIndex(entry, words, rules) } : null)),
  };
}
