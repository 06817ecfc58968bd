import type { Figures } from '@/content/types';
import type { Format } from '@/lib/i18n/format';
import { payingFromRussia } from './costs';
import { filledLater, type MessageArgs } from './part';

/**
 * The arguments of the payment plans page's messages (content/<lang>/payment-plans.json), from the worked
 * comparison of a developer plan with a bank mortgage (`Figures.planVersusMortgage`):
 * - `homePrice` (the home's price), `planDepositShare` and `planDeposit` (the plan's deposit as a percentage and in euros);
 * - `mortgageShare`, `mortgageRate` (percentages), `mortgageTotal` (what the mortgage costs in all);
 * - `mortgageYears`: the mortgage's term in years, a number (a plural's count, or the number as it is);
 * - `payingFromRussia`: the shared sentence on paying from Russia (lib/words/costs.ts).
 * The calculator's and the plan terms' placeholders (`{from}`, `{to}`, `{percent}`, `{downPayment}`, `{price}`,
 * `{balance}`, `{period}`, `{monthly}`) stay as they are for the calculator to fill; the plurals of `{n}` stay their forms.
 */
export function paymentPlansArgs(f: Format, v: Figures): MessageArgs {
  const p = v.planVersusMortgage;
  return {
    ...filledLater('from', 'to', 'percent', 'downPayment', 'price', 'balance', 'period', 'monthly'),
    homePrice: f.euro(p.price),
    planDepositShare: f.percent(p.planDepositPercent),
    planDeposit: f.euro(p.planDeposit),
    mortgageShare: f.percent(p.mortgageSharePercent),
    mortgageRate: f.percent(p.mortgageRatePercent),
    mortgageYears: p.mortgageYears,
    mortgageTotal: f.euro(p.mortgageTotal),
    payingFromRussia: payingFromRussia(f, v),
  };
}
