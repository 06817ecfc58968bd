/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { COMPLETE_MARKER, bucketFromEnv, uploadPhotos, type Bucket } from '../../scripts/photos/upload.mjs';
import { leavePhotosOut } from '../../scripts/photos/leave-out.mjs';
import { buildPhotos, contentKey } from '../../scripts/photos/build.mjs';
import { cpSync } from 'node:fs';
import sharp from 'sharp';
import { ownPhotoSrc, stockPhotoSrc, type PhotoManifest } from '@/lib/photos';
import { configuredRules } from '../../scripts/finish-export/index.mjs';
import { parseHeadersFile } from '../../scripts/security-headers.mjs';

/*
 * The photo bucket, against a real S3 server on this machine (s3rver: the S3 API on disk; it checks a
 * request's access key, not its V4 signature, which aws4fetch computes as R2 and S3 verify it): the upload sends each photo's encodings once under its content key, a second
 * deploy sends nothing, and pages built for the bucket name it.
 */

let server: S3rver;
let dir: string;
let bucket: Bucket;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'photo-bucket-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: 'agency-photos', configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  bucket = bucketFromEnv({
    PHOTOS_BUCKET: 'agency-photos',
    PHOTOS_S3_ENDPOINT: `http://127.0.0.1:${port}`,
    PHOTOS_S3_ACCESS_KEY_ID: 'S3RVER',
    PHOTOS_S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
});

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A public/photos folder: each folder's encodings (a few bytes each, named as the build names them) and the manifest's keys. */
function photosFolder(folders: Record<string, string>): string {
  const photosDir = mkdtempSync(join(dir, 'public-photos-'));
  for (const [folder, key] of Object.entries(folders)) {
    mkdirSync(join(photosDir, folder), { recursive: true });
    for (const name of ['390.avif', '390.webp', 'og.jpg']) writeFileSync(join(photosDir, folder, name), `${key} ${name}`);
  }
  writeFileSync(join(photosDir, 'manifest.json'), JSON.stringify({ widths: [390], stock: [], listings: {}, keys: folders }));
  return photosDir;
}

const objectAt = (key: string, name: string) => fetch(`${bucket.endpoint}/${bucket.bucket}/${key}/${name}`);

describe('uploading the photos to the bucket', () => {
  it('sends every encoding under its content key, readable at the public address, cached as immutable', async () => {
    const photosDir = photosFolder({ 'listings/villa-a/01': 'key-a1', 'stock/villaGolf': 'key-golf' });
    const first = await uploadPhotos({ photosDir, bucket });
    expect(first).toMatchObject({ folders: 2, files: 6, present: 0 });
    const avif = await objectAt('key-a1', '390.avif');
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await avif.text()).toBe('key-a1 390.avif');
    expect((await objectAt('key-golf', 'og.jpg')).headers.get('content-type')).toBe('image/jpeg');

    // A second deploy of the same photos sends nothing; a new photo is the only one sent.
    expect(await uploadPhotos({ photosDir, bucket })).toMatchObject({ folders: 0, files: 0, present: 2 });
    const grown = photosFolder({ 'listings/villa-a/01': 'key-a1', 'stock/villaGolf': 'key-golf', 'listings/villa-b/01': 'key-b1' });
    expect(await uploadPhotos({ photosDir: grown, bucket })).toMatchObject({ folders: 1, files: 3, present: 2 });
  });

  it('sends again a folder an interrupted upload left without its marker', async () => {
    const photosDir = photosFolder({ 'listings/villa-c/01': 'key-c1' });
    await uploadPhotos({ photosDir, bucket });
    const marker = `${bucket.endpoint}/${bucket.bucket}/key-c1/${COMPLETE_MARKER}`;
    // As if the upload had stopped before its last object: the marker is gone, the photos half there.
    const { AwsClient } = await import('aws4fetch');
    const client = new AwsClient({ accessKeyId: bucket.accessKeyId, secretAccessKey: bucket.secretAccessKey, service: 's3', region: bucket.region });
    expect((await client.fetch(marker, { method: 'DELETE' })).status).toBe(204);
    expect(await uploadPhotos({ photosDir, bucket })).toMatchObject({ folders: 1, files: 3 });
  });

  it('says which setting is missing, and what a refused request answered', async () => {
    expect(() => bucketFromEnv({ PHOTOS_BUCKET: 'agency-photos' })).toThrow(/PHOTOS_S3_ENDPOINT, PHOTOS_S3_ACCESS_KEY_ID, PHOTOS_S3_SECRET_ACCESS_KEY/);
    expect(() => bucketFromEnv({ PHOTOS_BUCKET: 'b', PHOTOS_S3_ENDPOINT: 'r2', PHOTOS_S3_ACCESS_KEY_ID: 'k', PHOTOS_S3_SECRET_ACCESS_KEY: 's' })).toThrow(/PHOTOS_S3_ENDPOINT is not a URL: r2/);
    const photosDir = photosFolder({ 'stock/villaGolf': 'key-refused' });
    await expect(uploadPhotos({ photosDir, bucket: { ...bucket, accessKeyId: 'NOT-THE-AGENCYS' } })).rejects.toThrow(/HEAD key-refused\/\.complete answered 403/);
  });
});

describe('pages built for the bucket', () => {
  const base = 'https://photos.agency.example';
  const manifest: PhotoManifest = { widths: [390], stock: ['villaGolf'], listings: { 'villa-a': ['01.jpg'] }, keys: { 'listings/villa-a/01': 'key-a1', 'stock/villaGolf': 'key-golf' } };

  it('name each photo by the bucket’s address and its content key, and by out/photos without a bucket', () => {
    expect(ownPhotoSrc('villa-a', '01.jpg', manifest, base)).toBe(`${base}/key-a1`);
    expect(stockPhotoSrc('villaGolf', manifest, base)).toBe(`${base}/key-golf`);
    expect(ownPhotoSrc('villa-a', '01.jpg', manifest, null)).toBe('/photos/listings/villa-a/01');
    expect(() => ownPhotoSrc('villa-a', '01.jpg', { ...manifest, keys: {} }, base)).toThrow(/listings\/villa-a\/01 has no content key/);
  });

  it('give a changed photo a new key, and the same photo the same one', () => {
    expect(contentKey(Buffer.from('a photo'))).toBe(contentKey(Buffer.from('a photo')));
    expect(contentKey(Buffer.from('a photo'))).not.toBe(contentKey(Buffer.from('a retouched photo')));
    expect(contentKey(Buffer.from('a photo'), { portal: true })).not.toBe(contentKey(Buffer.from('a photo')));
  });

  it('let images come from the bucket’s origin in the policy', () => {
    const rules = configuredRules(parseHeadersFile("/*\n  Content-Security-Policy: default-src 'self'; img-src 'self'\n"), { NEXT_PUBLIC_PHOTOS_BASE_URL: `${base}/listings` });
    expect(rules[0]!.headers[0]![1]).toBe(`default-src 'self'; img-src 'self' ${base}`);
  });

  it('leave out/photos out of the deploy, and stop the build when a page still names a photo there', () => {
    const out = mkdtempSync(join(dir, 'out-'));
    mkdirSync(join(out, 'photos/stock/villaGolf'), { recursive: true });
    writeFileSync(join(out, 'photos/stock/villaGolf/390.avif'), 'x');
    writeFileSync(join(out, 'index.html'), `<img src="${base}/key-golf/390.webp">`);
    expect(leavePhotosOut(out, {})).toBeNull();
    expect(existsSync(join(out, 'photos'))).toBe(true);
    writeFileSync(join(out, 'villas.txt'), '"src":"/photos/stock/villaGolf"');
    expect(() => leavePhotosOut(out, { NEXT_PUBLIC_PHOTOS_BASE_URL: base })).toThrow(/name a photo in out\/photos[\s\S]*villas\.txt/);
    rmSync(join(out, 'villas.txt'));
    expect(leavePhotosOut(out, { NEXT_PUBLIC_PHOTOS_BASE_URL: base })).toBe(1);
    expect(existsSync(join(out, 'photos'))).toBe(false);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain(base);
  });
});

describe('a build on a machine with no encodings, for a bucket that has them', () => {
  /** A scratch project with the photo registry, no listing of its own photos, and one stock photo `width` wide. */
  async function project(width: number): Promise<string> {
    const root = mkdtempSync(join(dir, 'project-'));
    mkdirSync(join(root, 'content/facts'), { recursive: true });
    mkdirSync(join(root, 'content/listings'), { recursive: true });
    mkdirSync(join(root, 'content/photos/stock'), { recursive: true });
    cpSync(join(process.cwd(), 'content/facts/photos.json'), join(root, 'content/facts/photos.json'));
    const photo = await sharp({ create: { width, height: Math.round((width * 2) / 3), channels: 3, background: { r: 40, g: 120, b: 160 } } }).jpeg().toBuffer();
    writeFileSync(join(root, 'content/photos/stock/villaGolf.jpg'), photo);
    return root;
  }

  it('encodes only the photos the bucket does not hold, and names the rest by the same key', async () => {
    const photosBase = `${bucket.endpoint}/${bucket.bucket}`;
    const root = await project(1400);
    const first = await buildPhotos(root, { photosBase });
    expect(first).toMatchObject({ stock: 1, inBucket: 0 });
    expect(first.encoded).toBeGreaterThan(0);
    const manifest = () => JSON.parse(readFileSync(join(root, 'public/photos/manifest.json'), 'utf8')) as PhotoManifest;
    const key = manifest().keys!['stock/villaGolf']!;
    expect(await uploadPhotos({ photosDir: join(root, 'public/photos'), bucket })).toMatchObject({ folders: 1 });

    // A fresh machine: no encodings here, all of them in the bucket.
    rmSync(join(root, 'public'), { recursive: true, force: true });
    expect(await buildPhotos(root, { photosBase })).toMatchObject({ encoded: 0, inBucket: 1 });
    expect(manifest().keys!['stock/villaGolf']).toBe(key);

    // A changed photo is a new key the bucket lacks: encoded here.
    const changed = await project(1500);
    const again = await buildPhotos(changed, { photosBase });
    expect(again).toMatchObject({ inBucket: 0 });
    expect(again.encoded).toBeGreaterThan(0);
    // Without a bucket, nothing is asked of one.
    rmSync(join(root, 'public'), { recursive: true, force: true });
    expect(await buildPhotos(root, { photosBase: '' })).toMatchObject({ inBucket: 0, encoded: first.encoded });
  }, 60_000);
});
