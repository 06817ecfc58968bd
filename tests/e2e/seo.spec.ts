import sharp from 'sharp';
import type { APIRequestContext, Page } from '@playwright/test';
import { attr, descendants, elements, first, isElement, parse, textContent } from '../../scripts/finish-export/dom.mjs';
import { allListings, listingPath, onSale } from '@/lib/listings';
import { townLists, townPagePath, townsOn } from '@/lib/towns';
import { onSaleOfType, typePageKinds, typePagePath } from '@/lib/type-pages';
import { test, expect, waitForHydration } from './support/fixtures';
import { site } from '@/content/facts/site';
import { routeKeys, routePhotos, searchPaths, type RouteKey } from '@/content/facts/routes';
import { apartmentListings, caesarListings, villaListings } from '@/content/facts/listings';
import { localeCodes, locales, type Locale } from '@/content/locales';
import type { FaqItem } from '@/content/types';
import { pageContext, type PageContext } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/i18n/paths';
import { shareImageUrl } from '@/lib/metadata';
import { PAGE_SIZE } from '@/lib/pagination';

// Metadata and structured data do not change with the viewport: the whole file runs in the desktop
// project only (see playwright.config.ts). Every check runs on every language edition.

type JsonLd = Record<string, unknown> & { '@type': string | string[] };

function url(path: string): string {
  return path === '/' ? `${site.url}/` : `${site.url}${path}`;
}

/** What a page's words and facts say its metadata and structured data must be. */
function expectations(ctx: PageContext, route: RouteKey) {
  const { t, f, v } = ctx;
  const pages = {
    home: { meta: t.home(f, v).meta, types: ['RealEstateAgent', 'WebSite'] },
    villas: { meta: t.villas(f, v).meta, types: ['BreadcrumbList', 'FAQPage', 'ItemList', 'RealEstateAgent'], faq: t.villas(f, v).faq, prices: villaListings.map((l) => l.price) },
    apartments: { meta: t.apartments(f, v).meta, types: ['BreadcrumbList', 'FAQPage', 'ItemList', 'RealEstateAgent'], faq: t.apartments(f, v).faq, prices: apartmentListings.map((l) => l.price) },
    investment: { meta: t.investment(f, v).meta, types: ['BreadcrumbList', 'FAQPage', 'RealEstateAgent'], faq: t.investment(f, v).faq },
    paymentPlans: { meta: t.paymentPlans(f, v).meta, types: ['BreadcrumbList', 'FAQPage', 'RealEstateAgent'], faq: t.paymentPlans(f, v).faq },
    caesarResort: { meta: t.caesarResort(f, v).meta, types: ['BreadcrumbList', 'FAQPage', 'ItemList', 'RealEstateAgent'], faq: t.caesarResort(f, v).faq, prices: caesarListings.map((l) => l.price) },
    guide: { meta: t.guide(f, v).meta, types: ['Article', 'BreadcrumbList', 'RealEstateAgent'] },
  } satisfies Record<RouteKey, { meta: { title: string; description: string }; types: string[]; faq?: FaqItem[]; prices?: number[] }>;
  return pages[route] as { meta: { title: string; description: string; keywords: string[] }; types: string[]; faq?: FaqItem[]; prices?: number[] };
}

/** A page to read head tags from: in the browser, or its exported HTML as served (parsed, no browser). */
type HeadSource = Page | { html: ReturnType<typeof parse> };

type DomNode = Parameters<typeof attr>[0];

async function head(source: HeadSource, selector: string, attribute = 'content'): Promise<string[]> {
  if ('html' in source) {
    // The selectors this file uses: tag[attribute="value"].
    const [, tag, name, value] = /^(\w+)\[([\w-]+)="([^"]+)"\]$/.exec(selector) ?? [];
    if (!tag) throw new Error(`head(): ${selector} is not tag[attribute="value"]`);
    return elements(first(source.html, 'head')!, tag, (element: DomNode) => attr(element, name!) === value).map((element: DomNode) => attr(element, attribute) ?? '');
  }
  return source.locator(`head ${selector}`).evaluateAll(
    (elements, name) => elements.map((element) => element.getAttribute(name) ?? ''),
    attribute,
  );
}

/** The one value of a head tag; fails if it is missing or repeated. */
async function single(source: HeadSource, selector: string, attribute = 'content'): Promise<string> {
  const values = await head(source, selector, attribute);
  expect(values, selector).toHaveLength(1);
  return values[0]!;
}

function jsonLd(html: ReturnType<typeof parse>): JsonLd[] {
  return elements(html, 'script', (script: DomNode) => attr(script, 'type') === 'application/ld+json').map((script: DomNode) => JSON.parse(textContent(script)) as JsonLd);
}

function ofType(blocks: JsonLd[], type: string): JsonLd[] {
  return blocks.filter((block) => ([] as string[]).concat(block['@type']).includes(type));
}

for (const locale of localeCodes) {
  const ctx = pageContext(locale);
  for (const route of routeKeys) {
    const path = localizedPath(locale, route);
    const expected = expectations(ctx, route);

    // Read from the page as served: what a crawler and a share preview read, before any script runs.
    test(`${path}: title, description, canonical, hreflang and share card in its language`, async ({ request }) => {
      const html = parse(await (await request.get(path)).text());
      const page = { html };
      const title = `${expected.meta.title} | ${site.brand}`;
      expect(elements(first(html, 'head')!, 'title').map((element: DomNode) => textContent(element))).toEqual([title]);
      expect(title.length).toBeLessThanOrEqual(70);

      const description = await single(page, 'meta[name="description"]');
      expect(description).toBe(expected.meta.description);
      expect(description.length).toBeGreaterThanOrEqual(100);
      expect(description.length).toBeLessThanOrEqual(180);
      expect(await single(page, 'meta[name="keywords"]')).toBe(expected.meta.keywords.join(','));

      // Next.js writes the home URL without its trailing slash; both spell the same URL.
      const canonical = new URL(await single(page, 'link[rel="canonical"]', 'href')).href;
      expect(canonical).toBe(url(path));
      expect(await head(page, 'meta[name="robots"]')).toEqual([]);
      const root = first(html, 'html')!;
      expect([attr(root, 'lang'), attr(root, 'dir')]).toEqual([locale, locale === 'he' ? 'rtl' : 'ltr']);

      // hreflang: every edition and x-default, the same set on all four editions of the route.
      const alternates = elements(first(html, 'head')!, 'link', (link: DomNode) => attr(link, 'rel') === 'alternate' && attr(link, 'hreflang') !== undefined).map(
        (link: DomNode) => [attr(link, 'hreflang'), new URL(attr(link, 'href') ?? '').href],
      );
      expect(Object.fromEntries(alternates)).toEqual({
        ...Object.fromEntries(localeCodes.map((code) => [code, url(localizedPath(code, route))])),
        'x-default': url(localizedPath('en', route)),
      });

      await expectShareCard(page, request, ctx, route, title, expected.meta.description, canonical);
    });

    // Read from the page as served: structured data is what a crawler reads before any script runs, and
    // the FAQ and the cards it must agree with are in the same HTML.
    test(`${path}: JSON-LD in its language, FAQ as shown, prices as the facts`, async ({ request }) => {
      const served = await (await request.get(path)).text();
      const inHtml = served.match(/<script type="application\/ld\+json">/g) ?? [];
      const html = parse(served);

      const blocks = jsonLd(html);
      expect(blocks).toHaveLength(inHtml.length);
      expect(blocks.map((block) => ([] as string[]).concat(block['@type']).join('+')).sort()).toEqual(
        [...expected.types].sort(),
      );
      for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
      // No review or rating markup: the testimonials are quotes, not reviews.
      expect(served).not.toMatch(/"(Review|AggregateRating|reviewRating|aggregateRating)"/);

      const [agent] = ofType(blocks, 'RealEstateAgent');
      expect(agent).toMatchObject({
        name: site.brand,
        url: url(localizedPath(locale, 'home')),
        telephone: site.phoneNumber,
        areaServed: { name: ctx.t.common.areaServed },
        description: ctx.t.common.about,
      });
      const logo = await request.get(new URL(agent!.logo as string).pathname);
      expect(logo.status()).toBe(200);
      expect((agent!.openingHoursSpecification as { dayOfWeek: string[] }).dayOfWeek).toHaveLength(7);

      if (route !== 'home') {
        const [breadcrumb] = ofType(blocks, 'BreadcrumbList');
        expect(breadcrumb!.itemListElement).toEqual([
          { '@type': 'ListItem', position: 1, name: ctx.t.common.routeLabels.home, item: url(localizedPath(locale, 'home')) },
          { '@type': 'ListItem', position: 2, name: ctx.t.common.routeLabels[route], item: url(path) },
        ]);
      }

      if (expected.faq) {
        const isHeading = (element: DomNode) => /^h[1-6]$/.test((element as { tagName?: string }).tagName ?? '');
        const sections = elements(first(html, 'body')!, 'section', (section: DomNode) =>
          [...descendants(section)].filter(isElement).some((element: DomNode) => isHeading(element) && textContent(element).trim() === ctx.t.common.faqTitle),
        );
        expect(sections).toHaveLength(1);
        const visible = elements(sections[0]!, 'details').map((item: DomNode) => {
          const children = ((item as { childNodes: DomNode[] }).childNodes ?? []).filter(isElement);
          return {
            question: textContent(children.find((child: DomNode) => (child as { tagName: string }).tagName === 'summary') ?? item).trim(),
            answer: children
              .filter((child: DomNode) => (child as { tagName: string }).tagName !== 'summary')
              .map((child: DomNode) => textContent(child).trim())
              .join(' '),
          };
        });
        expect(visible).toHaveLength(expected.faq.length);
        expect(visible).toEqual(expected.faq.map(({ question, answer }) => ({ question, answer })));
        const [faqPage] = ofType(blocks, 'FAQPage');
        expect(faqPage!.inLanguage).toBe(ctx.info.intl);
        const pairs = (faqPage!.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map((question) => ({
          question: question.name,
          answer: question.acceptedAnswer.text,
        }));
        expect(pairs).toEqual(visible);
      }

      if (expected.prices) {
        const cards = elements(first(html, 'main')!, 'article', (article: DomNode) => elements(article, 'ul', (list: DomNode) => attr(list, 'aria-label') !== undefined).length > 0);
        const shown = cards.map((article: DomNode) => {
          const price = [...descendants(article)].filter(isElement).find((element: DomNode) => (attr(element, 'class') ?? '').split(/\s+/).includes('text-2xl'));
          return { title: textContent(first(article, 'h3') ?? article).trim(), price: price ? textContent(price).trim() : '' };
        });
        // The list's first page: every home it has for sale (content/listings), at most a page of them.
        const onFirstPage = Math.min(PAGE_SIZE, expected.prices.length);
        expect(shown).toHaveLength(onFirstPage);
        const [list] = ofType(blocks, 'ItemList');
        const entries = list!.itemListElement as { position: number; item: { name: string; image: string; offers: { price: unknown; priceCurrency: string } } }[];
        expect(entries).toHaveLength(onFirstPage);
        for (const [index, entry] of entries.entries()) {
          expect(entry.position).toBe(index + 1);
          expect(entry.item.name).toBe(shown[index]!.title);
          expect(entry.item.offers.priceCurrency).toBe('EUR');
          expect(entry.item.offers.price).toBe(expected.prices[index]);
          // The card shows the same number, formatted for the language.
          expect(shown[index]!.price).toBe(ctx.f.euro(expected.prices[index]!));
          expect(entry.item.image).toMatch(/^https:\/\//);
        }
      }
    });
  }
}

async function expectShareCard(page: HeadSource, request: APIRequestContext, ctx: PageContext, route: RouteKey, title: string, description: string, canonical: string) {
  const photo = ctx.photo(routePhotos[route].share);
  const image = shareImageUrl(photo);
  const og = (property: string) => single(page, `meta[property="og:${property}"]`);
  const twitter = (name: string) => single(page, `meta[name="twitter:${name}"]`);

  expect(await og('title')).toBe(title);
  expect(await og('description')).toBe(description);
  expect(new URL(await og('url')).href).toBe(canonical);
  expect(await og('type')).toBe(route === 'guide' ? 'article' : 'website');
  expect(await og('site_name')).toBe(site.brand);
  expect(await og('locale')).toBe(ctx.info.ogLocale);
  expect((await head(page, 'meta[property="og:locale:alternate"]')).sort()).toEqual(
    locales.filter((locale) => locale.code !== ctx.locale).map((locale) => locale.ogLocale).sort(),
  );
  expect(await og('image')).toBe(image);
  // The site's own 1200×630 crop (the test build serves every stock photo itself), there to be read.
  expect(new URL(image).pathname).toMatch(/^\/photos\/.+\/og\.jpg$/);
  const crop = await request.get(new URL(image).pathname);
  expect(crop.status()).toBe(200);
  expect(await sharp(await crop.body()).metadata()).toEqual(expect.objectContaining({ format: 'jpeg', width: 1200, height: 630 }));
  expect(await og('image:width')).toBe('1200');
  expect(await og('image:height')).toBe('630');
  expect(await og('image:alt')).toBe(photo.alt);
  expect(await twitter('card')).toBe('summary_large_image');
  expect(await twitter('title')).toBe(title);
  expect(await twitter('description')).toBe(description);
  expect(await twitter('image')).toBe(image);
}

test.describe('across routes', () => {
  for (const locale of localeCodes) {
    test(`every ${locale} route has its own title and description`, async ({ request }) => {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const route of routeKeys) {
        const html = await (await request.get(localizedPath(locale, route))).text();
        titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
        descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
      }
      expect(titles.size).toBe(routeKeys.length);
      expect(descriptions.size).toBe(routeKeys.length);
    });
  }

  for (const locale of localeCodes) {
    const ctx = pageContext(locale);
    const path = localizedPath(locale, 'guide');
    test(`${path} is an Article with the headline, date and author the reader sees`, async ({ page }) => {
      const guide = ctx.t.guide(ctx.f, ctx.v);
      await page.goto(path);
      const [article] = ofType(jsonLd(parse(await page.content())), 'Article');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article!.headline as string);
      expect(article!.headline).toBe(guide.hero.title);
      expect(article!.inLanguage).toBe(ctx.info.intl);
      const shown = await page.locator('main time').getAttribute('datetime');
      expect(article!.datePublished).toBe(shown);
      expect(article!.dateModified).toBe(shown);
      await expect(page.locator('main time')).toHaveText(ctx.f.date(shown!));
      await expect(page.locator('main')).toContainText(guide.article.byline.author);
      expect(article!.author).toMatchObject({ name: guide.article.byline.author });
      expect(article!.publisher).toMatchObject({ name: site.brand, logo: { url: expect.stringMatching(/^https:\/\/.+\.png$/) } });
      expect(article!.image).toEqual([await single(page, 'meta[property="og:image"]')]);
      expect(article!.mainEntityOfPage).toMatchObject({ '@id': url(path) });
    });
  }
});

test.describe('structured data once the page runs', () => {
  // The page data carries no copy of it (scripts/finish-export/structured-data.mjs): the HTML's must survive hydration whole.
  const listing = allListings.find((each) => each.status !== 'sold')!;
  for (const path of [localizedPath('ru', 'apartments'), listingPath('de', listing)]) {
    test(`${path}: the structured data a crawler reads in the HTML is still in the page, whole, after hydration @once`, async ({ page, request, pageErrors }) => {
      const served = elements(parse(await (await request.get(path)).text()), 'script', (script) => attr(script, 'type') === 'application/ld+json').map((script) => textContent(script));
      expect(served.length).toBeGreaterThan(0);
      await page.goto(path);
      await waitForHydration(page);
      const live = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
      expect(live.map((text) => JSON.parse(text) as unknown)).toEqual(served.map((text) => JSON.parse(text) as unknown));
      expect(pageErrors).toEqual([]);
    });
  }
});

test.describe('crawler files', () => {
  test('sitemap.xml lists every page and every listing page of every edition, each with its languages and x-default', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const body = await response.text();
    const entries = [...body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    // Each route, the search page, each town and each type with a home for sale (a page's worth of them here) and each listing, in every language.
    const towns = townLists.flatMap((list) =>
      townsOn(list, allListings).filter((place) => onSale(list).some((listing) => listing.place === place)).map((place) => (locale: Locale) => townPagePath(locale, list, place)),
    );
    const expectedUrls = [
      ...routeKeys.flatMap((route) => localeCodes.map((locale) => url(localizedPath(locale, route)))),
      ...localeCodes.map((locale) => url(localizedPath(locale, searchPaths.search))),
      ...towns.flatMap((path) => localeCodes.map((locale) => url(path(locale)))),
      ...typePageKinds.filter((type) => onSaleOfType(type, allListings).length > 0).flatMap((type) => localeCodes.map((locale) => url(typePagePath(locale, type)))),
      ...allListings.flatMap((listing) => localeCodes.map((locale) => url(listingPath(locale, listing)))),
    ];
    expect(entries.map((entry) => /<loc>(.*?)<\/loc>/.exec(entry)?.[1])).toEqual(expectedUrls);
    for (const entry of entries) {
      const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => match[1]);
      expect(links).toEqual([...localeCodes, 'x-default']);
    }
  });

  test('robots.txt allows everything and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    expect(lines).toContain('User-Agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines.filter((line) => /^Disallow:\s*\S/i.test(line))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  test('the web manifest, favicon and touch icon are linked and served', async ({ page, request }) => {
    await page.goto('/');
    const manifestHref = await single(page, 'link[rel="manifest"]', 'href');
    const manifest = await (await request.get(manifestHref)).json();
    expect(manifest).toMatchObject({ name: site.brand, start_url: '/', display: 'standalone', theme_color: '#0b5872', background_color: '#ffffff' });
    expect(await single(page, 'meta[name="theme-color"]')).toBe(manifest.theme_color);
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(pngSize(await response.body())).toBe(icon.sizes);
    }

    const favicon = await request.get(await single(page, 'link[rel="icon"]', 'href'));
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toContain('image/svg+xml');
    const touch = await request.get(await single(page, 'link[rel="apple-touch-icon"]', 'href'));
    expect(touch.status()).toBe(200);
    expect(pngSize(await touch.body())).toBe('180x180');
  });
});

/** "WxH" from a PNG's IHDR chunk. */
function pngSize(png: Buffer): string {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test.describe('a missing page', () => {
  for (const locale of localeCodes) {
    const ctx = pageContext(locale);
    const w = ctx.t.notFound;
    const missing = locale === 'en' ? '/no-such-page' : `/${locale}/no-such-page`;
    test(`${missing} answers 404 with the helpful not-found page of its language`, async ({ page, request, foreignRequests }) => {
      const raw = await request.get(missing);
      expect(raw.status()).toBe(404);

      const response = await page.goto(missing);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(`${w.meta.title} | ${site.brand}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      expect((await head(page, 'meta[name="robots"]')).join(' ')).toContain('noindex');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: w.home })).toHaveAttribute('href', localizedPath(locale, 'home'));
      const links = main.getByRole('navigation', { name: w.linksLabel }).getByRole('link');
      await expect(links).toHaveCount(3);
      for (const [index, link] of w.links.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', localizedPath(locale, link.route));
        await expect(links.nth(index)).toHaveAccessibleName(link.label);
      }
      expect(foreignRequests).toEqual([]);
    });
  }
});
