import { createHash } from 'node:crypto';
import { site } from '@/content/facts/site';
import type { PageContext } from '@/lib/i18n/page';
import { partCount, partOf, toFactsRow, toIndexEntry, type FactsFile, type IndexEntry, type IndexWords, type PartFile } from '@/lib/index-card';
import { cardView, listingView } from '@/lib/listing';
import type { Listing } from '@/lib/listings';
import { search, searchFacts, type SearchEntry } from '@/lib/search';

type Entry = SearchEntry & { listing: Listing };

function entries(ctx: PageContext): Entry[] {
  return ctx.inventory.map((listing) => {
    const view = listingView(ctx, listing);
    return { facts: searchFacts(listing, view.reduced), card: cardView(view), listing };
  });
}

const withoutListing = ({ facts, card }: Entry): SearchEntry => ({ facts, card });

/**
 * What the search page shows before any filter: every home for sale with the facts the filters read
 * and its card as the list pages show it, in the page's language, in the search's default order
 * (price, lowest first).
 */
export function searchIndex(ctx: PageContext): SearchEntry[] {
  return search(entries(ctx), { sort: 'priceAsc' }).map(withoutListing);
}

/** A language's index as it is written out: the facts file and its parts (lib/index-card.ts says why two kinds). */
export type IndexFiles = { facts: FactsFile; parts: PartFile[] };

/** Built once per language and inventory in each build worker: every part's file is cut from the same. */
const built = new WeakMap<readonly Listing[], Map<string, IndexFiles>>();

/**
 * A language's index files: the facts file, every home for sale as `searchIndex` orders them; and the
 * parts, every listing's card (sold ones marked sold in their facts and on their card, so that a
 * shortlist can still name a home that sold since it was saved: the search never shows them) in the
 * part its id hashes to, those for sale first in the facts file's order. Each entry carries what only
 * its listing says (lib/index-card.ts); the islands build the rest of its card. Every file names the
 * build: a hash of what the files hold.
 */
export function indexFiles(ctx: PageContext): IndexFiles {
  const byLocale = built.get(ctx.inventory) ?? new Map<string, IndexFiles>();
  built.set(ctx.inventory, byLocale);
  const known = byLocale.get(ctx.locale);
  if (known) return known;
  const all = entries(ctx);
  const parts = partCount(all.length);
  const cards: IndexEntry[][] = Array.from({ length: parts }, () => []);
  const place = (entry: Entry) => {
    const part = partOf(entry.card.id, parts);
    cards[part]!.push(toIndexEntry(entry.facts, entry.card, entry.listing.reference, indexPlan(entry.listing)));
    return part;
  };
  const homes = search(all, { sort: 'priceAsc' }).map((entry) => toFactsRow(entry.facts, place(entry)));
  for (const entry of all.filter((each) => !each.facts.forSale)) place(entry);
  const version = createHash('sha256').update(JSON.stringify([homes, cards])).digest('hex').slice(0, 16);
  const files = { facts: { version, parts, homes }, parts: cards.map((entries, part) => ({ version, parts, part, entries })) };
  byLocale.set(ctx.locale, files);
  return files;
}

/** A listing's plan terms as the index carries them, or none. */
function indexPlan({ plan }: Listing) {
  if (plan.kind === 'none') return undefined;
  const { kind, downPercent, months, interestPercent } = plan;
  return { kind, downPercent, months, interestPercent };
}

/** What the islands need to turn the language's index file back into cards (lib/index-card `readIndex`). */
export function indexWords(ctx: PageContext): IndexWords {
  const { t, f } = ctx;
  const { monthly, bedrooms, bathrooms, studio, area, enquiryMessage, titleDeed } = t.common.property;
  return {
    intl: ctx.info.intl,
    pattern: f.pattern,
    siteUrl: site.url,
    property: { monthly, bedrooms, bathrooms, studio, area, enquiryMessage, titleDeed },
    titleDeeds: t.common.titleDeeds,
    status: t.listing.status,
    illustrative: t.listing.gallery.illustrative.badge,
  };
}

/** Where a language's facts file is served; its parts are beside it (lib/index-card `partPath`). */
export function searchIndexPath(locale: string): string {
  return `/search-index/${locale}.json`;
}
