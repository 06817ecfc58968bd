import { test, expect, expectNoAxeViolations } from './support/fixtures';
import { desktopOnly } from './support/hardening';
import { attr, elements, first, parse, textContent } from '../../scripts/finish-export/dom.mjs';
import { site } from '@/content/facts/site';
import { localeCodes, type Locale } from '@/content/locales';
import { normalizePlan, planFigures, planToQuery } from '@/lib/calculator';
import { pageContext } from '@/lib/i18n/page';
import { absoluteUrl, localizedPath } from '@/lib/i18n/paths';
import { listingView } from '@/lib/listing';
import { allListings, listingPath, onSale, type Listing } from '@/lib/listings';
import { rates } from '@/lib/rates';
import { fillTemplate } from '@/lib/i18n/message';

/*
 * Every listing's own page, in every language: all 72 are read as HTML (cheap), and a sample is
 * driven in a browser (gallery by keyboard and without JavaScript, cards linking to their pages).
 */
const jsonLdOf = (document: ReturnType<typeof parse>) =>
  elements(document, 'script', (script) => attr(script, 'type') === 'application/ld+json').map((script) => JSON.parse(textContent(script)));

function expectations(locale: Locale, listing: Listing) {
  const ctx = pageContext(locale);
  return { ctx, view: listingView(ctx, listing), w: ctx.t.listing, path: listingPath(locale, listing) };
}

test.describe('listing pages, read as HTML @once', () => {
  for (const locale of localeCodes) {
    test(`all ${allListings.length} ${locale} listing pages carry their facts, words, map, plan, enquiry and structured data`, async ({ request }) => {
      for (const listing of allListings) {
        const { ctx, view, w, path } = expectations(locale, listing);
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const document = parse(await response.text());
        const html = first(document, 'html')!;
        expect(attr(html, 'lang'), path).toBe(locale);
        const main = first(document, 'main')!;
        const text = textContent(main);

        expect(textContent(first(main, 'h1')!).trim(), path).toBe(view.title);
        for (const value of [view.priceText, view.bedroomsText, view.areaText, view.location, view.description, ctx.f.standalone(ctx.t.common.titleDeeds[listing.titleDeed]), view.statusText, w.facts.pools[listing.pool], listing.reference]) {
          expect(text, `${path}: ${value}`).toContain(value);
        }
        for (const feature of view.features) expect(text, path).toContain(feature);
        expect(text, path).toContain(fillTemplate(w.facts.checked, { date: ctx.f.date(listing.checkedOn) }));

        // The converted figure is the reader's currency at the dated ECB rate, and none for euro readers.
        if (locale === 'de' || !rates) expect(view.convertedText, path).toBeUndefined();
        else expect(text, path).toContain(view.convertedText!);
        if (rates && locale !== 'de') expect(view.convertedText, path).toContain(ctx.f.date(rates.date));

        // Breadcrumb back to its list; photos; the plan for this price with the calculator prefilled.
        const crumbs = first(main, 'nav', (nav) => attr(nav, 'aria-label') === w.breadcrumbLabel)!;
        expect(elements(crumbs, 'a').map((link) => attr(link, 'href')), path).toEqual([ctx.href('home'), localizedPath(locale, listing.list)]);
        expect(elements(main, 'img').length, path).toBeGreaterThanOrEqual(listing.photos.length);
        // The home's own plan, if its seller offers one, with the calculator prefilled; else how a buyer pays, and no monthly figure.
        const hrefs = elements(main, 'a').map((link) => attr(link, 'href'));
        if (listing.plan.kind === 'none') {
          expect(view.monthlyText, path).toBeUndefined();
          expect(text, path).toContain(listing.stage === 'resale' ? w.plan.none.resale : w.plan.none.newBuild);
          expect(hrefs.some((href) => href?.includes('#calculator')), path).toBe(false);
        } else {
          const figures = planFigures(listing.price, listing.plan);
          expect(text, path).toContain(ctx.f.euro(figures.monthlyPayment));
          expect(text, path).toContain(view.monthlyText!);
          const opens = normalizePlan({ price: listing.price, downPercent: listing.plan.downPercent, months: listing.plan.months });
          if (listing.plan.interestPercent === 0 && opens.downPercent === listing.plan.downPercent && opens.months === listing.plan.months) {
            expect(hrefs, path).toContain(`${ctx.href('paymentPlans')}?${planToQuery({ price: listing.price, downPercent: listing.plan.downPercent, months: listing.plan.months })}#calculator`);
          }
        }
        // A new build's price says the VAT is in it; every page adds up its own costs, one tap from the price.
        if (listing.vat) expect(text, path).toContain(fillTemplate(w.price.vatIncluded, { percent: ctx.f.percent(listing.vat.percent), vat: ctx.f.euro(listing.vat.amount) }));
        expect(hrefs, path).toContain('#costs');
        expect(first(main, 'section', (section) => attr(section, 'id') === 'costs'), path).toBeTruthy();

        // The map is inline SVG naming the place, drawn without script or a request.
        const svg = first(main, 'svg', (element) => attr(element, 'role') === 'img')!;
        expect(textContent(first(svg, 'title')!), path).toBe(fillTemplate(w.map.alt, { place: w.places[listing.place] }));
        expect(elements(svg, 'path').length, path).toBe(2);

        // The WhatsApp enquiry names the listing, its price and this page.
        const enquiry = elements(main, 'a', (link) => attr(link, 'data-listing') === listing.id);
        expect(enquiry.length, path).toBeGreaterThanOrEqual(1);
        const message = new URL(attr(enquiry[0]!, 'href')!).searchParams.get('text')!;
        expect(message, path).toContain(view.title);
        expect(message, path).toContain(view.priceText);
        expect(message, path).toContain(absoluteUrl(path));

        // Canonical, hreflang and the share card.
        const links = elements(document, 'link');
        expect(links.find((link) => attr(link, 'rel') === 'canonical')?.attrs.find((a) => a.name === 'href')?.value, path).toBe(absoluteUrl(path));
        const alternates = links.filter((link) => attr(link, 'rel') === 'alternate' && attr(link, 'hreflang'));
        expect(alternates.map((link) => attr(link, 'hreflang')).sort(), path).toEqual([...localeCodes, 'x-default'].sort());
        const meta = (property: string) => attr(first(document, 'meta', (element) => attr(element, 'property') === property)!, 'content');
        expect(meta('og:title'), path).toContain(view.title);
        expect(meta('og:title'), path).toContain(view.priceText);
        expect(meta('og:image'), path).toContain(view.photo.src);
        const description = attr(first(document, 'meta', (element) => attr(element, 'name') === 'description')!, 'content')!;
        expect(description.length, path).toBeGreaterThanOrEqual(100);
        expect(description.length, path).toBeLessThanOrEqual(180);

        // JSON-LD: the listing with its offer, matching what the page shows.
        const data = jsonLdOf(document);
        const offer = data.find((node) => node['@type'] === 'RealEstateListing');
        expect(offer, path).toMatchObject({
          url: absoluteUrl(path),
          name: view.title,
          offers: { '@type': 'Offer', price: listing.price, priceCurrency: 'EUR', availability: listing.status === 'sold' ? 'https://schema.org/SoldOut' : expect.any(String) },
          mainEntity: {
            '@type': listing.propertyType,
            numberOfBedrooms: listing.bedrooms,
            floorSize: { value: listing.area, unitCode: 'MTK' },
            address: { addressLocality: w.places[listing.place] },
            geo: { '@type': 'GeoCoordinates' },
          },
        });
        expect(data.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement, path).toHaveLength(3);
      }
    });
  }

  test('no German, Russian or Hebrew listing page shows an English sentence from its English page', async ({ request }) => {
    /** Text blocks of <main> of four words or more: sentences, not names. */
    const sentences = async (path: string) => {
      const main = first(parse(await (await request.get(path)).text()), 'main')!;
      return elements(main, 'p')
        .concat(elements(main, 'li'), elements(main, 'h2'), elements(main, 'dd'))
        .map((element) => textContent(element).replace(/\s+/g, ' ').trim())
        .filter((text) => text.split(' ').length >= 4);
    };
    for (const listing of allListings) {
      const english = new Set(await sentences(listingPath('en', listing)));
      for (const locale of localeCodes.filter((code) => code !== 'en')) {
        const path = listingPath(locale, listing);
        expect((await sentences(path)).filter((text) => english.has(text)), path).toEqual([]);
      }
    }
  });

  test('the sitemap lists every listing page in every language with its alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const listing of allListings) {
      for (const locale of localeCodes) expect(xml).toContain(`<loc>${site.url}${listingPath(locale, listing)}</loc>`);
    }
  });
});

test.describe('listing pages in a browser', () => {
  for (const locale of localeCodes) {
    const listing = onSale(locale === 'he' || locale === 'de' ? 'villas' : 'apartments')[2]!;
    const { view, w, path } = expectations(locale, listing);

    test(`${locale}: a card on its list links to the listing's page${desktopOnly(path)}`, async ({ page }) => {
      await page.goto(localizedPath(locale, listing.list));
      await page.getByRole('link', { name: view.title, exact: true }).click();
      // A client navigation once the page has hydrated: the router fetches the listing's data first,
      // which on a busy machine can take longer than an assertion's default 5 s.
      await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.title);
    });

    // Both projects open it in the same 360 px window, so the desktop project runs it once.
    test(`${locale}: a listing page has no accessibility violations and no sideways scrolling at 360 px @once`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    });

    test(`${locale}: the gallery scrolls by keyboard and the numbered links jump to a photo${desktopOnly(path)}`, async ({ page }) => {
      await page.goto(path);
      const gallery = page.getByRole('list', { name: fillTemplate(view.photos.every((photo) => photo.illustrative) ? w.gallery.illustrative.label : w.gallery.label, { title: view.title }) });
      await gallery.focus();
      await expect(gallery).toBeFocused();
      const before = await gallery.evaluate((element) => element.scrollLeft);
      await page.keyboard.press(locale === 'he' ? 'ArrowLeft' : 'ArrowRight');
      await expect.poll(() => gallery.evaluate((element) => Math.abs(element.scrollLeft))).toBeGreaterThan(Math.abs(before));
      await page.getByRole('link', { name: fillTemplate(w.gallery.photo, { n: String(listing.photos.length), total: String(listing.photos.length) }) }).click();
      await expect.poll(() => gallery.evaluate((element) => Math.abs(element.scrollLeft))).toBeGreaterThan(100);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the photos, facts and map are all there @once', async ({ page }) => {
      const listing = allListings[0]!;
      const { view, w, path } = expectations('he', listing);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(view.title);
      await expect(page.getByRole('img', { name: fillTemplate(w.map.alt, { place: w.places[listing.place] }) })).toBeVisible();
      await expect(page.getByRole('list', { name: fillTemplate(view.photos.every((photo) => photo.illustrative) ? w.gallery.illustrative.label : w.gallery.label, { title: view.title }) }).getByRole('img')).toHaveCount(listing.photos.length);
    });
  });
});
