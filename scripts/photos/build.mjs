// Run before next build: encodes the photos the site serves itself into public/photos/, every width
// next/image asks for (scripts/photos/sizes.mjs) as WebP and AVIF, and writes the manifest the pages
// read (lib/photos.ts):
// - the stock photos fetched by `npm run photos` (content/photos/stock/<key>.jpg); one not fetched
//   stays at the stock host, and this script says so;
// - every listing's own photos and floor plans, the files its listing file names (content/listings/<id>/<file>),
//   or the originals the CMS uploaded to the photo bucket, which it names by address (<bucket>/originals/<file>):
//   those are read from there, and only when the bucket lacks their encodings.
// A listing photo that is missing, unreadable or narrower than MIN_PHOTO_WIDTH stops the build, named.
// An encoding newer than its source is kept, so a second build encodes only what changed.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, extname, join, relative, resolve } from 'node:path';
import sharp from 'sharp';
import { MIN_PHOTO_WIDTH, MIN_PLAN_WIDTH, PHOTO_WIDTHS, PORTAL_WIDTH } from './sizes.mjs';

const SOURCE_TYPES = /\.(jpe?g|png|webp|avif)$/i;

/** How a photo is encoded (widths, formats, qualities, crops): part of every content key, so a change here renames every encoding. */
// Efforts measured on generated 1920 px photos (2026-12-02, this 2-core machine): AVIF at effort 0 took
// 0.3 s where effort 2 took 1.3 s (and 0.9 s against 6.9 s for four widths of a detailed photo), for
// 3% fewer bytes; WebP at effort 2, 0.3 s against 0.7 s for the same bytes. Encoding is what a deploy
// with new photos waits on (npm run scale), so the fast efforts; the quality setting is what the eye sees.
const FORMATS = [['webp', { quality: 70, effort: 2 }], ['avif', { quality: 50, effort: 0 }]];
const SHARE = { width: 1200, height: 630, fit: 'cover', jpeg: { quality: 75, mozjpeg: true } };
const PORTAL = { width: PORTAL_WIDTH, jpeg: { quality: 80, mozjpeg: true } };
/** The widest any encoding is: a photo is decoded once, at most this wide, and every encoding made from those pixels. */
const DECODED_WIDTH = Math.max(...PHOTO_WIDTHS, SHARE.width, PORTAL.width);
const RECIPE = JSON.stringify({ widths: PHOTO_WIDTHS, formats: FORMATS, share: SHARE, portal: PORTAL, decoded: DECODED_WIDTH });

/** The object the upload writes last into a folder of the bucket: its presence says every encoding is there (scripts/photos/upload.mjs). */
export const COMPLETE_MARKER = '.complete';

/**
 * With a photo bucket configured, whether it serves a complete folder under `key`: one HEAD of its
 * marker at the public address. Any failure counts as no, so the photo is encoded here instead.
 */
export function bucketHas(base) {
  if (!base) return null;
  return async (key) => {
    try {
      return (await fetch(`${base.replace(/\/+$/, '')}/${key}/${COMPLETE_MARKER}`, { method: 'HEAD' })).ok;
    } catch {
      return false;
    }
  };
}

/**
 * The content key of a folder of encodings: a hash of the original's bytes and of the recipe (and
 * whether it has a portal JPEG). The photo bucket names the folder by it (scripts/photos/upload.mjs),
 * so an address never changes its bytes and a changed photo is a new address.
 */
export function contentKey(bytes, { portal = false } = {}) {
  return createHash('sha256').update(RECIPE).update(portal ? 'portal' : '').update(bytes).digest('hex').slice(0, 32);
}

/**
 * Where `npm run photos` keeps the stock originals: content/photos/stock, committed by the agency.
 * STOCK_PHOTOS_DIR points the build elsewhere (the e2e build's stand-in photos, never committed).
 */
export function stockDir(root = process.cwd()) {
  return resolve(root, process.env.STOCK_PHOTOS_DIR || 'content/photos/stock');
}

/** The stock originals present: key → file. */
function stockSources(root, keys) {
  const dir = stockDir(root);
  const present = existsSync(dir) ? readdirSync(dir).filter((name) => SOURCE_TYPES.test(name)) : [];
  return Object.fromEntries(keys.flatMap((key) => {
    const name = present.find((file) => file.replace(extname(file), '') === key);
    return name ? [[key, join(dir, name)]] : [];
  }));
}

/** Where the CMS puts the originals it uploads, under the photo bucket's public address (lib/cms/config.ts). */
export const ORIGINALS_PREFIX = 'originals/';

/** Whether a listing file names its photo by an address (an original in the photo bucket) rather than a file beside it. */
const isAddress = (value) => /^https?:\/\//i.test(value);

/** Every own photo the listing files name: [{ id, file, path, url, plan }]; `url` for an original in the photo bucket. */
function listingSources(root) {
  const dir = join(root, 'content/listings');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const id = basename(name, '.json');
      let data;
      try {
        data = JSON.parse(readFileSync(join(dir, name), 'utf8'));
      } catch {
        return []; // The listing loader names a malformed file; nothing to encode here.
      }
      const list = (value) => (Array.isArray(value) ? value : []).filter((entry) => entry && typeof entry === 'object' && typeof entry.file === 'string');
      // An own photo's or a floor plan's file, as a name (a CMS's image field may write a path: only its name counts, as in the listing schema).
      const file = (entry) => entry.file.split('/').pop();
      const source = (entry, plan) => ({ id, file: file(entry), path: join(dir, id, file(entry)), url: isAddress(entry.file) ? entry.file : null, plan });
      return [
        ...list(data?.photos).filter((photo) => photo.type === 'own').map((photo) => source(photo, false)),
        ...list(data?.floorPlans).map((plan) => source(plan, true)),
      ];
    });
}

/** What a photo's encodings are made from: a file beside its listing file. */
function fileOriginal(path, label) {
  return {
    label,
    // A header read: a photo too narrow stops the build even when its encodings are up to date.
    check: async (minWidth) => checkWidth(await readMetadata(path, label), label, minWidth),
    key: async (portal) => contentKey(await readFile(path), { portal }),
    stale: (target) => !existsSync(target) || statSync(target).mtimeMs < statSync(path).mtimeMs,
    input: async () => path,
  };
}

/**
 * An original the CMS uploaded to the photo bucket (`url`, under ORIGINALS_PREFIX). Its content key
 * comes from the bucket's ETag, one HEAD, so a deploy downloads only the originals whose encodings
 * the bucket lacks. `encodedKey` is the key its encodings here were made under (the last manifest's).
 */
function bucketOriginal(url, label, encodedKey) {
  let etag;
  const head = async () => {
    let response;
    try {
      response = await fetch(url, { method: 'HEAD' });
    } catch (error) {
      throw new Error(`${label}: the photo bucket could not be reached for ${url} (${error.cause?.code ?? error.message})`);
    }
    if (!response.ok) throw new Error(`${label}: the photo bucket answered ${response.status} for ${url}: upload the photo again in the CMS, or remove it from the listing`);
    return response.headers.get('etag');
  };
  return {
    label,
    check: async () => {},
    key: async (portal) => {
      etag = await head();
      // A strong ETag names one content (R2 and S3: the MD5 of a file sent in one part); without one, the bytes do.
      if (etag && !etag.startsWith('W/')) return contentKey(Buffer.from(`${url}\n${etag}`), { portal });
      return contentKey(await download(), { portal });
    },
    stale: (target, key) => !existsSync(target) || encodedKey !== key,
    input: () => download(),
  };
  async function download() {
    let response;
    try {
      response = await fetch(url);
    } catch (error) {
      throw new Error(`${label}: the photo bucket could not be reached for ${url} (${error.cause?.code ?? error.message})`);
    }
    if (!response.ok) throw new Error(`${label}: the photo bucket answered ${response.status} for ${url}: upload the photo again in the CMS, or remove it from the listing`);
    return Buffer.from(await response.arrayBuffer());
  }
}

async function readMetadata(input, label) {
  try {
    return await sharp(input).metadata();
  } catch (error) {
    throw new Error(`${label}: not an image sharp can read (${error.message})`);
  }
}

function checkWidth(meta, label, minWidth) {
  if (!meta.width || meta.width < minWidth) {
    throw new Error(`${label}: ${meta.width ?? '?'} pixels wide; ${minWidth === MIN_PHOTO_WIDTH ? `a photo needs at least ${MIN_PHOTO_WIDTH} for a card on a phone and the gallery on a laptop` : `a floor plan needs at least ${minWidth} to be read full size`}`);
  }
}

/**
 * Encodes `original` into `outDir/<width>.webp|avif` unless those are up to date; fails naming the
 * photo when it cannot. A listing's own photo (`portal`) also gets the JPEG the portal feed offers,
 * PORTAL_WIDTH wide or as wide as the photo is (never below MIN_PHOTO_WIDTH): portals import JPEG.
 */
async function encode(original, outDir, { portal = false, minWidth = MIN_PHOTO_WIDTH, inBucket = null, slot = (work) => work() } = {}) {
  await original.check(minWidth);
  const jobs = PHOTO_WIDTHS.flatMap((width) =>
    FORMATS.map(([format, options]) => ({ target: join(outDir, `${width}.${format}`), make: (image) => image.resize({ width, withoutEnlargement: true })[format](options) })),
  );
  // The link preview: a 1200×630 crop, as JPEG, which every messenger and social site reads.
  jobs.push({ target: join(outDir, 'og.jpg'), make: (image) => image.resize({ width: SHARE.width, height: SHARE.height, fit: SHARE.fit }).jpeg(SHARE.jpeg) });
  if (portal) jobs.push({ target: join(outDir, 'portal.jpg'), make: (image) => image.resize({ width: PORTAL.width, withoutEnlargement: true }).jpeg(PORTAL.jpeg) });
  const key = await original.key(portal);
  const todo = jobs.filter((job) => original.stale(job.target, key));
  // Encodings the photo bucket already holds complete are not made again (a fresh CI machine has none).
  if (todo.length > 0 && inBucket && (await inBucket(key))) return { encoded: 0, key, inBucket: true };
  if (todo.length === 0) return { encoded: 0, key, inBucket: false };
  const input = await original.input();
  if (typeof input !== 'string') checkWidth(await readMetadata(input, original.label), original.label, minWidth);
  mkdirSync(outDir, { recursive: true });
  await slot(async () => {
    // Decoded once (a phone's 12-megapixel JPEG took as long to decode as to encode, once per encoding).
    const { data, info } = await sharp(input).rotate().resize({ width: DECODED_WIDTH, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    // All at once: sharp runs them on libuv's threads, so every core encodes (a single encode barely uses two).
    await Promise.all(todo.map((job) => job.make(sharp(data, raw)).toFile(job.target)));
  });
  return { encoded: todo.length, key, inBucket: false };
}

/** Runs the work given to it one at a time, in the order given (a failure does not stop the next). */
function oneAtATime() {
  let last = Promise.resolve();
  return (work) => {
    const run = last.then(work);
    last = run.catch(() => {});
    return run;
  };
}

/** Runs `work` on each item, `limit` at a time. */
export async function eachLimited(items, limit, work) {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

export async function buildPhotos(root = process.cwd(), { photosBase = process.env.NEXT_PUBLIC_PHOTOS_BASE_URL } = {}) {
  const registry = JSON.parse(readFileSync(join(root, 'content/facts/photos.json'), 'utf8'));
  const keys = Object.keys(registry.photos);
  const out = join(root, 'public/photos');
  const stock = stockSources(root, keys);
  const own = listingSources(root);
  const problems = [];
  let encoded = 0;
  /** Encoded folder (relative to public/photos) → content key. */
  const contentKeys = {};
  let inBucket = 0;
  const has = bucketHas(photosBase);
  // Reading, hashing and asking the bucket run 16 photos at a time (at 30,000 photos, one at a time
  // would be minutes of waiting on the network); encoding runs one photo at a time, on every core.
  const queue = oneAtATime();
  /** How long the encoding itself took, of the whole step (the rest is reading and asking the bucket). */
  let encodingMs = 0;
  const slot = (work) =>
    queue(async () => {
      const started = Date.now();
      try {
        return await work();
      } finally {
        encodingMs += Date.now() - started;
      }
    });
  const encodeInto = async (original, folder, options) => {
    const result = await encode(original, join(out, folder), { ...options, inBucket: has, slot });
    encoded += result.encoded;
    if (result.inBucket) inBucket += 1;
    contentKeys[folder] = result.key;
  };

  // The keys the encodings here were made under, by the last build (an original in the bucket has no file time to compare).
  const previous = (() => {
    try {
      return JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')).keys ?? {};
    } catch {
      return {};
    }
  })();
  const originals = photosBase ? `${photosBase.replace(/\/+$/, '')}/${ORIGINALS_PREFIX}` : null;
  await eachLimited(own, 16, async ({ id, file, path, url, plan }) => {
    const label = url ? `content/listings/${id}.json: ${url}` : `content/listings/${id}/${file}`;
    if (url && originals && !url.startsWith(originals)) {
      problems.push(`${label}: a photo by address must be in the agency's photo bucket (${originals}), where the CMS uploads it`);
      return;
    }
    if (!url && !existsSync(path)) {
      problems.push(`${label}: content/listings/${id}.json names this photo, but the file is not there`);
      return;
    }
    try {
      const folder = `listings/${id}/${file.replace(extname(file), '')}`;
      await encodeInto(url ? bucketOriginal(url, label, previous[folder]) : fileOriginal(path, label), folder, plan ? { minWidth: MIN_PLAN_WIDTH } : { portal: true });
    } catch (error) {
      problems.push(error.message);
    }
  });
  for (const [key, path] of Object.entries(stock)) {
    try {
      await encodeInto(fileOriginal(path, relative(root, path)), `stock/${key}`);
    } catch (error) {
      problems.push(error.message);
    }
  }
  if (problems.length) throw new Error(problems.sort().join('\n'));

  // Photos of a listing deleted or changed since the last build are not shipped.
  const listings = {};
  for (const { id, file } of own) if (!listings[id]?.includes(file)) (listings[id] ??= []).push(file);
  for (const kind of ['listings', 'stock']) {
    const dir = join(out, kind);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const keep = kind === 'stock' ? name in stock : name in listings;
      if (!keep) rmSync(join(dir, name), { recursive: true, force: true });
      else if (kind === 'listings') {
        const names = new Set(listings[name].map((file) => file.replace(extname(file), '')));
        for (const photo of readdirSync(join(dir, name))) if (!names.has(photo)) rmSync(join(dir, name, photo), { recursive: true, force: true });
      }
    }
  }
  mkdirSync(out, { recursive: true });
  const manifest = { widths: PHOTO_WIDTHS, stock: Object.keys(stock).sort(), listings, keys: Object.fromEntries(Object.entries(contentKeys).sort(([a], [b]) => a.localeCompare(b))) };
  writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const missing = keys.filter((key) => !(key in stock));
  return { encoded, inBucket, own: own.length, stock: Object.keys(stock).length, missing, encodingMs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  buildPhotos().then((result) => {
    console.log(`photos: ${result.own} own and ${result.stock} stock photos served by the site (${result.encoded} files encoded now, in ${PHOTO_WIDTHS.length} widths, WebP and AVIF${result.inBucket ? `; ${result.inBucket} already in the photo bucket, not encoded again` : ''}) in ${((Date.now() - started) / 1000).toFixed(1)} s, ${(result.encodingMs / 1000).toFixed(1)} s of it encoding`);
    if (result.missing.length) {
      console.warn(`photos: warning: ${result.missing.length} of ${result.missing.length + result.stock} stock photos are not in ${relative(process.cwd(), stockDir())}, so pages load them from the stock host, which sees each visitor's IP address (the privacy policy says so). Run npm run photos on a machine with internet, then commit content/photos/stock.`);
    }
  }, (error) => {
    console.error(`photos: ${error.message}`);
    process.exit(1);
  });
}
