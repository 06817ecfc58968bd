import type {
  AccommodationLeaf,
  ArticleLeaf,
  BreadcrumbListLeaf,
  DayOfWeek,
  FAQPageLeaf,
  ItemListLeaf,
  JsonLdObject,
  ListItemLeaf,
  MergeLeafTypes,
  ProductLeaf,
  RealEstateAgentLeaf,
  RealEstateListingLeaf,
  WebSiteLeaf,
  WithContext,
} from 'schema-dts';
import type { RouteKey } from '@/content/facts/routes';
import { site } from '@/content/facts/site';
import type { FaqItem, Photo } from '@/content/types';
import type { PageContext } from '@/lib/i18n/page';
import type { ListingView } from '@/lib/listing';
import type { Listing } from '@/lib/listings';
import { places } from '@/content/facts/places';
import { absoluteUrl, shareImageUrl } from '@/lib/metadata';

/** A listing is both something for sale (price, offer) and a place to live (address, rooms, floor area). */
export type PropertyListing = MergeLeafTypes<[ProductLeaf, AccommodationLeaf]>;

/** schema-dts's ItemList, with listings (a two-type node it has no union member for) as its items. */
export type PropertyList = Omit<ItemListLeaf, 'itemListElement'> & {
  itemListElement: (Omit<ListItemLeaf, 'item'> & { item: PropertyListing })[];
};

const CONTEXT = 'https://schema.org';
const EVERY_DAY: DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Links the agency node to the publisher of the guide and to the sellers of listings. */
export const AGENT_ID = `${absoluteUrl('/')}#agent`;

/**
 * JSON for an inline `<script type="application/ld+json">`. `<`, `>` and `&` are written as
 * unicode escapes, so no string in the data can close the script element or open a comment.
 */
export function serializeJsonLd(data: WithContext<JsonLdObject>): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

/** The agency itself, on every page, described in the page's language. */
export function realEstateAgentJsonLd(ctx: PageContext): WithContext<RealEstateAgentLeaf> {
  const logo = absoluteUrl(site.logoPath);
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateAgent',
    '@id': AGENT_ID,
    name: site.brand,
    description: ctx.t.common.about,
    url: ctx.url('home'),
    logo,
    image: logo,
    telephone: site.phoneNumber,
    areaServed: { '@type': 'Place', name: ctx.t.common.areaServed },
    openingHoursSpecification: { '@type': 'OpeningHoursSpecification', dayOfWeek: EVERY_DAY },
  };
}

/** The site's name for search results; on Home only. */
export function webSiteJsonLd(ctx: PageContext): WithContext<WebSiteLeaf> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: site.brand,
    url: ctx.url('home'),
    inLanguage: ctx.info.intl,
    publisher: { '@id': AGENT_ID },
  };
}

/** Home → the route, named by their labels in the page's language, linked within that language. */
export function breadcrumbJsonLd(ctx: PageContext, route: RouteKey): WithContext<BreadcrumbListLeaf> {
  if (route === 'home') throw new Error('Home has no breadcrumb trail');
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: (['home', route] as const).map((key, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: ctx.t.common.routeLabels[key],
      item: ctx.url(key),
    })),
  };
}

/** Home › list › listing: a listing page's trail. */
export function listingBreadcrumbJsonLd(ctx: PageContext, list: RouteKey, listing: { name: string; url: string }): WithContext<BreadcrumbListLeaf> {
  const trail = [
    { name: ctx.t.common.routeLabels.home, url: ctx.url('home') },
    { name: ctx.t.common.routeLabels[list], url: ctx.url(list) },
    listing,
  ];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.url })),
  };
}

const AVAILABILITY = {
  available: 'https://schema.org/InStock',
  reserved: 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
} as const;

/** A listing's offer: the euro price of the facts, availability from its status, sold by the agency. */
function offerOf(view: ListingView) {
  return {
    '@type': 'Offer',
    price: view.price,
    priceCurrency: 'EUR',
    availability: AVAILABILITY[view.status],
    url: view.url,
    seller: { '@id': AGENT_ID },
  } as const;
}

/**
 * A listing's own page: a RealEstateListing with its Offer (the euro price, availability from its
 * status) about the home itself (house or flat, rooms, floor area, town and coordinates): the figures
 * come from the same facts the page shows.
 */
export function realEstateListingJsonLd(ctx: PageContext, listing: Listing, view: ListingView): WithContext<RealEstateListingLeaf> {
  const place = places[listing.place];
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateListing',
    '@id': `${view.url}#listing`,
    url: view.url,
    name: view.title,
    description: view.description,
    inLanguage: ctx.info.intl,
    image: view.photos.map((photo) => shareImageUrl(photo)),
    dateModified: listing.checkedOn,
    offers: offerOf(view),
    mainEntity: {
      '@type': listing.propertyType,
      name: view.title,
      numberOfRooms: Math.max(1, listing.bedrooms),
      numberOfBedrooms: listing.bedrooms,
      numberOfBathroomsTotal: listing.bathrooms,
      floorSize: { '@type': 'QuantitativeValue', value: listing.area, unitCode: 'MTK' },
      address: { '@type': 'PostalAddress', addressLocality: ctx.t.listing.places[listing.place], addressRegion: ctx.t.common.areaServed },
      geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lon },
    },
  };
}

/** The page's FAQ, question for question as the FaqList renders it. */
export function faqPageJsonLd(ctx: PageContext, items: FaqItem[]): WithContext<FAQPageLeaf> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    inLanguage: ctx.info.intl,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

type ArticleInput = {
  ctx: PageContext;
  route: RouteKey;
  description: string;
  image: Photo;
  /** The visible h1. */
  headline: string;
  author: string;
  /** ISO 8601 dates. */
  datePublished: string;
  dateModified: string;
};

export function articleJsonLd({ ctx, route, description, image, headline, author, datePublished, dateModified }: ArticleInput): WithContext<ArticleLeaf> {
  const url = ctx.url(route);
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline,
    description,
    image: [shareImageUrl(image)],
    datePublished,
    dateModified,
    inLanguage: ctx.info.intl,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: { '@type': 'Organization', name: author, url: ctx.url('home') },
    publisher: {
      '@type': 'Organization',
      '@id': AGENT_ID,
      name: site.brand,
      url: ctx.url('home'),
      logo: { '@type': 'ImageObject', url: absoluteUrl(site.logoPath) },
    },
  };
}

/** One property card as a listing, identified by its own page: the price is the fact the card formats, never its text. */
function propertyListingJsonLd(ctx: PageContext, card: ListingView): PropertyListing {
  return {
    '@type': ['Product', 'Accommodation'],
    '@id': `${card.url}#home`,
    url: card.url,
    name: card.title,
    image: shareImageUrl(card.photo),
    category: card.type,
    numberOfBedrooms: card.bedrooms,
    numberOfBathroomsTotal: card.bathrooms,
    floorSize: { '@type': 'QuantitativeValue', value: card.area, unitCode: 'MTK' },
    address: { '@type': 'PostalAddress', addressLocality: card.location, addressRegion: ctx.t.common.areaServed },
    offers: offerOf(card),
  };
}

/** The property cards on a page, in the order they are shown. */
/** The cards of one page of a list; `url` is that page's address (the list's own by default). */
export function propertyListJsonLd(ctx: PageContext, { name, route, cards, url }: { name: string; route: RouteKey; cards: ListingView[]; url?: string }): WithContext<PropertyList> {
  const pageUrl = url ?? ctx.url(route);
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    url: pageUrl,
    numberOfItems: cards.length,
    itemListElement: cards.map((card, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: propertyListingJsonLd(ctx, card),
    })),
  };
}
