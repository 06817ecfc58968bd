/** @jest-environment node */
import { localeCodes } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { listingPath, type Listing } from '@/lib/listings';
import { loadListings } from '@/lib/listings/load';
import { filtersFromQuery, filtersToQuery, kindsOf, offeredSorts, search, searchDescription, type SearchFilters } from '@/lib/search';
import { fillTemplate } from '@/lib/i18n/message';
import { indexFiles, indexWords, searchIndex } from '@/lib/search-index';
import { PART_SIZE, partCount, partOf, readFacts, readPart } from '@/lib/index-card';
import { cardView, listingView } from '@/lib/listing';
import { townSlug } from '@/lib/towns';
import { fixtureListings } from './support/fixture-inventory';
import { listingWithHistory } from './support/price-history';
import { overTheWire, readOverTheWire } from './support/index-files';

/*
 * The search page's filters read the address and narrow the inventory. The expectations here are
 * computed from the listing files' own fields, never from the code under test.
 */

const real = loadListings();
const forSale = (inventory: readonly Listing[]) => inventory.filter((listing) => listing.status !== 'sold');
const ids = (entries: { card: { id: string } }[]) => entries.map((entry) => entry.card.id).sort();

describe('the filters in the address', () => {
  it('read what a shared address asks for, and write it back the same', () => {
    const query = 'type=villa&beds=3&min=200000&max=400000&town=long-beach&pool=1&sea=1&stage=off-plan&sort=newest';
    const filters = filtersFromQuery(new URLSearchParams(query));
    expect(filters).toEqual({ type: 'villa', min: 200_000, max: 400_000, beds: '3', town: 'longBeach', pool: true, seaView: true, stage: 'offPlan', sort: 'newest' });
    expect(filtersToQuery(filters)).toBe(query);
  });

  it('leave out what they do not understand rather than show nothing: typos, old towns, prices with letters', () => {
    const filters = filtersFromQuery(new URLSearchParams('type=castle&min=abc&max=-5&beds=9&town=atlantis&pool=yes&stage=soon&sort=random'));
    expect(filters).toEqual({ sort: 'priceAsc' });
    expect(filtersToQuery(filters)).toBe('');
  });

  it('swap a price range given the wrong way round', () => {
    expect(filtersFromQuery(new URLSearchParams('min=400000&max=200000'))).toMatchObject({ min: 200_000, max: 400_000 });
  });
});

describe('what a listing is, for the type filter', () => {
  it('tells villas, studios, penthouses, apartments and resort homes apart', () => {
    const base = { list: 'apartments' as const, propertyType: 'Apartment' as const, bedrooms: 2, penthouse: false };
    expect(kindsOf(base)).toEqual(['apartment']);
    expect(kindsOf({ ...base, penthouse: true })).toEqual(['penthouse']);
    expect(kindsOf({ ...base, bedrooms: 0 })).toEqual(['studio']);
    expect(kindsOf({ ...base, list: 'caesarResort' })).toEqual(['apartment', 'resort']);
    expect(kindsOf({ ...base, list: 'caesarResort', propertyType: 'SingleFamilyResidence', bedrooms: 3 })).toEqual(['villa', 'resort']);
  });
});

describe('the search over a language’s index', () => {
  const ctx = pageContext('en', real);
  const index = searchIndex(ctx);

  it('holds every home for sale, by price, each with its card in the page’s language', () => {
    expect(ids(index)).toEqual(forSale(real).map((listing) => listing.id).sort());
    const prices = index.map((entry) => entry.facts.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const locale of localeCodes) {
      const localized = searchIndex(pageContext(locale, real));
      for (const entry of localized) expect(entry.card.href).toBe(listingPath(locale, real.find((listing) => listing.id === entry.card.id)!));
    }
  });

  it('narrows to the bedrooms, the top price and the town of a home for sale, and to nothing else', () => {
    // A buyer's search built from a real home: its bedrooms, a ceiling just above its price, its town.
    const model = forSale(real).find((listing) => listing.bedrooms >= 1 && listing.bedrooms <= 3)!;
    const query = `beds=${model.bedrooms}&max=${model.price + 1}&town=${townSlug(model.place)}`;
    const found = search(index, filtersFromQuery(new URLSearchParams(query)));
    const expected = forSale(real).filter((listing) => listing.bedrooms === model.bedrooms && listing.price <= model.price + 1 && listing.place === model.place);
    expect(ids(found)).toEqual(expected.map((listing) => listing.id).sort());
    expect(ids(found)).toContain(model.id);
  });

  it('reads pool, sea view, build stage and 4+ bedrooms from the files', () => {
    const cases: [string, (listing: Listing) => boolean][] = [
      ['pool=1', (listing) => listing.pool !== 'none'],
      ['sea=1', (listing) => listing.seaView],
      ['stage=off-plan', (listing) => listing.stage === 'offPlan'],
      ['stage=resale', (listing) => listing.stage === 'resale'],
      ['beds=4%2B', (listing) => listing.bedrooms >= 4],
      ['beds=studio', (listing) => listing.bedrooms === 0],
      ['type=resort', (listing) => listing.list === 'caesarResort'],
      ['type=penthouse', (listing) => listing.penthouse === true],
    ];
    for (const [query, keep] of cases) {
      expect([query, ids(search(index, filtersFromQuery(new URLSearchParams(query))))]).toEqual([query, forSale(real).filter(keep).map((listing) => listing.id).sort()]);
    }
  });

  it('sorts by price either way, and by the day a home went on the site', () => {
    const byPriceDown = search(index, { sort: 'priceDesc' }).map((entry) => entry.facts.price);
    expect(byPriceDown).toEqual([...byPriceDown].sort((a, b) => b - a));
    const newest = { ...real[0]!, id: 'just-listed', reference: 'V-990', listedOn: '2099-01-01', price: 999_999 };
    const withNewest = searchIndex(pageContext('en', [...real, newest]));
    expect(search(withNewest, { sort: 'newest' })[0]!.card.id).toBe('just-listed');
  });

  it('follows the inventory: a sold home leaves it, a new one joins it', () => {
    const sold = forSale(real)[0]!;
    const after = searchIndex(pageContext('en', real.map((listing) => (listing.id === sold.id ? { ...listing, status: 'sold' as const } : listing))));
    expect(ids(after)).not.toContain(sold.id);
    // Its part keeps it, marked, for the shortlists that hold it; the facts file, which the search reads, does not.
    const soldCtx = pageContext('en', real.map((listing) => (listing.id === sold.id ? { ...listing, status: 'sold' as const } : listing)));
    const read = readOverTheWire(indexFiles(soldCtx), indexWords(soldCtx));
    expect(read.byId.get(sold.id)).toMatchObject({ facts: { forSale: false }, card: { status: 'sold' } });
    expect(ids(search(read.forSale, { sort: 'priceDesc' }))).toEqual(ids(after));
    const added = { ...sold, id: 'brand-new-villa', reference: 'V-991' };
    expect(ids(searchIndex(pageContext('en', [...real, added])))).toContain('brand-new-villa');
  });

  it('finds nothing for a wish no home fits, without an error', () => {
    const filters: SearchFilters = { type: 'studio', min: Math.max(...real.map((listing) => listing.price)) + 1, sort: 'priceAsc' };
    expect(search(index, filters)).toEqual([]);
  });
});

describe('the index files, as the browser reads them', () => {
  // One listing sold and one reserved, so every status's words are read back.
  const [sold, reserved] = forSale(real);
  const inventory = real.map((listing) =>
    listing.id === sold!.id ? { ...listing, status: 'sold' as const } : listing.id === reserved!.id ? { ...listing, status: 'reserved' as const } : listing,
  );

  it.each(localeCodes)('give back, in %s, the search’s homes in its order and every card word for word as the list pages render it', (locale) => {
    const ctx = pageContext(locale, inventory);
    const read = readOverTheWire(indexFiles(ctx), indexWords(ctx));
    expect(read.forSale).toEqual(searchIndex(ctx));
    expect([...read.byId.keys()].sort()).toEqual(inventory.map((listing) => listing.id).sort());
    for (const listing of inventory) expect(read.byId.get(listing.id)!.card).toEqual(cardView(listingView(ctx, listing)));
  });

  it('put each card in the part its id names, so that a shortlist finds it without the facts file', () => {
    const ctx = pageContext('de', inventory);
    const { facts, parts } = indexFiles(ctx);
    expect(parts).toHaveLength(facts.parts);
    expect(facts.parts).toBe(partCount(inventory.length));
    for (const listing of inventory) {
      const part = parts[partOf(listing.id, facts.parts)]!;
      expect(part.entries.map((entry) => entry.card.id)).toContain(listing.id);
    }
    expect(new Set(parts.map((part) => part.version))).toEqual(new Set([facts.version]));
  });

  it('grow by parts: at several hundred listings a filtered page asks for a few parts, and a new listing changes one', () => {
    const many = Array.from({ length: 30 }, (_, round) => real.map((listing) => ({ ...listing, id: `${listing.id}-${round}`, reference: `${listing.reference}-${round}` }))).flat();
    const ctx = pageContext('en', many);
    const files = indexFiles(ctx);
    expect(files.facts.parts).toBe(partCount(many.length));
    expect(files.facts.parts * PART_SIZE).toBeGreaterThanOrEqual(many.length);
    // No part holds a large share of the cards: a filtered page's twelve cards cost at most twelve small parts.
    for (const part of files.parts) expect(part.entries.length).toBeLessThan(3 * PART_SIZE);
    const [model] = forSale(many);
    const withOneMore = [...many, { ...model!, id: 'one-more-villa', reference: 'V-999' }];
    const after = indexFiles(pageContext('en', withOneMore));
    expect(after.facts.parts).toBe(files.facts.parts);
    const changed = after.parts.filter((part, n) => JSON.stringify(part.entries) !== JSON.stringify(files.parts[n]!.entries)).map((part) => part.part);
    expect(changed).toEqual([partOf('one-more-villa', files.facts.parts)]);
    expect(after.facts.version).not.toBe(files.facts.version);
  });

  it('leave out a row or a card they cannot show, keep the others in their places, and refuse a file that is not one of theirs', () => {
    const ctx = pageContext('en', real);
    const files = indexFiles(ctx);
    const facts = overTheWire(files.facts) as { homes: unknown[][] };
    const [first, second, ...rest] = facts.homes;
    facts.homes = [['not', 'a', 'row'], [first![0], ['castle'], ...first!.slice(2)], second!, ...rest];
    const read = readFacts(facts);
    // The row with a foreign kind stands for the first home: it is left out, every other keeps its card's place.
    const wellFormed = readOverTheWire(files, indexWords(ctx));
    expect(read.rows).toEqual(wellFormed.facts.rows.slice(1));
    const part = overTheWire(files.parts[0]) as { entries: { card: object }[] };
    part.entries[0] = { ...part.entries[0]!, card: { ...part.entries[0]!.card, status: 'gone' } };
    const readBack = readPart(part, indexWords(ctx));
    expect(readBack.entries[0]).toBeNull();
    expect(readBack.entries.slice(1)).toEqual(wellFormed.parts[0]!.entries.slice(1));
    expect(() => readFacts({ error: 'Not Found' })).toThrow('not a list of homes');
    expect(() => readFacts(overTheWire(files.parts[0]))).toThrow('not a list of homes');
    expect(() => readPart(overTheWire(files.facts), indexWords(ctx))).toThrow('not a list of homes');
  });
});

describe('the no-results message to the sales team', () => {
  const say = { euro: (amount: number) => `€${amount}`, beds: (choice: string) => `${choice} bedrooms`, townIn: (place: string) => `in ${place}` };

  describe.each(localeCodes)('%s', (locale) => {
    const words = pageContext(locale).t.search;

    it('names the type and the stage together, first, then the rest in the order the form asks', () => {
      const filters: SearchFilters = { type: 'villa', stage: 'newBuild', beds: '3', max: 400_000, town: 'kyrenia', pool: true, sort: 'priceAsc' };
      const kind = fillTemplate(words.looking.kind, { type: words.looking.type.villa, stage: words.looking.stage.newBuild });
      expect(searchDescription(filters, words, say)).toBe(
        [kind, '3 bedrooms', fillTemplate(words.looking.to, { price: '€400000' }), 'in kyrenia', words.looking.pool].join(', '),
      );
      // The message is a sentence: the list's words are the message's own, not the form's labels.
      expect(fillTemplate(words.none.message, { filters: searchDescription(filters, words, say) })).toContain(kind);
    });

    it('says the stage alone when no type is chosen, a studio once, and something when nothing is', () => {
      expect(searchDescription({ stage: 'resale', sort: 'priceAsc' }, words, say)).toBe(words.looking.stage.resale);
      expect(searchDescription({ type: 'studio', beds: 'studio', sort: 'priceAsc' }, words, say)).toBe(words.looking.type.studio);
      expect(searchDescription({ sort: 'priceAsc' }, words, say)).toBe(words.looking.anything);
    });
  });

  it('writes the Russian list in lower case, as words inside a sentence', () => {
    const { looking } = pageContext('ru').t.search;
    for (const word of [...Object.values(looking.type), ...Object.values(looking.stage)]) expect(word[0]).toBe(word[0]!.toLowerCase());
  });
});

describe('“recently reduced”', () => {
  // Two fixture homes cut at different days, a third raised and "cut" back (no reduction), the rest unchanged.
  const [first, second, third] = forSale(fixtureListings);
  const cut = (listing: Listing, daysAgo: number) =>
    listingWithHistory(listing.id, [
      { daysAgo: 300, factor: 1.15 },
      { daysAgo, factor: 1 },
    ]);
  const earlier = cut(first!, 40);
  const later = cut(second!, 8);
  const faked = listingWithHistory(third!.id, [
    { daysAgo: 300, factor: 1 },
    { daysAgo: 12, factor: 1.2 },
    { daysAgo: 5, factor: 1 },
  ]);
  const changed = [earlier, later, faked];
  const inventory = fixtureListings.map((listing) => changed.find((entry) => entry.id === listing.id) ?? listing);

  it('is read from and written to the address', () => {
    expect(filtersFromQuery(new URLSearchParams('sort=reduced'))).toEqual({ sort: 'reduced' });
    expect(filtersToQuery({ sort: 'reduced', beds: '3' })).toBe('beds=3&sort=reduced');
  });

  it('lists the homes with a reduction first, the latest cut first, then the others in the default order', () => {
    const index = searchIndex(pageContext('en', inventory));
    const order = search(index, { sort: 'reduced' }).map((entry) => entry.card.id);
    const others = search(index, { sort: 'priceAsc' })
      .map((entry) => entry.card.id)
      .filter((id) => id !== earlier.id && id !== later.id);
    expect(order).toEqual([later.id, earlier.id, ...others]);
    // Filters apply as ever.
    const villas = search(index, { sort: 'reduced', type: 'villa' }).map((entry) => entry.card.id);
    expect(villas).toEqual(order.filter((id) => inventory.find((listing) => listing.id === id)!.propertyType === 'SingleFamilyResidence'));
  });

  it('is offered only while a home for sale shows a reduction, or when the address asks for it', () => {
    expect(offeredSorts(searchIndex(pageContext('en', inventory)), 'priceAsc')).toContain('reduced');
    const none = searchIndex(pageContext('en', fixtureListings.map((listing) => (listing.id === faked.id ? faked : listing))));
    expect(offeredSorts(none, 'priceAsc')).not.toContain('reduced');
    expect(offeredSorts(none, 'reduced')).toContain('reduced');
  });

  it.each(localeCodes)('keeps, in %s, each reduced card word for word through the index files, whose facts carry only the day and the earlier price', (locale) => {
    const ctx = pageContext(locale, inventory);
    const files = indexFiles(ctx);
    const homes = (overTheWire(files.facts) as { homes: unknown[][] }).homes;
    const reducedRows = homes.filter((row) => row.length === 10);
    expect(reducedRows).toHaveLength(2);
    for (const row of reducedRows) expect(row[9]).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), expect.any(Number)]);
    const read = readOverTheWire(files, indexWords(ctx));
    expect(read.forSale.filter((entry) => entry.facts.reduced).map((entry) => entry.card.id).sort()).toEqual([earlier.id, later.id].sort());
    for (const listing of [earlier, later, faked]) expect(read.byId.get(listing.id)!.card).toEqual(cardView(listingView(ctx, listing)));
    expect(read.byId.get(later.id)!.card.reduced?.earlierText).toBe(ctx.f.euro(later.priceHistory![0]!.price));
  });
});
