import { render, screen, within } from '@testing-library/react';
import { ListingPage } from '@/app/_pages/listing';
import { ListPagePage } from '@/app/_pages/list-page';
import { localeCodes } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { listingView } from '@/lib/listing';
import type { Listing } from '@/lib/listings';
import { listingReduction, LOWEST_PRICE_DAYS } from '@/lib/price-reduction';
import { fixtureListings } from './support/fixture-inventory';
import { listingWithHistory, type Step } from './support/price-history';

/*
 * A reduced home says so on its card and its page, in every language: a "Reduced" badge and the
 * earlier price struck through, named by a visible word a screen reader reads too. The earlier price
 * is the lowest of the 30 days before the cut, so a higher price asked long before never shows, and a
 * price raised and then "cut" back shows nothing. Built from a fixture listing given a history dated
 * back from the build's day; the expected figures are read off that history.
 */
const ID = 'esentepe-golf-villa';
/** Asked at 1.2 long ago, 1.1 from 60 days ago, cut to today's price 10 days ago: the earlier price is the 1.1. */
const honest: Step[] = [
  { daysAgo: 200, factor: 1.2 },
  { daysAgo: 60, factor: 1.1 },
  { daysAgo: 10, factor: 1 },
];
/** Raised for a week, then "cut" back to the price it had before. */
const faked: Step[] = [
  { daysAgo: 200, factor: 1 },
  { daysAgo: 12, factor: 1.2 },
  { daysAgo: 5, factor: 1 },
];
const inventoryWith = (listing: Listing) => fixtureListings.map((entry) => (entry.id === listing.id ? listing : entry));
/** The card of `title` on the villas list. */
const cardOf = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('article')!;

describe('a reduced home', () => {
  const reduced = listingWithHistory(ID, honest);
  const [longAgo, before] = reduced.priceHistory!;

  it('has the earlier price its history makes true: the lowest of the 30 days before the cut', () => {
    expect(listingReduction(reduced)).toEqual({ on: reduced.priceHistory!.at(-1)!.date, earlier: before!.price });
  });

  it.each(localeCodes)('in %s shows “Reduced” and the earlier price struck through on its card', (locale) => {
    const ctx = pageContext(locale, inventoryWith(reduced));
    const words = ctx.t.common.property.reduced;
    render(<ListPagePage locale={locale} list={reduced.list} page={1} inventory={inventoryWith(reduced)} />);
    const card = cardOf(listingView(ctx, reduced).title);
    expect(within(card).getByText(words.badge)).toBeInTheDocument();
    const struck = card.querySelectorAll('s');
    expect([...struck].map((element) => element.textContent)).toEqual([ctx.f.euro(before!.price)]);
    // The word that says what it is, beside it, for every reader.
    expect(struck[0]!.parentElement!.textContent).toBe(`${words.earlier} ${ctx.f.euro(before!.price)}`);
    expect(card.textContent).toContain(ctx.f.euro(reduced.price));
    expect(card.textContent).not.toContain(ctx.f.euro(longAgo!.price));
  });

  it.each(localeCodes)('in %s shows them on its page, says when and by what rule, and keeps the offer at today’s price', (locale) => {
    const ctx = pageContext(locale, inventoryWith(reduced));
    const { f, t } = ctx;
    const { container } = render(<ListingPage locale={locale} listing={reduced} inventory={inventoryWith(reduced)} />);
    expect(screen.getAllByText(t.common.property.reduced.badge)).toHaveLength(1);
    expect([...container.querySelectorAll('s')].map((element) => element.textContent)).toEqual([f.euro(before!.price)]);
    const note = f.plural(LOWEST_PRICE_DAYS, t.listing.price.reduced, { date: f.date(reduced.priceHistory!.at(-1)!.date) });
    expect([...container.querySelectorAll('p')].some((paragraph) => paragraph.textContent === note)).toBe(true);
    expect(container.textContent).not.toContain(f.euro(longAgo!.price));
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}'));
    expect(data.find((node) => node['@type'] === 'RealEstateListing')?.offers.price).toBe(reduced.price);
  });

  it('shows nothing once sold', () => {
    const sold = { ...reduced, status: 'sold' as const };
    const ctx = pageContext('en', inventoryWith(sold));
    const { container } = render(<ListingPage locale="en" listing={sold} inventory={inventoryWith(sold)} similar={[]} />);
    expect(screen.queryByText(ctx.t.common.property.reduced.badge)).toBeNull();
    expect(container.querySelector('s')).toBeNull();
  });
});

describe('a price raised and then “cut” back', () => {
  const listing = listingWithHistory(ID, faked);

  it.each(localeCodes)('in %s shows no reduction on its card or its page', (locale) => {
    const ctx = pageContext(locale, inventoryWith(listing));
    const badge = ctx.t.common.property.reduced.badge;
    const { unmount } = render(<ListPagePage locale={locale} list={listing.list} page={1} inventory={inventoryWith(listing)} />);
    const card = cardOf(listingView(ctx, listing).title);
    expect(within(card).queryByText(badge)).toBeNull();
    expect(card.querySelector('s')).toBeNull();
    unmount();
    const { container } = render(<ListingPage locale={locale} listing={listing} inventory={inventoryWith(listing)} />);
    expect(screen.queryByText(badge)).toBeNull();
    expect(container.querySelector('s')).toBeNull();
  });
});
