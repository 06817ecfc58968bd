import type { Figures } from '@/content/types';
import type { Format } from '@/lib/i18n/format';
import { asOf, commission, factNote, homeTaxes, payingFromRussia, purchasePermission, purchaseTimeline, rentalTax, residency, sellerTax } from './costs';
import { reservationFeeArg } from './lists';
import { filledLater, yesNo, type MessageArgs } from './part';

/**
 * The arguments of the buying guide's messages (content/<lang>/guide.json):
 * - `entry`: `none` when every apartment is sold, else `some`; `entryPrice`: the lowest apartment price;
 * - `brand`: the agency's name; `reservationFee`: the reservation fee's range;
 * - `legalFees` (`none`/`some`) and `legalFeesRange` (in pounds); `stampDuty`, `transferTaxOnTitle` (percentages);
 * - `transferTaxOnContract` (`none` when nothing is due on the contract, else `some`) and `transferTaxOnContractPercent`;
 * - `permissionFee` (`none`/`some`) and `permissionFeePrice`; `permissionMonthsFrom`, `permissionMonthsTo` (written)
 *   and `permissionMonths` (the upper count, for a plural);
 * - `vat` (`none`/`some`) and `vatPercent`; `exampleNewBuild` (`yes`/`no`): whether the worked example is a new build;
 * - the shared cost sentences (lib/words/costs.ts), each by its function's name.
 * The fill-in placeholders the page fills later (`{n}`, `{title}`, `{price}`, `{extra}`, `{percent}`, `{total}`,
 * `{range}`, `{vatRate}`, `{vatAmount}`) are quoted in the messages and stay as they are.
 */
export function guideArgs(f: Format, v: Figures): MessageArgs {
  const entry = v.lists.apartments.range?.lowest ?? null;
  const c = v.costs;
  const p = v.legal.purchasePermission;
  return {
    ...filledLater('n', 'title', 'range', 'price', 'extra', 'percent', 'total', 'vatRate', 'vatAmount'),
    entry: entry === null ? 'none' : 'some',
    entryPrice: entry === null ? undefined : f.euro(entry),
    brand: v.brand,
    reservationFee: reservationFeeArg(f),
    legalFees: c.legalFees ? 'some' : 'none',
    legalFeesRange: c.legalFees ? f.poundRange(c.legalFees.from, c.legalFees.to) : undefined,
    stampDuty: f.percent(c.stampDutyPercent),
    transferTaxOnContract: c.transferTaxOnContractPercent > 0 ? 'some' : 'none',
    transferTaxOnContractPercent: f.percent(c.transferTaxOnContractPercent),
    permissionFee: c.purchasePermission !== null ? 'some' : 'none',
    permissionFeePrice: c.purchasePermission !== null ? f.euro(c.purchasePermission) : undefined,
    permissionMonthsFrom: f.number(p.monthsFrom),
    permissionMonthsTo: f.number(p.monthsTo),
    permissionMonths: p.monthsTo,
    transferTaxOnTitle: f.percent(c.transferTaxOnTitlePercent),
    vat: c.vatPercent !== null ? 'some' : 'none',
    vatPercent: c.vatPercent !== null ? f.percent(c.vatPercent) : undefined,
    exampleNewBuild: yesNo(c.example.newBuild),
    purchaseTimeline: purchaseTimeline(f, v),
    purchasePermission: purchasePermission(f, v),
    factNote: factNote(f, c),
    commission: commission(f, c),
    asOf: asOf(f, c),
    payingFromRussia: payingFromRussia(f, v),
    rentalTax: rentalTax(f, v),
    residency: residency(f, v),
    sellerTax: sellerTax(f, v),
    homeTaxes: homeTaxes(f, v),
  };
}
