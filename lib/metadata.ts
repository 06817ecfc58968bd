import type { Metadata } from 'next';
import { site } from '@/content/facts/site';
import { routePhotos, type RouteKey } from '@/content/facts/routes';
import { locales, type Locale } from '@/content/locales';
import type { Photo } from '@/content/types';
import { absoluteUrl, alternatesOf, localizedPath } from '@/lib/i18n/paths';
import type { PageContext } from '@/lib/i18n/page';

export { absoluteUrl };

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** A 1200×630 crop of a stock photo, for link previews. */
export function shareImageUrl(photo: Pick<Photo, 'src'>): string {
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
 * "<title> | <brand>"; with `brandIfShort`, the title alone where the brand would push it past
 * SHORT_TITLE (a listing's own name and price matter more to a searcher than the agency's name,
 * which results show beside the title anyway).
 */
export function withBrand(title: string, brandIfShort = false): string {
  const branded = `${title} | ${site.brand}`;
  return !brandIfShort || branded.length <= SHORT_TITLE ? branded : title;
}

export type PageMetaWords = { title: string; description: string; keywords: string[] };

/**
 * A page's metadata in one language: "<title> | <brand>", canonical to itself, hreflang alternates
 * to every edition (English as x-default), Open Graph with the other locales, and a share card.
 */
export function buildMetadata(ctx: PageContext, route: RouteKey, meta: PageMetaWords, options: { type?: 'website' | 'article' } = {}): Metadata {
  return pageMetadata(ctx, { pathIn: (locale) => localizedPath(locale, route), meta, photo: ctx.photo(routePhotos[route].share), type: options.type });
}

/** The same for any page: `pathIn` gives its address in each language (a listing's page, for one). */
export function pageMetadata(
  ctx: PageContext,
  {
    pathIn,
    meta,
    photo,
    type = 'website',
    brandIfShort = false,
  }: { pathIn: (locale: Locale) => string; meta: PageMetaWords; photo: Photo; type?: 'website' | 'article'; brandIfShort?: boolean },
): Metadata {
  const url = absoluteUrl(pathIn(ctx.locale));
  const fullTitle = withBrand(meta.title, brandIfShort);
  const image = { url: shareImageUrl(photo), width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, alt: photo.alt };
  return {
    title: { absolute: fullTitle },
    description: meta.description,
    keywords: meta.keywords,
    alternates: { canonical: url, languages: alternatesOf(pathIn) },
    openGraph: {
      type,
      url,
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
