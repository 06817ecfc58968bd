import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stockPhotoUrl, type PhotoKey } from '@/content/facts/photos';
import { photoStore } from '@/content/facts/site';

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
  /**
   * Each encoded folder's content key (`stock/<key>` or `listings/<id>/<name>`, the file's name without its extension, → a hash of the original
   * and of how it is encoded): its name in the photo bucket, so a changed photo gets a new address
   * and a cache never serves an old one (scripts/photos/build.mjs, upload.mjs).
   */
  keys?: Record<string, string>;
};

/** Where a folder of encodings is served: the photo bucket under its content key when one is configured, else out/photos. */
function servedAt(folder: string, local: string, manifest: PhotoManifest | null, base: string | null): string {
  if (!base) return local;
  const key = manifest?.keys?.[folder];
  if (!key) throw new Error(`${folder} has no content key in ${PHOTO_MANIFEST}: npm run build encodes the photos first (scripts/photos/build.mjs)`);
  return `${base}/${key}`;
}

export function loadPhotoManifest(root = process.cwd()): PhotoManifest | null {
  const file = join(root, PHOTO_MANIFEST);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PhotoManifest) : null;
}

export const photoManifest = loadPhotoManifest();

/** A stock photo's address: the site's own copy when the build made one, else the stock host's. */
export function stockPhotoSrc(key: PhotoKey, manifest: PhotoManifest | null = photoManifest, base: string | null = photoStore.baseUrl): string {
  return manifest?.stock.includes(key) ? servedAt(`stock/${key}`, `/photos/stock/${key}`, manifest, base) : stockPhotoUrl(key);
}

/** A listing's own photo, as the build encoded it (the image loader adds the width and format). */
export function ownPhotoSrc(listingId: string, file: string, manifest: PhotoManifest | null = photoManifest, base: string | null = photoStore.baseUrl): string {
  if (!manifest?.listings[listingId]?.includes(file)) {
    throw new Error(`content/listings/${listingId}/${file} has not been encoded: npm run build encodes every listing's own photos first (scripts/photos/build.mjs)`);
  }
  const name = file.replace(/\.\w+$/, '');
  return servedAt(`listings/${listingId}/${name}`, `/photos/listings/${listingId}/${name}`, manifest, base);
}
