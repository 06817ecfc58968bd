import type { Metadata } from 'next';
import { site } from '@/content/facts/site';
import { routePhotos, type RouteKey } from '@/content/facts/routes';
import { locales } from '@/content/locales';
import type { Photo } from '@/content/types';
import { absoluteUrl, languageAlternates, localizedPath } from '@/lib/i18n/paths';
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

export type PageMetaWords = { title: string; description: string; keywords: string[] };

/**
 * A page's metadata in one language: "<title> | <brand>", canonical to itself, hreflang alternates
 * to every edition (English as x-default), Open Graph with the other locales, and a share card.
 */
export function buildMetadata(ctx: PageContext, route: RouteKey, meta: PageMetaWords, options: { type?: 'website' | 'article' } = {}): Metadata {
  const url = absoluteUrl(localizedPath(ctx.locale, route));
  const fullTitle = `${meta.title} | ${site.brand}`;
  const photo = ctx.photo(routePhotos[route].share);
  const image = { url: shareImageUrl(photo), width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, alt: photo.alt };
  return {
    title: { absolute: fullTitle },
    description: meta.description,
    keywords: meta.keywords,
    alternates: { canonical: url, languages: languageAlternates(route) },
    openGraph: {
      type: options.type ?? 'website',
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
