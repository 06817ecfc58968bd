import type { CostExampleLine, CostSummaryLine, FactBasis, Figures, LegalFactId, PlanFigures, Stat } from '@/content/types';
import type { Format } from '@/lib/i18n/format';
import { say, yesNo, type MessageArgs } from './part';

/*
 * The cost and legal sentences the pages share (content/<lang>/costs.json), each computed from the
 * figures of content/facts: every function gives its message the figures written by `f` and the
 * states its branches choose by, the same in every language. The arguments and states:
 * - `factNote`, `asOf`: where a fact comes from (common.json `factNote`), a whole sentence;
 * - `charge` (`unstated`/`none`/`some`) and `commissionPercent`: what the agency charges the buyer;
 * - `dated` (`confirmed`/`published`/`undated`), `confirmedOn`, `publishedOn` and `confirmedOnIsDay`
 *   (`yes` when the confirmation is dated by its day, not only its month): the date the costs hold for;
 * - `hasMinimumPrice` (`yes`/`no`), `minimumPrice`, `needsCount` and `needs` (the list of
 *   `residencyNeeds` phrases): the residence permit;
 * - counts for `plural` (`titleDeedPermitYears`, `apartments`, `villas`, `monthsTo`, `taxWithinWorkingDays`,
 *   `titleWithinYears`, `saleWithinYears`, `count`, `months`, `longestMonths`, `permits`, `newBuildCount`);
 *   `sameMonths` (`yes`/`no`): the permission takes one number of months, not a span;
 * - `all`, `newBuild`, `items`, `regions`: the lines of a figure, each line's message (`summary.<id>`,
 *   `example.<id>`, `regions.<id>`) joined by `f.list`; a line's own `percent`, `amount`, `fee`
 *   (`hasFee` `yes`/`no`), `onContract`, `onTitle` (`split` `yes` when the transfer tax is paid in two parts);
 * - `vat` (`none`/`zero`/`some`): the VAT of a new build the prices include;
 * - plans: `others` (`none`/`some`: homes on the list without a plan), `sharedTerms` (`yes`/`no`),
 *   `interest` (`zero`/`some`), `cheapest` (`none`/`some`: the cheapest home with a plan has a monthly figure);
 * - `sellers` (`both`/`developers`/`owners`); `market` (`none`/`some`); `sourceDated` (`yes`/`no`).
 */

const part = 'costs';

/** What the agency charges the buyer, as a sentence (nothing when the file does not say). */
export function commission(f: Format, c: Figures['costs']): string {
  const percent = c.commissionPercent;
  return say(part, 'commission', f, {
    charge: percent === null ? 'unstated' : percent === 0 ? 'none' : 'some',
    commissionPercent: percent === null ? '' : f.percent(percent),
  });
}

/**
 * Where a legal fact or a cost comes from, after the sentence that states it: the date of its newest
 * source and that it is not yet confirmed, or the day the agency's lawyer confirmed it.
 */
export function factNote(f: Format, basis: FactBasis): string {
  if (basis.confirmedOn) return say('common', 'factNote.confirmed', f, { date: f.date(basis.confirmedOn) });
  return basis.asOf ? say('common', 'factNote.compiled', f, { date: f.date(basis.asOf) }) : say('common', 'factNote.compiledUndated', f);
}

/**
 * The dates the cost figures come from, and whom to ask: the span of their sources' dates where they
 * differ (the lines are not all as of the newest), else as any fact's note.
 */
export function asOf(f: Format, c: Figures['costs']): string {
  if (!c.confirmedOn && c.since && c.asOf && c.since !== c.asOf) return say('common', 'factNote.compiledSpan', f, { from: f.date(c.since), to: f.date(c.asOf) });
  return factNote(f, c);
}

/** A date of the figures that names its day (2026-10-01), not only its month (2025-05). */
const isDay = (iso: string | null) => yesNo(iso && /^\d{4}-\d{2}-\d{2}$/.test(iso));

/** The date the seller's tax holds for, as a phrase of its sentence: the lawyer's confirmation, else its own sources' date (none when they give none). */
function sellerTaxDated(f: Format, c: Figures['costs']): string {
  const published = c.ownership.sellerTaxAsOf;
  return say(part, 'dated', f, {
    dated: c.confirmedOn ? 'confirmed' : published ? 'published' : 'undated',
    confirmedOn: c.confirmedOn ? f.date(c.confirmedOn) : '',
    confirmedOnIsDay: isDay(c.confirmedOn),
    publishedOn: published ? f.date(published) : '',
  });
}

/** The residence rule's threshold: `hasMinimumPrice` and the price. */
function minimumPriceArgs(f: Format, r: Figures['legal']['residency']): MessageArgs {
  return { hasMinimumPrice: yesNo(r.minimumPrice !== null), minimumPrice: r.minimumPrice === null ? '' : f.euro(r.minimumPrice) };
}

/**
 * The residence permit a home's owner may apply for: what the sources say, with no price threshold
 * unless a source sets one, the conditions, and where it comes from.
 */
export function residency(f: Format, v: Figures): string {
  const r = v.legal.residency;
  const needs = [...(r.healthCheck ? ['healthCheck'] : []), ...(r.insurance ? ['insurance'] : [])].map((need) => say(part, `residencyNeeds.${need}`, f));
  return say(part, 'residency', f, {
    ...minimumPriceArgs(f, r),
    completed: yesNo(r.completedHomeOnly),
    localFunds: yesNo(r.localBankFunds),
    titleDeedPermitYears: r.titleDeedPermitYears,
    contractPaidPercent: f.percent(r.contractPaidPercent),
    needsCount: needs.length,
    needs: f.list(needs),
    factNote: factNote(f, r),
  });
}

/** The short form of the residence rule, for a benefit tile. */
export function residencyShort(f: Format, v: Figures): string {
  const r = v.legal.residency;
  return say(part, 'residencyShort', f, { ...minimumPriceArgs(f, r), completed: yesNo(r.completedHomeOnly), factNote: factNote(f, r) });
}

/**
 * What a foreigner may take title to (one option only), and what that means for a second purchase;
 * while a newer decree is reported and not yet checked by the lawyer, that newer rules may apply.
 */
export function ownershipLimits(f: Format, v: Figures): string {
  const o = v.legal.ownershipLimits;
  const sentence = say(part, 'ownershipLimits', f, {
    apartments: o.apartments,
    villas: o.villas,
    villaStoreys: o.villaStoreys,
    housePlotM2: f.number(o.housePlotM2),
    plotM2: f.number(o.plotM2),
    factNote: factNote(f, o),
  });
  return v.legal.newerRules && !v.legal.newerRules.confirmedOn ? `${sentence} ${newerRules(f, v)}` : sentence;
}

/**
 * A newer decree reported: that the lawyer is checking the facts against it and the buyer should ask
 * theirs, or (`checked`) that the lawyer has; empty when none is reported.
 */
export function newerRules(f: Format, v: Figures): string {
  const n = v.legal.newerRules;
  return n
    ? say(part, 'newerRules', f, { checked: yesNo(n.confirmedOn), inForce: f.date(n.reportedInForce), reportedOn: n.asOf ? f.date(n.asOf) : '', reportDated: yesNo(n.asOf) })
    : '';
}

/** The tax on rent in North Cyprus: on the gross rent, by the rent's currency, paid by every landlord, and the tenancy's registration. */
export function rentalTax(f: Format, v: Figures): string {
  const t = v.legal.rentalTax;
  return say(part, 'rentalTax', f, { ...rentalTaxRateArgs(f, v), registerWithinDays: t.registerWithinDays, factNote: factNote(f, t) });
}

/** The rates of the tax on rent as a phrase (for a scenario's small print), with no note. */
export function rentalTaxRates(f: Format, v: Figures): string {
  return say(part, 'rentalTaxRates', f, rentalTaxRateArgs(f, v));
}

function rentalTaxRateArgs(f: Format, v: Figures): MessageArgs {
  const t = v.legal.rentalTax;
  return { liraPercent: f.percent(t.liraPercent), foreignPercent: f.percent(t.foreignCurrencyPercent) };
}

/** How long the permission to purchase takes: `monthsFrom` (written), `monthsTo` (a count), `sameMonths`. */
function monthsArgs(f: Format, p: Figures['legal']['purchasePermission']): MessageArgs {
  return { monthsFrom: f.number(p.monthsFrom), monthsTo: p.monthsTo, sameMonths: yesNo(p.monthsFrom === p.monthsTo) };
}

/** The permission to purchase: who applies, how long it usually takes, and the deadlines after it. */
export function purchasePermission(f: Format, v: Figures): string {
  const p = v.legal.purchasePermission;
  return say(part, 'purchasePermission', f, {
    ...monthsArgs(f, p),
    taxWithinWorkingDays: p.taxWithinWorkingDays,
    titleWithinYears: p.titleWithinYears,
    fromLastPayment: yesNo(p.titleFromLastPayment),
    factNote: factNote(f, p),
  });
}

/** Paying from Russia (the legal fact payingFromRussia): why a transfer through Turkish banks may fail, and what to agree before reserving. */
export function payingFromRussia(f: Format, v: Figures): string {
  return say(part, 'payingFromRussia', f, { factNote: factNote(f, v.legal.payingFromRussia) });
}

/** How long a purchase takes from reservation to title, as the guide and FAQs say it. */
export function purchaseTimeline(f: Format, v: Figures): string {
  return say(part, 'purchaseTimeline', f, monthsArgs(f, v.legal.purchasePermission));
}

type HomeCountry = Exclude<keyof Figures['legal']['homeTaxes'], 'all'>;
const homeCountries = ['uk', 'de', 'il', 'ru'] as const satisfies readonly HomeCountry[];

/** What one home country taxes (`homeTax.<country>`), without where it comes from. */
function homeTax(f: Format, v: Figures, country: HomeCountry): string {
  const h = v.legal.homeTaxes;
  return say(part, `homeTax.${country}`, f, { saleWithinYears: h.de.saleWithinYears, rentTrackPercent: f.percent(h.il.rentTrackPercent) });
}

/** What the buyer's home country taxes: each country's sentence (`uk`, `de`, `il`, `ru`, in the order the language puts them), and `advice`, to ask an adviser there. */
export function homeTaxes(f: Format, v: Figures): string {
  const h = v.legal.homeTaxes;
  return say(part, 'homeTaxes', f, {
    ...Object.fromEntries(homeCountries.map((country) => [country, homeTax(f, v, country)])),
    factNote: factNote(f, h.all),
    advice: say(part, 'homeTaxAdvice', f),
  });
}

/**
 * The sentence that states a legal fact of content/facts/legal-facts.json, by its id, with the date of
 * its sources and whether the agency's lawyer has confirmed it: the guide states each fact it lists
 * sources for.
 */
export function legalFactStatement(f: Format, v: Figures, id: LegalFactId): string {
  switch (id) {
    case 'residency':
      return residency(f, v);
    case 'ownershipLimits':
      return ownershipLimits(f, v);
    case 'purchasePermission':
      return purchasePermission(f, v);
    case 'rentalTax':
      return rentalTax(f, v);
    case 'payingFromRussia':
      return payingFromRussia(f, v);
    case 'newerRules':
      return newerRules(f, v);
    default: {
      const country = id.slice('homeTaxes.'.length) as HomeCountry;
      return `${homeTax(f, v, country)} ${factNote(f, v.legal.homeTaxes[country])} ${say(part, 'homeTaxAdvice', f)}`;
    }
  }
}

/** A line of a cost figure, as its message takes it: its rate, amount and quoted fee, written. */
function lineArgs(f: Format, line: CostSummaryLine | CostExampleLine): MessageArgs {
  const percent = 'percent' in line ? line.percent : null;
  const fee = 'fee' in line ? line.fee : null;
  return {
    percent: f.percent(percent ?? 0),
    amount: 'amount' in line ? f.euro(line.amount) : '',
    fee: fee ? f.poundRange(fee.from, fee.to) : '',
    hasFee: yesNo(fee),
    onContract: 'onContract' in line ? f.percent(line.onContract) : '',
    onTitle: 'onTitle' in line ? f.percent(line.onTitle) : '',
    split: yesNo('onContract' in line && line.onContract > 0 && line.onTitle > 0),
  };
}

/** Each line of the cost summary in its words. */
const summaryLines = (f: Format, lines: readonly CostSummaryLine[]) => lines.map((line) => say(part, `summary.${line.id}`, f, lineArgs(f, line)));

/** Every cost of buying on top of the price, with no total (so none can be left out of one), its date and its caveat. */
export function costSummary(f: Format, v: Figures): string {
  const c = v.costs;
  // A new build's VAT is in the prices the site shows, so it is named as included, not as a cost on top.
  const newBuild = summaryLines(f, c.summary.newBuild.filter((line) => line.id !== 'vat'));
  return say(part, 'costSummary', f, {
    all: f.list(summaryLines(f, c.summary.all)),
    newBuildCount: newBuild.length,
    newBuild: f.list(newBuild),
    vat: v.vatPercent === null ? 'none' : v.vatPercent === 0 ? 'zero' : 'some',
    vatPercent: v.vatPercent === null ? '' : f.percent(v.vatPercent),
    commission: commission(f, c),
    asOf: asOf(f, c),
  });
}

/** The worked example in one sentence: every line with its amount, then the total. */
export function costExampleSentence(f: Format, v: Figures): string {
  const c = v.costs;
  const e = c.example;
  return say(part, 'costExampleSentence', f, {
    newBuild: yesNo(e.newBuild),
    price: f.euro(e.price),
    vatIncluded: yesNo(e.vatPercent),
    vatPercent: e.vatPercent === null ? '' : f.percent(e.vatPercent),
    priceBeforeVat: f.euro(e.priceBeforeVat),
    items: f.list(e.items.map((line) => say(part, `example.${line.id}`, f, lineArgs(f, line)))),
    extra: f.euro(e.extra),
    total: f.euro(e.total),
    commission: commission(f, c),
    asOf: asOf(f, c),
  });
}

/** The seller's tax on a sale, with its date. */
export function sellerTax(f: Format, v: Figures): string {
  const o = v.costs.ownership;
  return say(part, 'sellerTax', f, {
    sellerTaxPercent: f.percent(o.sellerTaxPercent),
    exemption: yesNo(o.sellerTaxOneOffExemption),
    dated: sellerTaxDated(f, v.costs),
  });
}

/**
 * The taxes of owning and selling, which no purchase total includes: a yearly property tax by the
 * square metre, and the seller's tax on a sale. Never "no capital gains tax" (there is one).
 */
export function ownershipTaxes(f: Format, v: Figures): string {
  return say(part, 'ownershipTaxes', f, { sellerTax: sellerTax(f, v) });
}

/** The plans of a list as the plan sentences take them: how many, the others, and the terms they share. */
function planArgs(f: Format, p: PlanFigures): MessageArgs {
  return {
    count: p.count,
    others: p.without === 0 ? 'none' : 'some',
    sharedTerms: yesNo(p.common),
    downPercent: p.common ? f.percent(p.common.downPercent) : '',
    months: p.common?.months ?? 0,
    interest: p.common?.interestPercent === 0 ? 'zero' : 'some',
    interestPercent: p.common ? f.percent(p.common.interestPercent) : '',
  };
}

/**
 * What a list says about the monthly figures on its cards: only the homes whose seller offers a plan
 * show one, on that plan's own terms; a resale is paid to its owner as the contract sets out.
 */
export function cardPlans(f: Format, p: PlanFigures): string {
  const args = planArgs(f, p);
  const cheapest = p.cheapest?.plan ? p.cheapest : null;
  return say(part, 'cardPlans', f, {
    ...args,
    terms: say(part, 'cardPlanTerms', f, args),
    cheapest: cheapest ? 'some' : 'none',
    cheapestTitle: cheapest?.title ?? '',
    cheapestPrice: cheapest ? f.euro(cheapest.price) : '',
    cheapestMonthly: cheapest?.plan ? f.euro(cheapest.plan.monthly) : '',
  });
}

/** Who sells the homes of a list: developers, owners selling on, or both. */
export function sellers(f: Format, stages: { newBuild: number; offPlan: number; resale: number }): string {
  const fromDevelopers = stages.newBuild + stages.offPlan > 0;
  return say(part, 'sellers', f, { sellers: fromDevelopers && stages.resale > 0 ? 'both' : fromDevelopers ? 'developers' : 'owners' });
}

/** The payment plans of the homes for sale anywhere on the site, in a sentence: only as far as they reach. */
export function sitePlans(f: Format, p: PlanFigures): string {
  return say(part, 'sitePlans', f, {
    ...planArgs(f, p),
    lowestDownPercent: p.lowestDownPercent === null ? '' : f.percent(p.lowestDownPercent),
    longestMonths: p.longestMonths ?? 0,
  });
}

/**
 * The homes for sale against Spain's and Portugal's coasts, per square metre, with each figure's source
 * and date; empty when the data does not support the comparison (the page then makes none).
 */
export function priceComparison(f: Format, v: Figures): string {
  const m = v.market;
  return say(part, 'priceComparison', f, {
    market: m ? 'some' : 'none',
    medianPerM2: m ? f.euro(m.medianPerM2) : '',
    lessPercent: m ? f.percent(m.lessPercent) : '',
    regions: m ? f.list(m.regions.map((region) => say(part, `regions.${region.id}`, f, { perM2: f.euro(region.perM2), date: f.date(region.date) }))) : '',
  });
}

/** How many foreign nationals were given permission to buy in one year: a published count, with its source and date. */
export function foreignBuyers(f: Format, v: Figures): Stat {
  const { year, permits, publisher, source } = v.foreignBuyers;
  return {
    value: f.number(permits),
    label: say(part, 'foreignBuyers.label', f, { permits, year: String(year) }),
    source: {
      text: say(part, 'foreignBuyers.source', f, { sourceDated: yesNo(source.date), publisher, sourceDate: source.date ? f.date(source.date) : '' }),
      href: source.url,
    },
  };
}
