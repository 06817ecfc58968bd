import type { Metadata } from 'next';
import { isOwnPhotoSrc, ownPhotoFileUrl, site } from '@/content/facts/site';
import { routePhotos, type RouteKey } from '@/content/facts/routes';
import { locales, type Locale } from '@/content/locales';
import type { Photo } from '@/content/types';
import { absoluteUrl, alternatesOf, localizedPath } from '@/lib/i18n/paths';
import type { PageContext } from '@/lib/i18n/page';

export { absoluteUrl };

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** A 1200×630 crop of a photo, for link previews: the one the build made of the site's own (og.jpg), or the stock host's. */
export function shareImageUrl(photo: Pick<Photo, 'src'>): string {
  if (isOwnPhotoSrc(photo.src)) return ownPhotoFileUrl(photo.src, 'og.jpg');
  const url = new URL(photo.src);
  url.searchParams.set('w', String(OG_IMAGE_WIDTH));
  url.searchParams.set('h', String(OG_IMAGE_HEIGHT));
  url.searchParams.set('fit', 'crop');
  url.searchParams.set('q', '70');
  url.searchParams.set('auto', 'format');
  return url.toString();
}

/** Search results show about 60 characters of a title before cutting it. */
export const SHORT_TITLE = 60;

/**
 * Every page's title is "<title> | <brand>": Next fills this template (set once, on the document's
 * layouts: `documentMetadata`) with the title a page gives.
 */
export const TITLE_TEMPLATE = `%s | ${site.brand}`;
export const documentTitle = { default: site.brand, template: TITLE_TEMPLATE } as const;

/**
 * The title as a visitor sees it; with `brandIfShort`, the title alone where the brand would push it
 * past SHORT_TITLE (a listing's own name and price matter more to a searcher than the agency's name,
 * which results show beside the title anyway).
 */
function withBrand(title: string, brandIfShort = false): string {
  const branded = TITLE_TEMPLATE.replace('%s', title);
  return !brandIfShort || branded.length <= SHORT_TITLE ? branded : title;
}

export type PageMetaWords = { title: string; description: string; keywords?: string[] };

/** The page builder's options; `pathIn` gives the page's address in each language (none: a 404). */
export type PageMetadataOptions = {
  pathIn?: (locale: Locale) => string;
  meta: PageMetaWords;
  /** The share card's photo (the Home page's when none is given). */
  photo?: Photo;
  type?: 'website' | 'article';
  brandIfShort?: boolean;
  /** Not for search: the brochure, the thank-you page, a 404, page 1 of a list. */
  robots?: { index: boolean; follow: boolean };
  /** Where search engines should look instead (page 1 of a list: the list). */
  canonical?: string;
};

/** A route's metadata in one language (its share photo from the route table). */
export function buildMetadata(ctx: PageContext, route: RouteKey, meta: PageMetaWords, options: { type?: 'website' | 'article' } = {}): Metadata {
  const metadata = pageMetadata(ctx, { pathIn: (locale) => localizedPath(locale, route), meta, photo: ctx.photo(routePhotos[route].share), type: options.type });
  // Home is the page of the layout's own segment, and Next applies a layout's title template to the
  // segments below it only: Home's title carries the brand itself.
  return route === 'home' ? { ...metadata, title: { absolute: withBrand(meta.title) } } : metadata;
}

/**
 * Every page's metadata, one builder: the title (the layouts' template adds the brand), canonical to
 * itself, hreflang alternates to every edition (English as x-default), Open Graph with the other
 * locales, a share card and, for pages not meant for search, robots.
 */
export function pageMetadata(ctx: PageContext, { pathIn, meta, photo, type = 'website', brandIfShort = false, robots, canonical }: PageMetadataOptions): Metadata {
  const url = pathIn ? absoluteUrl(pathIn(ctx.locale)) : undefined;
  const fullTitle = withBrand(meta.title, brandIfShort);
  const sharePhoto = photo ?? ctx.photo(routePhotos.home.share);
  const image = { url: shareImageUrl(sharePhoto), width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, alt: sharePhoto.alt };
  return {
    // The brand comes from the template; `absolute` only where it is left out.
    title: fullTitle === meta.title ? { absolute: meta.title } : meta.title,
    description: meta.description,
    ...(meta.keywords?.length ? { keywords: meta.keywords } : {}),
    ...(pathIn ? { alternates: { canonical: canonical ?? url, languages: alternatesOf(pathIn) } } : {}),
    ...(robots ? { robots } : {}),
    openGraph: {
      type,
      ...(url ? { url } : {}),
      title: fullTitle,
      description: meta.description,
      siteName: site.brand,
      locale: ctx.info.ogLocale,
      alternateLocale: locales.filter((locale) => locale.code !== ctx.locale).map((locale) => locale.ogLocale),
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: meta.description,
      images: [image],
    },
  };
}

/**
 * A page outside the layouts (`app/global-not-found.tsx`) has no parent to take the title template
 * from: the same template is applied here.
 */
export function outsideLayouts(metadata: Metadata): Metadata {
  // Next gives the global 404 its own robots noindex tag: a second one would only repeat it.
  const rest = { ...metadata };
  delete rest.robots;
  const { title } = metadata;
  return { ...rest, metadataBase: new URL(site.url), applicationName: site.brand, title: typeof title === 'string' ? { absolute: withBrand(title) } : title };
}
