import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  AGENT_ID,
  articleJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  propertyListJsonLd,
  realEstateAgentJsonLd,
  serializeJsonLd,
  webSiteJsonLd,
} from '@/lib/structured-data';
import { formatEuro, parseEuro } from '@/lib/format';
import { absoluteUrl } from '@/lib/metadata';
import { site } from '@/content/site';
import { allRoutes, siteRoutes } from '@/content/routes';
import { guideArticle, guideHero, guideMeta } from '@/content/guide';
import { villaListings, villasFaq, villasMeta } from '@/content/villas';
import { apartmentListings, apartmentsMeta } from '@/content/apartments';
import { caesarListings, caesarMeta } from '@/content/caesar-resort';
import sitemap from '@/app/sitemap';
import robots from '@/app/robots';
import manifest from '@/app/manifest';

const GUIDE = '/blog/buying-property-in-north-cyprus-complete-guide';

describe('the route list', () => {
  it('holds the seven public routes once each, Home first', () => {
    expect(allRoutes).toEqual(['/', '/villas', '/apartments', '/investment', '/payment-plans', '/caesar-resort', GUIDE]);
    expect(new Set(siteRoutes.map((route) => route.label)).size).toBe(siteRoutes.length);
  });

  it('feeds the sitemap with absolute URLs, and robots.txt allows all and names the sitemap', () => {
    expect(sitemap().map((entry) => entry.url)).toEqual(allRoutes.map((path) => absoluteUrl(path)));
    for (const entry of sitemap()) expect(entry.url.startsWith(`${site.url}/`)).toBe(true);
    expect(robots()).toEqual({ rules: { userAgent: '*', allow: '/' }, sitemap: `${site.url}/sitemap.xml` });
  });
});

describe('serializeJsonLd', () => {
  it('cannot be closed early by a "</script>" in the data, and still parses to the same object', () => {
    const data = faqPageJsonLd([{ question: 'Is </script><script>alert(1)</script> safe?', answer: 'A & B <!-- > C' }]);
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('realEstateAgentJsonLd', () => {
  it('describes the agency from the site config, open 7 days a week', () => {
    const agent = realEstateAgentJsonLd();
    expect(agent).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      '@id': AGENT_ID,
      name: site.brand,
      url: `${site.url}/`,
      telephone: site.phoneNumber,
      areaServed: { '@type': 'Place', name: 'North Cyprus' },
    });
    expect(agent.openingHoursSpecification).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    });
  });

  it('points its logo at an icon that exists in public/', () => {
    const logo = realEstateAgentJsonLd().logo as string;
    expect(logo).toBe(`${site.url}${site.logoPath}`);
    expect(existsSync(join(process.cwd(), 'public', site.logoPath))).toBe(true);
  });
});

describe('webSiteJsonLd', () => {
  it('names the site and its home URL', () => {
    expect(webSiteJsonLd()).toMatchObject({ '@type': 'WebSite', name: site.brand, url: `${site.url}/` });
  });
});

describe('breadcrumbJsonLd', () => {
  it('leads from Home to the page, with absolute URLs', () => {
    expect(breadcrumbJsonLd('/villas').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Villas', item: `${site.url}/villas` },
    ]);
  });

  it('names the guide "Buying guide"', () => {
    expect(breadcrumbJsonLd(GUIDE).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Buying guide', item: `${site.url}${GUIDE}` },
    ]);
  });

  it('has no trail for Home or for an unknown path', () => {
    expect(() => breadcrumbJsonLd('/')).toThrow();
    expect(() => breadcrumbJsonLd('/no-such-page')).toThrow();
  });
});

describe('faqPageJsonLd', () => {
  it('carries every question and answer in order', () => {
    const faq = faqPageJsonLd(villasFaq);
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toEqual(
      villasFaq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    );
    expect(faq.mainEntity).toHaveLength(8);
  });
});

describe('articleJsonLd', () => {
  it('describes the guide with its headline, 1200×630 image, dates, author and publisher', () => {
    const article = articleJsonLd({
      meta: guideMeta,
      headline: guideHero.title,
      author: guideArticle.byline.author,
      datePublished: guideArticle.byline.date,
      dateModified: guideArticle.byline.date,
    });
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: guideHero.title,
      description: guideMeta.description,
      datePublished: '2026-10-01',
      dateModified: '2026-10-01',
      url: `${site.url}${GUIDE}`,
      author: { '@type': 'Organization', name: guideArticle.byline.author },
      publisher: { '@type': 'Organization', name: site.brand, logo: { '@type': 'ImageObject', url: `${site.url}${site.logoPath}` } },
    });
    const [image] = article.image as string[];
    expect(image).toMatch(/^https:\/\//);
    expect(new URL(image!).searchParams.get('w')).toBe('1200');
    expect(new URL(image!).searchParams.get('h')).toBe('630');
  });
});

describe('propertyListJsonLd', () => {
  const pages = [
    { meta: villasMeta, listings: villaListings },
    { meta: apartmentsMeta, listings: apartmentListings },
    { meta: caesarMeta, listings: caesarListings },
  ];

  it.each(pages)('lists the six cards on $meta.path with numeric EUR prices read from the card text', ({ meta, listings }) => {
    const list = propertyListJsonLd({ name: listings.title, path: meta.path, cards: listings.items });
    expect(list).toMatchObject({ '@type': 'ItemList', name: listings.title, numberOfItems: 6 });
    expect(list.itemListElement).toHaveLength(6);
    list.itemListElement.forEach((entry, index) => {
      const card = listings.items[index]!;
      const { item } = entry;
      expect(entry.position).toBe(index + 1);
      expect(item['@type']).toEqual(['Product', 'Accommodation']);
      expect(item.name).toBe(card.title);
      expect(item.image).toEqual(expect.stringMatching(/^https:\/\//));
      expect(item.image as string).toContain(card.image.src);
      expect(item.address).toEqual({ '@type': 'PostalAddress', addressLocality: card.location, addressRegion: 'North Cyprus' });
      expect(item.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
      const { price } = item.offers as { price: number };
      expect(typeof price).toBe('number');
      expect(formatEuro(price)).toBe(card.price);
    });
  });

  it('takes the villa prices from €295,000 to €525,000', () => {
    const list = propertyListJsonLd({ name: villaListings.title, path: villasMeta.path, cards: villaListings.items });
    const prices = list.itemListElement.map((entry) => (entry.item.offers as { price: number }).price);
    expect(prices).toEqual([295_000, 335_000, 365_000, 395_000, 465_000, 525_000]);
  });
});

describe('parseEuro', () => {
  it('reads whole-euro amounts written by formatEuro', () => {
    expect(parseEuro('€295,000')).toBe(295_000);
    expect(parseEuro('€89,000')).toBe(89_000);
    expect(parseEuro('€1,250,000')).toBe(1_250_000);
    expect(parseEuro(formatEuro(118_000))).toBe(118_000);
  });

  it('refuses text that is not a plain price', () => {
    expect(() => parseEuro('€2,950/month')).toThrow();
    expect(() => parseEuro('From €89,000')).toThrow();
    expect(() => parseEuro('295000')).toThrow();
    expect(() => parseEuro('')).toThrow();
  });
});

describe('manifest', () => {
  it('installs as a standalone app in the brand colours, with its icons in public/', () => {
    const app = manifest();
    expect(app).toMatchObject({
      name: site.brand,
      start_url: '/',
      display: 'standalone',
      theme_color: '#0b5872',
      background_color: '#ffffff',
    });
    expect(app.short_name!.length).toBeLessThanOrEqual(12);
    for (const icon of app.icons ?? []) expect(existsSync(join(process.cwd(), 'public', icon.src))).toBe(true);
    expect(app.icons?.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });
});
