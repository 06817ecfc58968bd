import type { Figures } from '@/content/types';
import type { Format } from '@/lib/i18n/format';
import { cardPlans, costExampleSentence, costSummary, ownershipLimits, ownershipTaxes, priceComparison, purchasePermission, purchaseTimeline, residency, sellers } from './costs';
import { listArgs, SIZE_SLOTS } from './lists';
import { yesNo, type MessageArgs } from './part';

/**
 * The arguments of the apartments page's messages (content/<lang>/apartments.json): the list's figures
 * (`listArgs`, with the lowest price at each size in the slots `size1`…), the developer's own price at
 * Aventus Residence, the budget brackets and reservation fee as figures, and the shared cost sentences.
 */
export function apartmentsArgs(f: Format, v: Figures): MessageArgs {
  const list = v.lists.apartments;
  const sizes = list.range?.fromByBedrooms.length ?? 0;
  if (sizes > SIZE_SLOTS) throw new Error(`apartments: ${sizes} sizes of apartment, but the messages list at most ${SIZE_SLOTS} (lib/words/lists.ts SIZE_SLOTS)`);
  const comparison = priceComparison(f, v);
  return {
    ...listArgs(f, list),
    aventusFrom: f.euro(v.projectFrom.aventus),
    budgetStarter: f.euroRange(80_000, 120_000),
    budgetHoliday: f.euroRange(120_000, 180_000),
    budgetPremiumFrom: f.euro(180_000),
    reservationFee: f.euroRange(2_000, 5_000),
    sellers: list.range ? sellers(f, list.range.stages) : '',
    cardPlans: list.range ? cardPlans(f, list.range.plans) : '',
    priceComparison: comparison,
    hasPriceComparison: yesNo(comparison),
    costSummary: costSummary(f, v),
    costExampleSentence: costExampleSentence(f, v),
    ownershipLimits: ownershipLimits(f, v),
    purchasePermission: purchasePermission(f, v),
    purchaseTimeline: purchaseTimeline(f, v),
    ownershipTaxes: ownershipTaxes(f, v),
    residency: residency(f, v),
  };
}
