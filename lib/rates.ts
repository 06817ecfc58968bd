import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { localeInfo, type Locale } from '@/content/locales';
import { ageInDays, buildDate, RATES_MAX_AGE_DAYS } from '@/scripts/rates/policy.mjs';

/**
 * The ECB reference rates the site converts euro prices with (content/facts/rates.json, written by
 * `npm run rates`). Read once at build, never fetched by a page. Without the file, or with rates older
 * than RATES_MAX_AGE_DAYS on the day of the build, no converted figure is shown: a made-up or stale
 * rate is never an option.
 */
export const RATES_FILE = 'content/facts/rates.json';

export const currencies = ['GBP', 'USD', 'ILS'] as const;
export type Currency = (typeof currencies)[number];

const schema = z.strictObject({
  source: z.string().min(1),
  url: z.url(),
  date: z.iso.date(),
  base: z.literal('EUR'),
  rates: z.strictObject({ GBP: z.number().positive(), USD: z.number().positive(), ILS: z.number().positive() }),
});

export type Rates = z.infer<typeof schema>;

export function loadRates(root = process.cwd()): Rates | null {
  const file = join(root, RATES_FILE);
  if (!existsSync(file)) return null;
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${RATES_FILE} is not the ECB rates file npm run rates writes:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Days between the rates' date and `today` (both ISO dates). */
export function ratesAgeDays(r: Rates, today = buildDate()): number {
  return ageInDays(r.date, today);
}

/** The rates, while they are at most RATES_MAX_AGE_DAYS old on `today`; null once they are older (a stale rate is never shown). */
export function freshRates(r: Rates | null, today = buildDate()): Rates | null {
  return r && ratesAgeDays(r, today) <= RATES_MAX_AGE_DAYS ? r : null;
}

/**
 * The rates this build converts with: the committed ones while they are fresh on the day of the build
 * (BUILD_DATE, or today); otherwise null, and every price is shown in euros only (the build warns).
 */
export const rates = freshRates(loadRates());

export type Converted = { currency: Currency; amount: number; text: string };

/**
 * `euros` in `currency` at the ECB rate, rounded to the nearest 1,000 (it is approximate: the contract
 * price is in euros) and written as the page's language writes that currency; null without rates.
 */
export function convertEuro(euros: number, currency: Currency, locale: Locale, r: Rates | null = rates): Converted | null {
  if (!r) return null;
  const amount = Math.round((euros * r.rates[currency]) / 1000) * 1000;
  const text = new Intl.NumberFormat(localeInfo(locale).intl, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  return { currency, amount, text };
}

/** The currency the page's readers think in, or null where it is the euro. */
export function readersCurrency(locale: Locale): Currency | null {
  return localeInfo(locale).currency;
}
