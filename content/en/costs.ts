import type { Figures, Format } from '@/content/types';

/** A cost fact's words, shared by the FAQs, the guide and the brochure; each takes the figures of content/facts/costs.json. */

/** The transfer tax with its two halves, when the law has two. */
function transferTax(f: Format, c: Figures['costs']): string {
  return c.transferTaxOnContractPercent > 0 && c.transferTaxOnTitlePercent > 0
    ? `a transfer tax of ${f.percent(c.transferTaxPercent)} for foreign buyers (${f.percent(c.transferTaxOnContractPercent)} when the contract is registered, ${f.percent(c.transferTaxOnTitlePercent)} when the title deed passes to you)`
    : `a transfer tax of ${f.percent(c.transferTaxPercent)} for foreign buyers`;
}

/** What the agency charges the buyer, as a sentence (nothing when the file does not say). */
export function commission(f: Format, c: Figures['costs']): string {
  if (c.commissionPercent === null) return '';
  return c.commissionPercent === 0 ? 'We charge the buyer no commission.' : `Our commission is ${f.percent(c.commissionPercent)} of the price.`;
}

/** The date the figures hold for, and whom to ask. */
export function asOf(f: Format, c: Figures['costs']): string {
  return `These are the rates as of ${f.date(c.asOf)}; ask your own lawyer to confirm them before you reserve.`;
}

/** Every cost of buying on top of the price, with no total (so none can be left out of one), its date and its caveat. */
export function costSummary(f: Format, v: Figures): string {
  const c = v.costs;
  const all = [
    transferTax(f, c),
    `${f.percent(c.stampDutyPercent)} stamp duty`,
    ...(c.legalFees ? [`legal fees of about ${f.poundRange(c.legalFees.from, c.legalFees.to)}`] : []),
    ...(c.purchasePermission !== null ? [`about ${f.euro(c.purchasePermission)} for the purchase permission`] : []),
  ];
  const newBuild = [
    ...(c.vatPercent !== null ? [`${f.percent(c.vatPercent)} VAT`] : []),
    ...(c.utilities ? [`a one-off contribution of about ${f.poundRange(c.utilities.from, c.utilities.to)} to connect the utilities`] : []),
  ];
  return [
    `On top of the price you pay ${f.list(all)}${newBuild.length ? `; on a new build also ${f.list(newBuild)}` : ''}.`,
    commission(f, c),
    asOf(f, c),
  ]
    .filter(Boolean)
    .join(' ');
}

/** The worked example in one sentence: every line with its amount, then the total. */
export function costExampleSentence(f: Format, v: Figures): string {
  const c = v.costs;
  const e = c.example;
  const line = (amount: number, text: string) => (amount > 0 ? [`${f.euro(amount)} ${text}`] : []);
  const lines = [
    ...line(e.lines.transferTaxOnContract, `transfer tax when the contract is registered (${f.percent(c.transferTaxOnContractPercent)})`),
    ...line(e.lines.stampDuty, `stamp duty (${f.percent(c.stampDutyPercent)})`),
    ...line(e.lines.legalFees, `legal fees${c.legalFees ? ` (lawyers quote ${f.poundRange(c.legalFees.from, c.legalFees.to)})` : ''}`),
    ...line(e.lines.purchasePermission, 'for the purchase permission'),
    ...line(e.lines.vat, `VAT (${f.percent(c.vatPercent ?? 0)})`),
    ...line(e.lines.utilities, `utilities contribution${c.utilities ? ` (quoted at ${f.poundRange(c.utilities.from, c.utilities.to)})` : ''}`),
    ...line(e.lines.transferTaxOnTitle, `transfer tax when the title deed passes to you (${f.percent(c.transferTaxOnTitlePercent)})`),
    ...line(e.lines.agencyCommission, 'our commission'),
  ];
  return [
    `On a ${f.euro(e.price)} ${e.newBuild ? 'new build' : 'resale'}: ${f.list(lines)}. That is ${f.euro(e.extra)} on top of the price, ${f.euro(e.total)} in all.`,
    commission(f, c),
    asOf(f, c),
  ]
    .filter(Boolean)
    .join(' ');
}
