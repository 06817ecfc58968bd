import type { TitleDeedType } from '@/content/facts/title-deeds';
import type { CommonWords } from '@/content/types';
import { planFigures, type PlanTerms } from '@/lib/calculator';
import { fillTemplate, pluralForm } from '@/lib/i18n/message';
import { formatEuroWith, formatWhole, type NumberPattern } from '@/lib/i18n/number-pattern';
import type { CardView } from '@/lib/listing';
import type { ListingStatus } from '@/lib/listings';
import { propertyKinds, stageChoices, type SearchEntry, type SearchFacts } from '@/lib/search';

/*
 * The search index as it travels (/search-index/<lang>.json): per listing, the facts the filters read
 * and only what that listing alone says (its words, its photo, its reference). Every sentence a card
 * builds from figures (the price, a reduction's earlier price, "from €1,863/month", "2 bedrooms", "Title deed: …", "Sold", the
 * WhatsApp enquiry) is built again in the browser from the language's words, by the same code and the
 * same number pattern as on the server, so the file grows by what a listing adds, not by its
 * sentences (a third less at 18 listings; tests/unit/search.test.ts checks every card comes out as the
 * lists show it). No server code here: the search and shortlist islands use it.
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

/**
 * A language's index as the islands use it: every entry it can show, as cards. A file that is not a
 * list at all throws (the island then says the search could not load, and what to do instead).
 */
export function readIndex(data: unknown, words: IndexWords): SearchEntry[] {
  if (!Array.isArray(data)) throw new Error('The search index is not a list of homes');
  const rules = new Intl.PluralRules(words.intl);
  return data.filter((entry): entry is IndexEntry => isIndexEntry(entry, words)).map((entry) => ({ facts: entry.facts, card: cardFromIndex(entry, words, rules) }));
}
