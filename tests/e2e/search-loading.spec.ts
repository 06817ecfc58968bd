import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';
import { holdChunks } from './support/hold-chunks';
import { attr, elements, first, parse, textContent } from '../../scripts/finish-export/dom.mjs';
import { QUERY_SCRIPT_NAME, LOADER_DIR } from '../../scripts/finish-export/hero-first.mjs';
import { recordFrames, type FrameSample } from '../../scripts/frame-recorder.mjs';
import { searchPaths, shortlistPaths } from '@/content/facts/routes';
import { localeCodes, type Locale } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/i18n/paths';
import { allListings, listingPath, type Listing } from '@/lib/listings';
import { PARAMS, priceSteps } from '@/lib/search';
import { SHORTLIST_KEY } from '@/lib/shortlist';

/*
 * The search page is static: its HTML is the unfiltered first page, and the filtered results come only
 * once the page's code, the index and the grid's code have arrived. A shared filtered address must
 * never show a home outside its filters meanwhile, nor the unfiltered count, and filters a buyer
 * chooses before the code has arrived must survive it.
 */

const forSale = allListings.filter((listing) => listing.status !== 'sold');
const searchPath = (locale: Locale) => localizedPath(locale, searchPaths.search);

/** A buyer's search built from a real home: its bedrooms and the first price step at or above its price. */
const model = forSale.find((listing) => listing.bedrooms >= 1 && listing.bedrooms <= 3 && listing.price <= priceSteps.at(-1)!)!;
const ceiling = priceSteps.find((step) => step >= model.price)!;
const matching = forSale.filter((listing) => listing.bedrooms === model.bedrooms && listing.price <= ceiling);
const query = `${PARAMS.beds}=${model.bedrooms}&${PARAMS.max}=${ceiling}`;

const idOf = (locale: Locale, href: string) => allListings.find((listing) => listingPath(locale, listing) === href)?.id ?? href;
const idsOf = (listings: readonly Listing[]) => listings.map((listing) => listing.id).sort();

const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: FrameSample[] }).__frames);

/** The listing ids of the cards a buyer can see now. */
async function visibleIds(page: Page, locale: Locale): Promise<string[]> {
  const hrefs = await page.locator('main article h3 a').evaluateAll((links) =>
    links.filter((link) => link.checkVisibility({ visibilityProperty: true })).map((link) => link.getAttribute('href') ?? ''),
  );
  return hrefs.map((href) => idOf(locale, href)).sort();
}

test.describe('the search while its code is on its way', () => {
  for (const locale of ['de', 'he'] as const) {
    test(`${searchPath(locale)}?${query} at a phone's CPU shows no home outside its filters at any moment, and never the unfiltered count @once`, async ({ page, pageErrors }) => {
      const ctx = pageContext(locale);
      const w = ctx.t.search;
      await page.addInitScript(recordFrames);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${searchPath(locale)}?${query}`, { waitUntil: 'commit' });
      const status = page.getByRole('status').filter({ hasText: ctx.f.plural(matching.length, w.count) });
      await expect(status).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => visibleIds(page, locale), { timeout: 30_000 }).toEqual(idsOf(matching));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

      const seen = await frames(page);
      const allowed = new Set(idsOf(matching));
      const outside = seen.filter((sample) => sample.cards.some((href) => !allowed.has(idOf(locale, href))));
      expect(outside, 'frames that showed a home outside the filters').toEqual([]);
      if (matching.length !== forSale.length) {
        const unfiltered = ctx.f.plural(forSale.length, w.count);
        expect(seen.filter((sample) => sample.status.includes(unfiltered)), 'frames that stated the unfiltered count').toEqual([]);
      }
      // From the first frame with its status line, the page says the search is loading where the cards will be.
      expect(seen.find((sample) => sample.status !== '')?.status).toBe(w.loading);
      expect(pageErrors).toEqual([]);
    });
  }

  test('filters chosen before the framework has arrived survive it: the fields, the address and the results follow them @once', async ({ page, pageErrors }) => {
    const locale = 'de';
    const ctx = pageContext(locale);
    const w = ctx.t.search;
    const chunks = await holdChunks(page);
    // A shared address with the bedrooms; the buyer adds a ceiling before the page's code has come.
    await page.goto(`${searchPath(locale)}?${PARAMS.beds}=${model.bedrooms}`, { waitUntil: 'commit' });
    await chunks.requested;
    const form = page.getByRole('search', { name: w.form });
    await expect(form.getByLabel(w.beds.label)).toHaveValue(String(model.bedrooms));
    await form.getByLabel(w.priceTo).selectOption(String(ceiling));
    // The page no longer claims to show what the fields ask for: the cards wait, hidden.
    await expect(page.getByRole('status').filter({ hasText: w.loading })).toBeVisible();
    expect(await visibleIds(page, locale)).toEqual([]);

    await chunks.release();
    await waitForHydration(page);
    await expect(page).toHaveURL(new RegExp(`\\?${PARAMS.beds}=${model.bedrooms}&${PARAMS.max}=${ceiling}$`));
    await expect(form.getByLabel(w.beds.label)).toHaveValue(String(model.bedrooms));
    await expect(form.getByLabel(w.priceTo)).toHaveValue(String(ceiling));
    await expect(page.getByRole('status').filter({ hasText: ctx.f.plural(matching.length, w.count) })).toBeVisible();
    await expect.poll(() => visibleIds(page, locale)).toEqual(idsOf(matching));
    expect(pageErrors).toEqual([]);
  });

  test('Back from a home, the filtered search shows only its own homes from the first frame @once', async ({ page }) => {
    const locale = 'en';
    const ctx = pageContext(locale);
    await page.addInitScript(recordFrames);
    await page.goto(`${searchPath(locale)}?${query}`);
    await waitForHydration(page);
    await expect.poll(() => visibleIds(page, locale)).toEqual(idsOf(matching));
    // A client navigation to the first home, then Back: the search page is rendered again in the same document.
    const first = page.locator('main article h3 a').first();
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    const leftAt = (await frames(page)).length;
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?${query}$`));
    await expect(page.getByRole('status').filter({ hasText: ctx.f.plural(matching.length, ctx.t.search.count) })).toBeVisible();
    await expect.poll(() => visibleIds(page, locale)).toEqual(idsOf(matching));
    const allowed = new Set(idsOf(matching));
    const outside = (await frames(page)).slice(leftAt).filter((sample) => sample.cards.some((href) => !allowed.has(idOf(locale, href))));
    expect(outside, 'frames after Back that showed a home outside the filters').toEqual([]);
  });

  test('a box ticked on the unfiltered page before the framework has arrived filters once it has @once', async ({ page }) => {
    const locale = 'en';
    const ctx = pageContext(locale);
    const w = ctx.t.search;
    const withPool = forSale.filter((listing) => listing.pool !== 'none');
    const chunks = await holdChunks(page);
    await page.goto(searchPath(locale), { waitUntil: 'commit' });
    await chunks.requested;
    await page.getByRole('search', { name: w.form }).getByLabel(w.pool).check();
    await chunks.release();
    await waitForHydration(page);
    await expect(page).toHaveURL(new RegExp(`\\?${PARAMS.pool}=1$`));
    await expect(page.getByRole('search', { name: w.form }).getByLabel(w.pool)).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: ctx.f.plural(withPool.length, w.count) })).toBeVisible();
  });

  test('when the page’s code cannot load, a filtered address says the search could not load and shows no unfiltered home @once', async ({ page }) => {
    const ctx = pageContext('ru');
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await page.goto(`${searchPath('ru')}?${query}`);
    await expect(page.getByRole('status').filter({ hasText: ctx.t.search.failed })).toBeVisible();
    expect(await visibleIds(page, 'ru')).toEqual([]);
  });

  test('without a query, the search shows its first page at once; a query no field takes changes nothing @once', async ({ page }) => {
    const ctx = pageContext('en');
    await page.addInitScript(recordFrames);
    await page.goto(`${searchPath('en')}?utm_source=newsletter`);
    await waitForHydration(page);
    const seen = await frames(page);
    expect(seen.some((sample) => sample.status === ctx.t.search.loading)).toBe(false);
    // The cards and the count come with the HTML: on a busy machine a frame may paint while the page is
    // still being parsed (the count there, its cards not yet), but no frame says anything but the count of
    // every home for sale, and the cards do come.
    const count = ctx.f.plural(forSale.length, ctx.t.search.count);
    expect([...new Set(seen.map((sample) => sample.status))].filter((status) => status !== '' && status !== count)).toEqual([]);
    expect(seen.some((sample) => sample.cards.length > 0)).toBe(true);
  });

  test('every edition’s search marks the page before its first paint from the form’s own fields, and holds its loading words for that @once', async ({ request }) => {
    for (const locale of localeCodes) {
      const document = parse(await (await request.get(searchPath(locale))).text());
      const head = first(document, 'head')!;
      const script = first(head, 'script', (element) => attr(element, 'src') === `/${LOADER_DIR}/${QUERY_SCRIPT_NAME}`);
      expect(script, `${locale}: the query script in <head>`).toBeDefined();
      expect(script && (attr(script, 'defer') ?? attr(script, 'async')), `${locale}: it runs before the body is painted`).toBeUndefined();
      const form = first(document, 'form', (element) => attr(element, 'role') === 'search')!;
      const names = elements(form, 'select').map((select) => attr(select, 'name'));
      const defaults = new URLSearchParams(attr(script!, 'data-defaults'));
      for (const name of names) expect(defaults.has(name!), `${locale}: the default of ${name}`).toBe(true);
      const status = first(document, 'p', (element) => attr(element, 'role') === 'status')!;
      expect(textContent(status)).toContain(pageContext(locale).t.search.loading);
      expect(textContent(status)).toContain(pageContext(locale).t.search.failed);
    }
  });
});

test.describe('the shortlist while its code is on its way', () => {
  test('at a phone’s CPU it never shows a home the buyer did not save @once', async ({ page }) => {
    const saved = forSale.slice(0, 2).map((listing) => listing.id);
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [SHORTLIST_KEY, JSON.stringify(saved)] as const);
    await page.addInitScript(recordFrames);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const path = localizedPath('he', shortlistPaths.shortlist);
    await page.goto(path, { waitUntil: 'commit' });
    await expect.poll(() => visibleIds(page, 'he'), { timeout: 30_000 }).toEqual([...saved].sort());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const outside = (await frames(page)).filter((sample) => sample.cards.some((href) => !saved.includes(idOf('he', href))));
    expect(outside).toEqual([]);
  });
});
