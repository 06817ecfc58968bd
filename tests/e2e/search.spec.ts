import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForHydration } from './support/fixtures';
import { attr, elements, first, parse, textContent } from '../../scripts/finish-export/dom.mjs';
import { searchPaths } from '@/content/facts/routes';
import { localeCodes, type Locale } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/i18n/paths';
import { allListings, listingPath, type Listing } from '@/lib/listings';
import { PAGE_SIZE } from '@/lib/pagination';
import { priceSteps } from '@/lib/search';

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

/** The listing pages the results' cards link, as ids. */
async function shownIds(page: Page, locale: Locale): Promise<string[]> {
  const hrefs = await page.locator('main article h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
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
