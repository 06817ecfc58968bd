import { localeInfo, type Locale } from '@/content/locales';
import { fillTemplate, pluralForm, type PluralForms } from './message';
import { formatEuroRangeWith, formatEuroWith, formatWhole, numberPattern, type NumberPattern } from './number-pattern';

/** A count's sentence in each plural form the language has; `{n}` is the formatted number. */
export type { PluralForms };

/**
 * Numbers as the page's language writes them, built once per page on the server (never in the
 * browser, whose ICU may differ from Node's and break hydration).
 */
export type Format = {
  locale: Locale;
  /** The same rules for islands that format figures in the browser. */
  pattern: NumberPattern;
  /** Whole euros: €295,000 · 295.000 € · 295 000 € */
  euro: (amount: number) => string;
  /** A price range with the sign written once where it follows the number: €295,000–€525,000 · 295.000–525.000 € */
  euroRange: (from: number, to: number) => string;
  /** A range in pounds, as sources quote fees: £1,500–2,000 · 1.500–2.000 £ */
  poundRange: (from: number, to: number) => string;
  /** A whole number with grouping: 10,000 · 10.000 · 10 000 */
  number: (value: number) => string;
  /** 9 → 9% · 9 % ; up to two decimals. */
  percent: (value: number) => string;
  /** The form of `forms` that fits `count`, with {n} and any other `values` filled in. */
  plural: (count: number, forms: PluralForms, values?: Record<string, string>) => string;
  /** A template of the words with its {placeholders} filled (lib/i18n/message.ts `fillTemplate`). */
  fill: (template: string, values: Record<string, string>) => string;
  /** "a, b and c" as the language joins a list. */
  list: (items: readonly string[]) => string;
  /** An ISO date (2026-10-01) as the language writes it in full; a month (2023-05) as the month. */
  date: (iso: string) => string;
  /** A month (2027-06) as the language writes it: June 2027 · Juni 2027. */
  month: (isoMonth: string) => string;
  /** A number with at most one decimal: 0.4 · 0,4 */
  decimal: (value: number) => string;
  /** Each line in the words of its kind: the language gives one phrase per id, the data the lines and their order. */
  phrases: <Line extends { id: string }>(lines: readonly Line[], phrases: Phrases<Line>) => string[];
  /** A name standing alone (a heading, a table cell), with a capital first letter: «турецкий кочан» → «Турецкий кочан». */
  standalone: (text: string) => string;
  /** Sentences one after the other, leaving out the empty ones (a fact the data does not have). */
  sentences: (...parts: string[]) => string;
};

/** A phrase for each kind of line, typed by the line's id: `(f, line) => words`. */
export type Phrases<Line extends { id: string }> = { [Id in Line['id']]: (f: Format, line: LineOf<Line, Id>) => string };

/** The lines whose id can be `Id` (a line type may have several ids), narrowed to it. */
type LineOf<Line, Id> = Line extends { id: infer Ids } ? (Id extends Ids ? Line & { id: Id } : never) : never;

const cache = new Map<Locale, Format>();

export function createFormat(locale: Locale): Format {
  const cached = cache.get(locale);
  if (cached) return cached;
  const tag = localeInfo(locale).intl;
  const pattern = numberPattern(tag);
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 });
  const rules = new Intl.PluralRules(tag);
  const list = new Intl.ListFormat(tag, { type: 'conjunction' });
  const pounds = new Intl.NumberFormat(tag, { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const decimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const format: Format = {
    locale,
    pattern,
    euro: (amount) => formatEuroWith(amount, pattern),
    euroRange: (from, to) => formatEuroRangeWith(from, to, pattern),
    poundRange: (from, to) => pounds.formatRange(from, to),
    number: (value) => formatWhole(value, pattern),
    percent: (value) => percent.format(value / 100),
    plural: (count, forms, values) => pluralForm(forms, count, rules, (n) => formatWhole(n, pattern), values),
    fill: (template, values) => fillTemplate(template, values),
    list: (items) => list.format(items),
    // A source may be dated by its month only (2023-05): it reads as that month.
    date: (iso) => (/^\d{4}-\d{2}$/.test(iso) ? month.format(new Date(`${iso}-01T00:00:00Z`)) : date.format(new Date(`${iso}T00:00:00Z`))),
    month: (isoMonth) => month.format(new Date(`${isoMonth}-01T00:00:00Z`)),
    decimal: (value) => decimal.format(value),
    phrases: (lines, phrases) => lines.map((line) => (phrases[line.id as keyof typeof phrases] as (f: Format, line: unknown) => string)(format, line)),
    standalone: (text) => text.charAt(0).toLocaleUpperCase(tag) + text.slice(1),
    sentences: (...parts) => parts.filter(Boolean).join(' '),
  };
  cache.set(locale, format);
  return format;
}
