import type { Figures } from '@/content/types';
import type { Format } from '@/lib/i18n/format';
import { commission, costSummary, ownershipTaxes, rentalTax, residency, residencyShort } from './costs';
import { listPageArgs } from './lists';
import type { MessageArgs } from './part';

/**
 * The arguments of the Caesar Resort page's messages (content/<lang>/caesar-resort.json): what every list page says
 * (`listPageArgs`; `range` `none`/`some` chooses the payment-plan answer), the developer's own lowest price at each
 * development (`collectionFrom`, `blueVillasFrom`, `beachFrom`, `parkFrom`),
 * the anchor of the guarantee's answer (`guaranteeAnswerId`, which the claims link to), and the shared cost
 * sentences (lib/words/costs.ts), each by its function's name.
 * `developments.guarantee` is a plural of `n` (the years) that stays its forms for the page to fill.
 */
export function caesarResortArgs(f: Format, v: Figures): MessageArgs {
  return {
    ...listPageArgs(f, v, v.lists.caesarResort),
    collectionFrom: f.euro(v.developmentFrom.collection),
    blueVillasFrom: f.euro(v.developmentFrom.blueVillas),
    beachFrom: f.euro(v.developmentFrom.beach),
    parkFrom: f.euro(v.developmentFrom.park),
    guaranteeAnswerId: v.guaranteeAnswerId,
    commission: commission(f, v.costs),
    costSummary: costSummary(f, v),
    ownershipTaxes: ownershipTaxes(f, v),
    rentalTax: rentalTax(f, v),
    residency: residency(f, v),
    residencyShort: residencyShort(f, v),
  };
}
