/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { HomePage } from '@/app/_pages/home';
import { CaesarResortPage } from '@/app/_pages/caesar-resort';
import { InvestmentPage } from '@/app/_pages/investment';
import { developerListFrom, developmentIds, type DevelopmentId } from '@/content/facts/developments';
import { rentalScenarios } from '@/content/facts/examples';
import { localeCodes } from '@/content/locales';
import { createFormat } from '@/lib/i18n/format';
import { withVat } from '@/lib/costs';
import type { Listing } from '@/lib/listings';
import { loadListings } from '@/lib/listings/load';

/*
 * A figure a page quotes about homes the site sells is computed from the listing files, never typed a
 * second time: each Caesar development's "from" price and the investment page's studio example follow
 * the files as a price changes or a home sells, and fall back to their own sourced figure only when
 * nothing of theirs is for sale. The expectations are computed here from the changed files.
 */

const real = loadListings();
const forSale = (inventory: readonly Listing[]) => inventory.filter((listing) => listing.status !== 'sold');
const fromPrice = (inventory: readonly Listing[], id: DevelopmentId) => {
  const prices = forSale(inventory).filter((listing) => listing.development === id).map((listing) => listing.price);
  return prices.length > 0 ? Math.min(...prices) : withVat(developerListFrom[id]);
};
const changed = (id: string, change: Partial<Listing>) => real.map((listing) => (listing.id === id ? { ...listing, ...change } : listing));
/** Text as a visitor reads it: tags gone, the no-break spaces of German and Russian amounts as spaces. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[\u00a0\u202f]/g, ' ');
const euro = (locale: (typeof localeCodes)[number], amount: number) => createFormat(locale).euro(amount).replace(/[\u00a0\u202f]/g, ' ');

describe('the Caesar developments’ “from” prices', () => {
  it('every Caesar listing names its development, and every development has a home on the site or a list price', () => {
    for (const listing of real.filter((item) => item.list === 'caesarResort')) expect({ id: listing.id, known: developmentIds.includes(listing.development!) }).toEqual({ id: listing.id, known: true });
  });

  for (const id of developmentIds) {
    const own = real.filter((listing) => listing.development === id);
    const cheapest = [...forSale(own)].sort((a, b) => a.price - b.price)[0];
    if (!cheapest) continue;

    it(`follow ${id}'s cheapest home for sale when its price changes, in every language`, () => {
      const inventory = changed(cheapest.id, { price: cheapest.price - 7_000 });
      for (const locale of localeCodes) {
        const page = text(renderToStaticMarkup(<CaesarResortPage locale={locale} inventory={inventory} />));
        expect({ locale, quoted: page.includes(euro(locale, cheapest.price - 7_000)) }).toEqual({ locale, quoted: true });
      }
    });

    it(`fall back to the developer's list price for ${id} once none of its homes is for sale`, () => {
      const inventory = real.map((listing) => (listing.development === id ? { ...listing, status: 'sold' as const } : listing));
      expect(fromPrice(inventory, id)).toBe(withVat(developerListFrom[id]));
      const page = text(renderToStaticMarkup(<CaesarResortPage locale="en" inventory={inventory} />));
      expect(page).toContain(euro('en', withVat(developerListFrom[id])));
    });
  }

  it('on Home, the Caesar Collection’s card follows its listings too', () => {
    const own = forSale(real).filter((listing) => listing.development === 'collection');
    const cheapest = [...own].sort((a, b) => a.price - b.price)[0]!;
    const inventory = changed(cheapest.id, { price: cheapest.price + 3_000 });
    const home = text(renderToStaticMarkup(<HomePage locale="de" inventory={inventory} />));
    expect(home).toContain(euro('de', fromPrice(inventory, 'collection')));
  });
});

describe('the investment page’s studio example', () => {
  const studio = rentalScenarios.find((scenario) => scenario.id === 'studio')!;
  const like = (listing: Listing) => listing.bedrooms === studio.like.bedrooms && listing.place === studio.like.place;

  it('is priced as the cheapest such studio for sale, and its rent follows', () => {
    const model = forSale(real).find(like);
    if (!model) return expect(text(renderToStaticMarkup(<InvestmentPage locale="en" />))).toContain(euro('en', studio.price));
    const price = model.price + 11_000;
    const inventory = changed(model.id, { price });
    const lowest = Math.min(...forSale(inventory).filter(like).map((listing) => listing.price));
    const page = text(renderToStaticMarkup(<InvestmentPage locale="en" inventory={inventory} />));
    expect(page).toContain(euro('en', lowest));
    expect(page).toContain(euro('en', Math.round((lowest * studio.yieldPercent) / 100)));
  });

  it('keeps its own stand-in price while no such studio is for sale', () => {
    const inventory = real.map((listing) => (like(listing) ? { ...listing, status: 'sold' as const } : listing));
    expect(text(renderToStaticMarkup(<InvestmentPage locale="ru" inventory={inventory} />))).toContain(euro('ru', studio.price));
  });
});
