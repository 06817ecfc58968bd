import { localeCodes } from '@/content/locales';
import { titleDeedsSectionId } from '@/lib/claims';
import { render, screen, within } from '@testing-library/react';
import { ListingPage } from '@/app/_pages/listing';
import { GuidePage } from '@/app/_pages/guide';
import { ListPagePage } from '@/app/_pages/list-page';
import { pageContext } from '@/lib/i18n/page';
import { listingView } from '@/lib/listing';
import { listingPath, similarListings } from '@/lib/listings';
import { fixtureListing, fixtureListings } from './support/fixture-inventory';

/*
 * A sold listing keeps its page: marked sold, with similar homes still for sale, and its offer
 * SoldOut. No listing is sold in the data today, so the page is rendered from one marked sold.
 */
describe('a sold listing’s page', () => {
  const sold = { ...fixtureListing('lapta-beachfront-villa'), status: 'sold' as const };

  it.each(localeCodes)('in %s says it is sold and links similar homes for sale', (locale) => {
    const ctx = pageContext(locale);
    const { container } = render(<ListingPage locale={locale} listing={sold} similar={similarListings(sold, 3, fixtureListings)} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(listingView(ctx, sold).title);
    expect(screen.getAllByText(ctx.t.listing.status.sold).length).toBeGreaterThanOrEqual(1);
    const similar = screen.getByRole('region', { name: ctx.t.listing.sold.title });
    const links = within(similar)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const other of similarListings(sold, 3, fixtureListings)) expect(links).toContain(listingPath(locale, other));
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}'));
    expect(data.find((node) => node['@type'] === 'RealEstateListing')?.offers.availability).toBe('https://schema.org/SoldOut');
    // A sold home cannot be viewed.
    expect(screen.queryByRole('region', { name: ctx.t.listing.viewing.title })).toBeNull();
  });

  it('is not shown for a listing still for sale', () => {
    const ctx = pageContext('en');
    render(<ListingPage locale="en" listing={fixtureListing('lapta-beachfront-villa')} />);
    expect(screen.queryByRole('region', { name: ctx.t.listing.sold.title })).toBeNull();
    expect(screen.getByRole('region', { name: ctx.t.listing.viewing.title })).toBeInTheDocument();
  });
});

/*
 * Every photo a listing file can name today is a stock photo: the page must not present it as the
 * property's own (UWG "Symbolbild", Israeli consumer law). The gallery is named as illustrative, says
 * so under it, and each photo carries the badge, in every language.
 */
describe('a listing shown with stock photos', () => {
  it.each(localeCodes)('in %s names its gallery as illustrative and badges every photo', (locale) => {
    const ctx = pageContext(locale);
    const listing = fixtureListing('esentepe-golf-villa');
    const view = listingView(ctx, listing);
    const words = ctx.t.listing.gallery.illustrative;
    render(<ListingPage locale={locale} listing={listing} />);
    const gallery = screen.getByRole('list', { name: words.label.replace('{title}', view.title) });
    expect(within(gallery).getAllByText(words.badge)).toHaveLength(listing.photos.length);
    expect(screen.getByText(words.note)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: ctx.t.listing.gallery.label.replace('{title}', view.title) })).toBeNull();
  });
});

describe('dates inside sentences', () => {
  it('never put a full stop right after a Russian date’s own "г." (the converted-price note, the checked date)', () => {
    const { container } = render(<ListingPage locale="ru" listing={fixtureListing('esentepe-golf-villa')} />);
    expect(container.textContent).toMatch(/\d{4} г\./);
    expect(container.textContent).not.toMatch(/г\.\./);
  });
});

describe('a list’s numbered page', () => {
  it.each(['en', 'he'] as const)('in %s keeps its headings in order: the page’s h1, a heading for the cards, then each card’s title', (locale) => {
    const { container } = render(<ListPagePage locale={locale} list="villas" page={1} />);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4')].map((heading) => Number(heading.tagName[1]));
    expect(levels[0]).toBe(1);
    // No heading is more than one level below the one before it (axe's heading-order).
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    });
    expect(levels).toContain(3);
  });
});

/*
 * A home on exchange or allocation land carries the risk from before 1974 (the guide's title-deed
 * section): its page says so under the facts and links there; a Turkish title needs no such line.
 */
describe('the title deed on a listing page', () => {
  const base = fixtureListing('esentepe-golf-villa');

  it.each(localeCodes)('in %s points an exchange or allocation title to the pre-1974 risk, and not a Turkish one', (locale) => {
    const ctx = pageContext(locale);
    const words = ctx.t.listing.facts.titleDeedRisk;
    for (const titleDeed of ['exchange', 'allocation'] as const) {
      const { unmount } = render(<ListingPage locale={locale} listing={{ ...base, titleDeed }} />);
      expect(screen.getByRole('link', { name: words.link })).toHaveAttribute('href', `${ctx.href('guide')}#${titleDeedsSectionId}`);
      // The value stands alone in the facts, so it starts with a capital letter (Russian writes the name in lower case in a sentence).
      const value = ctx.t.common.titleDeeds[titleDeed];
      expect(screen.getByText(value.charAt(0).toLocaleUpperCase(locale) + value.slice(1))).toBeInTheDocument();
      unmount();
    }
    render(<ListingPage locale={locale} listing={{ ...base, titleDeed: 'turkish' }} />);
    expect(screen.queryByRole('link', { name: words.link })).toBeNull();
  });

  it('lands on the guide section that explains the risk', () => {
    const { container } = render(<GuidePage locale="en" />);
    expect(container.querySelector(`section#${titleDeedsSectionId}`)).toHaveTextContent(pageContext('en').t.guide(pageContext('en').f, pageContext('en').v).titleDeeds.riskTitle);
  });
});

/*
 * What a buyer filters by is on every listing page, in the page's language, and follows the file:
 * its pool, sea view, build stage (an off-plan home with its completion month), plot and beach when
 * the file knows them, the town's distance to Ercan airport, and the agency's reference.
 */
describe('the facts a buyer filters by, on a listing page', () => {
  const base = fixtureListing('esentepe-golf-villa');

  it.each(localeCodes)('in %s follow the listing file', (locale) => {
    const ctx = pageContext(locale);
    const words = ctx.t.listing.facts;
    const fact = (label: string) => {
      const term = screen.getAllByText(label, { selector: 'dt' })[0]!;
      return term.nextElementSibling?.textContent ?? '';
    };
    const first = render(<ListingPage locale={locale} listing={{ ...base, pool: 'shared', seaView: true, stage: 'resale', reference: 'V-9001', plotArea: 612, beachKm: 0.4 }} />);
    expect(fact(words.pool)).toBe(words.pools.shared);
    expect(fact(words.seaView)).toBe(words.seaViews.yes);
    expect(fact(words.stage)).toBe(words.stages.resale);
    expect(fact(words.reference)).toBe('V-9001');
    expect(fact(words.plotArea)).toContain(ctx.f.number(612));
    expect(fact(words.beach)).toContain(ctx.f.decimal(0.4));
    expect(fact(words.airport)).toMatch(/\d/);
    first.unmount();

    render(<ListingPage locale={locale} listing={{ ...base, pool: 'none', seaView: false, stage: 'offPlan', completion: '2027-06', plotArea: undefined, beachKm: undefined }} />);
    expect(fact(words.pool)).toBe(words.pools.none);
    expect(fact(words.seaView)).toBe(words.seaViews.no);
    expect(fact(words.stage)).toContain(ctx.f.month('2027-06'));
    expect(screen.queryAllByText(words.plotArea, { selector: 'dt' })).toHaveLength(0);
    expect(screen.queryAllByText(words.beach, { selector: 'dt' })).toHaveLength(0);
  });

  it('puts the reference in the WhatsApp message the sales team receives', () => {
    const ctx = pageContext('en');
    for (const locale of localeCodes) {
      expect(listingView(pageContext(locale), { ...base, reference: 'V-9001' }).enquiryMessage).toContain('V-9001');
    }
    expect(listingView(ctx, base).enquiryMessage).toContain(base.reference);
  });
});
