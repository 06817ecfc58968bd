import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForHydration } from './support/fixtures';
import { attr, elements, first, parse, textContent } from '../../scripts/finish-export/dom.mjs';
import { searchPaths } from '@/content/facts/routes';
import { localeCodes, type Locale } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/i18n/paths';
import { allListings, listingPath, type Listing } from '@/lib/listings';
import { PAGE_SIZE } from '@/lib/pagination';
import { filtersFromQuery, priceSteps, search } from '@/lib/search';
import { partPath, readFacts } from '@/lib/index-card';
import { searchIndexPath } from '@/lib/search-index';

/*
 * The search page (/properties): a buyer narrows every home for sale by what matters to them, the
 * address carries the filters (shared, it shows the same homes; Back undoes a filter), screen readers
 * hear the count, and a search that finds nothing offers a wider one and WhatsApp.
 */

const forSale = allListings.filter((listing) => listing.status !== 'sold');
const searchPath = (locale: Locale) => localizedPath(locale, searchPaths.search);

/** A buyer's search built from a real home: its bedrooms, the first price step at or above its price, its town. */
const model = forSale.find((listing) => listing.bedrooms >= 1 && listing.bedrooms <= 3 && listing.price <= priceSteps.at(-1)!)!;
const ceiling = priceSteps.find((step) => step >= model.price)!;
const expected = forSale.filter((listing) => listing.bedrooms === model.bedrooms && listing.price <= ceiling && listing.place === model.place);

/** The listings whose cards a buyer sees, as ids (the server's cards stay in the page, hidden, while the island finds its own). */
async function shownIds(page: Page, locale: Locale): Promise<string[]> {
  const hrefs = await page
    .locator('main article h3 a')
    .evaluateAll((links) => links.filter((link) => link.checkVisibility({ visibilityProperty: true })).map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => allListings.find((listing) => listingPath(locale, listing) === href)?.id ?? href).sort();
}

const idsOf = (listings: readonly Listing[]) => listings.map((listing) => listing.id).sort();

test.describe('the search page', () => {
  test(`a buyer filters to ${model.bedrooms} bedrooms up to €${ceiling} in one town, shares the address, and Back undoes the town @once`, async ({ page, browser, pageErrors }) => {
    const ctx = pageContext('en');
    const w = ctx.t.search;
    await page.goto(searchPath('en'));
    await waitForHydration(page);
    const form = page.getByRole('search', { name: w.form });
    const status = page.getByRole('status').filter({ hasText: /match/ });
    await expect(status).toHaveText(ctx.f.plural(forSale.length, w.count));

    await form.getByLabel(w.beds.label).selectOption(String(model.bedrooms));
    await form.getByLabel(w.priceTo).selectOption(String(ceiling));
    await expect(page).toHaveURL(new RegExp(`\\?beds=${model.bedrooms}&max=${ceiling}$`));
    const withoutTown = forSale.filter((listing) => listing.bedrooms === model.bedrooms && listing.price <= ceiling);
    await expect(status).toHaveText(ctx.f.plural(withoutTown.length, w.count));
    await form.getByLabel(w.town).selectOption({ label: ctx.t.listing.places[model.place] });
    await expect(status).toHaveText(ctx.f.plural(expected.length, w.count));
    // The count comes first; the cards follow once the results grid's own code has arrived.
    await expect.poll(() => shownIds(page, 'en')).toEqual(idsOf(expected));
    const shared = page.url();
    expect(new URL(shared).search).toBe(`?beds=${model.bedrooms}&max=${ceiling}&town=${new URL(shared).searchParams.get('town')}`);

    // The other person opens the address and sees the same homes, with the same filters set.
    const other = await browser.newContext({ viewport: page.viewportSize() });
    const theirs = await other.newPage();
    await theirs.goto(shared);
    await expect(theirs.getByRole('status').filter({ hasText: /match/ })).toHaveText(ctx.f.plural(expected.length, w.count));
    await expect.poll(() => shownIds(theirs, 'en')).toEqual(idsOf(expected));
    await expect(theirs.getByRole('search').getByLabel(w.town)).toHaveValue(new URL(shared).searchParams.get('town')!);
    await other.close();

    // Back takes the town off again, and the results follow.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?beds=${model.bedrooms}&max=${ceiling}$`));
    await expect(status).toHaveText(ctx.f.plural(withoutTown.length, w.count));
    await expect(form.getByLabel(w.town)).toHaveValue('');
    expect(pageErrors).toEqual([]);
  });

  for (const locale of ['en', 'de'] as const) {
    test(`${searchPath(locale)}: nothing found says so, offers a wider search and WhatsApp with what was looked for @once`, async ({ page }) => {
      const ctx = pageContext(locale);
      const w = ctx.t.search;
      // A studio dearer than any home on the site: no file can match it.
      const min = priceSteps.find((step) => forSale.every((listing) => listing.price < step || listing.bedrooms > 0));
      expect(min, 'a price step no studio reaches').toBeDefined();
      await page.goto(`${searchPath(locale)}?type=studio&min=${min}&beds=studio`);
      await expect(page.getByText(w.none.title)).toBeVisible();
      const whatsapp = page.getByRole('link', { name: w.none.action });
      const message = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!;
      expect(message.split(w.looking.type.studio)).toHaveLength(2); // "studio" once, not once for the type and again for the bedrooms
      expect(message).toContain(ctx.f.euro(min!));
      await page.getByRole('button', { name: w.none.widen }).click();
      await expect(page).toHaveURL(new RegExp(`${searchPath(locale)}$`));
      await expect(page.getByRole('status').filter({ hasText: ctx.f.plural(forSale.length, w.count) })).toBeVisible();
    });
  }

  test('without JavaScript, every home is there page by page, and the page says where to narrow @once', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const ctx = pageContext('en');
    await page.goto(`${searchPath('en')}?beds=3`);
    await expect(page.getByText(ctx.t.search.noScript)).toBeVisible();
    expect((await shownIds(page, 'en')).length).toBe(Math.min(PAGE_SIZE, forSale.length));
    const seen = new Set(await shownIds(page, 'en'));
    for (let n = 2; n <= Math.ceil(forSale.length / PAGE_SIZE); n++) {
      await page.goto(`${searchPath('en')}/page/${n}`);
      for (const id of await shownIds(page, 'en')) seen.add(id);
    }
    expect([...seen].sort()).toEqual(idsOf(forSale));
    await context.close();
  });

  for (const locale of localeCodes) {
    test(`${searchPath(locale)} passes axe with the filters in its language, on a 360 px phone and on desktop${locale === 'he' ? ', right to left' : ''}`, async ({ page }, testInfo) => {
      const w = pageContext(locale).t.search;
      // The phone project at the narrowest phone the site is made for.
      if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(searchPath(locale));
      await waitForHydration(page);
      const form = page.getByRole('search', { name: w.form });
      await expect(form.getByLabel(w.type.label)).toBeVisible();
      expect(await form.evaluate((element) => getComputedStyle(element).direction)).toBe(locale === 'he' ? 'rtl' : 'ltr');
      await expectNoAxeViolations(page);
    });
  }

  test('the header and every list lead to the search @once', async ({ request }) => {
    for (const locale of localeCodes) {
      const w = pageContext(locale).t.search;
      for (const list of ['villas', 'apartments', 'caesarResort'] as const) {
        const document = parse(await (await request.get(localizedPath(locale, list))).text());
        const links = (root: string) => elements(first(document, root)!, 'a').filter((link) => attr(link, 'href') === searchPath(locale));
        expect(links('header').map((link) => attr(link, 'aria-label')), `${list} in ${locale}: the header's link`).toEqual([w.headerLink]);
        expect(links('main').map((link) => textContent(link).trim()), `${list} in ${locale}: the list's link`).toContain(w.listLink);
      }
    }
  });
});

test.describe('the search index in parts', () => {
  const query = `beds=${model.bedrooms}`;
  const indexUrl = searchIndexPath('en');

  /** The parts holding the cards of the first `count` results of `query`, as the facts file served now says. */
  async function partsOfResults(page: Page, count: number): Promise<string[]> {
    const facts = readFacts(await (await page.request.get(indexUrl)).json());
    const rows = search(facts.rows, filtersFromQuery(new URLSearchParams(query))).slice(0, count);
    return [...new Set(rows.map((row) => partPath(indexUrl, row.part)))];
  }

  test('a filtered search asks for the parts of the cards it shows (and of the next batch), never the whole index @once', async ({ page, pageErrors }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/search-index/')) asked.push(pathname);
    });
    const ctx = pageContext('en');
    const matching = forSale.filter((listing) => listing.bedrooms === model.bedrooms);
    await page.goto(`${searchPath('en')}?${query}`);
    await expect(page.getByRole('status').filter({ hasText: ctx.f.plural(matching.length, ctx.t.search.count) })).toBeVisible();
    await expect.poll(async () => (await shownIds(page, 'en')).length).toBe(Math.min(12, matching.length));
    expect((await shownIds(page, 'en')).filter((id) => !idsOf(matching).includes(id))).toEqual([]);
    const first = await partsOfResults(page, 12);
    const allowed = new Set([indexUrl, ...(await partsOfResults(page, 24))]);
    for (const part of first) expect(asked, `the part ${part} of a card on screen`).toContain(part);
    expect(asked.filter((path) => !allowed.has(path)), 'files asked for that no card on screen or next needs').toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('“Show more” adds the next results from their parts until every home the search finds is shown @once', async ({ page, pageErrors }) => {
    const ctx = pageContext('en');
    const w = ctx.t.search;
    // Sorted dearest first: every home for sale, in an order other than the page's own.
    await page.goto(`${searchPath('en')}?sort=price-desc`);
    await expect(page.getByRole('status').filter({ hasText: ctx.f.plural(forSale.length, w.count) })).toBeVisible();
    const byPriceDown = [...forSale].sort((a, b) => b.price - a.price);
    for (let shown = Math.min(12, forSale.length); ; shown = Math.min(shown + 12, forSale.length)) {
      // The cards on screen are the dearest `shown` (ties may fall either way at the edge): their count, and the cheapest of them.
      await expect
        .poll(async () => {
          const ids = await shownIds(page, 'en');
          return [ids.length, Math.min(...ids.map((id) => forSale.find((listing) => listing.id === id)?.price ?? Number.NaN))];
        })
        .toEqual([shown, byPriceDown[shown - 1]!.price]);
      const more = page.getByRole('button', { name: w.more });
      if (shown === forSale.length) {
        await expect(more).toHaveCount(0);
        break;
      }
      await more.click();
    }
    expect((await shownIds(page, 'en')).sort()).toEqual(idsOf(forSale));
    expect(pageErrors).toEqual([]);
  });

  test('when the parts cannot load, a filtered address says the search could not load and shows no home @once', async ({ page }) => {
    const ctx = pageContext('de');
    await page.route('**/search-index/de-*.json', (route) => route.abort());
    await page.goto(`${searchPath('de')}?${query}`);
    await expect(page.getByRole('status').filter({ hasText: ctx.t.search.failed })).toBeVisible();
    // Neither the server's unfiltered cards nor any other home is in view.
    expect(await page.locator('main article h3 a').evaluateAll((links) => links.filter((link) => link.checkVisibility({ visibilityProperty: true })).length)).toBe(0);
  });

  test('a part from a newer deploy than the facts the page read makes it read the facts again, and the results come @once', async ({ page, pageErrors }) => {
    const ctx = pageContext('en');
    const matching = forSale.filter((listing) => listing.bedrooms === model.bedrooms);
    let factsRead = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === indexUrl) factsRead += 1;
    });
    // The first part the page asks for answers as if the site had been deployed again meanwhile.
    let first = true;
    await page.route('**/search-index/en-*.json', async (route) => {
      if (!first) return route.continue();
      first = false;
      const response = await route.fetch();
      const body = (await response.json()) as { version: string };
      // Not stored with the real file's validators: the browser must not answer a later request with this body.
      await route.fulfill({ status: 200, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' }, json: { ...body, version: `${body.version}-newer` } });
    });
    await page.goto(`${searchPath('en')}?${query}`);
    await expect(page.getByRole('status').filter({ hasText: ctx.f.plural(matching.length, ctx.t.search.count) })).toBeVisible();
    await expect.poll(async () => (await shownIds(page, 'en')).length).toBe(Math.min(12, matching.length));
    expect(factsRead).toBe(2);
    expect(pageErrors).toEqual([]);
  });
});
