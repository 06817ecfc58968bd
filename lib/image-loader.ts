import { isOwnPhotoSrc } from '@/content/facts/site';

type LoaderArgs = { src: string; width: number; quality?: number };

/**
 * The site's own photos (/photos/… or in the photo bucket, encoded by scripts/photos/build.mjs in every width next/image
 * asks for) by width, as WebP (components/ui/stock-photo.tsx offers the AVIF beside it); a stock
 * photo still at its host is asked for right-sized and in a modern format.
 */
export default function imageLoader({ src, width, quality }: LoaderArgs): string {
  if (isOwnPhotoSrc(src)) return `${src}/${width}.webp`;
  const url = new URL(src);
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(quality ?? 70));
  url.searchParams.set('auto', 'format');
  url.searchParams.set('fit', 'crop');
  return url.toString();
}
