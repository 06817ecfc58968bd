import { formatEuroWith, formatWhole, type NumberPattern } from '@/lib/i18n/number-pattern';

/** The three settings a buyer chooses; every figure on the calculator follows from them. */
export type Plan = {
  /** Property price in euros. */
  price: number;
  /** Down payment as a percentage of the price, e.g. 35. */
  downPercent: number;
  /** Length of the interest-free instalment period in months. */
  months: number;
};

export type PlanResult = {
  downPayment: number;
  remainingBalance: number;
  /** Exact (unrounded) instalment; the UI shows it in whole euros. */
  monthlyPayment: number;
};

type Limit = { min: number; max: number; step: number; initial: number };

/**
 * Slider bounds and opening values. "36 to 100 in steps of 12" cannot hold the opening 75, so any whole
 * month is valid and `months.step` is the keyboard step only (see `stepMonths`).
 */
export const CALCULATOR_LIMITS = {
  price: { min: 50_000, max: 500_000, step: 10_000, initial: 200_000 },
  down: { min: 20, max: 50, step: 5, initial: 35 },
  months: { min: 36, max: 100, step: 12, initial: 75 },
} as const satisfies Record<'price' | 'down' | 'months', Limit>;

export const INITIAL_PLAN: Readonly<Plan> = {
  price: CALCULATOR_LIMITS.price.initial,
  downPercent: CALCULATOR_LIMITS.down.initial,
  months: CALCULATOR_LIMITS.months.initial,
};

/** The URL query keys, in the order they are written. */
export const PLAN_QUERY_KEYS = { price: 'price', downPercent: 'down', months: 'months' } as const;

export function downPaymentAmount(price: number, percent: number): number {
  return (price * percent) / 100;
}

export function remainingBalance(price: number, downPayment: number): number {
  return price - downPayment;
}

/** Zero interest, no fees: the balance split evenly over the months. */
export function monthlyPayment(balance: number, months: number): number {
  if (!(months > 0) || !Number.isFinite(months)) {
    throw new RangeError(`monthlyPayment: months must be a positive number, got ${months}`);
  }
  return balance / months;
}

export function calculatePlan({ price, downPercent, months }: Plan): PlanResult {
  const downPayment = downPaymentAmount(price, downPercent);
  const balance = remainingBalance(price, downPayment);
  return { downPayment, remainingBalance: balance, monthlyPayment: monthlyPayment(balance, months) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Clamp into [min, max], then snap to the nearest `min + k·step`; ties round up (37.5 % → 40 %). */
function snapToStep(value: number, { min, max, step }: Limit): number {
  const clamped = clamp(value, min, max);
  // Math.round rounds .5 towards +∞, i.e. ties go up. Bounds are whole multiples of the step from min.
  return clamp(min + Math.round((clamped - min) / step) * step, min, max);
}

export function normalizePrice(value: number): number {
  if (!Number.isFinite(value)) return CALCULATOR_LIMITS.price.initial;
  return snapToStep(value, CALCULATOR_LIMITS.price);
}

export function normalizeDownPercent(value: number): number {
  if (!Number.isFinite(value)) return CALCULATOR_LIMITS.down.initial;
  return snapToStep(value, CALCULATOR_LIMITS.down);
}

/** Any whole month in 36..100 is valid; fractions round to the nearest month (ties up). */
export function normalizeMonths(value: number): number {
  const { min, max, initial } = CALCULATOR_LIMITS.months;
  if (!Number.isFinite(value)) return initial;
  return Math.round(clamp(value, min, max));
}

/** A plan with every field inside its bounds and on its step; non-finite fields fall back to the opening value. */
export function normalizePlan(plan: Plan): Plan {
  return {
    price: normalizePrice(plan.price),
    downPercent: normalizeDownPercent(plan.downPercent),
    months: normalizeMonths(plan.months),
  };
}

export type MonthsKey = 'ArrowUp' | 'ArrowRight' | 'ArrowDown' | 'ArrowLeft' | 'PageUp' | 'PageDown' | 'Home' | 'End';

/** The period a key moves to (±12 months, clamped; Home and End to the bounds), or null for other keys. */
export function stepMonths(current: number, key: string): number | null {
  const { min, max, step } = CALCULATOR_LIMITS.months;
  switch (key) {
    case 'ArrowUp':
    case 'ArrowRight':
    case 'PageUp':
      return normalizeMonths(current + step);
    case 'ArrowDown':
    case 'ArrowLeft':
    case 'PageDown':
      return normalizeMonths(current - step);
    case 'Home':
      return min;
    case 'End':
      return max;
    default:
      return null;
  }
}

/** Plain decimal numbers only: no hex/binary literals, no thousands separators, no "Infinity". */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/** A query value as a number; NaN when missing, empty or not a plain decimal. */
function parseQueryNumber(raw: string | null): number {
  if (raw === null) return Number.NaN;
  const text = raw.trim();
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}

/**
 * Reads `?price=…&down=…&months=…` into a valid plan. Below min → min, above max → max, off-step →
 * nearest step (ties up); missing, empty, non-numeric or non-finite values → that field's opening value.
 */
export function parsePlanQuery(search: string | URLSearchParams): Plan {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return normalizePlan({
    price: parseQueryNumber(params.get(PLAN_QUERY_KEYS.price)),
    downPercent: parseQueryNumber(params.get(PLAN_QUERY_KEYS.downPercent)),
    months: parseQueryNumber(params.get(PLAN_QUERY_KEYS.months)),
  });
}

/** "price=200000&down=35&months=75" (the plan is normalised first, so it always reads back the same). */
export function planToQuery(plan: Plan): string {
  return mergePlanIntoQuery('', plan);
}

/**
 * `search` with the plan's keys set (or replaced) and every other parameter (e.g. utm tags) kept.
 * Returns the query without a leading "?".
 */
export function mergePlanIntoQuery(search: string, plan: Plan): string {
  const { price, downPercent, months } = normalizePlan(plan);
  const params = new URLSearchParams(search);
  params.set(PLAN_QUERY_KEYS.price, String(price));
  params.set(PLAN_QUERY_KEYS.downPercent, String(downPercent));
  params.set(PLAN_QUERY_KEYS.months, String(months));
  return params.toString();
}

/** The figures of a plan as display text, keyed by the placeholder names the copy templates use. */
export function planPlaceholders(plan: Plan, pattern: NumberPattern): Record<'price' | 'percent' | 'downPayment' | 'balance' | 'months' | 'monthly', string> {
  const result = calculatePlan(plan);
  return {
    price: formatEuroWith(plan.price, pattern),
    percent: formatWhole(plan.downPercent, pattern),
    downPayment: formatEuroWith(result.downPayment, pattern),
    balance: formatEuroWith(result.remainingBalance, pattern),
    months: formatWhole(plan.months, pattern),
    monthly: formatEuroWith(result.monthlyPayment, pattern),
  };
}

/**
 * A bank mortgage's monthly instalment (annuity formula), for comparing with a 0% developer plan.
 * `annualRatePercent` of 7 means 7% a year, compounded monthly.
 */
export function mortgageMonthlyPayment(principal: number, annualRatePercent: number, months: number): number {
  const rate = annualRatePercent / 100 / 12;
  if (rate === 0) return principal / months;
  return (principal * rate) / (1 - (1 + rate) ** -months);
}

/** The terms of a seller's plan: a share down, then equal monthly instalments at a yearly interest rate. */
export type PlanTerms = { downPercent: number; months: number; interestPercent: number };

/** What a home's own plan asks: the down payment and the monthly instalment at its price (at 0% the balance split evenly). */
export function planFigures(price: number, terms: PlanTerms): PlanResult {
  const downPayment = downPaymentAmount(price, terms.downPercent);
  const balance = remainingBalance(price, downPayment);
  const monthly = terms.interestPercent === 0 ? monthlyPayment(balance, terms.months) : mortgageMonthlyPayment(balance, terms.interestPercent, terms.months);
  return { downPayment, remainingBalance: balance, monthlyPayment: monthly };
}
