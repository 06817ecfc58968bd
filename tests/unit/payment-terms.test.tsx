/** @jest-environment node */
import { readFileSync } from 'node:fs';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { VillasPage } from '@/app/_pages/villas';
import { ApartmentsPage } from '@/app/_pages/apartments';
import { CaesarResortPage } from '@/app/_pages/caesar-resort';
import { BrochurePage } from '@/app/_pages/brochure';
import { ListingPage } from '@/app/_pages/listing';
import { localeCodes, type Locale } from '@/content/locales';
import { planFigures } from '@/lib/calculator';
import { costFacts, costPercent } from '@/lib/costs';
import { pageContext } from '@/lib/i18n/page';
import { listingView } from '@/lib/listing';
import type { Listing, ListingList } from '@/lib/listings';
import { asSold, loadListings, LISTINGS_DIR } from '@/lib/listings/load';
import { listingFileSchema, type ListingFile } from '@/lib/listings/schema';
import { indexFiles, indexWords } from '@/lib/search-index';
import { readOverTheWire } from './support/index-files';

/*
 * Payment terms belong to the home: a monthly figure appears only where the listing's own seller offers
 * a plan, and names whose plan it is; a new build's price includes its VAT. Each test edits a listing
 * file as staff would (stage, plan) and reads every place a buyer meets the home: its page, its list's
 * cards, the search index's card, the brochure and the WhatsApp message.
 */

const real = loadListings();
const file = (id: string): ListingFile => listingFileSchema.parse(JSON.parse(readFileSync(`${LISTINGS_DIR}/${id}.json`, 'utf8')));
const vatPercent = costPercent(costFacts, 'vat');

/** The first home for sale on a list, as the data has it today (whatever it is). */
const subject = real.find((listing) => listing.status !== 'sold')!;

/** The same home sold on by its owner, with no plan. */
const asResale = (id: string): Listing => asSold(id, { ...file(id), stage: 'resale', completion: undefined, priceIncludesVat: false, plan: { kind: 'none' } });
/** The same home new from its developer, on a plan. */
const asNewBuild = (id: string, plan = { downPercent: 30, months: 48, interestPercent: 0 }): Listing =>
  asSold(id, { ...file(id), stage: 'newBuild', completion: undefined, plan: { kind: 'developer', ...plan } });

const with_ = (listing: Listing) => real.map((other) => (other.id === listing.id ? listing : other));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"');
const render = (element: ReactElement) => text(renderToStaticMarkup(element));

const listPage: Record<ListingList, (props: { locale: Locale; inventory: readonly Listing[] }) => ReactElement> = {
  villas: (props) => <VillasPage {...props} />,
  apartments: (props) => <ApartmentsPage {...props} />,
  caesarResort: (props) => <CaesarResortPage {...props} />,
};

/** Every place a buyer meets the home, as text. */
function everywhere(locale: Locale, listing: Listing): { page: string; list: string; brochure: string; searchCard: string; whatsApp: string } {
  const inventory = with_(listing);
  const ctx = pageContext(locale, inventory);
  const view = listingView(ctx, listing);
  const card = readOverTheWire(indexFiles(ctx), indexWords(ctx)).byId.get(listing.id)!.card;
  return {
    page: render(<ListingPage locale={locale} listing={listing} inventory={inventory} />),
    list: render(listPage[listing.list]({ locale, inventory })),
    brochure: render(<BrochurePage locale={locale} inventory={inventory} />),
    searchCard: [card.priceText, card.vatText ?? '', card.monthlyText ?? '', card.enquiryMessage].join(' | '),
    whatsApp: view.enquiryMessage,
  };
}

describe.each(localeCodes)('payment terms in %s', (locale) => {
  const { f, t } = pageContext(locale);
  const monthlyWords = (kind: 'developer' | 'owner', amount: number) => t.common.property.monthly[kind].replace('{amount}', f.euro(amount));

  it('a resale shows its price, no monthly figure anywhere, and says how a resale is paid', () => {
    const resale = asResale(subject.id);
    const developerMonthly = planFigures(resale.price, { downPercent: 35, months: 75, interestPercent: 0 }).monthlyPayment;
    const places = everywhere(locale, resale);
    // The home's own places (its list and the brochure show other homes, with plans of their own).
    const own = { page: places.page, searchCard: places.searchCard, whatsApp: places.whatsApp };
    for (const [place, words] of Object.entries(own)) {
      expect({ place, shows: words.includes(f.euro(resale.price)) }).toEqual({ place, shows: true });
      expect({ place, monthly: words.includes(f.euro(developerMonthly)) }).toEqual({ place, monthly: false });
      for (const kind of ['developer', 'owner'] as const) {
        const phrase = t.common.property.monthly[kind].replace('{amount}', '').trim();
        expect({ place, kind, named: words.includes(phrase) }).toEqual({ place, kind, named: false });
      }
    }
    expect(places.page).toContain(t.listing.plan.none.resale);
    expect(places.page).not.toContain(t.listing.plan.by.developer);
    expect(listingView(pageContext(locale), resale).vatText).toBeUndefined();
  });

  it('turned into a new build on its developer’s plan, the plan and its monthly figure appear, and go again when it is a resale', () => {
    const terms = { downPercent: 30, months: 48, interestPercent: 0 };
    const newBuild = asNewBuild(subject.id, terms);
    // The price a buyer pays now includes the VAT, and every monthly figure is computed on it.
    expect(newBuild.price).toBe(Math.round(newBuild.quotedPrice * (1 + vatPercent / 100)));
    const monthly = planFigures(newBuild.price, terms).monthlyPayment;
    const places = everywhere(locale, newBuild);
    const vat = t.common.property.vatIncluded.replace('{percent}', f.percent(vatPercent));
    expect(places.page).toContain(monthlyWords('developer', monthly));
    expect(places.page).toContain(t.listing.plan.by.developer);
    expect(places.page).toContain(f.euro(newBuild.vat!.amount));
    expect(places.searchCard).toContain(monthlyWords('developer', monthly));
    expect(places.searchCard).toContain(vat);
    expect(places.brochure.includes(monthlyWords('developer', monthly)) || !places.brochure.includes(newBuild.words[locale].title)).toBe(true);
    expect(places.list.includes(monthlyWords('developer', monthly)) || !places.list.includes(newBuild.words[locale].title)).toBe(true);
    // The WhatsApp message names the home and its price, never a plan it may not have.
    expect(places.whatsApp).toContain(f.euro(newBuild.price));
    expect(places.whatsApp).not.toContain(f.euro(monthly));

    const back = everywhere(locale, asResale(subject.id));
    for (const [place, words] of Object.entries({ page: back.page, searchCard: back.searchCard })) expect({ place, monthly: words.includes(monthlyWords('developer', monthly)) }).toEqual({ place, monthly: false });
  });

  it('an owner’s agreed terms show as the owner’s, at their interest', () => {
    const owner = asSold(subject.id, { ...file(subject.id), stage: 'resale', completion: undefined, priceIncludesVat: false, plan: { kind: 'owner', downPercent: 50, months: 12, interestPercent: 6 } });
    const monthly = planFigures(owner.price, { downPercent: 50, months: 12, interestPercent: 6 }).monthlyPayment;
    // With interest the instalment is the annuity, more than the balance split evenly.
    expect(monthly).toBeGreaterThan((owner.price * 0.5) / 12);
    const { page, searchCard } = everywhere(locale, owner);
    expect(page).toContain(monthlyWords('owner', monthly));
    expect(page).toContain(t.listing.plan.by.owner);
    expect(page).toContain(t.listing.plan.interest.replace('{interest}', f.percent(6)));
    expect(searchCard).toContain(monthlyWords('owner', monthly));
  });
});

describe('a listing file’s plan', () => {
  const base = () => JSON.parse(readFileSync(`${LISTINGS_DIR}/${subject.id}.json`, 'utf8'));

  it('cannot give a resale a developer’s plan, nor a new build an owner’s terms', () => {
    const resale = listingFileSchema.safeParse({ ...base(), stage: 'resale', completion: undefined, plan: { kind: 'developer', downPercent: 35, months: 75, interestPercent: 0 } });
    expect(resale.success).toBe(false);
    expect(JSON.stringify(resale.error?.issues)).toMatch(/resale is sold by its owner/);
    const newBuild = listingFileSchema.safeParse({ ...base(), stage: 'newBuild', completion: undefined, plan: { kind: 'owner', downPercent: 35, months: 75, interestPercent: 0 } });
    expect(newBuild.success).toBe(false);
  });

  it('is required, so no home is shown with a plan nobody stated', () => {
    const { plan, ...withoutPlan } = base();
    void plan;
    expect(listingFileSchema.safeParse(withoutPlan).success).toBe(false);
  });

  it('a price the developer quotes with VAT in it is shown as quoted', () => {
    const quoted = asSold(subject.id, { ...file(subject.id), stage: 'newBuild', completion: undefined, priceIncludesVat: true, plan: { kind: 'none' } });
    expect(quoted.price).toBe(quoted.quotedPrice);
    expect(quoted.vat!.amount).toBe(quoted.price - Math.round(quoted.price / (1 + vatPercent / 100)));
  });
});
