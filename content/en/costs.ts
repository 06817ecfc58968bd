import type { CostExampleLine, CostSummaryLine, Figures, Format, Phrases } from '@/content/types';

/**
 * A cost fact's words, shared by the FAQs, the guide and the brochure; each takes the figures of
 * content/facts/costs.json. The figures decide which lines there are and in what order; here is one
 * phrase for each kind of line.
 */

/** Each cost as "On top of the price you pay …" lists it. */
const summaryPhrases: Phrases<CostSummaryLine> = {
  transferTax: (f, l) =>
    l.onContract > 0 && l.onTitle > 0
      ? `a transfer tax of ${f.percent(l.percent)} for foreign buyers (${f.percent(l.onContract)} when the contract is registered, ${f.percent(l.onTitle)} when the title deed passes to you)`
      : `a transfer tax of ${f.percent(l.percent)} for foreign buyers`,
  stampDuty: (f, l) => `${f.percent(l.percent)} stamp duty`,
  legalFees: (f, l) => `legal fees of about ${f.poundRange(l.fee.from, l.fee.to)}`,
  purchasePermission: (f, l) => `about ${f.euro(l.amount)} for the purchase permission`,
  vat: (f, l) => `${f.percent(l.percent)} VAT`,
  utilities: (f, l) => `a one-off contribution of about ${f.poundRange(l.fee.from, l.fee.to)} to connect the utilities`,
};

/** Each line of the worked example, with its amount. */
const examplePhrases: Phrases<CostExampleLine> = {
  transferTaxOnContract: (f, l) => `${f.euro(l.amount)} transfer tax when the contract is registered (${f.percent(l.percent ?? 0)})`,
  stampDuty: (f, l) => `${f.euro(l.amount)} stamp duty (${f.percent(l.percent ?? 0)})`,
  legalFees: (f, l) => `${f.euro(l.amount)} legal fees${l.fee ? ` (lawyers quote ${f.poundRange(l.fee.from, l.fee.to)})` : ''}`,
  purchasePermission: (f, l) => `${f.euro(l.amount)} for the purchase permission`,
  vat: (f, l) => `${f.euro(l.amount)} VAT (${f.percent(l.percent ?? 0)})`,
  utilities: (f, l) => `${f.euro(l.amount)} utilities contribution${l.fee ? ` (quoted at ${f.poundRange(l.fee.from, l.fee.to)})` : ''}`,
  transferTaxOnTitle: (f, l) => `${f.euro(l.amount)} transfer tax when the title deed passes to you (${f.percent(l.percent ?? 0)})`,
  agencyCommission: (f, l) => `${f.euro(l.amount)} our commission`,
};

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
  const newBuild = f.phrases(c.summary.newBuild, summaryPhrases);
  return f.sentences(
    `On top of the price you pay ${f.list(f.phrases(c.summary.all, summaryPhrases))}${newBuild.length ? `; on a new build also ${f.list(newBuild)}` : ''}.`,
    commission(f, c),
    asOf(f, c),
  );
}

/** The worked example in one sentence: every line with its amount, then the total. */
export function costExampleSentence(f: Format, v: Figures): string {
  const c = v.costs;
  const e = c.example;
  return f.sentences(
    `On a ${f.euro(e.price)} ${e.newBuild ? 'new build' : 'resale'}: ${f.list(f.phrases(e.items, examplePhrases))}. That is ${f.euro(e.extra)} on top of the price, ${f.euro(e.total)} in all.`,
    commission(f, c),
    asOf(f, c),
  );
}

/** The seller's tax on a sale, with its date. */
export function sellerTax(f: Format, v: Figures): string {
  const o = v.costs.ownership;
  return `When you sell, the seller pays a tax of about ${f.percent(o.sellerTaxPercent)} of the value the Land Registry assesses${o.sellerTaxOneOffExemption ? ' (each private seller has one sale free of it in a lifetime)' : ''}, as of ${f.date(v.costs.asOf)}.`;
}

/**
 * The taxes of owning and selling, which no purchase total includes: a yearly property tax by the
 * square metre, and the seller's tax on a sale. Never "no capital gains tax" (there is one).
 */
export function ownershipTaxes(f: Format, v: Figures): string {
  return f.sentences(
    'Once you own the home you pay a small yearly property tax to the municipality, charged by the square metre of covered area.',
    sellerTax(f, v),
    'Your own country may tax you as well, so ask a tax adviser there.',
  );
}
