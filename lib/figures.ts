import { projectFrom } from '@/content/facts/listings';
import { developerListFrom, developmentIds, type DevelopmentId } from '@/content/facts/developments';
import { planVersusMortgage } from '@/content/facts/examples';
import { costFacts, costPercent, costsAsOf, costsSince, vatPercent, withVat, type CostFacts, type CostId, type CostLine } from '@/lib/costs';
import { newestDate, newestSourceDate } from '@/lib/sources';
import { hostLogDays, leadRetentionMonths } from '@/content/facts/legal';
import { popupStorage, site } from '@/content/facts/site';
import type { Locale } from '@/content/locales';
import type { CostSummaryLine, Figures, LegalFigures, ListFigures, ListingSummary, PlanFigures } from '@/content/types';
import { downPaymentAmount, planFigures } from '@/lib/calculator';
import { factBasis, legalFacts, type LegalFacts } from '@/lib/legal-facts';
import { marketFacts, priceComparison } from '@/lib/market';
import { guaranteeAnswerId } from '@/lib/claims';
import { lowestPriceForSale, onSale, type Listing, type ListingList } from '@/lib/listings';
import { costExample, costExampleLines, mortgageComparisonTotal } from '@/lib/scenarios';

/** A listing's plan with its monthly instalment at its price, or null when its seller offers none. */
export function listingPlan(listing: Pick<Listing, 'price' | 'plan'>): ListingSummary['plan'] {
  const { plan } = listing;
  if (plan.kind === 'none') return null;
  const { downPercent, months, interestPercent } = plan;
  return { kind: plan.kind, downPercent, months, interestPercent, monthly: planFigures(listing.price, plan).monthlyPayment };
}

function summary(listing: Listing, locale: Locale): ListingSummary {
  const words = listing.words[locale];
  return {
    title: words.title,
    location: words.location,
    price: listing.price,
    plan: listingPlan(listing),
    bedrooms: listing.bedrooms,
    ...(listing.roi === undefined ? {} : { roi: listing.roi }),
  };
}

/** What the words may say about the plans of `listings`: only as much as the homes with one support. */
export function planFiguresOf(listings: readonly Listing[], locale: Locale): PlanFigures {
  const withPlan = listings.filter((listing) => listing.plan.kind !== 'none');
  const terms = withPlan.map((listing) => listing.plan as Exclude<Listing['plan'], { kind: 'none' }>);
  const same = terms.length > 0 && terms.every((plan) => plan.downPercent === terms[0]!.downPercent && plan.months === terms[0]!.months && plan.interestPercent === terms[0]!.interestPercent);
  const cheapest = [...withPlan].sort((a, b) => a.price - b.price || a.order - b.order)[0];
  return {
    count: withPlan.length,
    developer: terms.filter((plan) => plan.kind === 'developer').length,
    owner: terms.filter((plan) => plan.kind === 'owner').length,
    without: listings.length - withPlan.length,
    common: same ? { downPercent: terms[0]!.downPercent, months: terms[0]!.months, interestPercent: terms[0]!.interestPercent } : null,
    lowestDownPercent: terms.length > 0 ? Math.min(...terms.map((plan) => plan.downPercent)) : null,
    longestMonths: terms.length > 0 ? Math.max(...terms.map((plan) => plan.months)) : null,
    cheapest: cheapest ? summary(cheapest, locale) : null,
  };
}

/** Several facts stated together: dated by the newest of their sources, confirmed only when every one is (as of the last confirmation). */
export function combinedBasis(bases: readonly { asOf: string | null; confirmedOn: string | null }[]): { asOf: string | null; confirmedOn: string | null } {
  const asOf = newestDate(bases.map((basis) => basis.asOf));
  const confirmed = bases.every((basis) => basis.confirmedOn !== null) ? bases.map((basis) => basis.confirmedOn!).sort().at(-1)! : null;
  return { asOf, confirmedOn: bases.length > 0 ? confirmed : null };
}

/** A fact's own figures, without its sources and confirmation (which its basis states). */
function figuresOf<T extends { sources: string[]; confirmedOn: string | null }>(fact: T): Omit<T, 'sources' | 'confirmedOn'> {
  const figures: Partial<T> = { ...fact };
  delete figures.sources;
  delete figures.confirmedOn;
  return figures as Omit<T, 'sources' | 'confirmedOn'>;
}

/** The legal facts as the words state them, each with the date of its newest source and the lawyer's confirmation. */
export function legalFigures(facts: LegalFacts = legalFacts): LegalFigures {
  const basis = (fact: { sources: string[]; confirmedOn: string | null }) => {
    const { asOf, confirmedOn } = factBasis(facts, fact);
    return { asOf, confirmedOn };
  };
  const { residency, ownershipLimits, purchasePermission, rentalTax, newerRules, homeTaxes } = facts;
  return {
    residency: { ...basis(residency), ...figuresOf(residency) },
    ownershipLimits: { ...basis(ownershipLimits), ...figuresOf(ownershipLimits) },
    purchasePermission: { ...basis(purchasePermission), ...figuresOf(purchasePermission) },
    rentalTax: { ...basis(rentalTax), ...figuresOf(rentalTax) },
    newerRules: newerRules ? { ...basis(newerRules), reportedInForce: newerRules.reportedInForce } : null,
    payingFromRussia: basis(facts.payingFromRussia),
    homeTaxes: {
      uk: basis(homeTaxes.uk),
      de: { ...basis(homeTaxes.de), saleWithinYears: homeTaxes.de.saleWithinYears },
      il: { ...basis(homeTaxes.il), rentTrackPercent: homeTaxes.il.rentTrackPercent },
      ru: basis(homeTaxes.ru),
      all: combinedBasis([homeTaxes.uk, homeTaxes.de, homeTaxes.il, homeTaxes.ru].map(basis)),
    },
  };
}

/** What the words may say about one list, from the listings it shows. */
export function listFigures(listings: readonly Listing[], locale: Locale): ListFigures {
  if (listings.length === 0) return { count: 0, range: null };
  // Ties go to the list's own order, so the same inventory always gives the same sentence.
  const byPrice = [...listings].sort((a, b) => a.price - b.price || a.order - b.order);
  const cheapest = byPrice[0]!;
  const priciest = byPrice[byPrice.length - 1]!;
  const bedrooms = listings.map((listing) => listing.bedrooms);
  const fromByBedrooms = [...new Set(bedrooms)]
    .sort((a, b) => a - b)
    .map((count) => ({ bedrooms: count, from: Math.min(...listings.filter((listing) => listing.bedrooms === count).map((listing) => listing.price)) }));
  const withYield = listings.filter((listing) => listing.roi !== undefined).sort((a, b) => b.roi! - a.roi! || a.price - b.price);
  return {
    count: listings.length,
    range: {
      lowest: cheapest.price,
      highest: priciest.price,
      cheapest: summary(cheapest, locale),
      priciest: summary(priciest, locale),
      bedrooms: { min: Math.min(...bedrooms), max: Math.max(...bedrooms) },
      fromByBedrooms,
      stages: {
        newBuild: listings.filter((listing) => listing.stage === 'newBuild').length,
        offPlan: listings.filter((listing) => listing.stage === 'offPlan').length,
        resale: listings.filter((listing) => listing.stage === 'resale').length,
      },
      plans: planFiguresOf(listings, locale),
      topYield: withYield[0] ? summary(withYield[0], locale) : null,
    },
  };
}

const lists: ListingList[] = ['villas', 'apartments', 'caesarResort'];

/** The cost facts as the words quote them: each rate, each fee as quoted, and the worked example. */
export function costFigures(facts: CostFacts): Figures['costs'] {
  const line = (id: CostId) => facts.items.find((item) => item.id === id);
  const quotedFee = (id: CostId) => {
    const item = line(id);
    if (item?.kind !== 'fixed') return null;
    return { from: item.quoted?.from ?? item.amount, to: item.quoted?.to ?? item.amount, amount: item.amount };
  };
  const fixed = (id: CostId) => {
    const item = line(id);
    return item?.kind === 'fixed' ? item.amount : null;
  };
  const percent = (id: CostId) => (line(id)?.kind === 'percent' ? costPercent(facts, id) : null);
  const example = costExample(facts);
  const onContract = costPercent(facts, 'transferTaxOnContract');
  const onTitle = costPercent(facts, 'transferTaxOnTitle');
  /** The line as a sentence naming every cost names it: the transfer tax once, at its first half; the commission not (it has a sentence of its own). */
  const summaryLine = (item: CostLine): CostSummaryLine[] => {
    switch (item.id) {
      case 'transferTaxOnContract':
        return [{ id: 'transferTax', percent: onContract + onTitle, onContract, onTitle }];
      case 'transferTaxOnTitle':
        // Named with the first half (the file always lists both: lib/costs), even when that half is 0%.
        return [];
      case 'stampDuty':
      case 'vat':
        return item.kind === 'percent' ? [{ id: item.id, percent: item.percent }] : [];
      case 'legalFees':
      case 'utilities':
        return item.kind === 'fixed' ? [{ id: item.id, fee: quotedFee(item.id)! }] : [];
      case 'purchasePermission':
        return item.kind === 'fixed' ? [{ id: item.id, amount: item.amount }] : [];
      case 'agencyCommission':
        return [];
    }
  };
  return {
    asOf: costsAsOf(facts),
    since: costsSince(facts),
    confirmedOn: facts.confirmedOn,
    transferTaxPercent: costPercent(facts, 'transferTaxOnContract') + costPercent(facts, 'transferTaxOnTitle'),
    transferTaxOnContractPercent: costPercent(facts, 'transferTaxOnContract'),
    transferTaxOnTitlePercent: costPercent(facts, 'transferTaxOnTitle'),
    stampDutyPercent: costPercent(facts, 'stampDuty'),
    vatPercent: percent('vat'),
    legalFees: quotedFee('legalFees'),
    utilities: quotedFee('utilities'),
    purchasePermission: fixed('purchasePermission'),
    commissionPercent: percent('agencyCommission'),
    summary: {
      all: facts.items.filter((item) => item.appliesTo === 'all').flatMap(summaryLine),
      newBuild: facts.items.filter((item) => item.appliesTo === 'newBuild').flatMap(summaryLine),
    },
    example: {
      price: example.price,
      priceBeforeVat: example.includedVat?.priceBeforeVat ?? example.price,
      vatPercent: example.includedVat?.percent ?? null,
      newBuild: facts.example.newBuild,
      lines: costExampleLines(example),
      items: example.items
        .filter(({ amount }) => amount > 0)
        .map(({ cost, amount }) => ({ id: cost.id as CostId, amount, percent: cost.kind === 'percent' ? cost.percent : null, fee: cost.kind === 'fixed' ? quotedFee(cost.id as CostId) : null })),
      extra: example.additionalCosts,
      extraPercent: example.additionalPercent,
      total: example.total,
    },
    ownership: {
      sellerTaxPercent: facts.ownership.sellerTax.percent,
      sellerTaxOneOffExemption: facts.ownership.sellerTax.oneOffExemption,
      sellerTaxAsOf: newestSourceDate(facts.ownership.sellerTax.sources.map((id) => facts.sources[id]!)),
    },
  };
}

/**
 * Each Caesar development's "from" price: the lowest price of its homes for sale in `inventory` (the
 * listing files name their development), or, while none is, the developer's own list price.
 */
export function developmentFromPrices(inventory: readonly Listing[]): Record<DevelopmentId, number> {
  return Object.fromEntries(
    developmentIds.map((id) => [id, lowestPriceForSale(inventory, (listing) => listing.development === id) ?? withVat(developerListFrom[id])]),
  ) as Record<DevelopmentId, number>;
}

/** Every figure the words of a page quote, computed once from `inventory` (every listing file, sold ones included). */
export function figuresFor(inventory: readonly Listing[], locale: Locale): Figures {
  return {
    brand: site.brand,
    legal: legalFigures(),
    vatPercent,
    costs: costFigures(costFacts),
    planVersusMortgage: {
      ...planVersusMortgage,
      planDeposit: downPaymentAmount(planVersusMortgage.price, planVersusMortgage.planDepositPercent),
      mortgageTotal: mortgageComparisonTotal(),
    },
    developmentFrom: developmentFromPrices(inventory),
    projectFrom: { panah: withVat(projectFrom.panah), aventus: withVat(projectFrom.aventus) },
    guaranteeAnswerId,
    popupStorage: { ...popupStorage },
    leadRetentionMonths,
    hostLogDays,
    market: priceComparison(inventory),
    foreignBuyers: marketFacts.foreignBuyers,
    plans: planFiguresOf(inventory.filter((listing) => listing.status !== 'sold'), locale),
    lists: Object.fromEntries(lists.map((list) => [list, listFigures(onSale(list, inventory), locale)])) as Figures['lists'],
  };
}
