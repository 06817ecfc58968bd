import { cardPlan } from '@/content/facts/site';
import type { ListingFacts } from '@/content/facts/listings';
import type { Photo } from '@/content/types';
import { calculatePlan } from '@/lib/calculator';
import type { PageContext } from '@/lib/i18n/page';
import { fillTemplate } from '@/lib/template';

/** The monthly instalment every card and sentence quotes: the card plan (35% down, 75 months, 0%). */
export function cardMonthly(price: number): number {
  return calculatePlan({ price, ...cardPlan }).monthlyPayment;
}

export function lowestPrice(listings: readonly { price: number }[]): number {
  return Math.min(...listings.map((listing) => listing.price));
}

export function highestPrice(listings: readonly { price: number }[]): number {
  return Math.max(...listings.map((listing) => listing.price));
}

export function priceOf<L extends { id: string; price: number }>(listings: readonly L[], id: L['id']): number {
  const listing = listings.find((candidate) => candidate.id === id);
  if (!listing) throw new Error(`No listing ${id}`);
  return listing.price;
}

export type ListingWords = { title: string; location: string; type: string; features: string[] };

/** One card as shown: the facts formatted for the page's language, beside its words. */
export type ListingView = {
  id: string;
  title: string;
  location: string;
  type: string;
  features: string[];
  photo: Photo;
  price: number;
  bedrooms: number;
  bathrooms: number;
  area: number;
  priceText: string;
  monthlyText: string;
  roiText?: string;
  bedroomsText: string;
  bathroomsText: string;
  areaText: string;
  /** The WhatsApp message that names this card and the page it was seen on. */
  enquiryMessage: string;
};

export function listingViews<L extends ListingFacts>(
  ctx: PageContext,
  listings: readonly L[],
  words: Record<L['id'], ListingWords>,
  pageUrl: string,
): ListingView[] {
  const { f, t } = ctx;
  const copy = t.common.property;
  return listings.map((listing) => {
    const own: ListingWords = words[listing.id as L['id']];
    const priceText = f.euro(listing.price);
    return {
      id: listing.id,
      ...own,
      photo: ctx.photo(listing.photo),
      price: listing.price,
      bedrooms: listing.bedrooms,
      bathrooms: listing.bathrooms,
      area: listing.area,
      priceText,
      monthlyText: fillTemplate(copy.monthlyFrom, { amount: f.euro(cardMonthly(listing.price)) }),
      roiText: listing.roi === undefined ? undefined : fillTemplate(copy.roi, { percent: f.percent(listing.roi) }),
      bedroomsText: listing.bedrooms === 0 ? copy.studio : f.plural(listing.bedrooms, copy.bedrooms),
      bathroomsText: f.plural(listing.bathrooms, copy.bathrooms),
      areaText: fillTemplate(copy.area, { area: f.number(listing.area) }),
      enquiryMessage: fillTemplate(copy.enquiryMessage, { title: own.title, price: priceText, url: pageUrl }),
    };
  });
}
