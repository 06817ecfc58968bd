/** @jest-environment node */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HomePage } from '@/app/_pages/home';
import { VillasPage } from '@/app/_pages/villas';
import { ApartmentsPage } from '@/app/_pages/apartments';
import { CaesarResortPage } from '@/app/_pages/caesar-resort';
import { GuidePage } from '@/app/_pages/guide';
import { InvestmentPage } from '@/app/_pages/investment';
import { BrochurePage } from '@/app/_pages/brochure';
import { ListingPage } from '@/app/_pages/listing';
import { ListPagePage, TownPage, TypePage } from '@/app/_pages/list-page';
import { SearchPage } from '@/app/_pages/search';
import { routePaths } from '@/content/facts/routes';
import { localeCodes, type Locale } from '@/content/locales';
import { createFormat } from '@/lib/i18n/format';
import { pageContext } from '@/lib/i18n/page';
import { listingPath, type Listing, type ListingList } from '@/lib/listings';
import { asSold, loadListings, LISTINGS_DIR } from '@/lib/listings/load';
import { listingFileSchema, listingPools, listingStages, listingStatuses, type ListingFile } from '@/lib/listings/schema';
import { titleDeedTypes } from '@/content/facts/title-deeds';
import { developmentIds } from '@/content/facts/developments';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from '../../scripts/seeded-random.mjs';
import { FIXTURE_ROOT } from './support/fixture-inventory';
import { listPagePath, PAGE_SIZE, TYPE_SEGMENTS } from '@/lib/pagination';
import { sitemapEntries } from '@/lib/sitemap';
import { placeKeys } from '@/content/facts/places';
import { isTownList, townPagePath, townsOn } from '@/lib/towns';
import { typePageKinds, typePagePath, typesWithPage, type TypePageKind } from '@/lib/type-pages';

/*
 * The agency's inventory changes every week. Starting from the real listing files, each listing in
 * turn is sold, reserved and deleted, and every page that quotes or links the inventory is rendered
 * from that inventory in every language (in process, as the build renders it): nothing throws, no
 * page links a deleted listing, no list shows a sold one as a card, and every price a page quotes
 * from the inventory is what the data gives. The expectations are computed here from the files,
 * never from the code under test, and never typed in.
 */

const real = loadListings();
const lists: ListingList[] = ['villas', 'apartments', 'caesarResort'];
const render = (element: ReactElement) => renderToStaticMarkup(element);

/** Every listing address a page links, in any language, as "list/id". */
function linkedListings(html: string): string[] {
  const found = new Set<string>();
  for (const [, path] of html.matchAll(/href="(?:https?:\/\/[^/"]+)?(\/[^"#?]*)/g)) {
    const match = /^(?:\/(?:de|ru|he))?\/(villas|apartments|caesar-resort)\/([a-z0-9-]+)$/.exec(path ?? '');
    if (match && match[2] !== 'page' && !(Object.values(TYPE_SEGMENTS) as string[]).includes(match[2]!)) found.add(`${match[1]}/${match[2]}`);
  }
  return [...found];
}

/** A list's address without its slash, as listing addresses start: "caesar-resort". */
const segment = (list: ListingList) => routePaths[list].slice(1);
const onSaleIn = (inventory: readonly Listing[], list: ListingList) =>
  inventory.filter((listing) => listing.list === list && listing.status !== 'sold').sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));

/** A penthouse and a studio as the listing files say them: an apartment on the top floor, an apartment without a bedroom. */
const isOfType: Record<TypePageKind, (listing: Listing) => boolean> = {
  penthouse: (listing) => listing.propertyType !== 'SingleFamilyResidence' && listing.bedrooms > 0 && listing.penthouse === true,
  studio: (listing) => listing.propertyType !== 'SingleFamilyResidence' && listing.bedrooms === 0,
};

const listPages: Record<ListingList, (props: { locale: Locale; inventory: readonly Listing[] }) => ReactElement> = {
  villas: (props) => <VillasPage {...props} />,
  apartments: (props) => <ApartmentsPage {...props} />,
  caesarResort: (props) => <CaesarResortPage {...props} />,
};

/** Renders every page that quotes or links the inventory, in every language, and checks each. */
function checkSite(inventory: Listing[]) {
  const ids = new Set(inventory.map((listing) => `${segment(listing.list)}/${listing.id}`));
  const problems: string[] = [];
  const check = (name: string, html: string) => {
    for (const linked of linkedListings(html)) if (!ids.has(linked)) problems.push(`${name} links ${linked}, which is not in the inventory`);
    // ∞ is how Intl writes the lowest price of an empty list; "Infinity pool" is a feature, not a figure.
    const broken = /∞|\bNaN\b|\bundefined\b|Infinity(?![ -]?[Pp]ool)/.exec(html);
    if (broken) problems.push(`${name} says ${broken[0]}: …${html.slice(Math.max(0, broken.index - 60), broken.index + 20)}…`);
    // A {placeholder} a template did not fill (a typo in a translation, a value the page forgot) shows as it is.
    const unfilled = /\{[A-Za-z]\w*\}/.exec(html);
    if (unfilled) problems.push(`${name} leaves ${unfilled[0]} unfilled: …${html.slice(Math.max(0, unfilled.index - 60), unfilled.index + 20)}…`);
    // A Russian date ends in "г." (Intl's abbreviation of "года"): a sentence must not put its full stop after it.
    const doubled = /г\.\./.exec(html);
    if (doubled) problems.push(`${name} ends a sentence after a date's "г.": …${html.slice(Math.max(0, doubled.index - 60), doubled.index + 20)}…`);
  };

  for (const locale of localeCodes) {
    const f = createFormat(locale);
    const { t } = pageContext(locale, inventory);
    check(`${locale} home`, render(<HomePage locale={locale} inventory={inventory} />));
    check(`${locale} investment`, render(<InvestmentPage locale={locale} inventory={inventory} />));

    const apartments = onSaleIn(inventory, 'apartments');
    const guide = render(<GuidePage locale={locale} inventory={inventory} />);
    check(`${locale} guide`, guide);
    if (apartments.length > 0 && !guide.includes(f.euro(Math.min(...apartments.map((listing) => listing.price))))) {
      problems.push(`${locale} guide does not quote the lowest apartment price`);
    }

    const listHtml = {} as Record<ListingList, string>;
    for (const list of lists) {
      const html = render(listPages[list]({ locale, inventory }));
      listHtml[list] = html;
      const name = `${locale} ${list}`;
      check(name, html);
      const shown = onSaleIn(inventory, list);
      for (const listing of inventory.filter((entry) => entry.list === list && entry.status === 'sold')) {
        if (html.includes(`href="${listingPath(locale, listing)}"`)) problems.push(`${name} shows sold ${listing.id} as a card`);
      }
      for (const listing of shown.slice(0, PAGE_SIZE)) {
        if (!html.includes(`href="${listingPath(locale, listing)}"`)) problems.push(`${name} has no card for ${listing.id}`);
      }
      if (isTownList(list)) {
        // A page per town the list has homes in (sold ones too, so shared links stay), linked from the list.
        const towns = placeKeys.filter((place) => inventory.some((listing) => listing.list === list && listing.place === place));
        if (townsOn(list, inventory).join() !== towns.join()) problems.push(`${name} has town pages for ${townsOn(list, inventory).join()}, not ${towns.join()}`);
        for (const place of towns) {
          const townName = `${locale} ${list} in ${place}`;
          if (!html.includes(`href="${townPagePath(locale, list, place)}"`)) problems.push(`${name} does not link ${townName}`);
          const townHtml = render(<TownPage locale={locale} list={list} place={place} page={1} inventory={inventory} />);
          check(townName, townHtml);
          const there = shown.filter((listing) => listing.place === place);
          const elsewhere = shown.filter((listing) => listing.place !== place);
          for (const listing of there.slice(0, PAGE_SIZE)) if (!townHtml.includes(`href="${listingPath(locale, listing)}"`)) problems.push(`${townName} has no card for ${listing.id}`);
          for (const listing of elsewhere) if (townHtml.includes(`href="${listingPath(locale, listing)}"`)) problems.push(`${townName} shows ${listing.id}, which is in ${listing.place}`);
          if (there.length === 0) {
            if (!townHtml.includes(t.common.emptyList.title)) problems.push(`${townName} is empty without saying so`);
          } else if (!townHtml.includes(f.euro(Math.min(...there.map((listing) => listing.price))))) {
            problems.push(`${townName} does not quote its lowest price`);
          }
        }
      }
      if (shown.length === 0) {
        if (!html.includes(t.common.emptyList.title) || !html.includes('https://wa.me/')) problems.push(`${name} is empty without saying so`);
      } else {
        const prices = shown.map((listing) => listing.price);
        // The villas and apartments state their price range; the resort page its "from" prices (its dearest
        // home is a card, on a later page once the list has more than 12).
        for (const price of list === 'caesarResort' ? [Math.min(...prices)] : [Math.min(...prices), Math.max(...prices)]) {
          if (!html.includes(f.euro(price))) problems.push(`${name} does not quote ${f.euro(price)}, a price its listings give`);
        }
      }
    }

    // The search page: every home for sale counted, the cheapest first, no sold one among its cards.
    const searchHtml = render(<SearchPage locale={locale} inventory={inventory} />);
    check(`${locale} search`, searchHtml);
    const forSale = inventory.filter((listing) => listing.status !== 'sold');
    if (!searchHtml.includes(f.plural(forSale.length, t.search.count))) problems.push(`${locale} search does not count ${forSale.length} homes for sale`);
    for (const listing of inventory.filter((entry) => entry.status === 'sold')) {
      if (searchHtml.includes(`href="${listingPath(locale, listing)}"`)) problems.push(`${locale} search shows sold ${listing.id}`);
    }
    const cheapest = [...forSale].sort((a, b) => a.price - b.price)[0];
    if (cheapest && !searchHtml.includes(`href="${listingPath(locale, cheapest)}"`)) problems.push(`${locale} search does not show the cheapest home first`);

    // A page per type without a list of its own (penthouses, studios): there while the inventory has one, sold or not;
    // every one of that type for sale among its cards and nothing else; linked from the search page and every list.
    for (const type of typePageKinds) {
      const files = inventory.filter(isOfType[type]);
      const path = typePagePath(locale, type);
      const name = `${locale} ${type} page`;
      if (typesWithPage(inventory).includes(type) !== files.length > 0) problems.push(`${name} is ${files.length > 0 ? 'missing' : 'there with no listing of its type'}`);
      for (const [from, html] of [['search', searchHtml], ...lists.map((list) => [list, listHtml[list]] as const)] as const) {
        if (html.includes(`href="${path}"`) !== files.length > 0) problems.push(`${locale} ${from} ${files.length > 0 ? 'does not link' : 'links'} ${path}`);
      }
      if (files.length === 0) continue;
      const html = render(<TypePage locale={locale} type={type} page={1} inventory={inventory} />);
      check(name, html);
      const there = files.filter((listing) => listing.status !== 'sold');
      for (const listing of there.slice(0, PAGE_SIZE)) if (!html.includes(`href="${listingPath(locale, listing)}"`)) problems.push(`${name} has no card for ${listing.id}`);
      for (const listing of inventory.filter((entry) => !there.includes(entry))) if (html.includes(`href="${listingPath(locale, listing)}"`)) problems.push(`${name} shows ${listing.id}`);
      if (there.length === 0) {
        if (!html.includes(t.common.emptyList.title)) problems.push(`${name} is empty without saying so`);
      } else if (!html.includes(f.euro(Math.min(...there.map((listing) => listing.price))))) {
        problems.push(`${name} does not quote its lowest price`);
      }
    }

    const brochure = render(<BrochurePage locale={locale} inventory={inventory} />);
    check(`${locale} brochure`, brochure);
    for (const listing of inventory.filter((entry) => entry.status === 'sold')) {
      // The brochure links each home by its full address, which ends where the attribute does ("…/villa-1" is not "…/villa-10").
      if (brochure.includes(`${listingPath(locale, listing)}"`)) problems.push(`${locale} brochure lists sold ${listing.id}`);
    }
  }

  const sitemap = sitemapEntries(inventory).map((entry) => entry.url);
  for (const listing of inventory) {
    if (!sitemap.some((url) => url.endsWith(listingPath('en', listing)))) problems.push(`the sitemap leaves out ${listing.id}`);
  }
  // A town's page is offered to search while something is for sale there, and only then.
  for (const list of ['villas', 'apartments'] as const) {
    for (const place of townsOn(list, inventory)) {
      const forSale = onSaleIn(inventory, list).some((listing) => listing.place === place);
      if (sitemap.some((url) => url.endsWith(townPagePath('en', list, place))) !== forSale) problems.push(`the sitemap ${forSale ? 'leaves out' : 'lists'} ${list} in ${place}`);
    }
  }
  // A type's page likewise.
  for (const type of typePageKinds) {
    const forSale = inventory.some((listing) => isOfType[type](listing) && listing.status !== 'sold');
    if (sitemap.some((url) => url.endsWith(typePagePath('en', type))) !== forSale) problems.push(`the sitemap ${forSale ? 'leaves out' : 'lists'} the ${type} page`);
  }
  for (const url of sitemap) {
    const linked = linkedListings(`href="${url}"`);
    for (const entry of linked) if (!ids.has(entry)) problems.push(`the sitemap lists ${entry}, which is not in the inventory`);
  }
  return problems;
}

const withStatus = (ids: readonly string[], status: Listing['status']) => real.map((listing) => (ids.includes(listing.id) ? { ...listing, status } : listing));
const without = (ids: readonly string[]) => real.filter((listing) => !ids.includes(listing.id));

/**
 * How many listings of a list are changed one at a time: rendering the site once per change costs about
 * 1.5 s on 2 cores, so a test that tried every listing of an inventory of hundreds would take an hour.
 */
const CHANGES_PER_LIST = 6;

/**
 * The listings of `list` that are changed in turn: first those that set what its pages say (the cheapest
 * and the dearest for sale, the first in its order, the last card of its first page and the first of its
 * second), then the others in a seeded order, up to CHANGES_PER_LIST. Today's inventory has no more than
 * that on any list, so every listing is changed.
 */
function changedOn(list: ListingList): string[] {
  const shown = onSaleIn(real, list);
  const byPrice = [...shown].sort((a, b) => a.price - b.price);
  const random = seededRandom(lists.indexOf(list) + 1);
  const rest = real.filter((listing) => listing.list === list).map((listing) => ({ listing, key: random() })).sort((a, b) => a.key - b.key).map(({ listing }) => listing);
  const ordered = [byPrice[0], byPrice.at(-1), shown[0], shown[PAGE_SIZE - 1], shown[PAGE_SIZE], ...rest].filter((listing) => listing !== undefined);
  return [...new Set(ordered.map((listing) => listing.id))].slice(0, CHANGES_PER_LIST);
}

/** Each round changes one listing of each list at once (the n-th each list offers): the pages of one list are checked against its change, the shared pages (search, home, brochure, sitemap) against all of them. */
const changes = lists.map(changedOn);
const rounds: string[][] = Array.from({ length: Math.max(...changes.map((ids) => ids.length)) }, (_, round) => changes.flatMap((ids) => ids[round] ?? []));

describe('the site built from an inventory that changes', () => {
  it('as it is', () => {
    expect(checkSite([...real])).toEqual([]);
  });

  describe.each(rounds.map((ids) => [ids.join(', '), ids] as const))('with %s', (_, ids) => {
    it('sold', () => expect(checkSite(withStatus(ids, 'sold'))).toEqual([]));
    it('reserved', () => expect(checkSite(withStatus(ids, 'reserved'))).toEqual([]));
    it('deleted', () => expect(checkSite(without(ids))).toEqual([]));
  });

  describe.each(lists)('with every listing on %s sold', (list) => {
    const inventory = real.map((listing) => (listing.list === list ? { ...listing, status: 'sold' as const } : listing));

    it('builds every page, and the list says so and offers WhatsApp', () => {
      expect(checkSite(inventory)).toEqual([]);
    });

    it('keeps each sold listing’s page, marked sold', () => {
      for (const locale of localeCodes) {
        for (const listing of inventory.filter((entry) => entry.list === list)) {
          const html = render(<ListingPage locale={locale} listing={listing} inventory={inventory} />);
          expect(html).toContain(pageContext(locale, inventory).t.listing.status.sold);
        }
      }
    });
  });
});

describe('a list that grows past one page', () => {
  // 30 more villas: copies of a real one under new addresses, dearer each time.
  const model = real.find((listing) => listing.list === 'villas')!;
  const extra = Array.from({ length: 30 }, (_, index) => ({ ...model, id: `${model.id}-copy-${index + 1}`, order: 100 + index, price: model.price + (index + 1) * 1000 }));
  const inventory = [...real, ...extra];
  const villas = onSaleIn(inventory, 'villas');
  const pages = Math.ceil(villas.length / PAGE_SIZE);

  it.each(localeCodes)('shows at most 12 cards a page in %s, with numbered links to every page', (locale) => {
    const first = render(<VillasPage locale={locale} inventory={inventory} />);
    const cards = (html: string) => villas.filter((listing) => html.includes(`href="${listingPath(locale, listing)}"`));
    expect(cards(first)).toEqual(villas.slice(0, PAGE_SIZE));
    for (let page = 2; page <= pages; page++) expect(first).toContain(`href="${listPagePath(locale, 'villas', page)}"`);
    const last = render(<ListPagePage locale={locale} list="villas" page={pages} inventory={inventory} />);
    expect(cards(last)).toEqual(villas.slice((pages - 1) * PAGE_SIZE));
    expect(last).toContain(`href="${listPagePath(locale, 'villas', 1)}"`);
    expect(last).toContain('aria-current="page"');

    // The first page's largest paint is its hero; a later page opens with its cards, so there it is the
    // first card's photo: that one is fetched at once and is the photo the framework's code waits for.
    const leads = (html: string) => html.match(/<img [^>]*elementtiming="hero"[^>]*>/g) ?? [];
    expect(leads(first)).toHaveLength(1);
    expect(leads(last)).toHaveLength(1);
    expect(last.indexOf(leads(last)[0]!)).toBe(last.indexOf('<img '));
    expect(leads(last)[0]).toMatch(/fetchpriority="high"/i);
    expect(leads(last)[0]).not.toContain('loading="lazy"');
  });

  it('keeps every page whole and true', () => {
    expect(checkSite(inventory)).toEqual([]);
  });

  it('lists every later page in the sitemap, in every language', () => {
    const sitemap = sitemapEntries(inventory).map((entry) => new URL(entry.url).pathname);
    for (const locale of localeCodes) {
      for (let page = 2; page <= pages; page++) expect(sitemap).toContain(listPagePath(locale, 'villas', page));
    }
    expect(sitemap).not.toContain(listPagePath('en', 'villas', pages + 1));
  });
});

describe('a page per town, as the inventory moves', () => {
  const villa = real.find((listing) => listing.list === 'villas')!;
  const town = placeKeys.find((place) => !real.some((listing) => listing.list === 'villas' && listing.place === place))!;

  it('a villa listed in a town with no villa yet brings that town its page, linked from /villas, true in every language', () => {
    const inventory = [...real, { ...villa, id: 'new-town-villa', reference: 'V-999', place: town, price: villa.price + 1234 }];
    expect(townsOn('villas', inventory)).toContain(town);
    expect(checkSite(inventory)).toEqual([]);
    for (const locale of localeCodes) {
      const ctx = pageContext(locale, inventory);
      const html = render(<TownPage locale={locale} list="villas" place={town} page={1} inventory={inventory} />);
      const title = ctx.t.common.towns.title.villas.replace('{inTown}', ctx.t.common.towns.in[town]);
      expect(html).toContain(`>${title}</h1>`);
      expect(html).toContain(ctx.f.euro(villa.price + 1234));
      expect(sitemapEntries(inventory).map((entry) => new URL(entry.url).pathname)).toContain(townPagePath(locale, 'villas', town));
    }
  });

  it('when the last villa in a town sells, its page stays, says so and offers WhatsApp, and leaves the sitemap', () => {
    const place = villa.place;
    const inventory = real.map((listing) => (listing.list === 'villas' && listing.place === place ? { ...listing, status: 'sold' as const } : listing));
    expect(checkSite(inventory)).toEqual([]);
    const html = render(<TownPage locale="en" list="villas" place={place} page={1} inventory={inventory} />);
    expect(html).toContain(pageContext('en', inventory).t.common.emptyList.title);
    expect(html).toContain('https://wa.me/');
    expect(sitemapEntries(inventory).map((entry) => new URL(entry.url).pathname)).not.toContain(townPagePath('en', 'villas', place));
  });

  it('a town with more than a page of villas numbers its pages under its own address', () => {
    const extra = Array.from({ length: PAGE_SIZE + 2 }, (_, index) => ({ ...villa, id: `${villa.id}-more-${index + 1}`, reference: `V-9${index + 10}`, order: 200 + index }));
    const inventory = [...real, ...extra];
    const there = onSaleIn(inventory, 'villas').filter((listing) => listing.place === villa.place);
    const first = render(<TownPage locale="de" list="villas" place={villa.place} page={1} inventory={inventory} />);
    expect(first).toContain(`href="${townPagePath('de', 'villas', villa.place, 2)}"`);
    const second = render(<TownPage locale="de" list="villas" place={villa.place} page={2} inventory={inventory} />);
    for (const listing of there.slice(PAGE_SIZE)) expect(second).toContain(`href="${listingPath('de', listing)}"`);
    for (const listing of there.slice(0, PAGE_SIZE)) expect(second).not.toContain(`href="${listingPath('de', listing)}"`);
    expect(sitemapEntries(inventory).map((entry) => new URL(entry.url).pathname)).toContain(townPagePath('de', 'villas', villa.place, 2));
  });
});

describe('a page per type, as the inventory moves', () => {
  const penthouses = real.filter(isOfType.penthouse);
  const studio = real.find(isOfType.studio)!;

  it('when the last penthouse sells, its page stays, says so and offers WhatsApp, and leaves the sitemap', () => {
    expect(penthouses.length).toBeGreaterThan(0);
    const inventory = real.map((listing) => (isOfType.penthouse(listing) ? { ...listing, status: 'sold' as const } : listing));
    expect(checkSite(inventory)).toEqual([]);
    for (const locale of localeCodes) {
      const html = render(<TypePage locale={locale} type="penthouse" page={1} inventory={inventory} />);
      const { t } = pageContext(locale, inventory);
      expect(html).toContain(`>${t.common.types.title.penthouse}</h1>`);
      expect(html).toContain(t.common.types.intro.none.penthouse);
      expect(html).toContain(t.common.emptyList.title);
      expect(html).toContain('https://wa.me/');
    }
    expect(sitemapEntries(inventory).map((entry) => new URL(entry.url).pathname)).not.toContain(typePagePath('en', 'penthouse'));
  });

  it('with no studio left in the files, no page and no link offers studios, in any language', () => {
    const inventory = real.filter((listing) => !isOfType.studio(listing));
    expect(typesWithPage(inventory)).not.toContain('studio');
    expect(checkSite(inventory)).toEqual([]);
  });

  it('an apartment newly marked penthouse joins the penthouses’ page, and no other', () => {
    const flat = real.find((listing) => listing.list === 'apartments' && !isOfType.penthouse(listing) && !isOfType.studio(listing))!;
    const inventory = [...real, { ...flat, id: 'new-penthouse', reference: 'A-990', penthouse: true as const, price: 1_234_000 }];
    expect(checkSite(inventory)).toEqual([]);
    const html = render(<TypePage locale="ru" type="penthouse" page={1} inventory={inventory} />);
    expect(html).toContain(`href="${listingPath('ru', { list: 'apartments', id: 'new-penthouse' })}"`);
    expect(render(<TypePage locale="ru" type="studio" page={1} inventory={inventory} />)).not.toContain(`href="${listingPath('ru', { list: 'apartments', id: 'new-penthouse' })}"`);
  });

  it('more than a page of studios numbers its pages under its own address', () => {
    const extra = Array.from({ length: PAGE_SIZE + 2 }, (_, index) => ({ ...studio, id: `${studio.id}-more-${index + 1}`, reference: `S-9${index + 10}`, order: 200 + index }));
    const inventory = [...real, ...extra];
    const all = inventory.filter((listing) => isOfType.studio(listing) && listing.status !== 'sold');
    const first = render(<TypePage locale="he" type="studio" page={1} inventory={inventory} />);
    expect(first).toContain(`href="${typePagePath('he', 'studio', 2)}"`);
    const second = render(<TypePage locale="he" type="studio" page={2} inventory={inventory} />);
    expect(all.length).toBeGreaterThan(PAGE_SIZE);
    for (const listing of all.slice(PAGE_SIZE)) expect(second).toContain(`href="${listingPath('he', listing)}"`);
    for (const listing of all.slice(0, PAGE_SIZE)) expect(second).not.toContain(`href="${listingPath('he', listing)}"`);
    expect(sitemapEntries(inventory).map((entry) => new URL(entry.url).pathname)).toContain(typePagePath('he', 'studio', 2));
  });
});

/*
 * Inventories the agency could have on any week, generated: 0 to 40 listings per list, every status,
 * build stage, payment plan, title deed, pool and type (villas, apartments, penthouses, studios,
 * resort homes), in every town of content/facts/places.ts, at prices from €40,000 to €3,000,000. Each
 * listing is a valid file (the schema checks it) made from one of the tests' own listing files, and the
 * whole site is rendered from each inventory in every language and checked as above. Seeded: the same
 * inventories on every run, so a failure can be reproduced by its seed.
 */
describe('generated inventories', () => {
  const models: Record<ListingList, ListingFile> = {
    villas: listingFileSchema.parse(JSON.parse(readFileSync(join(FIXTURE_ROOT, LISTINGS_DIR, 'esentepe-golf-villa.json'), 'utf8'))),
    apartments: listingFileSchema.parse(JSON.parse(readFileSync(join(FIXTURE_ROOT, LISTINGS_DIR, 'kyrenia-two-bedroom.json'), 'utf8'))),
    caesarResort: listingFileSchema.parse(JSON.parse(readFileSync(join(FIXTURE_ROOT, LISTINGS_DIR, 'caesar-blue-villa.json'), 'utf8'))),
  };

  function generate(seed: number, counts: Record<ListingList, number>): Listing[] {
    const random = seededRandom(seed);
    const pick = <T,>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const inventory: Listing[] = [];
    for (const list of lists) {
      for (let index = 0; index < counts[list]; index++) {
        const model = models[list];
        const house = list === 'villas' || (list === 'caesarResort' && random() < 0.3);
        const bedrooms = house ? 2 + Math.floor(random() * 5) : Math.floor(random() * 4);
        const stage = pick(listingStages);
        const terms = { downPercent: pick([20, 30, 35, 50]), months: pick([12, 36, 48, 75, 100]), interestPercent: pick([0, 0, 4.5]) };
        const plan: ListingFile['plan'] = random() < 0.4 ? { kind: 'none' } : stage === 'resale' ? { kind: 'owner', ...terms } : { kind: 'developer', ...terms };
        const file: ListingFile = {
          ...model,
          order: index,
          status: pick(listingStatuses),
          price: 40_000 + Math.floor(random() * 2_960) * 1000,
          priceIncludesVat: stage !== 'resale' && random() < 0.3,
          plan,
          bedrooms,
          bathrooms: Math.max(1, bedrooms),
          area: 35 + Math.floor(random() * 400),
          propertyType: house ? 'SingleFamilyResidence' : 'Apartment',
          roi: random() < 0.5 ? 4 + Math.round(random() * 70) / 10 : undefined,
          titleDeed: pick(titleDeedTypes),
          reference: `${list === 'villas' ? 'V' : list === 'apartments' ? 'A' : 'C'}-${seed}${String(index).padStart(3, '0')}`,
          pool: pick(listingPools),
          seaView: random() < 0.5,
          stage,
          completion: stage === 'offPlan' ? `202${7 + Math.floor(random() * 3)}-0${1 + Math.floor(random() * 9)}` : undefined,
          plotArea: house && random() < 0.6 ? 200 + Math.floor(random() * 1500) : undefined,
          beachKm: random() < 0.5 ? Math.round(random() * 300) / 10 : undefined,
          place: pick(placeKeys),
          development: list === 'caesarResort' ? pick(developmentIds) : undefined,
          penthouse: !house && bedrooms > 0 && random() < 0.3,
        };
        const id = `${list.toLowerCase()}-${seed}-${index}`;
        inventory.push(asSold(id, listingFileSchema.parse(file)));
      }
    }
    return inventory;
  }

  const cases: [number, Record<ListingList, number>][] = [
    [1, { villas: 0, apartments: 0, caesarResort: 0 }],
    [2, { villas: 1, apartments: 0, caesarResort: 1 }],
    [3, { villas: 7, apartments: 3, caesarResort: 0 }],
    [4, { villas: 40, apartments: 40, caesarResort: 40 }],
    [5, { villas: 13, apartments: 25, caesarResort: 6 }],
    // And sizes drawn from their seed.
    ...[6, 7, 8, 9, 10].map((seed): [number, Record<ListingList, number>] => {
      const random = seededRandom(seed * 7919);
      const count = () => Math.floor(random() * 41);
      return [seed, { villas: count(), apartments: count(), caesarResort: count() }];
    }),
  ];

  it.each(cases)('seed %i, %o: every page of every language is whole and true', (seed, counts) => {
    const inventory = generate(seed, counts);
    expect(inventory).toHaveLength(counts.villas + counts.apartments + counts.caesarResort);
    expect(checkSite(inventory)).toEqual([]);
    // A listing page for a sample of each status, in every language.
    for (const status of listingStatuses) {
      const listing = inventory.find((entry) => entry.status === status);
      if (!listing) continue;
      for (const locale of localeCodes) {
        const html = render(<ListingPage locale={locale} listing={listing} inventory={inventory} />);
        expect(html).not.toMatch(/∞|\bNaN\b|\bundefined\b|\{[A-Za-z]\w*\}/);
      }
    }
  });
});
