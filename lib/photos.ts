import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stockPhotoUrl, type PhotoKey } from '@/content/facts/photos';

/**
 * Which photos the site serves itself: scripts/photos/build.mjs encodes the fetched stock photos
 * (content/photos/stock/) and every listing's own photos (content/listings/<id>/) into
 * public/photos/ and lists them in its manifest. A stock photo not in it is loaded from the stock host.
 */
export const PHOTO_MANIFEST = 'public/photos/manifest.json';

export type PhotoManifest = {
  widths: number[];
  /** Stock photo keys served from /photos/stock/<key>/. */
  stock: string[];
  /** Each listing's own photo files, served from /photos/listings/<id>/<name>/. */
  listings: Record<string, string[]>;
};

export function loadPhotoManifest(root = process.cwd()): PhotoManifest | null {
  const file = join(root, PHOTO_MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PhotoManifest) : null;
}

export const photoManifest = loadPhotoManifest();

/** A stock photo's address: the site's own copy when the build made one, else the stock host's. */
export function stockPhotoSrc(key: PhotoKey, manifest: PhotoManifest | null = photoManifest): string {
  return manifest?.stock.includes(key) ? `/photos/stock/${key}` : stockPhotoUrl(key);
}

/** A listing's own photo, as the build encoded it (the image loader adds the width and format). */
export function ownPhotoSrc(listingId: string, file: string, manifest: PhotoManifest | null = photoManifest): string {
  if (!manifest?.listings[listingId]?.includes(file)) {
    throw new Error(`content/listings/${listingId}/${file} has not been encoded: npm run build encodes every listing's own photos first (scripts/photos/build.mjs)`);
  }
  return `/photos/listings/${listingId}/${file.replace(/\.\w+$/, '')}`;
}
