/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { HomePage } from '@/app/_pages/home';
import { VillasPage } from '@/app/_pages/villas';
import { localeCodes } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import type { Listing } from '@/lib/listings';
import { loadListings } from '@/lib/listings/load';
import { marketFacts, median, priceComparison } from '@/lib/market';

/*
 * "About N% less per m² than Spain's and Portugal's coasts" is computed: the median price per m² of the
 * homes for sale against each dated, published figure of content/facts/market.json, the smallest saving
 * stated, and nothing said when the data no longer supports it.
 */

const real = loadListings();
const scaled = (factor: number): Listing[] => real.map((listing) => ({ ...listing, price: Math.round(listing.price * factor) }));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ');

describe('the price comparison', () => {
  it('is the median price per m² of the homes for sale against each region, the smallest saving stated', () => {
    const comparison = priceComparison(real);
    const forSale = real.filter((listing) => listing.status !== 'sold');
    const expected = Math.round(median(forSale.map((listing) => listing.price / listing.area)));
    if (!comparison) {
      // Today's data may not support it; then every region is within the minimum.
      expect(marketFacts.regions.some((region) => (1 - expected / region.perM2) * 100 < marketFacts.minimumLessPercent)).toBe(true);
      return;
    }
    expect(comparison.medianPerM2).toBe(expected);
    for (const region of comparison.regions) expect(region.lessPercent).toBe(Math.floor((1 - expected / region.perM2) * 100));
    expect(comparison.lessPercent).toBe(Math.min(...comparison.regions.map((region) => region.lessPercent)));
  });

  it('is gone when the homes cost as much per m² as the coasts it is compared with, or nothing is for sale', () => {
    const dearest = Math.max(...marketFacts.regions.map((region) => region.perM2));
    const cheapestPerM2 = Math.min(...real.map((listing) => listing.price / listing.area));
    expect(priceComparison(scaled(dearest / cheapestPerM2))).toBeNull();
    expect(priceComparison(real.map((listing) => ({ ...listing, status: 'sold' as const })))).toBeNull();
  });

  it.each(localeCodes)('in %s, pages state the computed saving and its sources’ dates, and drop it when it is gone', (locale) => {
    const { f, v } = pageContext(locale);
    if (v.market) {
      const page = text(renderToStaticMarkup(<VillasPage locale={locale} inventory={real} />));
      expect(page).toContain(f.percent(v.market.lessPercent));
      for (const region of v.market.regions) expect(page).toContain(f.date(region.date));
    }
    const dearest = Math.max(...marketFacts.regions.map((region) => region.perM2));
    const cheapestPerM2 = Math.min(...real.map((listing) => listing.price / listing.area));
    const expensive = scaled(dearest / cheapestPerM2);
    for (const page of [<VillasPage key="villas" locale={locale} inventory={expensive} />, <HomePage key="home" locale={locale} inventory={expensive} />]) {
      const words = text(renderToStaticMarkup(page));
      expect(words).not.toContain('idealista');
    }
  });
});
