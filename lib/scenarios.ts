import { fillTemplate } from '@/lib/i18n/message';
import type { Format, PluralForms } from '@/lib/i18n/format';
import { planVersusMortgage } from '@/content/facts/examples';
import { costFacts, linesFor, type CostFacts, type CostId } from '@/lib/costs';
import { downPaymentAmount, mortgageMonthlyPayment } from '@/lib/calculator';
import { lowestPriceForSale, type Listing } from '@/lib/listings';

/**
 * The worked examples the investment page and the buying guide show. Content holds only the
 * inputs (price, yield, cost rates); every total on the page is computed here, so it adds up.
 */

/** A property let at a gross yearly yield: `yieldPercent` of 9 means 9% of the price a year. */
export type RentalScenarioInput = { price: number; yieldPercent: number };

/**
 * A worked example's purchase price: the lowest price of the homes for sale in `inventory` that are
 * like it (`like`: bedrooms and town), while there is one; else its own stand-in price.
 */
export function scenarioPrice(scenario: { price: number; like?: { bedrooms: number; place: string } }, inventory: readonly Listing[]): number {
  const { like } = scenario;
  if (!like) return scenario.price;
  return lowestPriceForSale(inventory, (listing) => listing.bedrooms === like.bedrooms && listing.place === like.place) ?? scenario.price;
}

export type RentalIncome = {
  /** Gross rent a year: price × yield. */
  annual: number;
  /** Gross rent a month: the annual rent over 12 months. */
  monthly: number;
  /** Gross rent over `years` years, with no growth assumed. */
  overYears: number;
  years: number;
};

/** One cost of buying: a share of the price (transfer tax, stamp duty, VAT) or a fixed fee (legal fees), perhaps quoted in pounds as a range. */
export type PurchaseCost = { id: string } & ({ kind: 'percent'; percent: number } | { kind: 'fixed'; amount: number; quoted?: { currency: 'GBP'; from: number; to: number } });

export type PurchaseCostBreakdown = {
  /** The price as the buyer sees it: a new build's includes its VAT (`includedVat`). */
  price: number;
  /** The VAT the price already includes, with the price before it, on which the rates are taken; null when the price includes none. */
  includedVat: { percent: number; amount: number; priceBeforeVat: number } | null;
  /** The costs on top of the price (never the VAT the price includes). */
  items: { cost: PurchaseCost; amount: number }[];
  /** Everything paid on top of the price. */
  additionalCosts: number;
  /** The additional costs as a percentage of the price, to two decimal places (7.85 = 7.85%). */
  additionalPercent: number;
  /** Price plus additional costs. */
  total: number;
};

/** Rounds to whole cents, so 0.1 + 0.2 style float noise never reaches a total. */
function toCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

function assertNonNegative(value: number, name: string): void {
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`${name} must be a finite number of 0 or more, got ${value}`);
}

export function annualRentalIncome(price: number, yieldPercent: number): number {
  assertNonNegative(price, 'price');
  assertNonNegative(yieldPercent, 'yieldPercent');
  return toCents((price * yieldPercent) / 100);
}

export function monthlyRentalIncome(price: number, yieldPercent: number): number {
  return annualRentalIncome(price, yieldPercent) / 12;
}

export function rentalIncomeOverYears(price: number, yieldPercent: number, years: number): number {
  if (!Number.isInteger(years) || years < 1) throw new RangeError(`years must be a whole number of 1 or more, got ${years}`);
  return toCents(annualRentalIncome(price, yieldPercent) * years);
}

/** Gross income of one worked scenario: before management fees, maintenance, empty weeks and taxes. */
export function rentalScenario({ price, yieldPercent }: RentalScenarioInput, years: number): RentalIncome {
  return {
    annual: annualRentalIncome(price, yieldPercent),
    monthly: monthlyRentalIncome(price, yieldPercent),
    overYears: rentalIncomeOverYears(price, yieldPercent, years),
    years,
  };
}

export function purchaseCostAmount(price: number, cost: PurchaseCost): number {
  assertNonNegative(price, 'price');
  const amount = cost.kind === 'percent' ? (price * cost.percent) / 100 : cost.amount;
  assertNonNegative(amount, cost.id);
  return toCents(amount);
}

/**
 * Every cost of buying at `price`, what they add up to, and the total paid. `includedVat`: the VAT a new
 * build's `price` already includes; the rates are then taken on the price before it, and the VAT is part
 * of the price, never a cost on top (a `vat` line among `costs` is left out).
 */
export function purchaseCostBreakdown(price: number, costs: readonly PurchaseCost[], includedVat: { percent: number; amount: number } | null = null): PurchaseCostBreakdown {
  if (!Number.isFinite(price) || price <= 0) throw new RangeError(`price must be more than 0, got ${price}`);
  if (includedVat && !(includedVat.amount >= 0 && includedVat.amount < price)) throw new RangeError(`the VAT a price of ${price} includes must be 0 or more and less than it, got ${includedVat.amount}`);
  const base = includedVat ? toCents(price - includedVat.amount) : price;
  const items = costs.filter((cost) => !(includedVat && cost.id === 'vat')).map((cost) => ({ cost, amount: purchaseCostAmount(base, cost) }));
  const additionalCosts = toCents(items.reduce((sum, item) => sum + item.amount, 0));
  return {
    price,
    includedVat: includedVat ? { ...includedVat, priceBeforeVat: base } : null,
    items,
    additionalCosts,
    additionalPercent: Math.round((additionalCosts / price) * 10_000) / 100,
    total: toCents(price + additionalCosts),
  };
}

/**
 * The worked example of the cost facts (a new build at the example price before VAT, unless the file
 * says otherwise): the price with its VAT, every cost on top, the extra and the total.
 */
export function costExample(facts: CostFacts = costFacts): PurchaseCostBreakdown {
  const lines = linesFor(facts, facts.example.newBuild);
  const vat = lines.find((line) => line.id === 'vat');
  const vatAmount = vat ? purchaseCostAmount(facts.example.price, vat) : 0;
  return purchaseCostBreakdown(facts.example.price + vatAmount, lines, vat?.kind === 'percent' && vatAmount > 0 ? { percent: vat.percent, amount: vatAmount } : null);
}

/** The example's amount of each line, by id (0 for a line the file does not list). */
export function costExampleLines(breakdown: PurchaseCostBreakdown): Record<CostId, number> {
  const lines: Record<CostId, number> = {
    transferTaxOnContract: 0,
    transferTaxOnTitle: 0,
    vat: 0,
    stampDuty: 0,
    legalFees: 0,
    utilities: 0,
    purchasePermission: 0,
    agencyCommission: 0,
  };
  for (const { cost, amount } of breakdown.items) lines[cost.id as CostId] = amount;
  return lines;
}

/**
 * What the payment plans page's bank mortgage costs in all: the part the bank does not lend, plus every
 * repayment. Sentences say "about", so it is rounded to the nearest €100 rather than shown to the euro.
 */
export function mortgageComparisonTotal(example: typeof planVersusMortgage = planVersusMortgage): number {
  const months = example.mortgageYears * 12;
  const principal = downPaymentAmount(example.price, example.mortgageSharePercent);
  const exact = example.price - principal + mortgageMonthlyPayment(principal, example.mortgageRatePercent, months) * months;
  return Math.round(exact / 100) * 100;
}

/** Labels of a rental scenario's figures; `overYears` has a form per plural rule, with {n} for the years. */
export type RentalFigureLabels = { price: string; yield: string; annual: string; monthly: string; overYears: PluralForms };

export type Figure = { label: string; value: string; emphasis?: boolean };

/** A scenario's figures as shown: price, yield, then annual (the headline), monthly and multi-year rent. */
export function rentalScenarioFigures(input: RentalScenarioInput, years: number, labels: RentalFigureLabels, f: Format): Figure[] {
  const income = rentalScenario(input, years);
  return [
    { label: labels.price, value: f.euro(input.price) },
    { label: labels.yield, value: f.percent(input.yieldPercent) },
    { label: labels.annual, value: f.euro(income.annual), emphasis: true },
    { label: labels.monthly, value: f.euro(income.monthly) },
    { label: f.plural(years, labels.overYears), value: f.euro(income.overYears) },
  ];
}

/** The breakdown's totals as display text, keyed by the placeholder names the copy templates use (`vatRate`, `vatAmount`, `priceBeforeVat`: empty without VAT). */
export function purchaseCostPlaceholders(breakdown: PurchaseCostBreakdown, f: Format): Record<'price' | 'priceBeforeVat' | 'vatRate' | 'vatAmount' | 'extra' | 'percent' | 'total', string> {
  const vat = breakdown.includedVat;
  return {
    price: f.euro(breakdown.price),
    priceBeforeVat: vat ? f.euro(vat.priceBeforeVat) : '',
    vatRate: vat ? f.percent(vat.percent) : '',
    vatAmount: vat ? f.euro(vat.amount) : '',
    extra: f.euro(breakdown.additionalCosts),
    percent: f.percent(breakdown.additionalPercent),
    total: f.euro(breakdown.total),
  };
}

/** Strings of the cost table; `percentBasis` takes {percent}, `additionalBasis` takes the placeholders above. */
export type CostTableLabels = {
  percentBasis: string;
  /** A rate on a price that includes VAT: taken on the price before it. */
  percentBeforeVatBasis: string;
  fixedBasis: string;
  /** A fixed fee quoted as a range in pounds; {range} is that range, the amount is its upper end in euros. */
  quotedBasis: string;
  additional: string;
  additionalBasis: string;
  price: string;
  /** The price row of a price that includes VAT, and its basis ({vatRate}, {vatAmount}). */
  priceWithVat: string;
  vatIncludedBasis: string;
  total: string;
};

export type CostRow = { label: string; basis: string; amount: string };

/** The cost table as shown: one row per cost, then the additional costs, the price and the total. */
export function purchaseCostTable(
  breakdown: PurchaseCostBreakdown,
  labels: CostTableLabels,
  /** Each cost's name, by its id. */
  costNames: Record<string, string>,
  f: Format,
): { rows: CostRow[]; summary: CostRow[]; total: CostRow } {
  const placeholders = purchaseCostPlaceholders(breakdown, f);
  return {
    rows: breakdown.items.map(({ cost, amount }) => ({
      label: costNames[cost.id] ?? cost.id,
      basis:
        cost.kind === 'percent'
          ? fillTemplate(breakdown.includedVat ? labels.percentBeforeVatBasis : labels.percentBasis, { percent: f.percent(cost.percent) })
          : cost.quoted
            ? fillTemplate(labels.quotedBasis, { range: f.poundRange(cost.quoted.from, cost.quoted.to) })
            : labels.fixedBasis,
      amount: f.euro(amount),
    })),
    summary: [
      { label: labels.additional, basis: fillTemplate(labels.additionalBasis, placeholders), amount: placeholders.extra },
      breakdown.includedVat
        ? { label: labels.priceWithVat, basis: fillTemplate(labels.vatIncludedBasis, placeholders), amount: placeholders.price }
        : { label: labels.price, basis: '', amount: placeholders.price },
    ],
    total: { label: labels.total, basis: '', amount: placeholders.total },
  };
}
