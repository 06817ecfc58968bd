/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { COMPLETE_MARKER, bucketFromEnv, cmsBucketFromEnv, uploadPhotos, type Bucket } from '../../scripts/photos/upload.mjs';
import { leavePhotosOut } from '../../scripts/photos/leave-out.mjs';
import { buildPhotos, contentKey, ORIGINALS_PREFIX } from '../../scripts/photos/build.mjs';
import { cpSync } from 'node:fs';
import sharp from 'sharp';
import { ownPhotoSrc, stockPhotoSrc, type PhotoManifest } from '@/lib/photos';
import { adminRules, configuredRules } from '../../scripts/finish-export/index.mjs';
import { listingFields } from '@/lib/cms/config';
import { listingPhotoSchema } from '@/lib/listings/schema';
import { fixtureListings } from './support/fixture-inventory';
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

describe('originals the CMS uploaded to the bucket (a listing names its photo by address)', () => {
  const put = async (name: string, body: Buffer) => {
    const { AwsClient } = await import('aws4fetch');
    const client = new AwsClient({ accessKeyId: bucket.accessKeyId, secretAccessKey: bucket.secretAccessKey, service: 's3', region: bucket.region });
    const response = await client.fetch(`${bucket.endpoint}/${bucket.bucket}/${ORIGINALS_PREFIX}${name}`, { method: 'PUT', body: new Uint8Array(body), headers: { 'Content-Type': 'image/jpeg' } });
    expect(response.ok).toBe(true);
  };
  const jpeg = (width: number, colour: number) => sharp({ create: { width, height: Math.round((width * 2) / 3), channels: 3, background: { r: colour, g: 90, b: 140 } } }).jpeg().toBuffer();

  /** A scratch project with one listing whose own photos are these addresses. */
  function project(files: string[]): string {
    const root = mkdtempSync(join(dir, 'originals-'));
    mkdirSync(join(root, 'content/facts'), { recursive: true });
    mkdirSync(join(root, 'content/listings'), { recursive: true });
    cpSync(join(process.cwd(), 'content/facts/photos.json'), join(root, 'content/facts/photos.json'));
    const alt = { en: 'The terrace', de: 'Die Terrasse', ru: 'Терраса', he: 'המרפסת' };
    writeFileSync(join(root, 'content/listings/villa-x.json'), JSON.stringify({ photos: files.map((file) => ({ type: 'own', file, alt })) }));
    return root;
  }

  /** The GETs of addresses under originals/ made while `work` runs: what the build downloaded. */
  async function downloads<T>(work: () => Promise<T>): Promise<{ result: T; got: string[] }> {
    const real = globalThis.fetch;
    const got: string[] = [];
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes(`/${ORIGINALS_PREFIX}`) && (init?.method ?? 'GET') === 'GET') got.push(url);
      return real(input, init);
    });
    try {
      return { result: await work(), got };
    } finally {
      spy.mockRestore();
    }
  }

  it('encodes one from the bucket once, and reads it again only when it changed there', async () => {
    const photosBase = `${bucket.endpoint}/${bucket.bucket}`;
    const address = `${photosBase}/${ORIGINALS_PREFIX}villa-x-terrace.jpg`;
    await put('villa-x-terrace.jpg', await jpeg(1700, 200));
    const root = project([address]);
    const manifest = () => JSON.parse(readFileSync(join(root, 'public/photos/manifest.json'), 'utf8')) as PhotoManifest;

    const first = await downloads(() => buildPhotos(root, { photosBase }));
    expect(first.got).toEqual([address]);
    expect(first.result.encoded).toBeGreaterThan(0);
    // The pages know the photo by its name, as a committed one.
    expect(manifest().listings['villa-x']).toEqual(['villa-x-terrace.jpg']);
    const key = manifest().keys!['listings/villa-x/villa-x-terrace']!;
    expect(existsSync(join(root, 'public/photos/listings/villa-x/villa-x-terrace/portal.jpg'))).toBe(true);

    // The next build on this machine: nothing downloaded, nothing encoded.
    expect(await downloads(() => buildPhotos(root, { photosBase }))).toMatchObject({ got: [], result: { encoded: 0 } });
    expect(manifest().keys!['listings/villa-x/villa-x-terrace']).toBe(key);

    // The pipeline's fresh machine, once the encodings are in the bucket: nothing downloaded either.
    await uploadPhotos({ photosDir: join(root, 'public/photos'), bucket });
    rmSync(join(root, 'public'), { recursive: true, force: true });
    expect(await downloads(() => buildPhotos(root, { photosBase }))).toMatchObject({ got: [], result: { encoded: 0, inBucket: 1 } });
    expect(manifest().keys!['listings/villa-x/villa-x-terrace']).toBe(key);

    // Staff replace the photo under the same name: a new key, read and encoded again.
    await put('villa-x-terrace.jpg', await jpeg(1800, 30));
    const replaced = await downloads(() => buildPhotos(root, { photosBase }));
    expect(replaced.got).toEqual([address]);
    expect(replaced.result).toMatchObject({ inBucket: 0 });
    expect(manifest().keys!['listings/villa-x/villa-x-terrace']).not.toBe(key);

    // Without a bucket configured (a newcomer's build of the agency's data), it is read from its address into out/photos.
    rmSync(join(root, 'public'), { recursive: true, force: true });
    const local = await downloads(() => buildPhotos(root, { photosBase: '' }));
    expect(local.got).toEqual([address]);
    expect(local.result.inBucket).toBe(0);
    expect(existsSync(join(root, 'public/photos/listings/villa-x/villa-x-terrace/640.avif'))).toBe(true);
  }, 60_000);

  it('stops the build naming the listing and the address of one that is gone, too narrow, or not in the bucket', async () => {
    const photosBase = `${bucket.endpoint}/${bucket.bucket}`;
    await put('villa-x-narrow.jpg', await jpeg(900, 120));
    const gone = `${photosBase}/${ORIGINALS_PREFIX}villa-x-deleted.jpg`;
    const narrow = `${photosBase}/${ORIGINALS_PREFIX}villa-x-narrow.jpg`;
    const elsewhere = 'https://images.example.com/villa-x.jpg';
    const root = project([gone, narrow, elsewhere]);
    const failure = await buildPhotos(root, { photosBase }).then(() => null, (error: Error) => error.message);
    expect(failure?.split('\n')).toHaveLength(3);
    expect(failure?.split('\n')).toEqual(
      expect.arrayContaining([
        `content/listings/villa-x.json: ${gone}: the photo bucket answered 404 for ${gone}: upload the photo again in the CMS, or remove it from the listing`,
        expect.stringMatching(new RegExp(`^content/listings/villa-x\\.json: ${narrow.replace(/[.]/g, '\\.')}: 900 pixels wide; a photo needs at least`)),
        `content/listings/villa-x.json: ${elsewhere}: a photo by address must be in the agency's photo bucket (${photosBase}/${ORIGINALS_PREFIX}), where the CMS uploads it`,
      ]),
    );
  }, 60_000);
});

describe('the CMS with a photo bucket', () => {
  const env = {
    PHOTOS_BUCKET: 'agency-photos',
    PHOTOS_S3_ENDPOINT: 'https://0123abcd.r2.cloudflarestorage.com',
    NEXT_PUBLIC_PHOTOS_BASE_URL: 'https://photos.agency.example',
    CMS_PHOTOS_ACCESS_KEY_ID: 'staff-key',
  };
  type Field = { name: string; fields?: Field[]; types?: Field[]; media_library?: Record<string, unknown>; hint?: string };
  const byName = (list: Field[], name: string) => list.find((field) => field.name === name)!;
  const imageFields = (fields: Field[]) => {
    const own = byName(byName(fields, 'photos').types!, 'own');
    return [byName(own.fields!, 'file'), byName(byName(fields, 'floorPlans').fields!, 'file')];
  };

  it('uploads staff’s photos and plans there, under originals/, with staff’s own key; without one, commits them beside the listing', () => {
    const { bucket, missing } = cmsBucketFromEnv(env);
    expect(missing).toEqual([]);
    for (const field of imageFields(listingFields(bucket) as Field[])) {
      expect(field.media_library).toEqual({
        name: 'aws_s3',
        bucket: 'agency-photos',
        region: 'auto',
        endpoint: env.PHOTOS_S3_ENDPOINT,
        force_path_style: true,
        access_key_id: 'staff-key',
        prefix: ORIGINALS_PREFIX,
        public_url: env.NEXT_PUBLIC_PHOTOS_BASE_URL,
      });
      expect(field.hint).toMatch(/photo bucket/);
    }
    for (const field of imageFields(listingFields(null) as Field[])) expect(field.media_library).toBeUndefined();
    expect(cmsBucketFromEnv({ NEXT_PUBLIC_PHOTOS_BASE_URL: env.NEXT_PUBLIC_PHOTOS_BASE_URL })).toEqual({ bucket: null, missing: [] });
    // A partial setting is named, not half used.
    expect(cmsBucketFromEnv({ CMS_PHOTOS_ACCESS_KEY_ID: 'staff-key', PHOTOS_BUCKET: 'agency-photos' })).toEqual({ bucket: null, missing: ['PHOTOS_S3_ENDPOINT', 'NEXT_PUBLIC_PHOTOS_BASE_URL'] });
  });

  it('lets the CMS’s page reach the bucket’s API and show its photos, and no other page', () => {
    const template = "/*\n  Content-Security-Policy: default-src 'self'; img-src 'self'; connect-src 'self'\n\n/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'self'; img-src 'self' blob:; connect-src 'self' https://api.github.com\n";
    const rules = adminRules(parseHeadersFile(template), env);
    expect(rules[1]!.headers.find(([name]) => name === 'Content-Security-Policy')![1]).toBe(
      `default-src 'self'; img-src 'self' blob: ${env.NEXT_PUBLIC_PHOTOS_BASE_URL}; connect-src 'self' https://api.github.com ${env.PHOTOS_S3_ENDPOINT} ${env.NEXT_PUBLIC_PHOTOS_BASE_URL}`,
    );
    expect(rules[0]).toEqual(parseHeadersFile(template)[0]);
    expect(adminRules(parseHeadersFile(template), {})).toEqual(parseHeadersFile(template));
  });

  it('writes an address the listing schema reads as the photo’s name', () => {
    const [listing] = fixtureListings;
    const own = listing!.photos.find((photo) => photo.type === 'own') ?? { type: 'own' as const, file: 'x.jpg', alt: { en: 'The terrace', de: 'Die Terrasse', ru: 'Терраса', he: 'המרפסת' } };
    const address = `${env.NEXT_PUBLIC_PHOTOS_BASE_URL}/${ORIGINALS_PREFIX}villa-x-terrace.jpg`;
    const parsed = listingPhotoSchema.parse({ ...own, file: address });
    expect(parsed).toMatchObject({ type: 'own', file: 'villa-x-terrace.jpg' });
  });
});
