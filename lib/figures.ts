import { projectFrom } from '@/content/facts/listings';
import { developerListFrom, developmentIds, type DevelopmentId } from '@/content/facts/developments';
import { planVersusMortgage } from '@/content/facts/examples';
import { costFacts, costPercent, type CostFacts, type CostId, type CostLine } from '@/lib/costs';
import { hostLogDays, leadRetentionMonths, residencyThreshold } from '@/content/facts/legal';
import { cardPlan, popupStorage, site } from '@/content/facts/site';
import type { Locale } from '@/content/locales';
import type { CostSummaryLine, Figures, ListFigures, ListingSummary } from '@/content/types';
import { calculatePlan, downPaymentAmount } from '@/lib/calculator';
import { guaranteeAnswerId } from '@/lib/claims';
import { lowestPriceForSale, onSale, type Listing, type ListingList } from '@/lib/listings';
import { costExample, costExampleLines, mortgageComparisonTotal } from '@/lib/scenarios';

/** The monthly instalment every card and sentence quotes: the card plan (35% down, 75 months, 0%). */
export function cardMonthly(price: number): number {
  return calculatePlan({ price, ...cardPlan }).monthlyPayment;
}

function summary(listing: Listing, locale: Locale): ListingSummary {
  const words = listing.words[locale];
  return {
    title: words.title,
    location: words.location,
    price: listing.price,
    monthly: cardMonthly(listing.price),
    bedrooms: listing.bedrooms,
    ...(listing.roi === undefined ? {} : { roi: listing.roi }),
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
      aboveResidency: listings.filter((listing) => listing.price > residencyThreshold).length,
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
    asOf: facts.checkedOn,
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
    },
  };
}

/**
 * Each Caesar development's "from" price: the lowest price of its homes for sale in `inventory` (the
 * listing files name their development), or, while none is, the developer's own list price.
 */
export function developmentFromPrices(inventory: readonly Listing[]): Record<DevelopmentId, number> {
  return Object.fromEntries(
    developmentIds.map((id) => [id, lowestPriceForSale(inventory, (listing) => listing.development === id) ?? developerListFrom[id]]),
  ) as Record<DevelopmentId, number>;
}

/** Every figure the words of a page quote, computed once from `inventory` (every listing file, sold ones included). */
export function figuresFor(inventory: readonly Listing[], locale: Locale): Figures {
  return {
    brand: site.brand,
    residencyThreshold,
    cardPlan: { ...cardPlan },
    costs: costFigures(costFacts),
    planVersusMortgage: {
      ...planVersusMortgage,
      planDeposit: downPaymentAmount(planVersusMortgage.price, planVersusMortgage.planDepositPercent),
      mortgageTotal: mortgageComparisonTotal(),
    },
    developmentFrom: developmentFromPrices(inventory),
    projectFrom: { ...projectFrom },
    guaranteeAnswerId,
    popupStorage: { ...popupStorage },
    leadRetentionMonths,
    hostLogDays,
    lists: Object.fromEntries(lists.map((list) => [list, listFigures(onSale(list, inventory), locale)])) as Figures['lists'],
  };
}
