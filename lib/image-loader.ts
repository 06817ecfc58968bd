type LoaderArgs = { src: string; width: number; quality?: number };

/** Asks the stock photo host for a right-sized, modern-format copy of the photo. */
export default function stockImageLoader({ src, width, quality }: LoaderArgs): string {
  const url = new URL(src);
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(quality ?? 70));
  url.searchParams.set('auto', 'format');
  url.searchParams.set('fit', 'crop');
  return url.toString();
}
