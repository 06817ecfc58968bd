/** @jest-environment node */
import { XMLParser } from 'fast-xml-parser';
import { places } from '@/content/facts/places';
import { messagesOf } from '@/content/messages';
import { KYERO_LANGUAGES, kyeroFeed, kyeroSelection, kyeroType } from '@/lib/feeds/kyero';
import { absoluteUrl } from '@/lib/i18n/paths';
import { listingPath, type Listing } from '@/lib/listings';
import type { PhotoManifest } from '@/lib/photos';
import { fixtureListings } from './support/fixture-inventory';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishKyeroFeed, validateKyeroFeed } from '../../scripts/feeds/validate.mjs';

const words = { en: messagesOf('en'), de: messagesOf('de'), ru: messagesOf('ru') };
const changed = new Date('2026-11-20T09:30:00Z');

/** Each listing with `count` photos of its own in front of its stock ones. */
function withOwnPhotos(listing: Listing, count: number): Listing {
  const alt = Object.fromEntries(Object.keys(listing.words).map((locale) => [locale, `The terrace of ${listing.id}`])) as Record<keyof Listing['words'], string>;
  const own = Array.from({ length: count }, (_, index) => ({ type: 'own' as const, file: `0${index + 1}.jpg`, alt }));
  return { ...listing, photos: [...own, ...listing.photos] };
}

function manifestOf(listings: readonly Listing[]): PhotoManifest {
  return { widths: [], stock: [], listings: Object.fromEntries(listings.map((listing) => [listing.id, listing.photos.flatMap((photo) => (photo.type === 'own' ? [photo.file] : []))])) };
}

function feed(listings: readonly Listing[]) {
  return kyeroFeed({ listings, words, changedAt: () => changed, manifest: manifestOf(listings), generatedAt: changed });
}

type ParsedProperty = Record<string, unknown> & { id: string; ref: string; price: number; images: { image?: { url: string }[] } | '' };
function properties(xml: string): ParsedProperty[] {
  const parsed = new XMLParser({ isArray: (name) => ['property', 'image', 'feature'].includes(name), parseTagValue: true }).parse(xml);
  return parsed.root.property ?? [];
}

// The fixture inventory, varied: the first listing sold, the second reserved, the third with stock photos
// only, every other with one, two or three photos of its own.
const [sold, reserved, stockOnly, ...rest] = fixtureListings;
const inventory: Listing[] = [
  withOwnPhotos({ ...sold!, status: 'sold' }, 2),
  withOwnPhotos({ ...reserved!, status: 'reserved' }, 1),
  { ...stockOnly!, status: 'available' },
  ...rest.map((listing, index) => withOwnPhotos({ ...listing, status: 'available' }, 1 + (index % 3))),
];

describe('the Kyero feed (/feeds/kyero.xml)', () => {
  it('matches Kyero’s schema and carries every listing for sale or reserved with photos of its own, and no sold one', async () => {
    const { xml, carried, leftOut } = feed(inventory);
    expect(await validateKyeroFeed(xml)).toEqual({ properties: carried.length, problems: [] });

    const expected = inventory.filter((listing) => listing.status !== 'sold' && listing.photos.some((photo) => photo.type === 'own'));
    expect(properties(xml).map((property) => property.id)).toEqual(expected.map((listing) => listing.id));
    expect(xml).not.toContain(`<id>${sold!.id}</id>`);
    expect(leftOut.map(({ listing }) => listing.id)).toEqual([stockOnly!.id]);
  });

  it('says of each home what its file says, in English, German and Russian, with only its own photos as JPEG on the site', () => {
    const { xml } = feed(inventory);
    for (const property of properties(xml)) {
      const listing = inventory.find((candidate) => candidate.id === property.id)!;
      expect(property).toEqual(
        expect.objectContaining({
          ref: listing.reference,
          price: listing.price,
          currency: 'EUR',
          price_freq: 'sale',
          new_build: listing.stage === 'resale' ? 0 : 1,
          type: kyeroType(listing),
          town: words.en.listing.places[listing.place],
          province: words.en.listing.places[places[listing.place].district],
          beds: listing.bedrooms,
          baths: listing.bathrooms,
          pool: listing.pool === 'none' ? 0 : 1,
          location: { latitude: places[listing.place].lat, longitude: places[listing.place].lon },
          date: '2026-11-20 09:30:00',
        }),
      );
      expect(property.surface_area).toEqual(listing.plotArea === undefined ? { built: Math.round(listing.area) } : { built: Math.round(listing.area), plot: Math.round(listing.plotArea) });
      for (const language of KYERO_LANGUAGES) {
        expect((property.url as Record<string, string>)[language]).toBe(absoluteUrl(listingPath(language, listing)));
        const description = (property.desc as Record<string, string>)[language] ?? '';
        expect(description.endsWith(listing.words[language].description)).toBe(true);
        expect(description.startsWith(words[language].listing.status.reserved)).toBe(listing.status === 'reserved');
      }
      expect(Object.keys(property.desc as object)).not.toContain('he');
      expect((property.features as { feature: string[] }).feature).toEqual(listing.words.en.features);
      const own = listing.photos.filter((photo) => photo.type === 'own');
      const images = property.images === '' ? [] : (property.images.image ?? []);
      expect(images.map((image) => image.url)).toEqual(own.map((photo) => absoluteUrl(`/photos/listings/${listing.id}/${photo.file.replace('.jpg', '')}/portal.jpg`)));
    }
  });

  it('escapes what a description may hold and still matches the schema', async () => {
    const [first] = inventory.filter((listing) => listing.status !== 'sold' && listing.photos.some((photo) => photo.type === 'own'));
    const tricky = { ...first!, words: { ...first!.words, en: { ...first!.words.en, description: `${first!.words.en.description} Terrace <south> & "west" side \u0007` } } };
    const { xml } = feed([tricky]);
    expect(await validateKyeroFeed(xml)).toEqual({ properties: 1, problems: [] });
    expect((properties(xml)[0]!.desc as Record<string, string>).en).toContain('Terrace <south> & "west" side');
  });

  it('is not published when nothing is for sale with photos of its own, since no portal accepts an empty feed', async () => {
    const { xml, carried } = feed(inventory.map((listing) => ({ ...listing, status: 'sold' as const })));
    expect(carried).toEqual([]);
    // Kyero's schema asks for a property: the feed as written would be refused.
    expect((await validateKyeroFeed(xml)).problems).toEqual([expect.stringMatching(/Element 'root': Missing child element/)]);
    const dir = mkdtempSync(join(tmpdir(), 'feed-'));
    mkdirSync(join(dir, 'feeds'));
    writeFileSync(join(dir, 'feeds/kyero.xml'), xml);
    const result = await publishKyeroFeed(join(dir, 'feeds/kyero.xml'));
    expect(result).toMatchObject({ published: false, properties: 0, problems: [] });
    expect(result.warnings).toEqual([expect.stringContaining('no portal feed is published')]);
    expect(existsSync(join(dir, 'feeds'))).toBe(false);
  });

  it('fails, and stays for the build to report, when a feed without a property is wrong in another way too', async () => {
    const { xml } = feed(inventory.map((listing) => ({ ...listing, status: 'sold' as const })));
    const dir = mkdtempSync(join(tmpdir(), 'feed-'));
    // Kyero allows a feed_version of at most 3 characters.
    writeFileSync(join(dir, 'kyero.xml'), xml.replace('<feed_version>3</feed_version>', '<feed_version>3.0.1</feed_version>'));
    const result = await publishKyeroFeed(join(dir, 'kyero.xml'));
    expect(result.published).toBe(false);
    expect(result.problems).toEqual(expect.arrayContaining([expect.stringMatching(/feed_version/)]));
    expect(existsSync(join(dir, 'kyero.xml'))).toBe(true);
  });

  it('is published as written with one listing and with many', async () => {
    const carried = inventory.filter((listing) => listing.status !== 'sold' && listing.photos.some((photo) => photo.type === 'own'));
    for (const listings of [carried.slice(0, 1), inventory]) {
      const { xml } = feed(listings);
      const dir = mkdtempSync(join(tmpdir(), 'feed-'));
      writeFileSync(join(dir, 'kyero.xml'), xml);
      const count = kyeroSelection(listings).carried.length;
      expect(await publishKyeroFeed(join(dir, 'kyero.xml'))).toEqual({ published: true, properties: count, problems: [], warnings: [] });
      expect(readFileSync(join(dir, 'kyero.xml'), 'utf8')).toBe(xml);
    }
  });

  it('is checked at the size of a large agency (2,000 homes of 15 photos, about 8 MB), past xmllint’s default memory', async () => {
    const listings = Array.from({ length: 2000 }, (_, n): Listing => {
      const base = inventory[3 + (n % (inventory.length - 3))]!;
      return withOwnPhotos({ ...base, id: `${base.id.slice(0, 40)}-${n}`, reference: `${base.reference}${n}`.slice(0, 10), photos: [] }, 15);
    });
    const { xml, carried } = feed(listings);
    expect(carried).toHaveLength(listings.length);
    expect(await validateKyeroFeed(xml)).toEqual({ properties: listings.length, problems: [] });
  });

  it('names the listing whose entry breaks the schema', async () => {
    const [first] = inventory.filter((listing) => listing.status !== 'sold' && listing.photos.some((photo) => photo.type === 'own'));
    // Kyero allows ids of up to 50 characters; a file name is the id.
    const long = { ...first!, id: `${first!.id}-with-a-very-long-name-that-no-portal-accepts` };
    const { problems } = await validateKyeroFeed(feed([long, ...inventory.filter((listing) => listing.id !== first!.id)]).xml);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^content/listings/${long.id}\\.json \\(${long.reference}\\), feed line \\d+: Element 'id'`));
  });
});
