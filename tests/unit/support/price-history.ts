import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asSold, LISTINGS_DIR } from '@/lib/listings/load';
import { listingFileSchemaOn } from '@/lib/listings/schema';
import type { Listing } from '@/lib/listings';
import { addDays } from '@/lib/price-reduction';
import { buildDate } from '@/scripts/rates/policy.mjs';
import { FIXTURE_ROOT } from './fixture-inventory';

/** A fixture listing's file as an editor opens it. */
export const fixtureFile = (id: string): Record<string, unknown> & { price: number; listedOn: string } =>
  JSON.parse(readFileSync(join(FIXTURE_ROOT, LISTINGS_DIR, `${id}.json`), 'utf8'));

/** A price change as a test writes it: so many days before `today`, at the file's own price times `factor` (rounded to €1,000). */
export type Step = { daysAgo: number; factor: number };

/**
 * The file of fixture listing `id` with a price history of `steps` (oldest first) dated back from
 * `today`: its price becomes the last step's, and it is listed on the first step's day at the latest.
 */
export function fileWithHistory(id: string, steps: readonly Step[], today = buildDate()) {
  const file = fixtureFile(id);
  const priceHistory = steps.map((step) => ({ date: addDays(today, -step.daysAgo), price: Math.round((file.price * step.factor) / 1000) * 1000 }));
  const first = priceHistory[0]!.date;
  return { ...file, listedOn: file.listedOn < first ? file.listedOn : first, price: priceHistory.at(-1)!.price, priceHistory };
}

/** That file as the site loads it: checked by the schema on `today`, and priced as a buyer pays (lib/listings/load.ts asSold). */
export function listingWithHistory(id: string, steps: readonly Step[], today = buildDate()): Listing {
  return asSold(id, listingFileSchemaOn(today).parse(fileWithHistory(id, steps, today)));
}
