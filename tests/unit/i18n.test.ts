/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allListings } from '@/lib/listings';
import { wordProblems, wordStrings } from '@/lib/content-check';
import { routeKeys } from '@/content/facts/routes';
import { localeCodes } from '@/content/locales';
import { createFormat } from '@/lib/i18n/format';
import { formatEuroWith, formatWhole, numberPattern } from '@/lib/i18n/number-pattern';
import { languageAlternates, localeSwitchPath, localizedPath, routeOfPath } from '@/lib/i18n/paths';
import { preferredEdition } from '@/lib/i18n/suggestion';

describe('numbers in each language', () => {
  it('writes a price as each country reads it', () => {
    expect(createFormat('en').euro(295_000)).toBe('€295,000');
    expect(createFormat('de').euro(295_000)).toBe('295.000\u00a0€');
    expect(createFormat('ru').euro(295_000)).toBe('295\u00a0000\u00a0€');
    expect(createFormat('he').euro(295_000)).toBe(new Intl.NumberFormat('he-IL', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(295_000));
  });

  it('writes a price range with the sign once where the language puts it after the number', () => {
    expect(createFormat('en').euroRange(295_000, 525_000)).toBe('€295,000–€525,000');
    expect(createFormat('de').euroRange(295_000, 525_000)).toBe('295.000–525.000\u00a0€');
    expect(createFormat('ru').euroRange(295_000, 525_000)).toBe('295\u00a0000–525\u00a0000\u00a0€');
    const hebrew = createFormat('he').euroRange(295_000, 525_000);
    expect(hebrew.replace(/\p{Cf}/gu, '')).toBe('295,000–525,000\u00a0€');
  });

  it('formats in the browser exactly as Intl does on the server, from the pattern the server read', () => {
    for (const intl of ['en-GB', 'de-DE', 'ru-RU', 'he-IL']) {
      const pattern = numberPattern(intl);
      const euro = new Intl.NumberFormat(intl, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
      const plain = new Intl.NumberFormat(intl, { maximumFractionDigits: 0 });
      for (const value of [0, 7, 35, 100, 999, 1_733, 10_000, 50_000, 136_500, 500_000, 1_250_000]) {
        expect(formatEuroWith(value, pattern)).toBe(euro.format(value));
        expect(formatWhole(value, pattern)).toBe(plain.format(value));
      }
    }
  });

  it('chooses the plural form the language needs', () => {
    const ru = createFormat('ru');
    const forms = { one: '{n} спальня', few: '{n} спальни', many: '{n} спален', other: '{n} спальни' };
    expect([1, 2, 5, 21, 22, 25].map((n) => ru.plural(n, forms))).toEqual(['1 спальня', '2 спальни', '5 спален', '21 спальня', '22 спальни', '25 спален']);
    const he = createFormat('he');
    expect(he.plural(2, { one: 'חדר אחד', two: 'שני חדרים', other: '{n} חדרים' })).toBe('שני חדרים');
    expect(createFormat('en').plural(1, { one: '{n} bedroom', other: '{n} bedrooms' })).toBe('1 bedroom');
  });

  it('fills a plural form’s other placeholders in the same step as the count', () => {
    const de = createFormat('de');
    expect(de.plural(1, { one: '{percent} für {n} Jahr', other: '{percent} für {n} Jahre' }, { percent: de.percent(7) })).toBe('7\u00a0% für 1 Jahr');
    expect(de.plural(10, { one: '{percent} für {n} Jahr', other: '{percent} für {n} Jahre' }, { percent: de.percent(7) })).toBe('7\u00a0% für 10 Jahre');
  });

  it('refuses plural forms that miss one the language has, even for a count that would not need it', () => {
    // Today's count is 1, so "one" would do; a later 5 would print "5 месяц". The build stops instead.
    expect(() => createFormat('ru').plural(1, { one: '{n} месяц', other: '{n} месяца' })).toThrow(/lack "few", "many", which ru/);
    expect(() => createFormat('he').plural(3, { one: 'חודש אחד', other: '{n} חודשים' })).toThrow(/lack "two", which he/);
  });
});

describe('paths and alternates', () => {
  it('keeps English at the root and puts the others under their prefix', () => {
    expect(localizedPath('en', 'villas')).toBe('/villas');
    expect(localizedPath('de', 'villas')).toBe('/de/villas');
    expect(localizedPath('he', 'home')).toBe('/he');
    expect(localizedPath('en', 'home')).toBe('/');
  });

  it('reads the route and language back from any page path', () => {
    for (const locale of localeCodes) {
      for (const route of routeKeys) expect(routeOfPath(localizedPath(locale, route))).toEqual({ locale, route });
    }
    expect(routeOfPath('/de/no-such-page')).toBeNull();
  });

  it('switches any page to the same page in another language, not to its Home', () => {
    const pages = ['/', '/villas', '/villas/page/2', '/apartments/kyrenia-two-bedroom', '/legal-notice', '/privacy', '/brochure/thanks'];
    for (const from of localeCodes) {
      for (const to of localeCodes) {
        for (const page of pages) expect(localeSwitchPath(localizedPath(from, page), to)).toBe(localizedPath(to, page));
      }
    }
    expect(localeSwitchPath('/de/villas/esentepe-golf-villa/', 'he')).toBe('/he/villas/esentepe-golf-villa');
    expect(localeSwitchPath('/devon-villa', 'ru')).toBe('/ru/devon-villa');
    // A 404 page (rendered at /_not-found and /de/404) has no address to switch to: Home instead.
    expect(localeSwitchPath('/_not-found', 'de')).toBe('/de');
    expect(localeSwitchPath('/de/404', 'en')).toBe('/');
  });

  it('gives every edition of a route the same alternates, English as x-default', () => {
    const alternates = languageAlternates('guide');
    expect(Object.keys(alternates)).toEqual([...localeCodes, 'x-default']);
    expect(localeCodes[0]).toBe('en');
    expect(alternates['x-default']).toBe(alternates.en);
  });
});

describe('the offer of another edition', () => {
  it('follows the first language the browser prefers that has an edition, unless English comes first', () => {
    const offered = ['de', 'ru', 'he'] as const;
    expect(preferredEdition(['de-DE', 'en-US'], offered)).toBe('de');
    expect(preferredEdition(['fr-FR', 'ru', 'en'], offered)).toBe('ru');
    expect(preferredEdition(['iw-IL'], offered)).toBe('he');
    expect(preferredEdition(['en-GB', 'de-DE'], offered)).toBeNull();
    expect(preferredEdition(['fr-FR', 'es'], offered)).toBeNull();
    expect(preferredEdition([], offered)).toBeNull();
  });
});

/*
 * Each language's words against English (lib/content-check.ts, which `npm run check:content` prints
 * for a translator): every key, the same placeholders, nothing left in English, the language's script.
 */
describe.each(localeCodes.filter((locale) => locale !== 'en'))('the %s words', (locale) => {
  const problems = wordProblems(locale);

  it('have every English key and no other (plural forms aside: each language has its own)', () => {
    expect(problems.keys).toEqual([]);
  });

  it('leave the same {placeholders} to fill as English, so that none is shown unfilled or lost', () => {
    expect(problems.placeholders).toEqual([]);
  });

  it('leave no English sentence, label or alt text untranslated', () => {
    expect(problems.untranslated).toEqual([]);
  });

  it('are written in the language’s own script where it has one', () => {
    expect(problems.script).toEqual([]);
  });
});

describe('the word checks', () => {
  it('name the file, the place and what is wrong when a language misses a key, keeps English or loses a placeholder', () => {
    const german = wordStrings('de');
    const title = german.get('.caesarResort.hero.title')!;
    const english = new Map([
      // English as German has it: German "kept the English".
      ['.caesarResort.hero.title', title],
      // English asks for a placeholder the German text does not have.
      ['.home.hero.title', `${german.get('.home.hero.title')} {price}`],
      // A key German lacks.
      ['.villas.extra', 'A sentence only English has'],
    ]);
    const problems = wordProblems('de', english);
    expect(problems.untranslated).toContain(`content/de/caesar-resort.json: .caesarResort.hero.title: still the English "${title}"`);
    expect(problems.placeholders).toContain('content/de/home.json: .home.hero.title: no placeholder where English has {price}');
    expect(problems.keys).toContain('content/de/villas.json: .villas.extra: missing (English: "A sentence only English has")');
  });
});

describe('the word files', () => {
  const dirs = localeCodes.map((locale) => join(process.cwd(), 'content', locale));
  const files = dirs.flatMap((dir) => readdirSync(dir).map((name) => join(dir, name)));

  it('are data: every file of a language is a JSON file of messages, none is code', () => {
    expect(files.filter((file) => !file.endsWith('.json'))).toEqual([]);
  });

  it('name no listing by its id: a sentence about a listing takes that listing’s own data', () => {
    const named = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return allListings.filter((listing) => text.includes(listing.id)).map((listing) => `${file}: ${listing.id}`);
    });
    expect(named).toEqual([]);
  });

  it('pick plural forms and fill placeholders one way only (lib/i18n/message.ts), with no plural rule of their own', () => {
    const source = (dir: string): string[] =>
      readdirSync(join(process.cwd(), dir), { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
    const own = [...files, ...['app', 'components', 'lib'].flatMap(source)].flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [
        /\.replace(All)?\(\s*['"`]\{/.test(text) && `${file}: fills a {placeholder} itself`,
        /%\s*10\b|%\s*100\b/.test(text) && `${file}: computes a plural rule`,
      ].filter((problem): problem is string => Boolean(problem));
    });
    expect(own).toEqual([]);
  });
});
