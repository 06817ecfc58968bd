import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import agency from '@/content/facts/agency.json';
import { ALL_MESSAGE_FILES, messageFile, NOT_WORDS } from '@/content/message-files';
import costs from '@/content/facts/costs.json';
import legalFacts from '@/content/facts/legal-facts.json';
import market from '@/content/facts/market.json';
import reviews from '@/content/facts/reviews.json';
import { developmentIds } from '@/content/facts/developments';
import { stockPhotoKeys } from '@/content/facts/photos';
import { placeKeys } from '@/content/facts/places';
import { titleDeedTypes } from '@/content/facts/title-deeds';
import englishListing from '@/content/en/listing.json';
import englishPhotoAlt from '@/content/en/photos.json';
import { localeInfo, locales, type Locale } from '@/content/locales';
import { listingLists, listingPools, listingStages, listingStatuses } from '@/lib/listings/schema';
import { reviewSources } from '@/lib/reviews';
import { LOWEST_PRICE_DAYS, REDUCTION_SHOWN_DAYS } from '@/lib/price-reduction';

/**
 * The CMS's configuration (Sveltia CMS at /admin, read from /admin/config.json), generated at every
 * build from the facts the site itself is built from: the towns, stock photos, developments and title
 * deeds a listing may name are the only options the CMS offers, so a value staff pick is one the
 * schema accepts. The listing fields follow lib/listings/schema.ts in its order, which is the order of
 * the keys in every listing file: a save rewrites no more than what was changed. The other files'
 * fields are read off the files themselves (every key, in file order), so a figure added to costs.json
 * is editable without a change here. The build's schemas stay the gate: a value the CMS lets through
 * and the schema refuses fails `npm run check:content`, naming the file and field.
 */

type Field = Record<string, unknown> & { name: string; widget: string };

/** Where the CMS's changes go: the agency's repository on GitHub, signed in through its OAuth proxy (README "Content management"). */
export type CmsBackend = { name: 'github'; repo: string; branch: string; base_url?: string } | { name: 'test-repo' };

const MONTH = ['^\\d{4}-(0[1-9]|1[0-2])$', 'a month such as 2027-06'];
const DAY = ['^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', 'a day such as 2026-11-28'];
const MONTH_OR_DAY = ['^\\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\\d|3[01]))?$', 'a month such as 2025-05 or a day such as 2025-05-15'];

const option = (value: string, label = value) => ({ value, label });
const select = (name: string, label: string, options: readonly (string | { value: string; label: string })[], extra: Record<string, unknown> = {}): Field => ({
  name,
  label,
  widget: 'select',
  options: options.map((item) => (typeof item === 'string' ? option(item) : item)),
  ...extra,
});
const int = (name: string, label: string, extra: Record<string, unknown> = {}): Field => ({ name, label, widget: 'number', value_type: 'int', ...extra });
const float = (name: string, label: string, extra: Record<string, unknown> = {}): Field => ({ name, label, widget: 'number', value_type: 'float', ...extra });
const text = (name: string, label: string, extra: Record<string, unknown> = {}): Field => ({ name, label, widget: 'string', ...extra });
const day = (name: string, label: string, extra: Record<string, unknown> = {}): Field => text(name, label, { pattern: DAY, ...extra });

/** Each language's words as an object of its own, labelled in that language's name, right to left where it is written so. */
const perLanguage = (name: string, label: string, fields: (locale: Locale) => Field[], extra: Record<string, unknown> = {}): Field => ({
  name,
  label,
  widget: 'object',
  fields: locales.map((locale) => ({ name: locale.code, label: `${locale.name} (${locale.code})`, widget: 'object', fields: fields(locale.code) })),
  ...extra,
});

const listingWordFields = (): Field[] => [
  text('title', 'Title', { hint: 'The card’s and the page’s title, such as “Esentepe Golf Villa”.', minlength: 3 }),
  text('location', 'Location', { hint: 'Where it is, as the card shows it, such as “Esentepe, Kyrenia”.', minlength: 3 }),
  text('type', 'Type', { hint: 'The label on the photo, such as “Golf Villa”.', minlength: 2 }),
  { name: 'features', label: 'Features', widget: 'list', field: { name: 'feature', label: 'Feature', widget: 'string' }, min: 3, hint: 'At least three; the villas list shows the first three.' },
  { name: 'description', label: 'Description', widget: 'text', minlength: 80, hint: 'A few sentences for the listing’s own page.' },
];

const planTerms = (): Field[] => [
  float('downPercent', 'Down payment (% of the price)', { min: 0, max: 90 }),
  int('months', 'Monthly instalments', { min: 1, max: 240 }),
  float('interestPercent', 'Yearly interest (%, 0 for none)', { min: 0, max: 30 }),
];

/** A stock photo as staff pick it: what it shows, and its key. */
export const stockPhotoLabel = (key: (typeof stockPhotoKeys)[number]) => `${(englishPhotoAlt as Record<string, string>)[key]} (${key})`;

/** The photo bucket the CMS uploads originals to (scripts/photos/upload.mjs cmsBucketFromEnv). */
export type CmsPhotoBucket = { bucket: string; endpoint: string; region: string; accessKeyId: string; publicUrl: string };

/** Where the photo build looks for the originals the CMS uploads (scripts/photos/build.mjs ORIGINALS_PREFIX). */
export const ORIGINALS_PREFIX = 'originals/';

/**
 * An image field's media library: with a photo bucket, Sveltia's S3 library, which puts each file in
 * the bucket under originals/ and writes its public address in the listing file (the build reads it
 * there); without one, the default, which commits the file beside the listing file.
 */
function photoLibrary(bucket: CmsPhotoBucket | null) {
  if (!bucket) return {};
  return {
    media_library: {
      name: 'aws_s3',
      bucket: bucket.bucket,
      region: bucket.region,
      endpoint: bucket.endpoint,
      force_path_style: true,
      access_key_id: bucket.accessKeyId,
      prefix: ORIGINALS_PREFIX,
      public_url: bucket.publicUrl,
    },
  };
}

/** The listing collection: every field of lib/listings/schema.ts, in its order. */
export function listingFields(bucket: CmsPhotoBucket | null = null): Field[] {
  const placeNames = englishListing.places as Record<string, string>;
  return [
    select('list', 'Listed on', [option('villas', 'Villas'), option('apartments', 'Apartments'), option('caesarResort', 'Caesar Resort')].filter((item) => (listingLists as readonly string[]).includes(item.value))),
    int('order', 'Place on its page', { min: 0, hint: 'Lower comes first.' }),
    select('status', 'Status', [option('available', 'For sale'), option('reserved', 'Reserved'), option('sold', 'Sold')].filter((item) => (listingStatuses as readonly string[]).includes(item.value)), {
      hint: 'A sold home keeps its page (shared links still work) and leaves the lists and the search.',
    }),
    int('price', 'Price (whole euros)', { min: 1, hint: 'As the seller quotes it. A new build’s price is taken to be without VAT unless the next box is ticked.' }),
    { name: 'priceIncludesVat', label: 'The quoted price includes VAT (new builds and off-plan only)', widget: 'boolean', default: false },
    {
      name: 'priceHistory',
      label: 'Price history',
      label_singular: 'Price change',
      widget: 'list',
      required: false,
      summary: '{{date}}: {{price}}',
      hint: `Optional: each price the home has been offered at on this site, oldest first, from the day it took effect, on the same basis as Price; the last entry is the price now. When the price changes, change Price and add an entry. A new price below the lowest of the ${LOWEST_PRICE_DAYS} days before it shows “Reduced” with that lowest price struck through, for ${REDUCTION_SHOWN_DAYS} days; the site computes the earlier price, nobody types it.`,
      fields: [day('date', 'From (day)'), int('price', 'Price (whole euros)', { min: 1 })],
    },
    {
      name: 'plan',
      label: 'Payment plan',
      widget: 'object',
      typeKey: 'kind',
      types: [
        { name: 'none', label: 'None (paid as the contract says)', widget: 'object', fields: [] },
        { name: 'developer', label: 'Developer’s plan (new build, off-plan)', widget: 'object', fields: [text('offeredBy', 'Developer', { required: false }), ...planTerms()] },
        { name: 'owner', label: 'Owner’s terms (resale)', widget: 'object', fields: planTerms() },
      ],
    },
    int('bedrooms', 'Bedrooms', { min: 0, hint: '0 is a studio.' }),
    int('bathrooms', 'Bathrooms', { min: 1 }),
    float('area', 'Area (m²)', { min: 1 }),
    select('propertyType', 'Kind of building', [option('SingleFamilyResidence', 'House'), option('Apartment', 'Apartment')]),
    float('roi', 'Estimated gross yearly yield (%)', { required: false, min: 0.1, max: 20, hint: 'Leave empty where none is claimed.' }),
    select('titleDeed', 'Title deed', titleDeedTypes.map((type) => option(type, { turkish: 'Turkish title', exchange: 'Exchange title', allocation: 'Allocation title' }[type] ?? type))),
    text('reference', 'Reference', { pattern: ['^[A-Z]{1,3}-\\d{2,6}$', 'a reference such as V-104'], hint: 'Unique across all listings.' }),
    select('pool', 'Pool', listingPools.map((pool) => option(pool, { private: 'Its own', shared: 'Shared with the development', none: 'None' }[pool]))),
    { name: 'seaView', label: 'Sea view from the home itself', widget: 'boolean', default: false },
    select('stage', 'Stage', listingStages.map((stage) => option(stage, { newBuild: 'New build', offPlan: 'Off-plan', resale: 'Resale' }[stage]))),
    text('completion', 'Completion month (off-plan only)', { required: false, pattern: MONTH }),
    float('plotArea', 'Plot (m², houses only)', { required: false, min: 1 }),
    float('beachKm', 'Kilometres to the beach', { required: false, min: 0, max: 100 }),
    select('place', 'Town', placeKeys.map((key) => option(key, placeNames[key] ?? key))),
    {
      name: 'photos',
      label: 'Photos',
      label_singular: 'Photo',
      widget: 'list',
      typeKey: 'type',
      min: 3,
      hint: 'The first is the card’s. The home’s own photos, or stock photos, which every page marks as illustrative.',
      types: [
        {
          name: 'own',
          label: 'The home’s own photo',
          widget: 'object',
          summary: '{{file}}',
          fields: [
            {
              name: 'file',
              label: 'Photo',
              widget: 'image',
              choose_url: false,
              accept: 'image/jpeg,image/png,image/webp,image/avif',
              hint: bucket
                ? 'JPEG, PNG, WebP or AVIF, at least 1600 px wide; saved in the photo bucket under its file name, so give each photo a name of its own (such as the listing’s address and a number).'
                : 'JPEG, PNG, WebP or AVIF, at least 1600 px wide; saved in the listing’s own folder.',
              ...photoLibrary(bucket),
            },
            {
              name: 'alt',
              label: 'What the photo shows, for a buyer who cannot see it',
              widget: 'object',
              fields: locales.map((locale) => text(locale.code, `${locale.name} (${locale.code})`, { minlength: 5 })),
            },
          ],
        },
        { name: 'stock', label: 'A stock photo', widget: 'object', summary: '{{key}}', fields: [select('key', 'Stock photo', stockPhotoKeys.map((key) => option(key, stockPhotoLabel(key))))] },
      ],
    },
    {
      name: 'floorPlans',
      label: 'Floor plans',
      label_singular: 'Floor plan',
      widget: 'list',
      required: false,
      hint: 'Optional. Shown under the photos, each opening full size.',
      summary: '{{file}}',
      fields: [
        {
          name: 'file',
          label: 'Plan',
          widget: 'image',
          choose_url: false,
          accept: 'image/jpeg,image/png,image/webp,image/avif',
          hint: `JPEG, PNG, WebP or AVIF, at least 1000 px wide; ${bucket ? 'saved in the photo bucket under its file name, so give each plan a name of its own' : 'saved in the listing’s own folder'}.`,
          ...photoLibrary(bucket),
        },
        { name: 'alt', label: 'What the plan shows (“Ground floor”), in every language', widget: 'object', fields: locales.map((locale) => text(locale.code, `${locale.name} (${locale.code})`, { minlength: 5 })) },
      ],
    },
    text('video', 'Video tour (YouTube or Vimeo address)', {
      required: false,
      pattern: ['^https?://(www\\.|m\\.)?(youtube\\.com|youtube-nocookie\\.com|youtu\\.be|vimeo\\.com|player\\.vimeo\\.com)/\\S+$', 'a YouTube or Vimeo address, such as https://www.youtube.com/watch?v=… or https://vimeo.com/123456789'],
      hint: 'Optional. The page shows a photo with a play button; the player loads only when a buyer taps it.',
    }),
    select('development', 'Caesar Resort development', developmentIds.map((id) => option(id, { collection: 'Caesar Resort Collection', blueVillas: 'Caesar Blue Villas', beach: 'Caesar Beach Residences', park: 'Caesar Park Suites' }[id] ?? id)), { required: false }),
    { name: 'penthouse', label: 'Penthouse (a top-floor apartment with its own roof terrace)', widget: 'boolean', default: false },
    day('checkedOn', 'Price and status last checked with the seller'),
    day('listedOn', 'Day it went on the site'),
    perLanguage('words', 'Words', listingWordFields),
  ];
}

/** The label staff read for a key: "confirmedOn" reads "Confirmed on". */
function labelOf(key: string) {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a key in a facts file is, where its value does not say (a null, or a list of source keys). */
type Hints = { sources?: string[]; fields?: Record<string, Partial<Field>> };

/** The fields of a value read off the file: every key in file order; a key null in the file is optional. */
function inferFields(values: Record<string, unknown>[], hints: Hints): Field[] {
  const keys = [...new Set(values.flatMap((value) => Object.keys(value)))];
  return keys.map((key) => {
    const present = values.map((value) => value[key]);
    const required = present.every((value) => value !== undefined && value !== null && value !== '');
    return inferField(key, present.filter((value) => value !== undefined), required, hints);
  });
}

function inferField(key: string, samples: unknown[], required: boolean, hints: Hints): Field {
  const base = { name: key, label: labelOf(key), required, ...(hints.fields?.[key] ?? {}) };
  if (key === '$comment') return { name: key, widget: 'hidden' };
  if (hints.fields?.[key]?.widget) return base as Field;
  const given = samples.filter((value) => value !== null && value !== '');
  if (key === 'sources' && hints.sources && given.every(Array.isArray)) {
    return { ...base, widget: 'select', multiple: true, min: 1, options: hints.sources };
  }
  const first = given[0];
  if (typeof first === 'number') return { ...base, widget: 'number', value_type: given.every((value) => Number.isInteger(value)) ? 'int' : 'float' };
  if (typeof first === 'boolean') return { ...base, widget: 'boolean' };
  if (Array.isArray(first)) {
    const items = given.flat();
    if (items.every((item) => item && typeof item === 'object' && !Array.isArray(item))) {
      return { ...base, widget: 'list', fields: inferFields(items as Record<string, unknown>[], hints) };
    }
    return { ...base, widget: 'list', field: { name: 'item', label: labelOf(key), widget: 'string' } };
  }
  if (first && typeof first === 'object') {
    return { ...base, widget: 'object', fields: inferFields(given as Record<string, unknown>[], hints) };
  }
  if (/On$/.test(key) || key === 'date') return { ...base, widget: 'string', pattern: key === 'date' ? MONTH_OR_DAY : DAY };
  const long = given.some((value) => typeof value === 'string' && value.length > 90);
  return { ...base, widget: long ? 'text' : 'string' };
}

const WORD_FILE_LABELS: Record<string, string> = {
  common: 'Every page (header, footer, shared words)',
  photos: 'What each stock photo shows',
  'not-found': 'Page not found',
  brochure: 'The brochure',
  listing: 'A listing’s page',
  search: 'The search',
  shortlist: 'The shortlist',
  costs: 'Costs and legal facts, as the pages say them',
  home: 'Home page',
  villas: 'Villas page',
  apartments: 'Apartments page',
  investment: 'Investment page',
  'payment-plans': 'Payment plans page',
  'caesar-resort': 'Caesar Resort page',
  guide: 'Buying guide',
  legal: 'Legal pages',
};

/** The English message files (content/en/<name>.json, content/message-files.ts) the words collection edits, read at build. */
function englishMessages(root = process.cwd()): Record<string, Record<string, unknown>> {
  return Object.fromEntries(Object.values(ALL_MESSAGE_FILES).map((name) => [name, JSON.parse(readFileSync(join(root, messageFile('en', name)), 'utf8'))]));
}

/** Every field translatable, to the last nested one: each language has its own value. */
function translatable(fields: Field[]): Field[] {
  return fields.map((field) => ({
    ...field,
    // A page's key, an icon's name: the same in every language, and not words to edit.
    ...((NOT_WORDS as readonly string[]).includes(field.name) ? { i18n: 'duplicate', readonly: true } : { i18n: true }),
    ...(Array.isArray(field.fields) ? { fields: translatable(field.fields as Field[]) } : {}),
    ...(field.field ? { field: { ...(field.field as Field), i18n: true } } : {}),
  }));
}

/**
 * A file of words (content/<lang>/<name>.json) as one entry in every language, English beside the
 * language being edited: its fields read off the English file.
 */
function wordsFile(name: string, label: string, english: Record<string, unknown>) {
  return { name, label, file: `content/{{locale}}/${name}.json`, format: 'json', i18n: true, fields: translatable(inferFields([english], {})) };
}

/** A facts file as one editable entry: its fields read off the file. */
function factsFile(name: string, label: string, file: string, data: Record<string, unknown>, hints: Hints = {}) {
  return { name, label, file, format: 'json', fields: inferFields([data], hints) };
}

const sourceKeys = (data: { sources?: Record<string, unknown> }) => Object.keys(data.sources ?? {});

const agencyHints: Hints = {
  fields: {
    siteUrl: { hint: 'The site’s address with https:// and no path, such as https://www.example.com' },
    whatsAppNumber: { hint: 'International format, such as +90 533 123 4567' },
    phoneNumber: { hint: 'International format, such as +90 392 123 4567' },
    telegramUsername: { hint: 'Such as @northcyprushomes; leave empty for none' },
    legalName: { label: 'Company name (legal notice)' },
    email: { label: 'E-mail' },
    register: { label: 'Company register and number' },
    vat: { label: 'VAT or tax number' },
    licence: { label: 'Estate agency licence' },
    euRepresentative: { label: 'EU representative (GDPR art. 27)' },
    host: { label: 'Web host (privacy policy)' },
    formService: { label: 'Form service (privacy policy)' },
  },
};

/**
 * The whole configuration. `backend` is where saves go: the agency's GitHub repository in production;
 * the e2e test swaps in Sveltia's `test-repo` backend (the browser's own storage, no network).
 * `photoBucket`, when the agency has one, is where staff's photos go instead of the repository.
 */
export function cmsConfig(
  backend: CmsBackend,
  siteUrl: string | null = agency.siteUrl,
  englishWords: Record<string, Record<string, unknown>> = englishMessages(),
  photoBucket: CmsPhotoBucket | null = null,
) {
  const hebrew = locales.filter((locale) => localeInfo(locale.code).dir === 'rtl').map((locale) => locale.code);
  return {
    backend,
    media_folder: 'content/photos/uploads',
    public_folder: '/content/photos/uploads',
    output: { omit_empty_optional_fields: true, json: { indent_style: 'space', indent_size: 2 } },
    // Photos are the agency's own, uploaded: no stock photo services, no outside addresses. A file's name is
    // made safe for the site (lower case, hyphens) as it is saved.
    media_libraries: { default: { config: { max_file_size: 30_000_000, slugify_filename: true } }, stock_assets: false },
    ...(siteUrl ? { site_url: siteUrl, display_url: siteUrl } : {}),
    // Only the words collection is translated: the listing files keep their four languages side by side in one file.
    i18n: { structure: 'multiple_files', locales: locales.map((locale) => locale.code), default_locale: 'en' },
    collections: [
      {
        name: 'listings',
        label: 'Listings',
        label_singular: 'Listing',
        description: `One file per home: its facts and its words in every language (${locales.map((locale) => locale.name).join(', ')}; ${hebrew.join(', ')} is written right to left). Mark a home sold with Status.`,
        folder: 'content/listings',
        extension: 'json',
        format: 'json',
        create: true,
        delete: true,
        slug: {
          template: '{{words.en.title}}',
          editable: ['create'],
          hint: 'The page’s address, such as kyrenia-sea-view-villa: lower-case letters, digits and hyphens. It stays once saved, so shared links keep working.',
          pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', 'lower-case letters, digits and hyphens, such as kyrenia-sea-view-villa'],
        },
        identifier_field: 'reference',
        summary: '{{words.en.title}} · {{reference}} · {{status}} · €{{price}}',
        sortable_fields: ['words.en.title', 'price', 'status', 'listedOn'],
        view_filters: listingStatuses.map((status) => ({ label: labelOf(status), field: 'status', pattern: `^${status}$` })),
        view_groups: [{ label: 'Page', field: 'list' }],
        media_folder: '{{filename}}',
        public_folder: '',
        fields: listingFields(photoBucket),
      },
      {
        name: 'facts',
        label: 'Costs, legal facts and the market',
        description: 'Each figure with its sources. Set “Confirmed on” to the day the agency’s lawyer confirmed it.',
        files: [
          factsFile('costs', 'Purchase costs and taxes', 'content/facts/costs.json', costs, { sources: sourceKeys(costs) }),
          factsFile('legalFacts', 'Legal facts', 'content/facts/legal-facts.json', legalFacts, { sources: sourceKeys(legalFacts) }),
          factsFile('market', 'Market figures', 'content/facts/market.json', market),
        ],
      },
      {
        name: 'reviews',
        label: 'Reviews and press',
        description: 'A real review needs the day it was given, where, the day the buyer agreed to its publication, and its words in every language. Untick “Sample” only for a real one.',
        files: [factsFile('reviews', 'Reviews and press mentions', 'content/facts/reviews.json', reviews, { fields: { source: { widget: 'select', options: [...reviewSources], required: false } } })],
      },
      {
        name: 'words',
        label: 'Words of the site',
        i18n: true,
        description:
          'Each page’s words in every language, the English beside them. A message may hold {name} arguments, which the site fills with a figure or a sentence (keep them as they are); plurals as {n, plural, one {# home} other {# homes}}: give every form your language has; and choices as {range, select, none {…} other {…}}: write each branch in your language. A save is checked before the site is built.',
        files: Object.entries(englishWords).map(([name, data]) => wordsFile(name, WORD_FILE_LABELS[name] ?? labelOf(name), data)),
      },
      {
        name: 'agency',
        label: 'The agency',
        description: 'The agency’s own details: contacts, and the legal notice’s. Empty means not given yet: the site shows a placeholder and every build names the field.',
        files: [factsFile('agency', 'Contacts and legal details', 'content/facts/agency.json', agency, agencyHints)],
      },
    ],
  };
}

/**
 * `value` with its keys in the order the CMS writes them: the configured fields' order (a variable
 * type's key first, then its fields), then any other key in sorted order, as Sveltia CMS does. A file
 * already in this order is saved back with only the fields staff changed.
 */
export function inFieldOrder(fields: Field[], value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  const ordered: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field.name in record)) continue;
    ordered[field.name] = orderField(field, record[field.name]);
  }
  for (const key of Object.keys(record).filter((name) => !(name in ordered)).sort()) ordered[key] = record[key];
  return ordered;
}

function orderField(field: Field, value: unknown): unknown {
  const types = field.types as Field[] | undefined;
  const typeKey = (field.typeKey as string | undefined) ?? 'type';
  const ofType = (item: unknown) => {
    if (!types || !item || typeof item !== 'object') return item;
    const type = types.find((candidate) => candidate.name === (item as Record<string, unknown>)[typeKey]);
    return type ? inFieldOrder([{ name: typeKey, widget: 'hidden' }, ...((type.fields as Field[]) ?? [])], item) : item;
  };
  if (field.widget === 'list' && Array.isArray(value)) {
    if (types) return value.map(ofType);
    const sub = field.fields as Field[] | undefined;
    return sub ? value.map((item) => inFieldOrder(sub, item)) : value;
  }
  if (field.widget === 'object') return types ? ofType(value) : inFieldOrder((field.fields as Field[]) ?? [], value);
  return value;
}

/** A listing file's content as the CMS writes it: its keys in field order. */
export const listingInFieldOrder = (listing: unknown) => inFieldOrder(listingFields(), listing);
