// When the site may show a price converted from euros: shared by the build's check (check.mjs) and
// the pages (lib/rates.ts), so the warning and what a buyer sees always agree.

/** A converted price is shown only while the ECB rates are at most this many days old at build time. */
export const RATES_MAX_AGE_DAYS = 14;

/** The day the site is built, as an ISO date (UTC): BUILD_DATE where it is set (the tests fix it), else today. */
export function buildDate(env = process.env) {
  const given = env.BUILD_DATE;
  if (given !== undefined && given !== '') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(given) || Number.isNaN(Date.parse(given))) throw new Error(`BUILD_DATE must be a date like 2026-11-28, not "${given}"`);
    return given;
  }
  return new Date().toISOString().slice(0, 10);
}

/** Days from the rates' date to `today` (both ISO dates). */
export function ageInDays(date, today) {
  return Math.round((Date.parse(today) - Date.parse(date)) / 86_400_000);
}
