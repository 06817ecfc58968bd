import type { Stat, CostExampleLine, CostSummaryLine, FactBasis, Figures, Format, Phrases, PlanFigures } from '@/content/types';
import common from './common.json';

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

/**
 * Where a legal fact or a cost comes from, after the sentence that states it: the date of its newest
 * source and that it is not yet confirmed, or the day the agency's lawyer confirmed it.
 */
export function factNote(f: Format, basis: FactBasis): string {
  const note = common.factNote;
  if (basis.confirmedOn) return f.fill(note.confirmed, { date: f.date(basis.confirmedOn) });
  return basis.asOf ? f.fill(note.compiled, { date: f.date(basis.asOf) }) : note.compiledUndated;
}

/** The date the cost figures hold for, and whom to ask. */
export function asOf(f: Format, c: Figures['costs']): string {
  return factNote(f, c);
}

/** The date the figures hold for, as a phrase inside a sentence: "as published on 15 May 2025". */
function costsDated(f: Format, c: Figures['costs']): string {
  if (c.confirmedOn) return `as confirmed by our lawyer on ${f.date(c.confirmedOn)}`;
  return c.asOf ? `as published on ${f.date(c.asOf)}` : 'as published';
}

/**
 * The residence permit a home's owner may apply for: what the sources say, with no price threshold
 * unless a source sets one, the conditions, and where it comes from.
 */
export function residency(f: Format, v: Figures): string {
  const r = v.legal.residency;
  return f.sentences(
    r.minimumPrice === null
      ? 'Owning a home in North Cyprus lets you apply for a residence permit for you and your family, whatever the price: the published rules set no minimum.'
      : `Owning a home in North Cyprus that cost at least ${f.euro(r.minimumPrice)} lets you apply for a residence permit for you and your family.`,
    `With the title deed in your name you can be granted a permit of up to ${f.plural(r.titleDeedPermitYears, { one: '{n} year', other: '{n} years' })} without proving an income; before that, you need a registered contract with at least ${f.percent(r.contractPaidPercent)} of the price paid, and proof of income or savings.`,
    r.healthCheck || r.insurance ? `You also need ${f.list([...(r.healthCheck ? ['a health check'] : []), ...(r.insurance ? ['health insurance'] : [])])}.` : '',
    factNote(f, r),
  );
}

/** The short form of the residence rule, for a benefit tile. */
export function residencyShort(f: Format, v: Figures): string {
  const r = v.legal.residency;
  return f.sentences(
    r.minimumPrice === null
      ? 'Owning a home lets you and your family apply for a residence permit, whatever its price; your lawyer checks the conditions for your case.'
      : `Owning a home that cost at least ${f.euro(r.minimumPrice)} lets you and your family apply for a residence permit; your lawyer checks the conditions for your case.`,
    factNote(f, r),
  );
}

/** How many homes a foreigner may take title to, and what that means for a second purchase. */
export function ownershipLimits(f: Format, v: Figures): string {
  const o = v.legal.ownershipLimits;
  return f.sentences(
    `A foreigner may take title in their own name to up to ${f.plural(o.apartments, { one: '{n} apartment', other: '{n} apartments' })}, or ${f.plural(o.villas, { one: '{n} villa', other: '{n} villas' })}, or one plot of up to ${f.number(o.plotM2)} m² with one house on it; beyond that there is no title deed, so ask your lawyer before you buy another home.`,
    factNote(f, o),
  );
}

/** The permission to purchase: who applies, how long it usually takes, and the deadlines after it. */
export function purchasePermission(f: Format, v: Figures): string {
  const p = v.legal.purchasePermission;
  return f.sentences(
    `Every foreign buyer needs a permission to purchase from the Council of Ministers; your lawyer applies for it, and it usually takes ${f.number(p.monthsFrom)}-${f.number(p.monthsTo)} months.`,
    `Once it is granted, the taxes are due within ${f.number(p.taxWithinWorkingDays)} working days and the title deed must pass to you within ${f.plural(p.titleWithinYears, { one: '{n} year', other: '{n} years' })}.`,
    factNote(f, p),
  );
}

/** How long a purchase takes from reservation to title, as the guide and FAQs say it. */
export function purchaseTimeline(f: Format, v: Figures): string {
  const p = v.legal.purchasePermission;
  return `Reservation, checks and contract usually take 4-8 weeks; the title deed follows the permission to purchase, which usually takes ${f.number(p.monthsFrom)}-${f.number(p.monthsTo)} months, and new builds often take longer.`;
}

/** What the buyer's home country taxes, per country, with the advice to ask an adviser there. */
export function homeTaxes(f: Format, v: Figures): string {
  const h = v.legal.homeTaxes;
  return f.sentences(
    'Your home country taxes you as well.',
    'The UK taxes its residents on rent from abroad and on the gain when they sell property abroad.',
    `Germany taxes its residents’ rent from abroad, and the gain on a sale within ${f.plural(h.de.saleWithinYears, { one: '{n} year', other: '{n} years' })} of buying.`,
    `Israel taxes its residents’ rent from abroad, either at ${f.percent(h.il.rentTrackPercent)} of the gross rent with no expenses deducted and no credit for the tax paid in North Cyprus, or at the normal rates with expenses deducted; the gain on a sale pays capital gains tax.`,
    'Russia taxes its residents’ rent from abroad, which must be declared there, and gives no credit for the tax withheld in North Cyprus, as there is no tax treaty.',
    factNote(f, h.all),
    'Ask a tax adviser in your own country before you buy.',
  );
}

/** Every cost of buying on top of the price, with no total (so none can be left out of one), its date and its caveat. */
export function costSummary(f: Format, v: Figures): string {
  const c = v.costs;
  // A new build's VAT is in the prices the site shows, so it is named as included, not as a cost on top.
  const newBuild = f.phrases(c.summary.newBuild.filter((line) => line.id !== 'vat'), summaryPhrases);
  return f.sentences(
    `On top of the price you pay ${f.list(f.phrases(c.summary.all, summaryPhrases))}${newBuild.length ? `; on a new build also ${f.list(newBuild)}` : ''}.`,
    v.vatPercent ? `A new build’s price on this site already includes its ${f.percent(v.vatPercent)} VAT.` : '',
    commission(f, c),
    asOf(f, c),
  );
}

/** The worked example in one sentence: every line with its amount, then the total. */
export function costExampleSentence(f: Format, v: Figures): string {
  const c = v.costs;
  const e = c.example;
  return f.sentences(
    `On a ${e.newBuild ? `new build at ${f.euro(e.price)} before VAT` : `${f.euro(e.price)} resale`}: ${f.list(f.phrases(e.items, examplePhrases))}. That is ${f.euro(e.extra)} on top of the price, ${f.euro(e.total)} in all.`,
    commission(f, c),
    asOf(f, c),
  );
}

/** The seller's tax on a sale, with its date. */
export function sellerTax(f: Format, v: Figures): string {
  const o = v.costs.ownership;
  return `When you sell, the seller pays a tax of about ${f.percent(o.sellerTaxPercent)} of the value the Land Registry assesses${o.sellerTaxOneOffExemption ? ' (each private seller has one sale free of it in a lifetime)' : ''}, ${costsDated(f, v.costs)}.`;
}

/**
 * The taxes of owning and selling, which no purchase total includes: a yearly property tax by the
 * square metre, and the seller's tax on a sale. Never "no capital gains tax" (there is one).
 */
export function ownershipTaxes(f: Format, v: Figures): string {
  return f.sentences(
    'Once you own the home you pay a small yearly property tax to the municipality, charged by the square metre of covered area.',
    sellerTax(f, v),
    'Your home country taxes you as well (the buying guide says how for the UK, Germany, Israel and Russia), so ask a tax adviser there.',
  );
}

/**
 * What a list says about the monthly figures on its cards: only the homes whose seller offers a plan
 * show one, on that plan's own terms; a resale is paid to its owner as the contract sets out.
 */
export function cardPlans(f: Format, p: PlanFigures): string {
  if (p.count === 0) {
    return p.without === 0
      ? ''
      : 'None of these homes is sold with a payment plan: each is paid as its contract sets out, so the cards show no monthly figure. Ask us on WhatsApp about the terms of any of them.';
  }
  const terms = p.common
    ? ` ${f.percent(p.common.downPercent)} when you sign, then the balance in ${f.number(p.common.months)} equal monthly instalments${p.common.interestPercent === 0 ? ' at 0% interest, as long as the instalment price is the cash price' : ` at ${f.percent(p.common.interestPercent)} interest a year`}.`
    : ' each plan has its own terms, shown on the home’s page.';
  return f.sentences(
    p.without === 0
      ? `The monthly figure on each card is the home’s own payment plan, offered by its seller:${terms}`
      : `${f.plural(p.count, { one: 'One of these homes is', other: '{n} of these homes are' })} sold with a payment plan from its seller, and only ${p.count === 1 ? 'its card shows' : 'their cards show'} a monthly figure:${terms} The others are paid as their contract sets out.`,
    p.cheapest?.plan ? `For the ${p.cheapest.title} that is ${f.euro(p.cheapest.plan.monthly)} a month.` : '',
  );
}

/** Who sells the homes of a list: developers, owners selling on, or both. */
export function sellers(stages: { newBuild: number; offPlan: number; resale: number }): string {
  const fromDevelopers = stages.newBuild + stages.offPlan > 0;
  if (fromDevelopers && stages.resale > 0) return 'new builds sold by their developers and homes their owners sell on';
  return fromDevelopers ? 'new builds sold by their developers' : 'homes their owners sell on';
}

/** The payment plans of the homes for sale anywhere on the site, in a sentence: only as far as they reach. */
export function sitePlans(f: Format, p: PlanFigures): string {
  if (p.count === 0) return 'None of the homes we have for sale now comes with a payment plan: each is paid as its contract sets out.';
  const range = p.common
    ? `${f.percent(p.common.downPercent)} down and the balance over ${f.number(p.common.months)} months${p.common.interestPercent === 0 ? ' at 0% interest' : ''}`
    : `from ${f.percent(p.lowestDownPercent!)} down, over up to ${f.number(p.longestMonths!)} months`;
  return f.sentences(
    `${f.plural(p.count, { one: 'One home we have for sale now comes', other: '{n} homes we have for sale now come' })} with a plan from ${p.count === 1 ? 'its' : 'their'} developer or seller: ${range}.`,
    p.without > 0 ? 'The others are paid as their contract sets out.' : '',
  );
}

const regionNames = { costaDelSol: 'on the Costa del Sol (Málaga province)', algarve: 'in the Algarve' } as const;

/**
 * The homes for sale against Spain's and Portugal's coasts, per square metre, with each figure's source
 * and date; empty when the data does not support the comparison (the page then makes none).
 */
export function priceComparison(f: Format, v: Figures): string {
  const m = v.market;
  if (!m) return '';
  const regions = m.regions.map((region) => `${regionNames[region.id]} (${f.euro(region.perM2)} per m², idealista, ${f.date(region.date)})`);
  return `The homes we have for sale cost a median of ${f.euro(m.medianPerM2)} per m², about ${f.percent(m.lessPercent)} less than asking prices ${f.list(regions)}.`;
}

/** How many foreign nationals were given permission to buy in one year: a published count, with its source and date. */
export function foreignBuyers(f: Format, v: Figures): Stat {
  const { source } = v.foreignBuyers;
  return {
    value: f.number(v.foreignBuyers.permits),
    label: `foreign nationals given permission to buy property in North Cyprus in ${v.foreignBuyers.year}`,
    source: { text: source.date ? `Source: ${v.foreignBuyers.publisher}, ${f.date(source.date)}` : `Source: ${v.foreignBuyers.publisher}`, href: source.url },
  };
}
