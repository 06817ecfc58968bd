import type { Figures } from '@/content/types';
import type { Format } from '@/lib/i18n/format';
import { cardPlans, commission, costSummary, ownershipTaxes, residency, residencyShort } from './costs';
import { listArgs } from './lists';
import type { MessageArgs } from './part';

/**
 * The arguments of the Caesar Resort page's messages (content/<lang>/caesar-resort.json): the list's figures
 * (`listArgs`; `range` `none`/`some` chooses the payment-plan answer), the developer's own lowest price at each
 * development (`collectionFrom`, `blueVillasFrom`, `beachFrom`, `parkFrom`), the reservation fee as a figure,
 * the anchor of the guarantee's answer (`guaranteeAnswerId`, which the claims link to), and the shared cost
 * sentences (lib/words/costs.ts), each by its function's name; `cardPlans` is empty when nothing is for sale.
 * `developments.guarantee` is a plural of `n` (the years) that stays its forms for the page to fill.
 */
export function caesarResortArgs(f: Format, v: Figures): MessageArgs {
  const list = v.lists.caesarResort;
  return {
    ...listArgs(f, list),
    collectionFrom: f.euro(v.developmentFrom.collection),
    blueVillasFrom: f.euro(v.developmentFrom.blueVillas),
    beachFrom: f.euro(v.developmentFrom.beach),
    parkFrom: f.euro(v.developmentFrom.park),
    reservationFee: f.euroRange(2_000, 5_000),
    guaranteeAnswerId: v.guaranteeAnswerId,
    cardPlans: list.range ? cardPlans(f, list.range.plans) : '',
    commission: commission(f, v.costs),
    costSummary: costSummary(f, v),
    ownershipTaxes: ownershipTaxes(f, v),
    residency: residency(f, v),
    residencyShort: residencyShort(f, v),
  };
}
