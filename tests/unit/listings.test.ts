/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listRoutes } from '@/app/_pages/list-page';
import { PAGE_SIZE } from '@/lib/pagination';
import { pageContext } from '@/lib/i18n/page';
import { listingView } from '@/lib/listing';
import { listingsOn, onSale, similarListings } from '@/lib/listings';
import { ListingFileError, loadListings, LISTINGS_DIR } from '@/lib/listings/load';
import { realEstateListingJsonLd } from '@/lib/structured-data';
import { convertEuro, freshRates, loadRates, ratesAgeDays, type Rates } from '@/lib/rates';
import { buildDate } from '@/scripts/rates/policy.mjs';
import committedRates from '@/content/facts/rates.json';
import { FIXTURE_ROOT, fixtureListing } from './support/fixture-inventory';

/*
 * One file per listing (content/listings/<id>.json), validated at build: what a non-developer edits.
 * Each test copies the tests' own listing files (tests/fixtures/inventory, which do not change when the
 * agency sells or deletes a home) into a scratch folder and changes them the way an editor would.
 */
const ROOT = join(__dirname, '../..');
const files = readdirSync(join(ROOT, LISTINGS_DIR)).filter((name) => name.endsWith('.json'));

function scratch(edit: (dir: string) => void): string {
  const root = mkdtempSync(join(tmpdir(), 'listings-'));
  mkdirSync(join(root, 'content'));
  cpSync(join(FIXTURE_ROOT, LISTINGS_DIR), join(root, LISTINGS_DIR), { recursive: true });
  edit(join(root, LISTINGS_DIR));
  return root;
}
const readJson = (dir: string, id: string) => JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8'));
const writeJson = (dir: string, id: string, data: unknown) => writeFileSync(join(dir, `${id}.json`), JSON.stringify(data, null, 2));

function loadError(root: string): string {
  try {
    loadListings(root);
  } catch (error) {
    expect(error).toBeInstanceOf(ListingFileError);
    return (error as Error).message;
  }
  throw new Error('the listings loaded');
}

describe('the listing files', () => {
  it('each sit on their list in the order their files give', () => {
    for (const list of ['villas', 'apartments', 'caesarResort'] as const) {
      const orders = listingsOn(list).map((listing) => listing.order);
      expect(orders).toEqual([...orders].sort((x, y) => x - y));
    }
    expect(['villas', 'apartments', 'caesarResort'].flatMap((list) => listingsOn(list as 'villas'))).toHaveLength(files.length);
  });

  it('each become a page under their list, and each list a page per 12 cards, from generateStaticParams alone', () => {
    for (const list of ['villas', 'apartments', 'caesarResort'] as const) {
      const params = listRoutes(list).generateStaticParams().map(({ path }) => path.join('/'));
      for (const listing of listingsOn(list)) expect(params).toContain(listing.id);
      const pages = Math.max(1, Math.ceil(onSale(list).length / PAGE_SIZE));
      expect(params.filter((path) => path.startsWith('page/'))).toEqual(Array.from({ length: pages }, (_, index) => `page/${index + 1}`));
    }
  });
});

describe('an editor adding, selling or breaking a listing', () => {
  it('adds a property by adding one file: it joins its list in its order', () => {
    const root = scratch((dir) => {
      const copy = readJson(dir, 'esentepe-golf-villa');
      writeJson(dir, 'karsiyaka-hillside-villa', { ...copy, order: 7, price: 410_000, reference: 'V-108' });
    });
    const loaded = loadListings(root);
    expect(listingsOn('villas', loaded).map((listing) => listing.id).at(-1)).toBe('karsiyaka-hillside-villa');
    rmSync(root, { recursive: true });
  });

  it('sells one by changing its status: it leaves the list, keeps its page and points to similar homes', () => {
    const root = scratch((dir) => writeJson(dir, 'lapta-beachfront-villa', { ...readJson(dir, 'lapta-beachfront-villa'), status: 'sold' }));
    const loaded = loadListings(root);
    const sold = loaded.find((listing) => listing.id === 'lapta-beachfront-villa')!;
    expect(onSale('villas', loaded).map((listing) => listing.id)).not.toContain(sold.id);
    expect(listingsOn('villas', loaded).map((listing) => listing.id)).toContain(sold.id);
    const similar = similarListings(sold, 3, loaded);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(3);
    for (const other of similar) expect(other).toMatchObject({ list: sold.list, status: 'available' });
    const distances = similar.map((other) => Math.abs(other.price - sold.price));
    expect(distances).toEqual([...distances].sort((x, y) => x - y));
    const ctx = pageContext('en', loaded);
    expect(realEstateListingJsonLd(ctx, sold, listingView(ctx, sold)).offers).toMatchObject({ availability: 'https://schema.org/SoldOut', price: sold.price });
    rmSync(root, { recursive: true });
  });

  it('fails the build naming the file and the language when a translation is missing', () => {
    const root = scratch((dir) => {
      const data = readJson(dir, 'kyrenia-two-bedroom');
      delete data.words.he;
      writeJson(dir, 'kyrenia-two-bedroom', data);
    });
    expect(loadError(root)).toContain('content/listings/kyrenia-two-bedroom.json: the he words are missing');
    rmSync(root, { recursive: true });
  });

  it('names the file, the field and the language of every other mistake', () => {
    const root = scratch((dir) => {
      const data = readJson(dir, 'catalkoy-penthouse');
      data.words.ru.description = '';
      data.price = '215.000';
      data.status = 'gone';
      writeJson(dir, 'catalkoy-penthouse', data);
      writeFileSync(join(dir, 'broken.json'), '{ "list": "villas", ');
      writeFileSync(join(dir, 'Bad Name.json'), '{}');
    });
    const message = loadError(root);
    expect(message).toContain('content/listings/catalkoy-penthouse.json: words.ru.description:');
    expect(message).toContain('content/listings/catalkoy-penthouse.json: price:');
    expect(message).toContain('content/listings/catalkoy-penthouse.json: status:');
    expect(message).toContain('content/listings/broken.json: not valid JSON');
    expect(message).toContain('content/listings/Bad Name.json: the file name becomes the page');
    rmSync(root, { recursive: true });
  });

  it('refuses a reference two files share, naming both, and an off-plan home without its completion month', () => {
    const root = scratch((dir) => {
      writeJson(dir, 'karsiyaka-hillside-villa', { ...readJson(dir, 'esentepe-golf-villa'), order: 7 });
      writeJson(dir, 'kyrenia-two-bedroom', { ...readJson(dir, 'kyrenia-two-bedroom'), stage: 'offPlan' });
      writeJson(dir, 'alsancak-garden-apartment', { ...readJson(dir, 'alsancak-garden-apartment'), plotArea: 300, completion: '2027-06' });
    });
    const message = loadError(root);
    const reference = readJson(join(FIXTURE_ROOT, LISTINGS_DIR), 'esentepe-golf-villa').reference;
    expect(message).toContain(`content/listings/esentepe-golf-villa.json, content/listings/karsiyaka-hillside-villa.json: the reference ${reference} is used 2 times`);
    expect(message).toContain('content/listings/kyrenia-two-bedroom.json: completion: an off-plan listing needs the month');
    expect(message).toContain('content/listings/alsancak-garden-apartment.json: completion: only an off-plan listing has a completion month');
    expect(message).toContain('content/listings/alsancak-garden-apartment.json: plotArea: only a house has a plot of its own');
    rmSync(root, { recursive: true });
  });

  it('reads a file as a CMS writes it: empty optional fields as null or "", a checkbox left false, a photo as a path', () => {
    const root = scratch((dir) => {
      const data = readJson(dir, 'kyrenia-two-bedroom');
      writeJson(dir, 'kyrenia-two-bedroom', {
        ...data,
        roi: null,
        plotArea: '',
        beachKm: null,
        completion: '',
        development: null,
        penthouse: false,
        photos: [{ type: 'own', file: 'content/listings/kyrenia-two-bedroom/01.jpg', alt: { en: 'The living room', de: 'Das Wohnzimmer', ru: 'Гостиная', he: 'הסלון' } }, ...data.photos],
      });
    });
    const listing = loadListings(root).find((entry) => entry.id === 'kyrenia-two-bedroom')!;
    expect(listing).toMatchObject({ penthouse: false });
    for (const field of ['roi', 'plotArea', 'beachKm', 'completion', 'development'] as const) expect(listing[field]).toBeUndefined();
    expect(listing.photos[0]).toEqual({ type: 'own', file: '01.jpg', alt: expect.objectContaining({ en: 'The living room' }) });
    rmSync(root, { recursive: true });
  });

  it('names a photo in the old form (a bare key) by its place in the list', () => {
    const root = scratch((dir) => writeJson(dir, 'kyrenia-two-bedroom', { ...readJson(dir, 'kyrenia-two-bedroom'), photos: ['villaGolf', 'villaPoolSea', 'coastline'] }));
    expect(loadError(root)).toContain('content/listings/kyrenia-two-bedroom.json: photos.0:');
    rmSync(root, { recursive: true });
  });

  it('refuses a file named like the address of a list’s pages, its town pages or a page per type', () => {
    const root = scratch((dir) => {
      writeJson(dir, 'page', { ...readJson(dir, 'esentepe-golf-villa'), reference: 'V-901' });
      writeJson(dir, 'in', { ...readJson(dir, 'esentepe-golf-villa'), reference: 'V-902' });
      writeJson(dir, 'studios', { ...readJson(dir, 'kyrenia-two-bedroom'), reference: 'A-903' });
    });
    const message = loadError(root);
    expect(message).toContain('content/listings/page.json: ');
    expect(message).toContain('content/listings/in.json: "in" is the address of a list’s town pages');
    expect(message).toContain('content/listings/studios.json: "studios" is the address of a page per type (/apartments/studios)');
    rmSync(root, { recursive: true });
  });
});

describe('prices in the reader’s currency', () => {
  const rates = { source: 'ECB', url: 'https://www.ecb.europa.eu/', date: '2025-05-09', base: 'EUR' as const, rates: { GBP: 0.8477, USD: 1.1252, ILS: 3.9928 } };

  it('converts at the ECB rate, rounded to the nearest thousand, written as the reader writes it', () => {
    expect(convertEuro(295_000, 'GBP', 'en', rates)).toMatchObject({ amount: 250_000, text: '£250,000' });
    expect(convertEuro(295_000, 'USD', 'ru', rates)).toMatchObject({ amount: 332_000 });
    expect(convertEuro(295_000, 'ILS', 'he', rates)?.amount).toBe(1_178_000);
  });

  it('shows nothing rather than a made-up rate when there is no rates file', () => {
    expect(convertEuro(295_000, 'GBP', 'en', null)).toBeNull();
    expect(loadRates(mkdtempSync(join(tmpdir(), 'no-rates-')))).toBeNull();
  });

  it('knows how old the rates are', () => {
    expect(ratesAgeDays(rates, '2025-05-23')).toBe(14);
  });

  it('uses rates only while they are at most 14 days old on the day of the build', () => {
    expect(freshRates(rates, '2025-05-23')).toBe(rates);
    expect(freshRates(rates, '2025-05-24')).toBeNull();
    expect(freshRates(null, '2025-05-10')).toBeNull();
  });

  it('built 15 days after the committed rates, a card shows its price in euros only; three days after, in the reader’s currency too', () => {
    const listing = fixtureListing('esentepe-golf-villa');
    const viewOn = (day: string) => {
      const before = process.env.BUILD_DATE;
      process.env.BUILD_DATE = day;
      try {
        let view: ReturnType<typeof listingView> | undefined;
        jest.isolateModules(() => {
          const { listingView: isolatedView } = jest.requireActual<typeof import('@/lib/listing')>('@/lib/listing');
          const { pageContext: isolatedContext } = jest.requireActual<typeof import('@/lib/i18n/page')>('@/lib/i18n/page');
          view = isolatedView(isolatedContext('en'), listing);
        });
        return view!;
      } finally {
        process.env.BUILD_DATE = before;
      }
    };
    const day = (offset: number) => new Date(Date.parse(committedRates.date) + offset * 86_400_000).toISOString().slice(0, 10);
    expect(viewOn(day(15)).convertedText).toBeUndefined();
    expect(viewOn(day(3)).convertedText).toContain(convertEuro(listing.price, 'GBP', 'en', committedRates as Rates)!.text);
    expect(() => buildDate({ BUILD_DATE: '28.11.2026' })).toThrow('BUILD_DATE must be a date like 2026-11-28');
  });
});
