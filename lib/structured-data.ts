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
  WebSiteLeaf,
  WithContext,
} from 'schema-dts';
import { siteRoutes } from '@/content/routes';
import { site } from '@/content/site';
import type { FaqItem, PageMeta, PropertyCard } from '@/content/types';
import { parseEuro } from '@/lib/format';
import { absoluteUrl, shareImageUrl } from '@/lib/metadata';

/** A listing is both something for sale (price, offer) and a place to live (address, rooms, floor area). */
export type PropertyListing = MergeLeafTypes<[ProductLeaf, AccommodationLeaf]>;

/** schema-dts's ItemList, with listings (a two-type node it has no union member for) as its items. */
export type PropertyList = Omit<ItemListLeaf, 'itemListElement'> & {
  itemListElement: (Omit<ListItemLeaf, 'item'> & { item: PropertyListing })[];
};

const CONTEXT = 'https://schema.org';
const LANGUAGE = site.locale.replace('_', '-');
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

/** The agency itself, on every page. */
export function realEstateAgentJsonLd(): WithContext<RealEstateAgentLeaf> {
  const logo = absoluteUrl(site.logoPath);
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateAgent',
    '@id': AGENT_ID,
    name: site.brand,
    description: site.about,
    url: absoluteUrl('/'),
    logo,
    image: logo,
    telephone: site.phoneNumber,
    areaServed: { '@type': 'Place', name: site.areaServed },
    openingHoursSpecification: { '@type': 'OpeningHoursSpecification', dayOfWeek: EVERY_DAY },
  };
}

/** The site's name for search results; on Home only. */
export function webSiteJsonLd(): WithContext<WebSiteLeaf> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: site.brand,
    url: absoluteUrl('/'),
    inLanguage: LANGUAGE,
    publisher: { '@id': AGENT_ID },
  };
}

/** Home → the page at `path`, named by its breadcrumb label in content/routes. */
export function breadcrumbJsonLd(path: string): WithContext<BreadcrumbListLeaf> {
  const home = siteRoutes.find((route) => route.meta.path === '/');
  const page = siteRoutes.find((route) => route.meta.path === path);
  if (!home || !page || page === home) throw new Error(`No breadcrumb trail for "${path}"`);
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [home, page].map((route, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: route.label,
      item: absoluteUrl(route.meta.path),
    })),
  };
}

/** The page's FAQ, question for question as the FaqList renders it. */
export function faqPageJsonLd(items: FaqItem[]): WithContext<FAQPageLeaf> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

type ArticleInput = {
  meta: PageMeta;
  /** The visible h1. */
  headline: string;
  author: string;
  /** ISO 8601 dates. */
  datePublished: string;
  dateModified: string;
};

export function articleJsonLd({ meta, headline, author, datePublished, dateModified }: ArticleInput): WithContext<ArticleLeaf> {
  const url = absoluteUrl(meta.path);
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline,
    description: meta.description,
    image: [shareImageUrl(meta.ogImage)],
    datePublished,
    dateModified,
    inLanguage: LANGUAGE,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: { '@type': 'Organization', name: author, url: absoluteUrl('/') },
    publisher: {
      '@type': 'Organization',
      '@id': AGENT_ID,
      name: site.brand,
      url: absoluteUrl('/'),
      logo: { '@type': 'ImageObject', url: absoluteUrl(site.logoPath) },
    },
  };
}

/** One property card as a listing: the price is read from the card's own euro text. */
export function propertyListingJsonLd(card: PropertyCard, pagePath: string): PropertyListing {
  return {
    '@type': ['Product', 'Accommodation'],
    '@id': `${absoluteUrl(pagePath)}#${card.id}`,
    name: card.title,
    image: shareImageUrl(card.image),
    category: card.type,
    numberOfBedrooms: card.bedrooms,
    numberOfBathroomsTotal: card.bathrooms,
    floorSize: { '@type': 'QuantitativeValue', value: card.area, unitCode: 'MTK' },
    address: { '@type': 'PostalAddress', addressLocality: card.location, addressRegion: site.areaServed },
    offers: {
      '@type': 'Offer',
      price: parseEuro(card.price),
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(pagePath),
      seller: { '@id': AGENT_ID },
    },
  };
}

/** The property cards on a page, in the order they are shown. */
export function propertyListJsonLd({ name, path, cards }: { name: string; path: string; cards: PropertyCard[] }): WithContext<PropertyList> {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    url: absoluteUrl(path),
    numberOfItems: cards.length,
    itemListElement: cards.map((card, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: propertyListingJsonLd(card, path),
    })),
  };
}
