import type { Figures } from '@/content/types';
import type { Format } from '@/lib/i18n/format';
import { cardPlans, costSummary, ownershipLimits, ownershipTaxes, priceComparison, purchasePermission, residencyShort, sellers } from './costs';
import { listArgs } from './lists';
import { yesNo, type MessageArgs } from './part';

/**
 * The arguments of the villas page's messages (content/<lang>/villas.json): the list's figures (`listArgs`),
 * the reservation fee as a figure, the shared cost sentences, and `hasPriceComparison` (`yes`/`no`: whether
 * the price comparison has a sentence, for the words that stand in for it).
 */
export function villasArgs(f: Format, v: Figures): MessageArgs {
  const list = v.lists.villas;
  const comparison = priceComparison(f, v);
  return {
    ...listArgs(f, list),
    reservationFee: f.euroRange(2_000, 5_000),
    sellers: list.range ? sellers(f, list.range.stages) : '',
    cardPlans: list.range ? cardPlans(f, list.range.plans) : '',
    priceComparison: comparison,
    hasPriceComparison: yesNo(comparison),
    residencyShort: residencyShort(f, v),
    ownershipTaxes: ownershipTaxes(f, v),
    ownershipLimits: ownershipLimits(f, v),
    purchasePermission: purchasePermission(f, v),
    costSummary: costSummary(f, v),
  };
}
