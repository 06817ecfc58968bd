import costs from '@/content/facts/costs.json';
import legalFacts from '@/content/facts/legal-facts.json';
import { developmentIds } from '@/content/facts/developments';
import { stockPhotoKeys } from '@/content/facts/photos';
import { placeKeys } from '@/content/facts/places';
import { titleDeedTypes } from '@/content/facts/title-deeds';
import { localeCodes } from '@/content/locales';
import { cmsConfig, inFieldOrder, listingFields, listingInFieldOrder } from '@/lib/cms/config';
import { listingFileSchema, listingStatuses, listingWordsSchema } from '@/lib/listings/schema';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURE_ROOT } from './support/fixture-inventory';
import { ALL_MESSAGE_FILES, messageFile, NOT_WORDS } from '@/content/message-files';

type Field = { name: string; widget: string; options?: { value: string }[] | string[]; fields?: Field[]; types?: Field[]; typeKey?: string; required?: boolean; [key: string]: unknown };
const fields = listingFields() as Field[];
const byName = (list: Field[], name: string) => list.find((field) => field.name === name)!;
const values = (field: Field) => (field.options ?? []).map((option) => (typeof option === 'string' ? option : option.value));

describe('the CMS configuration (lib/cms/config.ts, /admin/config.json)', () => {
  it('edits every field of a listing file, in the order of the schema and the files', () => {
    expect(fields.map((field) => field.name)).toEqual(Object.keys(listingFileSchema.shape));
    const words = byName(fields, 'words');
    expect(words.fields!.map((field) => field.name)).toEqual(localeCodes);
    for (const language of words.fields!) expect(language.fields!.map((field) => field.name)).toEqual(Object.keys(listingWordsSchema.shape));
  });

  it('offers only the values the schema accepts, read from the facts: towns, stock photos, developments, title deeds, statuses', () => {
    expect(values(byName(fields, 'place'))).toEqual(placeKeys);
    expect(values(byName(fields, 'development'))).toEqual([...developmentIds]);
    expect(values(byName(fields, 'titleDeed'))).toEqual([...titleDeedTypes]);
    expect(values(byName(fields, 'status'))).toEqual([...listingStatuses]);
    const stock = byName(byName(fields, 'photos').types!, 'stock');
    expect(values(byName(stock.fields!, 'key'))).toEqual(stockPhotoKeys);
    // A photo's alt text in every language.
    const own = byName(byName(fields, 'photos').types!, 'own');
    expect(byName(own.fields!, 'alt').fields!.map((field) => field.name)).toEqual(localeCodes);
  });

  it('leaves out what staff leave empty, and never offers an outside photo', () => {
    const config = cmsConfig({ name: 'test-repo' });
    expect(config.output.omit_empty_optional_fields).toBe(true);
    expect(config.media_libraries.stock_assets).toBe(false);
    const own = byName(byName(fields, 'photos').types!, 'own');
    expect(byName(own.fields!, 'file')).toMatchObject({ widget: 'image', choose_url: false });
    // The schema's optional fields are optional in the form; the ones it needs are required.
    const optional = Object.entries(listingFileSchema.shape).filter(([, schema]) => schema.safeParse(undefined).success).map(([name]) => name);
    expect(fields.filter((field) => field.required === false).map((field) => field.name).sort()).toEqual(optional.sort());
  });

  it('edits the costs and legal facts field by field, their sources picked from the file’s own list', () => {
    const config = cmsConfig({ name: 'test-repo' });
    const facts = config.collections.find((collection) => collection.name === 'facts')!;
    const file = (name: string) => (facts.files as { name: string; fields: Field[] }[]).find((entry) => entry.name === name)!.fields;
    expect(file('costs').map((field) => field.name)).toEqual(Object.keys(costs));
    expect(file('legalFacts').map((field) => field.name)).toEqual(Object.keys(legalFacts));
    const items = byName(file('costs'), 'items');
    expect(values(byName(items.fields!, 'sources'))).toEqual(Object.keys(costs.sources));
    expect(byName(file('legalFacts'), 'residency').fields!.find((field) => field.name === 'confirmedOn')).toMatchObject({ required: false, pattern: expect.any(Array) });
  });

  it('edits every message file in every language, English beside it, key by key', () => {
    const config = cmsConfig({ name: 'test-repo' });
    expect(config.i18n.locales).toEqual(localeCodes);
    const words = config.collections.find((collection) => collection.name === 'words')!;
    const files = words.files as { name: string; file: string; fields: Field[] }[];
    expect(files.map((file) => file.file)).toEqual(Object.values(ALL_MESSAGE_FILES).map((name) => messageFile('{{locale}}', name)));
    // Every key of the English file, to the last nested one (a list's items by their first).
    const keys = (fields: Field[], prefix = ''): string[] => fields.flatMap((field) => (field.fields ? keys(field.fields, `${prefix}${field.name}.`) : [`${prefix}${field.name}`]));
    const leaves = (value: unknown, prefix = ''): string[] => {
      // A list of objects by the keys of all its items together, in the order they first appear.
      const item = Array.isArray(value) && value[0] && typeof value[0] === 'object' ? Object.assign({}, ...(value as object[])) : value;
      return item && typeof item === 'object' && !Array.isArray(item) ? Object.entries(item).flatMap(([key, inner]) => leaves(inner, `${prefix}${key}.`)) : [prefix.slice(0, -1)];
    };
    for (const file of files) {
      expect(keys(file.fields)).toEqual(leaves(JSON.parse(readFileSync(join(process.cwd(), messageFile('en', file.name)), 'utf8'))));
      // Every message is translated; what is not words (a link's route, an icon's name) is the same in every language and read-only.
      const flat = (fields: Field[]): Field[] => fields.flatMap((field) => [field, ...flat(field.fields ?? [])]);
      for (const field of flat(file.fields)) expect(field.i18n).toBe((NOT_WORDS as readonly string[]).includes(field.name) ? 'duplicate' : true);
    }
  });

  it('writes keys in the order of the fields, unknown keys last: a file in that order is saved back unchanged', () => {
    const shuffled = { words: { he: 1, en: 2 }, status: 'sold', list: 'villas', extra: true, plan: { months: 12, kind: 'owner', downPercent: 30, interestPercent: 0 } };
    expect(JSON.stringify(inFieldOrder(fields as never, shuffled))).toBe(
      JSON.stringify({ list: 'villas', status: 'sold', plan: { kind: 'owner', downPercent: 30, months: 12, interestPercent: 0 }, words: { en: 2, he: 1 }, extra: true }),
    );
    // The tests' own listing files are in that order, so a save in the CMS changes only what staff change.
    const dir = join(FIXTURE_ROOT, 'content/listings');
    for (const name of readdirSync(dir).filter((file) => file.endsWith('.json'))) {
      const text = readFileSync(join(dir, name), 'utf8');
      expect(`${JSON.stringify(listingInFieldOrder(JSON.parse(text)), null, 2)}\n`).toBe(text);
    }
  });
});
