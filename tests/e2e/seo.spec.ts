import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { site, ui } from '@/content/site';
import { allRoutes, siteRoutes } from '@/content/routes';
import type { FaqItem, PageMeta, PropertyCard } from '@/content/types';
import { villaListings, villasFaq } from '@/content/villas';
import { apartmentListings, apartmentsFaq } from '@/content/apartments';
import { investmentFaqs } from '@/content/investment';
import { paymentPlansFaq } from '@/content/payment-plans';
import { caesarFaq, caesarListings } from '@/content/caesar-resort';
import { guideArticle, guideHero } from '@/content/guide';
import { notFoundCopy, notFoundMeta } from '@/content/not-found';
import { parseEuro } from '@/lib/format';
import { shareImageUrl } from '@/lib/metadata';

// Metadata and structured data do not change with the viewport: the whole file is tagged @once
// and runs in the desktop project only (see playwright.config.ts).

const GUIDE = '/blog/buying-property-in-north-cyprus-complete-guide';
const SPEC_ROUTES = ['/', '/villas', '/apartments', '/investment', '/payment-plans', '/caesar-resort', GUIDE];

type Expected = { types: string[]; faq?: FaqItem[]; cards?: PropertyCard[]; breadcrumb?: string };

const expected: Record<string, Expected> = {
  '/': { types: ['RealEstateAgent', 'WebSite'] },
  '/villas': { types: ['BreadcrumbList', 'FAQPage', 'ItemList', 'RealEstateAgent'], faq: villasFaq, cards: villaListings.items, breadcrumb: 'Villas' },
  '/apartments': {
    types: ['BreadcrumbList', 'FAQPage', 'ItemList', 'RealEstateAgent'],
    faq: apartmentsFaq,
    cards: apartmentListings.items,
    breadcrumb: 'Apartments',
  },
  '/investment': { types: ['BreadcrumbList', 'FAQPage', 'RealEstateAgent'], faq: investmentFaqs, breadcrumb: 'Investment' },
  '/payment-plans': { types: ['BreadcrumbList', 'FAQPage', 'RealEstateAgent'], faq: paymentPlansFaq, breadcrumb: 'Payment Plans' },
  '/caesar-resort': {
    types: ['BreadcrumbList', 'FAQPage', 'ItemList', 'RealEstateAgent'],
    faq: caesarFaq,
    cards: caesarListings.items,
    breadcrumb: 'Caesar Resort',
  },
  [GUIDE]: { types: ['Article', 'BreadcrumbList', 'RealEstateAgent'], breadcrumb: 'Buying guide' },
};

type JsonLd = Record<string, unknown> & { '@type': string | string[] };

function url(path: string): string {
  return path === '/' ? `${site.url}/` : `${site.url}${path}`;
}

async function head(page: Page, selector: string, attribute = 'content'): Promise<string[]> {
  return page.locator(`head ${selector}`).evaluateAll(
    (elements, name) => elements.map((element) => element.getAttribute(name) ?? ''),
    attribute,
  );
}

/** The one value of a head tag; fails if it is missing or repeated. */
async function single(page: Page, selector: string, attribute = 'content'): Promise<string> {
  const values = await head(page, selector, attribute);
  expect(values, selector).toHaveLength(1);
  return values[0]!;
}

async function jsonLd(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as JsonLd);
}

function ofType(blocks: JsonLd[], type: string): JsonLd[] {
  return blocks.filter((block) => ([] as string[]).concat(block['@type']).includes(type));
}

test('the route list is the seven routes of the spec', () => {
  expect(allRoutes).toEqual(SPEC_ROUTES);
  expect(Object.keys(expected).sort()).toEqual([...SPEC_ROUTES].sort());
});

for (const { meta } of siteRoutes) {
  const route = expected[meta.path]!;

  test.describe(`${meta.path}`, () => {
    test('has its title, description, canonical and share card from content', async ({ page, foreignRequests }) => {
      await page.goto(meta.path);
      const title = `${meta.title} | ${site.brand}`;
      await expect(page).toHaveTitle(title);
      expect(title.length).toBeLessThanOrEqual(60);

      const description = await single(page, 'meta[name="description"]');
      expect(description).toBe(meta.description);
      expect(description.length).toBeGreaterThanOrEqual(120);
      expect(description.length).toBeLessThanOrEqual(160);

      // Next.js writes the home URL without its trailing slash; both spell the same URL.
      const canonical = new URL(await single(page, 'link[rel="canonical"]', 'href')).href;
      expect(canonical).toBe(url(meta.path));
      expect(canonical).toMatch(/^https:\/\//);
      expect(await head(page, 'meta[name="robots"]')).toEqual([]);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');

      await expectShareCard(page, meta, canonical);
      expect(foreignRequests).toEqual([]);
    });

    test('has JSON-LD of the expected types that parses, in the served HTML', async ({ page, request }) => {
      const served = await (await request.get(meta.path)).text();
      const inHtml = served.match(/<script type="application\/ld\+json">/g) ?? [];

      await page.goto(meta.path);
      const blocks = await jsonLd(page);
      expect(blocks).toHaveLength(inHtml.length);
      expect(blocks.map((block) => ([] as string[]).concat(block['@type']).join('+')).sort()).toEqual(route.types);
      for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
      // No review or rating markup: the testimonials are quotes, not reviews.
      expect(served).not.toMatch(/"(Review|AggregateRating|reviewRating|aggregateRating)"/);

      const [agent] = ofType(blocks, 'RealEstateAgent');
      expect(agent).toMatchObject({ name: site.brand, url: `${site.url}/`, telephone: site.phoneNumber, areaServed: { name: 'North Cyprus' } });
      expect(agent!.logo).toMatch(new RegExp(`^${site.url}/.+\\.png$`));
      const logo = await request.get(new URL(agent!.logo as string).pathname);
      expect(logo.status()).toBe(200);
      expect(logo.headers()['content-type']).toContain('image/png');
      expect((agent!.openingHoursSpecification as { dayOfWeek: string[] }).dayOfWeek).toHaveLength(7);

      if (route.breadcrumb) {
        const [breadcrumb] = ofType(blocks, 'BreadcrumbList');
        expect(breadcrumb!.itemListElement).toEqual([
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
          { '@type': 'ListItem', position: 2, name: route.breadcrumb, item: url(meta.path) },
        ]);
      }
    });

    if (route.faq) {
      const faq = route.faq;
      test('has FAQPage JSON-LD with exactly the questions and answers shown on the page', async ({ page }) => {
        await page.goto(meta.path);
        const section = page.locator('section', { has: page.getByRole('heading', { name: ui.faqTitle }) });
        const visible = await section.locator('details').evaluateAll((items) =>
          items.map((item) => ({
            question: item.querySelector('summary')?.textContent?.trim() ?? '',
            answer: [...item.children]
              .filter((child) => child.tagName !== 'SUMMARY')
              .map((child) => child.textContent?.trim() ?? '')
              .join(' '),
          })),
        );
        expect(visible).toHaveLength(8);
        expect(visible).toEqual(faq);

        const [faqPage] = ofType(await jsonLd(page), 'FAQPage');
        const pairs = (faqPage!.mainEntity as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[]).map(
          (question) => {
            expect(question['@type']).toBe('Question');
            expect(question.acceptedAnswer['@type']).toBe('Answer');
            return { question: question.name, answer: question.acceptedAnswer.text };
          },
        );
        expect(pairs).toEqual(visible);
      });
    }

    if (route.cards) {
      const cards = route.cards;
      test('has an ItemList of the six cards with their EUR prices, photos and localities', async ({ page, foreignRequests }) => {
        await page.goto(meta.path);
        const shown = await page.locator(`main article:has(ul[aria-label="${ui.property.features}"])`).evaluateAll((articles) =>
          articles.map((article) => ({
            title: article.querySelector('h3')?.textContent?.trim() ?? '',
            price: /€\d{1,3}(?:,\d{3})*/.exec(article.textContent ?? '')?.[0] ?? '',
          })),
        );
        expect(shown).toHaveLength(6);
        expect(foreignRequests).toEqual([]);

        const [list] = ofType(await jsonLd(page), 'ItemList');
        type Listing = {
          '@type': string[];
          name: string;
          image: string;
          address: { addressLocality: string };
          offers: { '@type': string; price: unknown; priceCurrency: string };
        };
        const entries = list!.itemListElement as { '@type': string; position: number; item: Listing }[];
        expect(entries).toHaveLength(6);
        expect(list!.numberOfItems).toBe(6);
        for (const [index, entry] of entries.entries()) {
          const card = cards[index]!;
          const { item } = entry;
          expect(entry).toMatchObject({ '@type': 'ListItem', position: index + 1 });
          expect(item['@type']).toContain('Product');
          expect(item.name).toBe(shown[index]!.title);
          expect(item.offers['@type']).toBe('Offer');
          expect(item.offers.priceCurrency).toBe('EUR');
          expect(typeof item.offers.price).toBe('number');
          expect(item.offers.price).toBe(parseEuro(shown[index]!.price));
          expect(item.image).toMatch(/^https:\/\//);
          expect(item.image.startsWith(card.image.src)).toBe(true);
          expect(item.address.addressLocality).toBe(card.location);
        }
      });
    }
  });
}

async function expectShareCard(page: Page, meta: PageMeta, canonical: string) {
  const title = `${meta.title} | ${site.brand}`;
  const image = shareImageUrl(meta.ogImage);
  const og = (property: string) => single(page, `meta[property="og:${property}"]`);
  const twitter = (name: string) => single(page, `meta[name="twitter:${name}"]`);

  expect(await og('title')).toBe(title);
  expect(await og('description')).toBe(meta.description);
  expect(new URL(await og('url')).href).toBe(canonical);
  expect(await og('type')).toBe(meta.path === GUIDE ? 'article' : 'website');
  expect(await og('site_name')).toBe(site.brand);
  expect(await og('locale')).toBe('en_GB');
  expect(await og('image')).toBe(image);
  expect(image).toMatch(/^https:\/\//);
  expect(new URL(image).searchParams.get('w')).toBe('1200');
  expect(new URL(image).searchParams.get('h')).toBe('630');
  expect(await og('image:width')).toBe('1200');
  expect(await og('image:height')).toBe('630');
  expect(await og('image:alt')).toBe(meta.ogImage.alt);
  expect(await twitter('card')).toBe('summary_large_image');
  expect(await twitter('title')).toBe(title);
  expect(await twitter('description')).toBe(meta.description);
  expect(await twitter('image')).toBe(image);
}

test.describe('across routes', () => {
  test('every route has its own title and description', async ({ page, foreignRequests }) => {
    const titles: string[] = [];
    const descriptions: string[] = [];
    for (const path of SPEC_ROUTES) {
      await page.goto(path);
      titles.push(await page.title());
      descriptions.push(await single(page, 'meta[name="description"]'));
    }
    expect(new Set(titles).size).toBe(SPEC_ROUTES.length);
    expect(new Set(descriptions).size).toBe(SPEC_ROUTES.length);
    expect(foreignRequests).toEqual([]);
  });

  test('the buying guide is an Article with the headline, date and author the reader sees', async ({ page }) => {
    await page.goto(GUIDE);
    const [article] = ofType(await jsonLd(page), 'Article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article!.headline as string);
    expect(article!.headline).toBe(guideHero.title);
    const shown = await page.locator('main time').getAttribute('datetime');
    expect(article!.datePublished).toBe(shown);
    expect(article!.dateModified).toBe(shown);
    await expect(page.locator('main')).toContainText(guideArticle.byline.author);
    expect(article!.author).toMatchObject({ name: guideArticle.byline.author });
    expect(article!.publisher).toMatchObject({ name: site.brand, logo: { url: expect.stringMatching(/^https:\/\/.+\.png$/) } });
    expect(article!.image).toEqual([await single(page, 'meta[property="og:image"]')]);
    expect(article!.mainEntityOfPage).toMatchObject({ '@id': url(GUIDE) });
  });
});

test.describe('crawler files', () => {
  test('sitemap.xml lists exactly the seven absolute URLs', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const body = await response.text();
    const locs = [...body.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(SPEC_ROUTES.map(url));
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
  test('answers 404 with the helpful not-found page in the shared layout', async ({ page, request, foreignRequests }) => {
    const raw = await request.get('/no-such-page');
    expect(raw.status()).toBe(404);
    expect(await raw.text()).toContain(notFoundMeta.description);

    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(`${notFoundMeta.title} | ${site.brand}`);
    expect((await head(page, 'meta[name="robots"]')).join(' ')).toContain('noindex');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundCopy.title);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: notFoundCopy.home })).toHaveAttribute('href', '/');
    const links = main.getByRole('navigation', { name: notFoundCopy.linksLabel }).getByRole('link');
    await expect(links).toHaveCount(3);
    for (const [index, link] of notFoundCopy.links.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', link.href);
      await expect(links.nth(index)).toHaveAccessibleName(link.label);
    }
    expect(foreignRequests).toEqual([]);
  });
});
