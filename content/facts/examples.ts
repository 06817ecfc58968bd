import type { PhotoKey } from './photos';
import type { PlaceKey } from './places';

/**
 * The investment page's worked rental examples; income is computed from price and yield. An example
 * with `like` is a home the site sells: while one such is for sale, its price is the lowest of
 * theirs (lib/scenarios.ts, `scenarioPrice`), and `price` only stands in while none is.
 */
export const rentalScenarios = [
  { id: 'studio', price: 89_000, like: { bedrooms: 0, place: 'famagusta' }, yieldPercent: 9, photo: 'apartmentStudio' },
  { id: 'two-bed', price: 145_000, yieldPercent: 8, photo: 'apartmentLiving' },
  { id: 'villa', price: 350_000, yieldPercent: 7, photo: 'villaLuxury' },
] as const satisfies readonly { id: string; price: number; like?: { bedrooms: number; place: PlaceKey }; yieldPercent: number; photo: PhotoKey }[];

/** Each scenario also shows its income over this many years. */
export const scenarioYears = 5;

/** The payment plans page compares a developer plan with a bank mortgage on one home. */
export const planVersusMortgage = {
  price: 200_000,
  planDepositPercent: 35,
  mortgageSharePercent: 60,
  mortgageRatePercent: 7,
  mortgageYears: 15,
} as const;

/** The buying guide's publication date (ISO); each language writes it its own way. */
export const guidePublished = '2026-10-01';

/** The four plan structures on /payment-plans: deposit and term are figures; names and points are words. */
export const planStructures = [
  { id: 'standard', depositPercent: 40, term: { kind: 'months', months: 36 } },
  { id: 'extended', depositPercent: 35, term: { kind: 'range', from: 60, to: 75 } },
  { id: 'offPlan', depositPercent: 20, term: { kind: 'handover' } },
  { id: 'premium', depositPercent: 30, term: { kind: 'upTo', months: 100 }, bestValue: true },
] as const;

export type PlanTerm = (typeof planStructures)[number]['term'];

/** The reservation fee a seller usually asks to take a home off the market while the buyer's lawyer checks it, in euros: the words quote the range. */
export const reservationFee = { from: 2_000, to: 5_000 } as const;

/** The apartments page's budget brackets, in euros: a starter flat, a holiday home, and premium from. */
export const apartmentBudgets = { starter: { from: 80_000, to: 120_000 }, holiday: { from: 120_000, to: 180_000 }, premiumFrom: 180_000 } as const;
