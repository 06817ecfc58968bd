/** @jest-environment node */
import { localeCodes, type Locale } from '@/content/locales';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { StockPhoto } from '@/components/ui/stock-photo';
import imageLoader from '@/lib/image-loader';
import { pageContext } from '@/lib/i18n/page';
import { listingPhoto } from '@/lib/listing';
import { FIXTURE_ROOT, fixtureListing } from './support/fixture-inventory';
import { ownPhotoSrc, stockPhotoSrc, type PhotoManifest } from '@/lib/photos';
import { stockPhotoUrl } from '@/content/facts/photos';
import { buildPhotos, contentKey } from '../../scripts/photos/build.mjs';
import { fetchPhotos } from '../../scripts/photos/fetch.mjs';
import { PHOTO_WIDTHS } from '../../scripts/photos/sizes.mjs';
import { imageOrigins, narrowImageSources, type HeaderRule } from '../../scripts/finish-export/index.mjs';

const ROOT = process.cwd();

/** A JPEG of `width` × 2/3 `width`, with a circle so the encoder has something to do. */
function jpeg(width: number): Promise<Buffer> {
  const height = Math.round((width * 2) / 3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#2a7fa0"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#f4a259"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A scratch project: the photo registry and one real listing file, the listing's photos changed by the test. */
function scratch(): string {
  const root = mkdtempSync(join(tmpdir(), 'photos-'));
  mkdirSync(join(root, 'content/facts'), { recursive: true });
  mkdirSync(join(root, 'content/listings'), { recursive: true });
  cpSync(join(ROOT, 'content/facts/photos.json'), join(root, 'content/facts/photos.json'));
  return root;
}

function writeListing(root: string, id: string, photos: unknown[]) {
  const file = JSON.parse(readFileSync(join(FIXTURE_ROOT, 'content/listings/esentepe-golf-villa.json'), 'utf8'));
  writeFileSync(join(root, 'content/listings', `${id}.json`), JSON.stringify({ ...file, photos }));
}

// In every edition: the four first ones as written, any added later the English with its code.
const written: Record<string, string> = { en: 'The terrace at dusk', de: 'Die Terrasse am Abend', ru: 'Терраса вечером', he: 'המרפסת בערב' };
const alt = Object.fromEntries(localeCodes.map((locale) => [locale, written[locale] ?? `${written.en} (${locale})`])) as Record<Locale, string>;

describe('the build’s own photos (scripts/photos/build.mjs)', () => {
  let root: string;
  beforeEach(() => {
    root = scratch();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('encodes a listing’s own photo and each fetched stock photo in every width, WebP and AVIF, and lists them', async () => {
    mkdirSync(join(root, 'content/listings/sea-view-villa'), { recursive: true });
    writeFileSync(join(root, 'content/listings/sea-view-villa/01.jpg'), await jpeg(1600));
    writeListing(root, 'sea-view-villa', [{ type: 'own', file: '01.jpg', alt }, { type: 'stock', key: 'villaGolf' }, { type: 'stock', key: 'villaPoolSea' }]);
    mkdirSync(join(root, 'content/photos/stock'), { recursive: true });
    writeFileSync(join(root, 'content/photos/stock/villaGolf.jpg'), await jpeg(1400));

    const result = await buildPhotos(root);
    expect(result).toEqual(expect.objectContaining({ own: 1, stock: 1 }));
    expect(result.missing).toContain('villaPoolSea');
    expect(result.missing).not.toContain('villaGolf');
    const manifest = JSON.parse(readFileSync(join(root, 'public/photos/manifest.json'), 'utf8'));
    expect(manifest).toEqual({
      widths: PHOTO_WIDTHS,
      stock: ['villaGolf'],
      listings: { 'sea-view-villa': ['01.jpg'] },
      // Each folder's name in the photo bucket: its original's content key.
      keys: {
        'listings/sea-view-villa/01': contentKey(readFileSync(join(root, 'content/listings/sea-view-villa/01.jpg')), { portal: true }),
        'stock/villaGolf': expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    });
    for (const width of PHOTO_WIDTHS) {
      for (const format of ['webp', 'avif']) {
        expect(existsSync(join(root, `public/photos/listings/sea-view-villa/01/${width}.${format}`))).toBe(true);
        expect(existsSync(join(root, `public/photos/stock/villaGolf/${width}.${format}`))).toBe(true);
      }
    }
    expect((await sharp(join(root, 'public/photos/listings/sea-view-villa/01/og.jpg')).metadata()).height).toBe(630);
    const widest = await sharp(join(root, 'public/photos/listings/sea-view-villa/01/1920.webp')).metadata();
    expect(widest.width).toBe(1600); // never enlarged
    // The JPEG the portal feed offers: as wide as the photo, never below the build's minimum.
    const portal = await sharp(join(root, 'public/photos/listings/sea-view-villa/01/portal.jpg')).metadata();
    expect(portal).toEqual(expect.objectContaining({ format: 'jpeg', width: 1600 }));
    expect(existsSync(join(root, 'public/photos/stock/villaGolf/portal.jpg'))).toBe(false); // stock photos never go to a portal

    // The listing is deleted: its photos are not shipped with the next build.
    rmSync(join(root, 'content/listings/sea-view-villa.json'));
    await buildPhotos(root);
    expect(existsSync(join(root, 'public/photos/listings/sea-view-villa'))).toBe(false);
  }, 60_000);

  it('stops on a photo that is missing, unreadable or too narrow, naming the file', async () => {
    mkdirSync(join(root, 'content/listings/small-villa'), { recursive: true });
    writeFileSync(join(root, 'content/listings/small-villa/01.jpg'), await jpeg(800));
    writeFileSync(join(root, 'content/listings/small-villa/02.jpg'), 'not a photo');
    writeListing(root, 'small-villa', [{ type: 'own', file: '01.jpg', alt }, { type: 'own', file: '02.jpg', alt }, { type: 'own', file: '03.jpg', alt }]);
    const error = await buildPhotos(root).then(
      () => null,
      (caught: Error) => caught.message,
    );
    expect(error).toMatch(/content\/listings\/small-villa\/01\.jpg: 800 pixels wide; a photo needs at least 1280/);
    expect(error).toMatch(/content\/listings\/small-villa\/02\.jpg: not an image sharp can read/);
    expect(error).toMatch(/content\/listings\/small-villa\/03\.jpg: content\/listings\/small-villa\.json names this photo, but the file is not there/);
  });
});

describe('npm run photos (scripts/photos/fetch.mjs), against a stand-in stock host', () => {
  let server: Server;
  let host: string;
  let out: string;
  let requests: string[];
  beforeAll(async () => {
    const photo = await jpeg(2400);
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      // One photo is gone from the host; the rest answer with a real JPEG.
      if (request.url?.startsWith('/photo-1600596542815-ffad4c1539a9')) return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    requests = [];
    out = mkdtempSync(join(tmpdir(), 'stock-'));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it('fetches every stock photo once, names the one that failed, and keeps what it has on the next run', async () => {
    const registry = JSON.parse(readFileSync(join(ROOT, 'content/facts/photos.json'), 'utf8')) as { photos: Record<string, string> };
    const keys = Object.keys(registry.photos);
    const first = await fetchPhotos({ host, out });
    expect(first.fetched).toHaveLength(keys.length - 1);
    expect(first.failed).toEqual([expect.stringMatching(/^villaLuxury \(http:\/\/127\.0\.0\.1:\d+\/photo-1600596542815-ffad4c1539a9\?w=2400.*\): HTTP 404$/)]);
    expect((await sharp(join(out, 'villaGolf.jpg')).metadata()).width).toBe(2400);
    requests = [];
    const second = await fetchPhotos({ host, out });
    expect(second.kept).toHaveLength(keys.length - 1);
    expect(requests).toHaveLength(1); // only the one still missing is asked for again
  }, 60_000);
});

describe('pages with the site’s own photos', () => {
  const manifest: PhotoManifest = { widths: PHOTO_WIDTHS, stock: ['villaGolf'], listings: { 'esentepe-golf-villa': ['01.jpg'] } };

  it('load a fetched stock photo from the site, and one not fetched from the stock host', () => {
    expect(stockPhotoSrc('villaGolf', manifest)).toBe('/photos/stock/villaGolf');
    expect(stockPhotoSrc('villaPoolSea', manifest)).toBe(stockPhotoUrl('villaPoolSea'));
    expect(imageLoader({ src: '/photos/stock/villaGolf', width: 828 })).toBe('/photos/stock/villaGolf/828.webp');
  });

  it('show a listing’s own photo with its alt text in the page’s language, without the illustrative badge', () => {
    const ctx = pageContext('de');
    const listing = { ...fixtureListing('esentepe-golf-villa'), photos: [{ type: 'own' as const, file: '01.jpg', alt }, { type: 'stock' as const, key: 'villaGolf' as const }, { type: 'stock' as const, key: 'villaPoolSea' as const }] };
    const own = { src: ownPhotoSrc(listing.id, '01.jpg', manifest), alt: alt.de };
    expect(own.src).toBe('/photos/listings/esentepe-golf-villa/01');
    expect(() => listingPhoto(ctx, listing, listing.photos[0]!)).toThrow(/esentepe-golf-villa\/01\.jpg has not been encoded/);
    expect(listingPhoto(ctx, listing, listing.photos[1]!).illustrative).toBe(ctx.t.listing.gallery.illustrative.badge);
  });

  it('offer AVIF beside WebP for the site’s own photos, in the same widths', () => {
    // The build gives next/image the site's loader (next.config.mjs); a test hands it in itself.
    const html = renderToStaticMarkup(<StockPhoto src="/photos/listings/esentepe-golf-villa/01" alt="Terrace" width={1600} height={1067} sizes="100vw" loader={imageLoader} />);
    expect(html).toMatch(/^<picture/);
    expect(html).toContain('type="image/avif"');
    expect(html).toContain('/photos/listings/esentepe-golf-villa/01/828.avif 828w');
    expect(html).toContain('/photos/listings/esentepe-golf-villa/01/828.webp 828w');
  });

  it('narrow the policy’s img-src to the site itself once no page loads from the stock host', () => {
    const rules: HeaderRule[] = [{ path: '/*', headers: [['Content-Security-Policy', "default-src 'self'; img-src 'self' https://images.unsplash.com; font-src 'self'"]] }];
    const local = '<img src="/photos/stock/villaGolf/828.webp" srcSet="/photos/stock/villaGolf/390.webp 390w">';
    expect(narrowImageSources(rules, imageOrigins(local))[0]!.headers[0]![1]).toBe("default-src 'self'; img-src 'self'; font-src 'self'");
    const remote = `${local}<img src="https://images.unsplash.com/photo-1?w=828&amp;q=70">`;
    expect(narrowImageSources(rules, imageOrigins(remote))[0]!.headers[0]![1]).toContain("img-src 'self' https://images.unsplash.com");
  });
});
