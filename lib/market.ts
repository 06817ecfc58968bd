import { z } from 'zod';
import data from '@/content/facts/market.json';
import type { Listing } from '@/lib/listings';
import { sourceDateSchema, sourceSchema } from '@/lib/sources';

/**
 * The price comparison with Spain's and Portugal's coasts (content/facts/market.json): the site's own
 * median price per square metre, from the homes for sale, against each published, dated figure.
 */
export const MARKET_FILE = 'content/facts/market.json';

const schema = z.object({
  minimumLessPercent: z.number().min(0).max(100),
  regions: z
    .array(z.strictObject({ id: z.enum(['costaDelSol', 'algarve']), perM2: z.number().positive(), date: sourceDateSchema, source: sourceSchema }))
    .min(1),
  /** Foreign nationals granted the right to buy property in one year (the Council of Ministers' permissions). */
  foreignBuyers: z.strictObject({
    year: z.number().int().min(2000),
    permits: z.number().int().positive(),
    /** The publication's short name, for a figure's one-line source ("Source: Cyprus Mail, 15 July 2025"). */
    publisher: z.string().min(1),
    source: sourceSchema,
  }),
});

export type MarketFacts = z.infer<typeof schema>;
export type MarketRegionId = MarketFacts['regions'][number]['id'];

export function parseMarketFacts(value: unknown): MarketFacts {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${MARKET_FILE}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export const marketFacts = parseMarketFacts(data);

/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export type PriceComparison = {
  /** The median price per square metre of the homes for sale, rounded to the euro. */
  medianPerM2: number;
  /** How many homes it is the median of. */
  homes: number;
  /** Each region with how much less the site's median is, in whole percent. */
  regions: { id: MarketRegionId; perM2: number; date: string; lessPercent: number }[];
  /** The smallest saving of all: the figure a sentence may say ("about N% less"). */
  lessPercent: number;
};

/**
 * The comparison, or null when it cannot be stated truthfully: no home for sale, or any region where
 * the site's median is less than `minimumLessPercent` cheaper.
 */
export function priceComparison(inventory: readonly Listing[], facts: MarketFacts = marketFacts): PriceComparison | null {
  const forSale = inventory.filter((listing) => listing.status !== 'sold' && listing.area > 0);
  if (forSale.length === 0) return null;
  const medianPerM2 = Math.round(median(forSale.map((listing) => listing.price / listing.area)));
  const regions = facts.regions.map((region) => ({ id: region.id, perM2: region.perM2, date: region.date, lessPercent: Math.floor((1 - medianPerM2 / region.perM2) * 100) }));
  const lessPercent = Math.min(...regions.map((region) => region.lessPercent));
  if (lessPercent < facts.minimumLessPercent) return null;
  return { medianPerM2, homes: forSale.length, regions, lessPercent };
}
