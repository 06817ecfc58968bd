import { test, expect, expectNoAxeViolations } from './support/fixtures';
import { attr, elements, first, parse, textContent } from '../../scripts/finish-export/dom.mjs';
import { localeCodes } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { absoluteUrl, localizedPath } from '@/lib/i18n/paths';
import { fillTemplate } from '@/lib/i18n/message';
import { allListings, listingPath, onSale } from '@/lib/listings';
import { PAGE_SIZE } from '@/lib/pagination';
import { townLists, townPagePath, townsOn } from '@/lib/towns';

/*
 * A page per town on the villas and the apartments (/villas/in/kyrenia): the pages a buyer without
 * JavaScript narrows by, and the ones search engines index. Every one is read as HTML (cheap); a
 * sample is driven in a browser.
 */

const listingHref = /^(?:\/(?:de|ru|he))?\/(?:villas|apartments)\/([a-z0-9-]+)$/;

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
          const linked = new Set(elements(main, 'a').flatMap((link) => listingHref.exec(attr(link, 'href') ?? '')?.[1] ?? []));
          for (const listing of there.slice(0, PAGE_SIZE)) expect(linked.has(listing.id), `${path}: ${listing.id}`).toBe(true);
          for (const id of linked) expect(there.map((listing) => listing.id), `${path} links ${id}`).toContain(id);
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

test.describe('narrowing to a town', () => {
  const list = 'villas';
  const place = townsOn(list, allListings)[0]!;
  for (const locale of ['en', 'he'] as const) {
    const ctx = pageContext(locale);
    const townName = ctx.t.listing.places[place];
    const title = fillTemplate(ctx.t.common.towns.title[list], { inTown: ctx.t.common.towns.in[place] });

    test(`${localizedPath(locale, list)}: a buyer without JavaScript taps a town and sees its villas`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
      const page = await context.newPage();
      await page.goto(localizedPath(locale, list));
      const byTown = page.getByRole('navigation', { name: ctx.t.common.towns.nav[list] });
      await byTown.getByRole('link', { name: new RegExp(`^${townName}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${townPagePath(locale, list, place)}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('navigation', { name: ctx.t.common.towns.nav[list] }).getByRole('link', { name: new RegExp(`^${townName}`) })).toHaveAttribute('aria-current', 'page');
      await context.close();
    });

    test(`${townPagePath(locale, list, place)} passes axe, and the language menu leads to the same town in German`, async ({ page }) => {
      await page.goto(townPagePath(locale, list, place));
      await expectNoAxeViolations(page);
      const switchLink = page.locator('a[data-language-switch="de"]');
      expect(await switchLink.getAttribute('href')).toBe(townPagePath('de', list, place));
    });
  }
});
