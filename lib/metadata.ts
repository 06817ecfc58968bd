import type { Metadata } from 'next';
import { site } from '@/content/site';
import type { PageMeta, Photo } from '@/content/types';

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

export function absoluteUrl(path: string): string {
  return path === '/' ? `${site.url}/` : `${site.url}${path}`;
}

/** A 1200×630 crop of a stock photo, for link previews. */
export function shareImageUrl(photo: Photo): string {
  const url = new URL(photo.src);
  url.searchParams.set('w', String(OG_IMAGE_WIDTH));
  url.searchParams.set('h', String(OG_IMAGE_HEIGHT));
  url.searchParams.set('fit', 'crop');
  url.searchParams.set('q', '70');
  url.searchParams.set('auto', 'format');
  return url.toString();
}

/** Page metadata from content: "<title> | <brand>", canonical, Open Graph and Twitter card. */
export function buildMetadata(page: PageMeta, options: { type?: 'website' | 'article' } = {}): Metadata {
  const url = absoluteUrl(page.path);
  const fullTitle = `${page.title} | ${site.brand}`;
  const image = {
    url: shareImageUrl(page.ogImage),
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    alt: page.ogImage.alt,
  };
  return {
    title: { absolute: fullTitle },
    description: page.description,
    keywords: page.keywords,
    alternates: { canonical: url },
    openGraph: {
      type: options.type ?? 'website',
      url,
      title: fullTitle,
      description: page.description,
      siteName: site.brand,
      locale: site.locale,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: page.description,
      images: [image],
    },
  };
}
