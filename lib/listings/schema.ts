import { z } from 'zod';
import { titleDeedTypes } from '@/content/facts/title-deeds';
import { developmentIds } from '@/content/facts/developments';
import { stockPhotoKeys } from '@/content/facts/photos';
import { placeKeys } from '@/content/facts/places';
import { localeCodes, type Locale } from '@/content/locales';
import { videoOf } from '@/lib/video';
import { buildDate } from '@/scripts/rates/policy.mjs';

/**
 * One property for sale, as a file in content/listings/<id>.json: its facts and its words in every
 * language together, so adding a property is adding one file and selling one is changing `status`.
 */

export const listingWordsSchema = z.strictObject({
  /** The card's and the page's title, e.g. "Esentepe Golf Villa". */
  title: z.string().trim().min(3),
  /** Where it is, as the card shows it, e.g. "Esentepe, Kyrenia". */
  location: z.string().trim().min(3),
  /** The label on the photo, e.g. "Golf Villa". */
  type: z.string().trim().min(2),
  /** Short labels; the villas list shows the first three. */
  features: z.array(z.string().trim().min(2)).min(3),
  /** A few sentences for the listing's own page. */
  description: z.string().trim().min(80),
});

export type ListingWords = z.infer<typeof listingWordsSchema>;

const words = z.strictObject(Object.fromEntries(localeCodes.map((locale) => [locale, listingWordsSchema])) as Record<Locale, typeof listingWordsSchema>);

export const listingStatuses = ['available', 'reserved', 'sold'] as const;
export type ListingStatus = (typeof listingStatuses)[number];

/** The pages that list properties, each with its own cards. */
export const listingLists = ['villas', 'apartments', 'caesarResort'] as const;
export type ListingList = (typeof listingLists)[number];

/** What a buyer filters by. */
export const listingPools = ['private', 'shared', 'none'] as const;
export type ListingPool = (typeof listingPools)[number];
export const listingStages = ['newBuild', 'offPlan', 'resale'] as const;
export type ListingStage = (typeof listingStages)[number];

/**
 * A field a form may leave empty: a CMS writes an empty optional field as null or "" (or leaves it out);
 * each means "not given".
 */
const blank = (value: unknown) => (value === null || value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
/** A list a form may leave empty: an empty list means "not given" too. */
const optionalList = <T extends z.ZodType>(schema: z.ZodArray<T>) => z.preprocess((value) => (Array.isArray(value) && value.length === 0 ? undefined : blank(value)), schema.optional());

/** One price the home was offered at, from its day on (lib/price-reduction.ts). */
export const priceChangeSchema = z.strictObject({
  /** The day this price took effect (YYYY-MM-DD). */
  date: z.iso.date(),
  /** Whole euros, on the same basis as the listing's `price` (with or without VAT as `priceIncludesVat` says). */
  price: z.number().int().positive(),
});

const planTerms = {
  /** Paid when the contract is signed, as a share of the price, e.g. 35. */
  downPercent: z.number().min(0).max(90),
  /** How many equal monthly instalments pay the rest. */
  months: z.number().int().min(1).max(240),
  /** The yearly interest on the instalments, in percent (0: none). */
  interestPercent: z.number().min(0).max(30),
};

/**
 * What its seller offers besides payment in full: a developer's staged plan (new builds and off-plan
 * only; `offeredBy` names the developer where the file knows it), terms an owner has agreed to (a
 * resale), or nothing (`none`: the price is paid as the contract says, and the buyer may ask). Every
 * monthly figure on the site comes from here: a home with no plan shows none.
 */
export const listingPlanSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('developer'), offeredBy: optional(z.string().trim().min(2)), ...planTerms }),
  z.strictObject({ kind: z.literal('owner'), ...planTerms }),
  z.strictObject({ kind: z.literal('none') }),
]);
export type ListingPlan = z.infer<typeof listingPlanSchema>;
/** A plan with its terms: what a monthly figure is computed from. */
export type PaymentPlan = Exclude<ListingPlan, { kind: 'none' }>;

/** A photo file's name; a CMS's image field may write it as a path, of which only the name counts. */
const photoFileName = z.preprocess(
  (value) => (typeof value === 'string' ? value.split('/').pop() : value),
  z.string().regex(/^[\w-]+\.(jpe?g|png|webp|avif)$/i, 'a file name such as 01.jpg (letters, digits, - and _; jpg, png, webp or avif)'),
);

/** What an image shows, for a buyer who cannot see it, in every language. */
const altText = z.strictObject(Object.fromEntries(localeCodes.map((locale) => [locale, z.string().trim().min(5)])) as Record<Locale, z.ZodString>);

export const listingPhotoSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('own'),
    file: photoFileName,
    alt: altText,
  }),
  z.strictObject({ type: z.literal('stock'), key: z.enum(stockPhotoKeys) }),
]);
export type ListingPhoto = z.infer<typeof listingPhotoSchema>;

const listingFileObject = z.strictObject({
  /** Which page lists it. */
  list: z.enum(listingLists),
  /** Its place on that page: lower comes first. */
  order: z.number().int().min(0),
  status: z.enum(listingStatuses),
  /**
   * The price in whole euros as the seller quotes it. A new build's or off-plan home's price is taken to
   * be without the VAT (content/facts/costs.json) unless `priceIncludesVat` says so: the site shows every
   * buyer the price with VAT (lib/listings/load.ts).
   */
  price: z.number().int().positive(),
  /** A new build or off-plan home whose quoted `price` already includes VAT (true); false on a resale. Always given, as a CMS's checkbox writes it. */
  priceIncludesVat: z.boolean(),
  /**
   * The prices it has been offered at on this site, oldest first, each from the day it took effect; the
   * last is `price` itself. Optional: a listing without one never shows a reduction. A reduction shows
   * what lib/price-reduction.ts computes from it (the lowest price of the 30 days before the cut), never
   * a typed "was" price; the checks below refuse a history that could not be true.
   */
  priceHistory: optionalList(z.array(priceChangeSchema)),
  /** The payment terms its seller offers (see listingPlanSchema). */
  plan: listingPlanSchema,
  /** 0 is a studio. */
  bedrooms: z.number().int().min(0),
  bathrooms: z.number().int().min(1),
  /** Square metres. */
  area: z.number().positive(),
  /** What schema.org calls it: a house or a flat. */
  propertyType: z.enum(['SingleFamilyResidence', 'Apartment']),
  /** Estimated gross yearly yield in percent; leave it out where none is claimed. */
  roi: optional(z.number().positive().max(20)),
  titleDeed: z.enum(titleDeedTypes),
  /** The agency's reference, shown on the listing's page and quoted in messages, e.g. "V-104": unique across files. */
  reference: z.string().regex(/^[A-Z]{1,3}-\d{2,6}$/, 'a reference such as V-104 (capital letters, a hyphen, digits)'),
  /** Its own pool, a pool shared with the development, or none. */
  pool: z.enum(listingPools),
  /** Whether the sea can be seen from the home itself (not only from the development). */
  seaView: z.boolean(),
  /** New and never lived in, not yet built (off-plan), or sold on by an owner. */
  stage: z.enum(listingStages),
  /** Off-plan only: the month the developer gives for completion (YYYY-MM). */
  completion: optional(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month such as 2027-06')),
  /** A house's plot in square metres, where the file knows it. */
  plotArea: optional(z.number().positive()),
  /** Kilometres to the nearest beach on foot or by road, where the file knows it (0.2: a short walk). */
  beachKm: optional(z.number().min(0).max(100)),
  /** The town, one of content/facts/places.ts. */
  place: z.enum(placeKeys),
  /**
   * The photos, the first the card's, each an object a CMS's list of variable types writes: the
   * property's own (`{ "type": "own", "file": "01.jpg", "alt": { "en": …, "de": …, "ru": …, "he": … } }`, a
   * file in content/listings/<id>/), or a stock photo by key (`{ "type": "stock", "key": "villaPool" }`,
   * content/facts/photos.json), which every page marks as illustrative.
   */
  photos: z.array(listingPhotoSchema).min(3),
  /**
   * Floor plans, where the agency has them: image files in content/listings/<id>/ (as its photos are),
   * each with what it shows in every language ("Ground floor", …). Shown under the gallery, each opening
   * full size.
   */
  floorPlans: optional(z.array(z.strictObject({ file: photoFileName, alt: altText })).max(12)),
  /**
   * The agency's video tour, where there is one: its address on YouTube or Vimeo. The page shows a still
   * with a play button and loads the player (YouTube's privacy mode, Vimeo's do-not-track) only on a tap.
   */
  video: optional(z.string().trim().refine((address) => videoOf(address) !== null, 'a YouTube or Vimeo video’s address, such as https://www.youtube.com/watch?v=… or https://vimeo.com/123456789')),
  /** The Caesar Resort development it belongs to, where it is one: its lowest price for sale is that development's "from" price. */
  development: optional(z.enum(developmentIds)),
  /** An apartment on the top floor with its own roof terrace: the search offers penthouses apart. Always given (false for every other home), as a CMS's checkbox writes it. */
  penthouse: z.boolean(),
  /** The day price and status were last checked with the developer (YYYY-MM-DD). */
  checkedOn: z.iso.date(),
  /** The day it went on the site (YYYY-MM-DD): the search's "newest first" sorts by it. */
  listedOn: z.iso.date(),
  words,
});

/**
 * What is wrong with a price history, as issues on its entries: out of order, from before the home was
 * listed or after `today`, a repeated price, or a last entry that is not the price asked now.
 */
function priceHistoryIssues(listing: z.infer<typeof listingFileObject>, today: string, ctx: z.RefinementCtx) {
  const history = listing.priceHistory ?? [];
  history.forEach((entry, index) => {
    const at = (field: 'date' | 'price') => ['priceHistory', index, field];
    const before = history[index - 1];
    if (before && entry.date <= before.date) {
      ctx.addIssue({ code: 'custom', path: at('date'), message: `${entry.date} is not after the entry before it (${before.date}): list the prices oldest first, one entry per change` });
    }
    if (entry.date < listing.listedOn) {
      ctx.addIssue({ code: 'custom', path: at('date'), message: `${entry.date} is before listedOn (${listing.listedOn}): only a price asked on this site counts` });
    }
    if (entry.date > today) {
      ctx.addIssue({ code: 'custom', path: at('date'), message: `${entry.date} is after today (${today}): add a price change on the day it takes effect` });
    }
    if (before && entry.price === before.price) {
      ctx.addIssue({ code: 'custom', path: at('price'), message: `${entry.price} is the price of the entry before it (${before.date}): add an entry only when the price changes` });
    }
  });
  const last = history.at(-1);
  if (last && last.price !== listing.price) {
    ctx.addIssue({
      code: 'custom',
      path: ['priceHistory', history.length - 1, 'price'],
      message: `the last entry is the price asked now, so it must be price (${listing.price}), not ${last.price}: when the price changes, change price and add an entry with the day and the new price`,
    });
  }
}

/**
 * The listing file's schema, with `today` the day a price change may be dated at the latest (the
 * build's day, BUILD_DATE or today, unless a test gives one).
 */
export const listingFileSchemaOn = (today?: string) => listingFileObject.superRefine((listing, ctx) => {
  priceHistoryIssues(listing, today ?? buildDate(), ctx);
  if (listing.stage === 'offPlan' && !listing.completion) {
    ctx.addIssue({ code: 'custom', path: ['completion'], message: 'an off-plan listing needs the month the developer gives for completion (YYYY-MM)' });
  }
  if (listing.stage !== 'offPlan' && listing.completion) {
    ctx.addIssue({ code: 'custom', path: ['completion'], message: `only an off-plan listing has a completion month (this one is "${listing.stage}")` });
  }
  if (listing.penthouse && (listing.propertyType !== 'Apartment' || listing.bedrooms === 0)) {
    ctx.addIssue({ code: 'custom', path: ['penthouse'], message: 'only an apartment with a bedroom can be a penthouse' });
  }
  if (listing.plan.kind === 'developer' && listing.stage === 'resale') {
    ctx.addIssue({ code: 'custom', path: ['plan', 'kind'], message: 'a resale is sold by its owner, not a developer: use "owner" for terms the owner agreed to, or "none"' });
  }
  if (listing.plan.kind === 'owner' && listing.stage !== 'resale') {
    ctx.addIssue({ code: 'custom', path: ['plan', 'kind'], message: `a ${listing.stage === 'offPlan' ? 'off-plan' : 'new-build'} home is sold by its developer: use "developer" for its plan, or "none"` });
  }
  if (listing.priceIncludesVat === true && listing.stage === 'resale') {
    ctx.addIssue({ code: 'custom', path: ['priceIncludesVat'], message: 'only a new build or off-plan home is sold with VAT: set priceIncludesVat to false on a resale' });
  }
  if (listing.plotArea !== undefined && listing.propertyType !== 'SingleFamilyResidence') {
    ctx.addIssue({ code: 'custom', path: ['plotArea'], message: 'only a house has a plot of its own' });
  }
});

export const listingFileSchema = listingFileSchemaOn();

export type ListingFile = z.infer<typeof listingFileSchema>;

/**
 * A listing as the site uses it: its file, with the file's name as its id, and `price` the price a
 * buyer pays: with VAT for a new build or off-plan home (`vat` says how much of it is VAT; null on a
 * resale), as the file quotes it otherwise. `quotedPrice` is the file's own figure; `priceHistory`'s
 * prices are on the same basis as `price` (what a buyer paid on each day).
 */
export type Listing = Omit<ListingFile, 'priceIncludesVat'> & { id: string; quotedPrice: number; vat: { percent: number; amount: number } | null };

/**
 * What is wrong with a listing file, one line per problem, naming the file, the field and, for words,
 * the language: "content/listings/x.json: words.de.description: …".
 */
export function describeListingErrors(file: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const [first, language] = issue.path;
      if (first === 'words' && issue.path.length === 2 && issue.code === 'invalid_type') {
        return `${file}: the ${String(language)} words are missing (every listing needs ${localeCodes.join(', ')})`;
      }
      return `${file}: ${issue.path.join('.') || '(file)'}: ${issue.message}`;
    })
    .join('\n');
}
