/**
 * When a listing may say it is reduced, and from what: the rule of the German price indication
 * ordinance (PAngV § 11 (1), from the EU's Omnibus directive): a reduction names as the earlier price
 * the LOWEST price the seller asked in the 30 days before the reduction, never a higher one asked
 * briefly or long ago. The earlier price is therefore never a field anyone types: it is computed here
 * from the listing's price history (content/listings/<id>.json `priceHistory`, which the schema keeps
 * in order and ending at today's price). The rule is pure, `today` given; `listingReduction` takes the
 * build's day (BUILD_DATE, or today: scripts/rates/policy.mjs), and the daily build keeps it current.
 */
import { buildDate } from '@/scripts/rates/policy.mjs';

/** A price the home was offered at, from `date` (YYYY-MM-DD) until the next entry's date. */
export type PriceChange = { date: string; price: number };

/** What a reduced listing shows: the day its price took effect, and the earlier price to strike through. */
export type PriceReduction = { on: string; earlier: number };

/** The days before a reduction whose lowest price is the earlier price (PAngV § 11 (1)). */
export const LOWEST_PRICE_DAYS = 30;
/** For how many days, from the day it took effect, a reduction is shown. */
export const REDUCTION_SHOWN_DAYS = 90;

const DAY_MS = 86_400_000;

/** The ISO day `days` after (or, negative, before) `iso`. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both ISO days). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The lowest price in effect on any of the LOWEST_PRICE_DAYS days before the last entry took effect,
 * or null when the history has no earlier price. What came before the first entry is unknown: a home
 * first offered fewer than 30 days before counts the days since then.
 */
export function lowestBefore(history: readonly PriceChange[]): number | null {
  const current = history.at(-1);
  if (!current || history.length < 2) return null;
  const windowStart = addDays(current.date, -LOWEST_PRICE_DAYS);
  // Entry i is in effect from its date to the day before entry i + 1's: it counts if that last day is in the window.
  const inWindow = history.slice(0, -1).filter((_, index) => history[index + 1]!.date > windowStart);
  return inWindow.length > 0 ? Math.min(...inWindow.map((entry) => entry.price)) : null;
}

/**
 * The reduction a listing may show on `today`, or null: its current price (the history's last entry)
 * is below the lowest price of the 30 days before it took effect, and took effect at most
 * REDUCTION_SHOWN_DAYS - 1 days ago. A price raised for a few days and then "cut" back shows nothing;
 * a cut after a higher price asked only long before shows the honest, lower, earlier price.
 */
export function priceReduction(history: readonly PriceChange[] | undefined, today: string): PriceReduction | null {
  const current = history?.at(-1);
  if (!history || !current) return null;
  const age = daysBetween(current.date, today);
  if (age < 0 || age >= REDUCTION_SHOWN_DAYS) return null;
  const earlier = lowestBefore(history);
  return earlier !== null && current.price < earlier ? { on: current.date, earlier } : null;
}

/**
 * The reduction a listing shows on the day of the build (or `today`): none once it is sold, whatever
 * its history says.
 */
export function listingReduction(listing: { status: string; priceHistory?: readonly PriceChange[] }, today: string = buildDate()): PriceReduction | null {
  return listing.status === 'sold' ? null : priceReduction(listing.priceHistory, today);
}
