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
import { pageContext } from '@/lib/i18n/page';
import { listingViews } from '@/lib/listing';
import { site } from '@/content/facts/site';
import { routeKeys, routePaths } from '@/content/facts/routes';
import { apartmentListings, caesarListings, villaListings } from '@/content/facts/listings';
import { localeCodes } from '@/content/locales';
import { allListings, listingPath, onSale, type Listing } from '@/lib/listings';
import { loadListings } from '@/lib/listings/load';
import { sitemapEntries } from '@/lib/sitemap';
import { pageCount } from '@/lib/pagination';
import robots from '@/app/robots';
import manifest from '@/app/manifest';

const GUIDE = '/blog/buying-property-in-north-cyprus-complete-guide';
const en = pageContext('en');
const de = pageContext('de');

describe('the route list', () => {
  it('holds each public route once, Home first', () => {
    const paths = routeKeys.map((route) => routePaths[route]);
    expect(paths[0]).toBe('/');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('feeds the sitemap with every route and every listing page in every language, each with its alternates', () => {
    const entries = sitemapEntries();
    const laterPages = (['villas', 'apartments', 'caesarResort'] as const).reduce((sum, list) => sum + pageCount(onSale(list).length) - 1, 0);
    // Each town with a home for sale on the villas or the apartments has a page (or more), and the search one.
    const townPages = (['villas', 'apartments'] as const).reduce(
      (sum, list) => sum + [...new Set(onSale(list).map((listing) => listing.place))].reduce((pages, place) => pages + pageCount(onSale(list).filter((listing) => listing.place === place).length), 0),
      0,
    );
    // And each type without a list of its own (penthouses, studios) with one for sale, a page per 12.
    const typePages = [(listing: Listing) => listing.bedrooms > 0 && listing.penthouse === true, (listing: Listing) => listing.bedrooms === 0].reduce((sum, isOfType) => {
      const forSale = allListings.filter((listing) => listing.propertyType === 'Apartment' && listing.status !== 'sold' && isOfType(listing)).length;
      return sum + (forSale === 0 ? 0 : pageCount(forSale));
    }, 0);
    expect(entries).toHaveLength((routeKeys.length + 1 + laterPages + townPages + typePages + allListings.length) * localeCodes.length);
    // Every listing's page in every language, each naming the English one as the default.
    for (const listing of allListings) {
      const english = `${site.url}${listingPath('en', listing)}`;
      for (const locale of localeCodes) {
        expect(entries.find((entry) => entry.url === `${site.url}${listingPath(locale, listing)}`)?.alternates?.languages).toMatchObject({ en: english, 'x-default': english });
      }
    }
    expect(entries.slice(0, localeCodes.length).map((entry) => entry.url)).toEqual(
      localeCodes.map((locale) => (locale === 'en' ? `${site.url}/` : `${site.url}/${locale}`)),
    );
    expect(entries.map((entry) => entry.url)).toContain(`${site.url}/de${GUIDE}`);
    for (const entry of entries) {
      expect(entry.url.startsWith(`${site.url}/`)).toBe(true);
      expect(Object.keys(entry.alternates?.languages ?? {})).toEqual([...localeCodes, 'x-default']);
    }
    expect(robots()).toEqual({ rules: { userAgent: '*', allow: '/' }, sitemap: `${site.url}/sitemap.xml` });
  });
});

describe('serializeJsonLd', () => {
  it('cannot be closed early by a "</script>" in the data, and still parses to the same object', () => {
    const data = faqPageJsonLd(en, [{ question: 'Is </script><script>alert(1)</script> safe?', answer: 'A & B <!-- > C' }]);
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('realEstateAgentJsonLd', () => {
  it('describes the agency from the site config, open 7 days a week', () => {
    const agent = realEstateAgentJsonLd(en);
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

  it('links the edition it is on, and stays one agency in every language', () => {
    const agent = realEstateAgentJsonLd(de);
    expect(agent.url).toBe(`${site.url}/de`);
    expect(agent['@id']).toBe(AGENT_ID);
    expect(agent.description).toBe(de.t.common.about);
  });

  it('points its logo at an icon that exists in public/', () => {
    const logo = realEstateAgentJsonLd(en).logo as string;
    expect(logo).toBe(`${site.url}${site.logoPath}`);
    expect(existsSync(join(process.cwd(), 'public', site.logoPath))).toBe(true);
  });
});

describe('webSiteJsonLd', () => {
  it('names the site, its home URL and its language', () => {
    expect(webSiteJsonLd(en)).toMatchObject({ '@type': 'WebSite', name: site.brand, url: `${site.url}/`, inLanguage: 'en-GB' });
    expect(webSiteJsonLd(de)).toMatchObject({ url: `${site.url}/de`, inLanguage: 'de-DE' });
  });
});

describe('breadcrumbJsonLd', () => {
  it('leads from Home to the page, with absolute URLs', () => {
    expect(breadcrumbJsonLd(en, 'villas').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Villas', item: `${site.url}/villas` },
    ]);
  });

  it('names the guide "Buying guide"', () => {
    expect(breadcrumbJsonLd(en, 'guide').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Buying guide', item: `${site.url}${GUIDE}` },
    ]);
  });

  it('stays inside the language of the page', () => {
    const trail = breadcrumbJsonLd(de, 'villas').itemListElement as unknown as { item: string; name: string }[];
    expect(trail.map((entry) => entry.item)).toEqual([`${site.url}/de`, `${site.url}/de/villas`]);
    expect(trail.map((entry) => entry.name)).toEqual([de.t.common.routeLabels.home, de.t.common.routeLabels.villas]);
  });

  it('has no trail for Home', () => {
    expect(() => breadcrumbJsonLd(en, 'home')).toThrow();
  });
});

describe('faqPageJsonLd', () => {
  it('carries every question and answer in order, in the page language', () => {
    const { faq: items } = en.t.villas(en.f, en.v);
    const faq = faqPageJsonLd(en, items);
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.inLanguage).toBe('en-GB');
    expect(faq.mainEntity).toEqual(
      items.map((item) => ({
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
    const guide = en.t.guide(en.f, en.v);
    const article = articleJsonLd({
      ctx: en,
      route: 'guide',
      description: guide.meta.description,
      image: en.photo('keysHandover'),
      headline: guide.hero.title,
      author: guide.article.byline.author,
      datePublished: '2026-10-01',
      dateModified: '2026-10-01',
    });
    expect(article).toMatchObject({
      '@type': 'Article',
      headline: 'Buying Property in North Cyprus: The Complete Guide',
      description: guide.meta.description,
      datePublished: '2026-10-01',
      dateModified: '2026-10-01',
      inLanguage: 'en-GB',
      url: `${site.url}${GUIDE}`,
      author: { '@type': 'Organization', name: 'Azure Cyprus Homes editorial team' },
      publisher: { '@type': 'Organization', name: site.brand, logo: { '@type': 'ImageObject', url: `${site.url}${site.logoPath}` } },
    });
    const [image] = article.image as string[];
    expect(image).toMatch(/^https:\/\//);
    // The site's own 1200×630 crop once the build serves the photo, else the stock host's, asked for at that size.
    const url = new URL(image!);
    if (url.pathname.startsWith('/photos/')) expect(url.pathname).toMatch(/\/og\.jpg$/);
    else expect([url.searchParams.get('w'), url.searchParams.get('h')]).toEqual(['1200', '630']);
  });
});

describe('propertyListJsonLd', () => {
  const pages = [
    { route: 'villas', facts: villaListings, words: en.t.villas(en.f, en.v).listings },
    { route: 'apartments', facts: apartmentListings, words: en.t.apartments(en.f, en.v).listings },
    { route: 'caesarResort', facts: caesarListings, words: en.t.caesarResort(en.f, en.v).listings },
  ] as const;

  it.each(pages)('lists every card on $route, as many as its listing files for sale, with the numeric EUR prices of the facts', ({ route, facts, words }) => {
    // How many homes the list has for sale, counted from content/listings, whatever the agency sells or adds.
    const forSale = loadListings().filter((listing) => listing.list === route && listing.status !== 'sold').length;
    const cards = listingViews(en, facts);
    const list = propertyListJsonLd(en, { name: words.title, route, cards });
    expect(list).toMatchObject({ '@type': 'ItemList', name: words.title, numberOfItems: forSale });
    expect(list.itemListElement).toHaveLength(forSale);
    list.itemListElement.forEach((entry, index) => {
      const card = cards[index]!;
      const { item } = entry;
      expect(entry.position).toBe(index + 1);
      expect(item['@type']).toEqual(['Product', 'Accommodation']);
      expect(item.name).toBe(card.title);
      expect(item.image as string).toContain(card.photo.src);
      expect(item.address).toEqual({ '@type': 'PostalAddress', addressLocality: card.location, addressRegion: 'North Cyprus' });
      expect(item.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR', price: facts[index]!.price });
      expect(en.f.euro((item.offers as { price: number }).price)).toBe(card.priceText);
    });
  });

  it('takes each villa’s price from its listing file, the same in every language', () => {
    for (const ctx of [en, de]) {
      const words = ctx.t.villas(ctx.f, ctx.v).listings;
      const cards = listingViews(ctx, villaListings);
      const list = propertyListJsonLd(ctx, { name: words.title, route: 'villas', cards });
      const prices = list.itemListElement.map((entry) => (entry.item.offers as { price: number }).price);
      expect(prices).toEqual(villaListings.map((listing) => listing.price));
    }
  });
});

describe('manifest', () => {
  it('installs as a standalone app in the brand colours, with its icons in public/', () => {
    const app = manifest();
    expect(app).toMatchObject({
      name: site.brand,
      start_url: '/',
      display: 'standalone',
      theme_color: site.themeColor,
      background_color: '#ffffff',
    });
    expect(app.short_name!.length).toBeLessThanOrEqual(12);
    for (const icon of app.icons ?? []) expect(existsSync(join(process.cwd(), 'public', icon.src))).toBe(true);
    expect(app.icons?.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });
});
