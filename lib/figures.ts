import { developmentFrom, projectFrom } from '@/content/facts/listings';
import { planVersusMortgage, purchaseCostExample, transferTaxPercent } from '@/content/facts/examples';
import { leadRetentionMonths, residencyThreshold } from '@/content/facts/legal';
import { cardPlan, popupStorage, site } from '@/content/facts/site';
import type { Locale } from '@/content/locales';
import type { Figures, ListFigures, ListingSummary } from '@/content/types';
import { calculatePlan, downPaymentAmount } from '@/lib/calculator';
import { guaranteeAnswerId } from '@/lib/claims';
import { onSale, type Listing, type ListingList } from '@/lib/listings';
import { mortgageComparisonTotal, purchaseCostLines, purchaseCostRate, purchaseCostTotal } from '@/lib/scenarios';

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

/** Every figure the words of a page quote, computed once from `inventory` (every listing file, sold ones included). */
export function figuresFor(inventory: readonly Listing[], locale: Locale): Figures {
  return {
    brand: site.brand,
    residencyThreshold,
    transferTaxPercent,
    cardPlan: { ...cardPlan },
    costs: {
      price: purchaseCostExample.price,
      transferTax: purchaseCostLines.transferTax.amount,
      stampDuty: purchaseCostLines.stampDuty.amount,
      stampDutyPercent: purchaseCostRate('stampDuty'),
      legalFees: purchaseCostLines.legalFees.amount,
      legalFeesPercent: purchaseCostRate('legalFees'),
      purchasePermission: purchaseCostLines.purchasePermission.amount,
      titleDeedAdmin: purchaseCostLines.titleDeedAdmin.amount,
      total: purchaseCostTotal,
    },
    planVersusMortgage: {
      ...planVersusMortgage,
      planDeposit: downPaymentAmount(planVersusMortgage.price, planVersusMortgage.planDepositPercent),
      mortgageTotal: mortgageComparisonTotal(),
    },
    developmentFrom: { ...developmentFrom },
    projectFrom: { ...projectFrom },
    guaranteeAnswerId,
    popupStorage: { ...popupStorage },
    leadRetentionMonths,
    lists: Object.fromEntries(lists.map((list) => [list, listFigures(onSale(list, inventory), locale)])) as Figures['lists'],
  };
}
