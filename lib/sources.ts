import { z } from 'zod';
import { notGiven } from '@/lib/not-given';

/**
 * A published source of a legal or market fact: its name, its address (null for a law or the agency's
 * own figure) and the date it states its facts as of: a day (2025-05-26), a month (2023-05) where the
 * source gives only that, or null where it gives none. Pages state this date, never the day someone
 * looked at the source.
 */
export const sourceDateSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, 'a date such as 2025-05-26, or a month such as 2023-05');
/**
 * `lang`: the language of the source's name (and page), where it is not English. `names`: the source's
 * own name in a language that has one (a law of Israel by its Hebrew title on the Hebrew page); an
 * edition without one shows `name`, marked as `lang`.
 */
export const sourceSchema = z.strictObject({
  name: z.string().min(1),
  names: notGiven(z.record(z.string().regex(/^[a-z]{2}$/, 'a language code such as he'), notGiven(z.string().min(1)))).optional(),
  url: notGiven(z.url()),
  date: notGiven(sourceDateSchema),
  lang: z.enum(['de', 'ru', 'he', 'tr']).optional(),
});
export type Source = z.infer<typeof sourceSchema>;

/** How an edition names a source: its own name for the source where it has one, else the name in the source's language, with that language. */
export function sourceName(source: Source, locale: string): { name: string; lang: string } {
  const own = source.names?.[locale];
  return own ? { name: own, lang: locale } : { name: source.name, lang: source.lang ?? 'en' };
}

/** The source date `later` picks of some (a month counts as its first day), or null when none is given. */
function pickDate(dates: readonly (string | null)[], later: boolean): string | null {
  const dated = dates.filter((date): date is string => date !== null);
  if (dated.length === 0) return null;
  const day = (date: string) => date.padEnd(10, '-01').slice(0, 10);
  return dated.reduce((picked, date) => ((later ? day(date) > day(picked) : day(date) < day(picked)) ? date : picked));
}

/** The newest of some source dates (a month counts as its first day), or null when none is given. */
export function newestDate(dates: readonly (string | null)[]): string | null {
  return pickDate(dates, true);
}

/** The oldest of some source dates (a month counts as its first day), or null when none is given. */
export function oldestDate(dates: readonly (string | null)[]): string | null {
  return pickDate(dates, false);
}

/** The newest dated source among `sources`, or null when none is dated. */
export function newestSourceDate(sources: readonly Source[]): string | null {
  return newestDate(sources.map((source) => source.date));
}
