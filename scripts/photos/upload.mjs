// Puts the site's photo encodings in the agency's photo bucket (any S3-compatible store: Cloudflare R2
// by default), each folder under its content key (scripts/photos/build.mjs), so pages built with
// NEXT_PUBLIC_PHOTOS_BASE_URL find them there. A folder already complete in the bucket (its marker
// object, written last, is there) is not sent again: a deploy uploads only new or changed photos, and
// since a key names exactly one content, every object is cached for a year as immutable.
//
// Usage: npm run photos:upload (after npm run build), with
//   PHOTOS_BUCKET                 the bucket's name
//   PHOTOS_S3_ENDPOINT            the S3 API address: https://<account id>.r2.cloudflarestorage.com for R2
//   PHOTOS_S3_ACCESS_KEY_ID, PHOTOS_S3_SECRET_ACCESS_KEY   a key that may write to the bucket
//   PHOTOS_S3_REGION              optional; "auto" (R2's) unless set
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { AwsClient } from 'aws4fetch';
import { COMPLETE_MARKER, eachLimited } from './build.mjs';

export { COMPLETE_MARKER };
const TYPES = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The bucket's settings from the environment; throws naming every one missing. */
export function bucketFromEnv(env = process.env) {
  const names = ['PHOTOS_BUCKET', 'PHOTOS_S3_ENDPOINT', 'PHOTOS_S3_ACCESS_KEY_ID', 'PHOTOS_S3_SECRET_ACCESS_KEY'];
  const missing = names.filter((name) => !env[name]);
  if (missing.length) throw new Error(`photos:upload needs ${missing.join(', ')} (README, "Photos at scale")`);
  let endpoint;
  try {
    endpoint = new URL(env.PHOTOS_S3_ENDPOINT);
  } catch {
    throw new Error(`PHOTOS_S3_ENDPOINT is not a URL: ${env.PHOTOS_S3_ENDPOINT}`);
  }
  return {
    bucket: env.PHOTOS_BUCKET,
    endpoint: endpoint.toString().replace(/\/+$/, ''),
    accessKeyId: env.PHOTOS_S3_ACCESS_KEY_ID,
    secretAccessKey: env.PHOTOS_S3_SECRET_ACCESS_KEY,
    region: env.PHOTOS_S3_REGION || 'auto',
  };
}

/**
 * Where the CMS at /admin uploads the originals of staff's photos: the photo bucket, under
 * originals/ (ORIGINALS_PREFIX), through its S3 API with a key of staff's own (its ID here, its secret
 * typed once into the CMS in each browser, never in the build). Set by PHOTOS_BUCKET,
 * PHOTOS_S3_ENDPOINT, NEXT_PUBLIC_PHOTOS_BASE_URL and CMS_PHOTOS_ACCESS_KEY_ID (PHOTOS_S3_REGION
 * optional). { bucket: null, missing: [] } when none is set (photos are committed beside the listing
 * files, as without a bucket); `missing` names what a partial setting lacks.
 */
export function cmsBucketFromEnv(env = process.env) {
  const names = ['PHOTOS_BUCKET', 'PHOTOS_S3_ENDPOINT', 'NEXT_PUBLIC_PHOTOS_BASE_URL', 'CMS_PHOTOS_ACCESS_KEY_ID'];
  const set = names.filter((name) => env[name]?.trim());
  if (!env.CMS_PHOTOS_ACCESS_KEY_ID?.trim()) return { bucket: null, missing: [] };
  const missing = names.filter((name) => !set.includes(name));
  if (missing.length) return { bucket: null, missing };
  return {
    bucket: {
      bucket: env.PHOTOS_BUCKET.trim(),
      endpoint: env.PHOTOS_S3_ENDPOINT.trim().replace(/\/+$/, ''),
      region: env.PHOTOS_S3_REGION?.trim() || 'auto',
      accessKeyId: env.CMS_PHOTOS_ACCESS_KEY_ID.trim(),
      publicUrl: env.NEXT_PUBLIC_PHOTOS_BASE_URL.trim().replace(/\/+$/, ''),
    },
    missing: [],
  };
}

/**
 * Uploads every folder of `photosDir` (public/photos) that its manifest gives a content key and the
 * bucket does not have complete. Returns what it sent and what it found there.
 */
export async function uploadPhotos({ photosDir, bucket, concurrency = 8, log = () => {} }) {
  const manifestFile = join(photosDir, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build first`);
  const keys = JSON.parse(readFileSync(manifestFile, 'utf8')).keys ?? {};
  const client = new AwsClient({ accessKeyId: bucket.accessKeyId, secretAccessKey: bucket.secretAccessKey, service: 's3', region: bucket.region });
  const objectUrl = (name) => `${bucket.endpoint}/${encodeURIComponent(bucket.bucket)}/${name.split('/').map(encodeURIComponent).join('/')}`;
  const send = async (method, name, init = {}) => {
    const response = await client.fetch(objectUrl(name), { method, ...init });
    if (method === 'HEAD' && response.status === 404) return false;
    if (!response.ok) throw new Error(`photos:upload: ${method} ${name} answered ${response.status} ${(await response.text()).slice(0, 300)}`);
    return true;
  };
  const result = { folders: 0, files: 0, bytes: 0, present: 0 };
  await eachLimited(Object.entries(keys), concurrency, async ([folder, key]) => {
    if (await send('HEAD', `${key}/${COMPLETE_MARKER}`)) {
      result.present += 1;
      return;
    }
    const dir = join(photosDir, folder);
    if (!existsSync(dir)) throw new Error(`photos:upload: ${folder} is in the manifest but not in ${photosDir}: run npm run build again`);
    for (const name of readdirSync(dir)) {
      const type = TYPES[name.split('.').pop()];
      if (!type) continue;
      const body = readFileSync(join(dir, name));
      await send('PUT', `${key}/${name}`, { body, headers: { 'Content-Type': type, 'Cache-Control': CACHE_CONTROL } });
      result.files += 1;
      result.bytes += body.length;
    }
    await send('PUT', `${key}/${COMPLETE_MARKER}`, { body: folder, headers: { 'Content-Type': 'text/plain', 'Cache-Control': CACHE_CONTROL } });
    result.folders += 1;
    log(`photos:upload: ${folder} → ${key}/`);
  });
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  Promise.resolve()
    .then(async () => {
      const bucket = bucketFromEnv();
      const result = await uploadPhotos({ photosDir: join(process.cwd(), 'public/photos'), bucket });
      console.log(
        `photos:upload: ${result.folders} photos sent (${result.files} files, ${(result.bytes / 1048576).toFixed(1)} MiB), ${result.present} already in ${bucket.bucket}, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    })
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
