import type { TitleDeedType } from '@/content/facts/title-deeds';
import type { FeaturedProject, Photo } from '@/content/types';
import { featuredProjects } from '@/content/facts/listings';
import { listingPlan } from '@/lib/figures';
import { titleDeedText } from '@/lib/claims';
import type { PageContext } from '@/lib/i18n/page';
import { absoluteUrl } from '@/lib/i18n/paths';
import { listingPath, onSale, type Listing, type ListingList, type ListingStatus } from '@/lib/listings';
import { pageCount, pageSlice } from '@/lib/pagination';
import { convertEuro, rates, readersCurrency } from '@/lib/rates';
import { fillTemplate } from '@/lib/i18n/message';
import { ownPhotoSrc } from '@/lib/photos';
import { listingReduction } from '@/lib/price-reduction';
import type { PropertyCardCopy } from '@/components/property/property-card';

/** A value set apart from the text around it for the bidi algorithm; invisible in every language. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** "≈ £250,000 (ECB rate of 9 May 2025)" in the reader's currency, or undefined for euro readers or without rates. */
function convertedText(ctx: PageContext, price: number): string | undefined {
  const currency = readersCurrency(ctx.locale);
  const converted = currency ? convertEuro(price, currency, ctx.locale) : null;
  if (!converted || !rates) return undefined;
  // Each value isolated (FSI…PDI), so a date or amount beside Latin letters ("ECB") keeps its order in right-to-left text.
  return fillTemplate(ctx.t.listing.converted.approx, { amount: isolate(converted.text), date: isolate(ctx.f.date(rates.date)) });
}

/** One listing as shown: its facts formatted for the page's language, beside its words. */
export type ListingView = {
  id: string;
  title: string;
  location: string;
  type: string;
  features: string[];
  description: string;
  photo: Photo;
  photos: Photo[];
  status: ListingStatus;
  statusText: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  area: number;
  priceText: string;
  /**
   * Only on a home whose price was cut in the last 90 days (lib/price-reduction.ts): the day, and the
   * earlier price shown struck through, the lowest of the 30 days before the cut, and as written.
   */
  reduced?: { on: string; earlier: number; earlierText: string };
  /** "incl. 5% VAT" beside a new build's price; none on a resale. */
  vatText?: string;
  convertedText?: string;
  /** "€2,557/month on the developer's plan": only on a home whose seller offers a plan. */
  monthlyText?: string;
  roiText?: string;
  bedroomsText: string;
  bathroomsText: string;
  areaText: string;
  titleDeed: TitleDeedType;
  /** "Title deed: Turkish title" */
  titleDeedText: string;
  /** The listing's own page, in this language. */
  href: string;
  url: string;
  /** The WhatsApp message that names this listing, its price and its page. */
  enquiryMessage: string;
};

/** What a card shows: a listing's view without its page's long parts (the search index carries these). */
export type CardView = Omit<ListingView, 'description' | 'photos' | 'url'>;

export function cardView({ description, photos, url, ...card }: ListingView): CardView {
  void description;
  void photos;
  void url;
  return card;
}

/**
 * A listing's photo: its own (a file beside its listing file, encoded by the build), or a stock photo
 * (content/facts/photos.json), marked as illustrating the property, not showing it: the card and the
 * gallery say so on it.
 */
export function listingPhoto(ctx: PageContext, listing: Listing, photo: Listing['photos'][number]): Photo {
  if (photo.type === 'own') return { src: ownPhotoSrc(listing.id, photo.file), alt: photo.alt[ctx.locale] };
  return { ...ctx.photo(photo.key), illustrative: ctx.t.listing.gallery.illustrative.badge };
}

/** A card's VAT note and monthly figure, as far as the home has them (the search index builds the same from its facts: lib/index-card.ts). */
function cardExtras(ctx: PageContext, listing: Listing): Pick<ListingView, 'vatText' | 'monthlyText'> {
  const copy = ctx.t.common.property;
  const plan = listingPlan(listing);
  return {
    ...(listing.vat ? { vatText: fillTemplate(copy.vatIncluded, { percent: ctx.f.percent(listing.vat.percent) }) } : {}),
    ...(plan ? { monthlyText: fillTemplate(copy.monthly[plan.kind], { amount: ctx.f.euro(plan.monthly) }) } : {}),
  };
}

export function listingView(ctx: PageContext, listing: Listing): ListingView {
  const { f, t } = ctx;
  const copy = t.common.property;
  const own = listing.words[ctx.locale];
  const priceText = f.euro(listing.price);
  const href = listingPath(ctx.locale, listing);
  const url = absoluteUrl(href);
  const reduction = listingReduction(listing);
  return {
    id: listing.id,
    ...own,
    photo: listingPhoto(ctx, listing, listing.photos[0]!),
    photos: listing.photos.map((photo) => listingPhoto(ctx, listing, photo)),
    status: listing.status,
    statusText: t.listing.status[listing.status],
    price: listing.price,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    area: listing.area,
    priceText,
    ...(reduction ? { reduced: { ...reduction, earlierText: f.euro(reduction.earlier) } } : {}),
    convertedText: convertedText(ctx, listing.price),
    ...cardExtras(ctx, listing),
    roiText: listing.roi === undefined ? undefined : fillTemplate(copy.roi, { percent: f.percent(listing.roi) }),
    bedroomsText: listing.bedrooms === 0 ? copy.studio : f.plural(listing.bedrooms, copy.bedrooms),
    bathroomsText: f.plural(listing.bathrooms, copy.bathrooms),
    areaText: fillTemplate(copy.area, { area: f.number(listing.area) }),
    titleDeed: listing.titleDeed,
    titleDeedText: titleDeedText(ctx, listing.titleDeed),
    href,
    url,
    enquiryMessage: fillTemplate(copy.enquiryMessage, { title: own.title, price: priceText, reference: listing.reference, url }),
  };
}

/** The words of a listing's card, in the page's language (components/property/property-card.tsx). */
export function cardCopy(ctx: PageContext): PropertyCardCopy {
  return { ...ctx.t.common.property, details: ctx.t.listing.details, save: ctx.t.shortlist.save };
}

/** Home's featured projects as cards (Home and the brochure): words, "from" price, title deed and photo. */
export function featuredProjectCards(ctx: PageContext): FeaturedProject[] {
  const w = ctx.t.home(ctx.f, ctx.v).projects;
  return featuredProjects.map((project) => ({
    ...w.items[project.id],
    price: fillTemplate(w.priceFrom, { price: ctx.f.euro('development' in project.from ? ctx.v.developmentFrom[project.from.development] : ctx.v.projectFrom[project.from.project]) }),
    ...(ctx.v.vatPercent ? { vat: fillTemplate(ctx.t.common.property.vatIncluded, { percent: ctx.f.percent(ctx.v.vatPercent) }) } : {}),
    titleDeed: titleDeedText(ctx, project.titleDeed),
    image: { ...ctx.photo(project.photo), illustrative: ctx.t.listing.gallery.illustrative.badge },
  }));
}

export function listingViews(ctx: PageContext, listings: readonly Listing[]): ListingView[] {
  return listings.map((listing) => listingView(ctx, listing));
}

/** Page `page` (from 1) of a list as the page's inventory has it: its cards, and how many pages and listings there are. */
export function listPage(ctx: PageContext, list: ListingList, page = 1): { cards: ListingView[]; pages: number; total: number } {
  const listings = onSale(list, ctx.inventory);
  return { cards: listingViews(ctx, pageSlice(listings, page)), pages: pageCount(listings.length), total: listings.length };
}
