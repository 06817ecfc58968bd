/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withVat, vatPercent } from '@/lib/costs';
import { ListingFileError, loadListings, LISTINGS_DIR } from '@/lib/listings/load';
import { describeListingErrors, listingFileSchemaOn } from '@/lib/listings/schema';
import {
  addDays,
  listingReduction,
  LOWEST_PRICE_DAYS,
  priceReduction,
  REDUCTION_SHOWN_DAYS,
  type PriceChange,
} from '@/lib/price-reduction';
import { FIXTURE_ROOT } from './support/fixture-inventory';
import { fileWithHistory, fixtureFile, listingWithHistory } from './support/price-history';

/*
 * "Reduced" with an earlier price struck through is true only if the home was really offered at that
 * price: the earlier price is the lowest of the 30 days before the cut (PAngV § 11 (1)), computed from
 * the listing's price history, and the schema refuses a history that could not be true. The prices
 * here are a fixture listing's own, changed by a factor; the days count back from a fixed today.
 */
const TODAY = '2027-03-15';
const base = fixtureFile('esentepe-golf-villa').price;
/** A history of prices `daysAgo` days before TODAY, at `factor` times the fixture's price. */
const history = (...steps: [daysAgo: number, factor: number][]): PriceChange[] =>
  steps.map(([daysAgo, factor]) => ({ date: addDays(TODAY, -daysAgo), price: Math.round(base * factor) }));

describe('the earlier price a reduction shows (lib/price-reduction.ts)', () => {
  it('is the price asked before the cut, when it held for the 30 days before it', () => {
    const prices = history([200, 1.1], [5, 1]);
    expect(priceReduction(prices, TODAY)).toEqual({ on: prices[1]!.date, earlier: prices[0]!.price });
  });

  it('is nothing for a price raised for a few days and then “cut” back to where it was', () => {
    expect(priceReduction(history([200, 1], [12, 1.2], [5, 1]), TODAY)).toBeNull();
  });

  it('is the lowest of the 30 days, not a higher price raised briefly within them', () => {
    const prices = history([200, 1.05], [12, 1.3], [5, 1]);
    expect(priceReduction(prices, TODAY)?.earlier).toBe(prices[0]!.price);
  });

  it('ignores a higher price asked only before the 30 days: the honest, lower figure is shown', () => {
    const prices = history([300, 1.4], [60, 1.1], [5, 1]);
    const reduction = priceReduction(prices, TODAY);
    expect(reduction?.earlier).toBe(prices[1]!.price);
    expect(reduction?.earlier).not.toBe(prices[0]!.price);
  });

  it('counts a price in effect on the 30th day before the cut, and not one that ended the day before it', () => {
    const cut = 5;
    const counted = history([200, 1.2], [cut + LOWEST_PRICE_DAYS, 1.1], [cut, 1]);
    // In effect from the 30th day before the cut: 1.2 ended the day before that day, so it does not count.
    expect(priceReduction(counted, TODAY)?.earlier).toBe(counted[1]!.price);
    const ended = history([200, 1.2], [cut + LOWEST_PRICE_DAYS - 1, 1.1], [cut, 1]);
    // 1.2 was still asked on the 30th day before the cut: the lowest of the two counts.
    expect(priceReduction(ended, TODAY)?.earlier).toBe(ended[1]!.price);
    const lower = history([200, 1.05], [cut + LOWEST_PRICE_DAYS - 1, 1.1], [cut, 1]);
    expect(priceReduction(lower, TODAY)?.earlier).toBe(lower[0]!.price);
  });

  it('counts only the days since it was first offered, for a home offered fewer than 30 days', () => {
    const prices = history([20, 1.1], [5, 1]);
    expect(priceReduction(prices, TODAY)).toEqual({ on: prices[1]!.date, earlier: prices[0]!.price });
  });

  it('takes the lowest of several cuts within the 30 days: a second cut is measured from the first', () => {
    const prices = history([200, 1.2], [15, 1.1], [5, 1]);
    expect(priceReduction(prices, TODAY)?.earlier).toBe(prices[1]!.price);
  });

  it(`is shown for ${REDUCTION_SHOWN_DAYS} days from the day of the cut, then no longer`, () => {
    const lastDay = history([400, 1.1], [REDUCTION_SHOWN_DAYS - 1, 1]);
    expect(priceReduction(lastDay, TODAY)).not.toBeNull();
    expect(priceReduction(history([400, 1.1], [REDUCTION_SHOWN_DAYS, 1]), TODAY)).toBeNull();
    expect(priceReduction(history([400, 1.1], [0, 1]), TODAY)).not.toBeNull();
  });

  it('is nothing for a rise, a single price, no history, or a home that is sold', () => {
    expect(priceReduction(history([200, 1], [5, 1.1]), TODAY)).toBeNull();
    expect(priceReduction(history([5, 1]), TODAY)).toBeNull();
    expect(priceReduction(undefined, TODAY)).toBeNull();
    expect(priceReduction([], TODAY)).toBeNull();
    const prices = history([200, 1.1], [5, 1]);
    expect(listingReduction({ status: 'available', priceHistory: prices }, TODAY)).not.toBeNull();
    expect(listingReduction({ status: 'reserved', priceHistory: prices }, TODAY)).not.toBeNull();
    expect(listingReduction({ status: 'sold', priceHistory: prices }, TODAY)).toBeNull();
  });

  it('compares a new build’s prices as a buyer pays them, VAT added to the earlier price as to the price', () => {
    const listing = listingWithHistory('caesar-blue-villa', [
      { daysAgo: 200, factor: 1.1 },
      { daysAgo: 5, factor: 1 },
    ], TODAY);
    const quoted = fileWithHistory('caesar-blue-villa', [
      { daysAgo: 200, factor: 1.1 },
      { daysAgo: 5, factor: 1 },
    ], TODAY).priceHistory;
    const vat = vatPercent ?? 0;
    expect(listing.priceHistory!.map((entry) => entry.price)).toEqual(quoted.map((entry) => withVat(entry.price, vat)));
    expect(listing.priceHistory!.at(-1)!.price).toBe(listing.price);
    expect(listingReduction(listing, TODAY)?.earlier).toBe(withVat(quoted[0]!.price, vat));
  });
});

describe('a price history the schema refuses, naming the file and the field', () => {
  const FILE = 'content/listings/esentepe-golf-villa.json';
  const valid = () => fileWithHistory('esentepe-golf-villa', [
    { daysAgo: 200, factor: 1.1 },
    { daysAgo: 40, factor: 1.05 },
    { daysAgo: 5, factor: 1 },
  ], TODAY);
  const problems = (file: unknown) => {
    const parsed = listingFileSchemaOn(TODAY).safeParse(file);
    return parsed.success ? '' : describeListingErrors(FILE, parsed.error);
  };
  const edit = (change: (entries: PriceChange[]) => void) => {
    const file = valid();
    const entries = file.priceHistory.map((entry) => ({ ...entry }));
    change(entries);
    return { ...file, priceHistory: entries };
  };

  it('accepts an ordered, true history, and none at all (left out, or emptied by the CMS)', () => {
    expect(problems(valid())).toBe('');
    const { priceHistory, ...without } = valid();
    void priceHistory;
    expect(problems(without)).toBe('');
    expect(problems({ ...without, priceHistory: [] })).toBe('');
    expect(problems({ ...without, priceHistory: null })).toBe('');
  });

  it('refuses dates out of order, or twice the same day', () => {
    expect(problems(edit((entries) => ([entries[0], entries[1]] = [entries[1]!, entries[0]!])))).toMatch(`${FILE}: priceHistory.1.date: `);
    expect(problems(edit((entries) => (entries[1]!.date = entries[0]!.date)))).toMatch(/priceHistory\.1\.date: .*not after the entry before it/);
  });

  it('refuses a price from before the home was listed', () => {
    const file = valid();
    expect(problems({ ...file, listedOn: addDays(file.priceHistory[0]!.date, 1) })).toMatch(`${FILE}: priceHistory.0.date: ${file.priceHistory[0]!.date} is before listedOn`);
  });

  it('refuses a price change dated after today', () => {
    const file = edit((entries) => (entries[2]!.date = addDays(TODAY, 1)));
    expect(problems(file)).toMatch(`${FILE}: priceHistory.2.date: ${addDays(TODAY, 1)} is after today (${TODAY})`);
    // The same file passes on the day it takes effect.
    expect(listingFileSchemaOn(addDays(TODAY, 1)).safeParse(file).success).toBe(true);
  });

  it('refuses the same price twice in a row: an entry is a change', () => {
    expect(problems(edit((entries) => (entries[1]!.price = entries[0]!.price)))).toMatch(`${FILE}: priceHistory.1.price: `);
  });

  it('refuses a last entry that is not the price asked now: no history can put an earlier price beside another price', () => {
    const file = valid();
    expect(problems({ ...file, price: file.price - 1_000 })).toMatch(`${FILE}: priceHistory.2.price: the last entry is the price asked now, so it must be price (${file.price - 1_000})`);
  });

  it('refuses an entry that is not a day and a whole price', () => {
    expect(problems(edit((entries) => (entries[0]!.date = '15.03.2027')))).toMatch(`${FILE}: priceHistory.0.date: `);
    expect(problems(edit((entries) => (entries[0]!.price = 0)))).toMatch(`${FILE}: priceHistory.0.price: `);
    expect(problems(edit((entries) => Object.assign(entries[0]!, { was: 1 })))).toMatch(`${FILE}: priceHistory.0: `);
  });

  it('fails the build with the file and field when a listing file holds such a history', () => {
    const root = mkdtempSync(join(tmpdir(), 'price-history-'));
    mkdirSync(join(root, 'content'));
    cpSync(join(FIXTURE_ROOT, LISTINGS_DIR), join(root, LISTINGS_DIR), { recursive: true });
    const file = valid();
    writeFileSync(join(root, FILE), JSON.stringify({ ...file, price: file.price + 5_000 }, null, 2));
    expect(() => loadListings(root, TODAY)).toThrow(ListingFileError);
    expect(() => loadListings(root, TODAY)).toThrow(`${FILE}: priceHistory.2.price: the last entry is the price asked now`);
    writeFileSync(join(root, FILE), JSON.stringify(file, null, 2));
    expect(loadListings(root, TODAY).find((listing) => listing.id === 'esentepe-golf-villa')?.priceHistory).toEqual(file.priceHistory);
    rmSync(root, { recursive: true });
  });
});
