import { test, expect, expectNoAxeViolations } from './support/fixtures';
import { attr, elements, first, parse, textContent } from '../../scripts/finish-export/dom.mjs';
import { localeCodes } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { absoluteUrl, localizedPath } from '@/lib/i18n/paths';
import { fillTemplate } from '@/lib/i18n/message';
import { allListings, listingPath, onSale } from '@/lib/listings';
import { PAGE_SIZE, TYPE_SEGMENTS } from '@/lib/pagination';
import { townLists, townPagePath, townsOn } from '@/lib/towns';
import { typePageKinds, typePagePath, type TypePageKind } from '@/lib/type-pages';
import { searchPagePath } from '@/app/_pages/search';

/*
 * A page per town on the villas and the apartments (/villas/in/kyrenia) and a page per type without
 * a list of its own (/apartments/penthouses): the pages a buyer without JavaScript narrows by, and
 * the ones search engines index. Every one is read as HTML (cheap); a sample is driven in a browser.
 */

const listingHref = /^(?:\/(?:de|ru|he))?\/(?:villas|apartments|caesar-resort)\/([a-z0-9-]+)$/;
const typeSegments: string[] = Object.values(TYPE_SEGMENTS);
/** The listings a page links as cards (a type's page links the other types' pages too: those are not listings). */
const linkedListings = (main: ReturnType<typeof first> & object) =>
  new Set(elements(main, 'a').flatMap((link) => listingHref.exec(attr(link, 'href') ?? '')?.[1] ?? []).filter((id) => !typeSegments.includes(id)));

/** A penthouse and a studio as the listing files say them: an apartment marked penthouse, an apartment without a bedroom. */
const isOfType: Record<TypePageKind, (listing: (typeof allListings)[number]) => boolean> = {
  penthouse: (listing) => listing.propertyType !== 'SingleFamilyResidence' && listing.bedrooms > 0 && listing.penthouse === true,
  studio: (listing) => listing.propertyType !== 'SingleFamilyResidence' && listing.bedrooms === 0,
};

/**
 * A town's or a type's page opens with its cards, so on a phone the first card's photo is its largest
 * paint: that one is fetched at once and first, and is the photo the framework's code waits for
 * (scripts/finish-export/hero-first.mjs); the other cards' photos load as they near the screen.
 */
function expectLeadPhoto(main: ReturnType<typeof first> & object, path: string) {
  const [lead, ...rest] = elements(main, 'img');
  if (!lead) return; // nothing for sale there: no card, no photo
  expect([attr(lead, 'loading'), attr(lead, 'fetchpriority'), attr(lead, 'elementtiming')], `${path}: the first card's photo`).toEqual(['eager', 'high', 'hero']);
  for (const photo of rest) expect([attr(photo, 'loading'), attr(photo, 'elementtiming')], `${path}: a later card's photo`).toEqual(['lazy', undefined]);
}

test.describe('town pages, read as HTML @once', () => {
  for (const locale of localeCodes) {
    test(`every ${locale} town page shows that town's homes under its own title, linked from its list, its listings and the sitemap`, async ({ request }) => {
      const ctx = pageContext(locale);
      const words = ctx.t.common.towns;
      const sitemap = await (await request.get('/sitemap.xml')).text();
      for (const list of townLists) {
        const listHtml = await (await request.get(localizedPath(locale, list))).text();
        const towns = townsOn(list, allListings);
        expect(towns.length, list).toBeGreaterThan(0);
        for (const place of towns) {
          const path = townPagePath(locale, list, place);
          const response = await request.get(path);
          expect(response.status(), path).toBe(200);
          const document = parse(await response.text());
          const main = first(document, 'main')!;
          const title = fillTemplate(words.title[list], { inTown: words.in[place] });
          expect(textContent(first(main, 'h1')!).trim(), path).toBe(title);
          expect(textContent(first(document, 'title')!), path).toContain(title);

          // Its cards: every home for sale in that town (a page's worth), and none from elsewhere.
          const there = onSale(list).filter((listing) => listing.place === place);
          const linked = linkedListings(main);
          for (const listing of there.slice(0, PAGE_SIZE)) expect(linked.has(listing.id), `${path}: ${listing.id}`).toBe(true);
          for (const id of linked) expect(there.map((listing) => listing.id), `${path} links ${id}`).toContain(id);
          expectLeadPhoto(main, path);
          if (there.length > 0) expect(textContent(main), path).toContain(ctx.f.euro(Math.min(...there.map((listing) => listing.price))));
          else expect(textContent(main), path).toContain(ctx.t.common.emptyList.title);

          // Canonical to itself, the same town in every language, indexed while something is for sale.
          const links = elements(document, 'link');
          expect(links.find((link) => attr(link, 'rel') === 'canonical') && attr(links.find((link) => attr(link, 'rel') === 'canonical')!, 'href'), path).toBe(absoluteUrl(path));
          for (const language of localeCodes) {
            expect(links.some((link) => attr(link, 'hreflang') === language && attr(link, 'href') === absoluteUrl(townPagePath(language, list, place))), `${path} → ${language}`).toBe(true);
          }
          const robots = elements(document, 'meta').find((meta) => attr(meta, 'name') === 'robots');
          expect(robots ? attr(robots, 'content') : 'index', path).toMatch(there.length > 0 ? /^index/ : /noindex/);
          expect(sitemap.includes(`<loc>${absoluteUrl(path)}</loc>`), `${path} in the sitemap`).toBe(there.length > 0);

          // Reached from the list's page and from each listing page in that town.
          expect(listHtml, `${localizedPath(locale, list)} links ${path}`).toContain(`href="${path}"`);
          for (const listing of allListings.filter((entry) => entry.list === list && entry.place === place)) {
            const listingHtml = await (await request.get(listingPath(locale, listing))).text();
            expect(listingHtml, `${listingPath(locale, listing)} links ${path}`).toContain(`href="${path}"`);
          }
        }
      }
    });
  }
});

test.describe('type pages, read as HTML @once', () => {
  test('every type page in every language shows the homes of that type under its own title, linked from the search page, its listings and the sitemap', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const types = typePageKinds.filter((type) => allListings.some(isOfType[type]));
    expect(types.length).toBeGreaterThan(0);
    for (const locale of localeCodes) {
      const ctx = pageContext(locale);
      const searchHtml = await (await request.get(searchPagePath(locale))).text();
      for (const type of types) {
        const path = typePagePath(locale, type);
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const document = parse(await response.text());
        const main = first(document, 'main')!;
        const title = ctx.t.common.types.title[type];
        expect(textContent(first(main, 'h1')!).trim(), path).toBe(title);
        expect(textContent(first(document, 'title')!), path).toContain(title);

        // Every home of that type for sale, whichever list it is on, and nothing else.
        const there = allListings.filter((listing) => isOfType[type](listing) && listing.status !== 'sold');
        const linked = linkedListings(main);
        for (const listing of there.slice(0, PAGE_SIZE)) expect(linked.has(listing.id), `${path}: ${listing.id}`).toBe(true);
        for (const id of linked) expect(there.map((listing) => listing.id), `${path} links ${id}`).toContain(id);
        if (there.length > 0) expect(textContent(main), path).toContain(ctx.f.euro(Math.min(...there.map((listing) => listing.price))));

        const links = elements(document, 'link');
        const canonical = links.find((link) => attr(link, 'rel') === 'canonical');
        expect(canonical && attr(canonical, 'href'), path).toBe(absoluteUrl(path));
        for (const language of localeCodes) {
          expect(links.some((link) => attr(link, 'hreflang') === language && attr(link, 'href') === absoluteUrl(typePagePath(language, type))), `${path} → ${language}`).toBe(true);
        }
        expect(sitemap.includes(`<loc>${absoluteUrl(path)}</loc>`), `${path} in the sitemap`).toBe(there.length > 0);

        // Reached from the search page and from each listing of that type.
        expect(searchHtml, `${searchPagePath(locale)} links ${path}`).toContain(`href="${path}"`);
        for (const listing of allListings.filter(isOfType[type])) {
          const listingHtml = await (await request.get(listingPath(locale, listing))).text();
          expect(listingHtml, `${listingPath(locale, listing)} links ${path}`).toContain(`href="${path}"`);
        }
      }
    }
  });
});

test.describe('narrowing without JavaScript', () => {
  const list = 'villas';
  const place = townsOn(list, allListings)[0]!;
  const type = typePageKinds.find((kind) => allListings.some(isOfType[kind]))!;

  /** A buyer without JavaScript on a phone: a 360 px window of its own, the same in both projects, so the desktop one runs these. */
  const withoutScript = async (browser: import('@playwright/test').Browser) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
    return { context, page: await context.newPage() };
  };

  test(`${localizedPath('en', list)}: a buyer without JavaScript taps a town and sees its villas @once`, async ({ browser }) => {
    const ctx = pageContext('en');
    const townName = ctx.t.listing.places[place];
    const { context, page } = await withoutScript(browser);
    await page.goto(localizedPath('en', list));
    const byTown = page.getByRole('navigation', { name: ctx.t.common.towns.nav[list] });
    await byTown.getByRole('link', { name: new RegExp(`^${townName}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${townPagePath('en', list, place)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fillTemplate(ctx.t.common.towns.title[list], { inTown: ctx.t.common.towns.in[place] }));
    await expect(page.getByRole('navigation', { name: ctx.t.common.towns.nav[list] }).getByRole('link', { name: new RegExp(`^${townName}`) })).toHaveAttribute('aria-current', 'page');
    await context.close();
  });

  test(`${searchPagePath('he')}: a buyer without JavaScript taps a type and sees those homes, right to left @once`, async ({ browser }) => {
    const ctx = pageContext('he');
    const name = ctx.t.common.types.names[type];
    const { context, page } = await withoutScript(browser);
    await page.goto(searchPagePath('he'));
    await page.getByRole('navigation', { name: ctx.t.common.types.nav }).getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${typePagePath('he', type)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ctx.t.common.types.title[type]);
    await expect(page.getByRole('navigation', { name: ctx.t.common.types.nav }).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await context.close();
  });

  for (const [path, german] of [
    [townPagePath('en', list, place), townPagePath('de', list, place)],
    [typePagePath('he', type), typePagePath('de', type)],
  ] as const) {
    test(`${path} passes axe, and the language menu leads to the same page in German`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
      expect(await page.locator('a[data-language-switch="de"]').getAttribute('href')).toBe(german);
    });
  }
});
