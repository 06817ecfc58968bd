import type { Figures } from '@/content/types';
import type { Format } from '@/lib/i18n/format';
import { costSummary, ownershipLimits, ownershipTaxes, purchasePermission, rentalTax, residencyShort } from './costs';
import { listPageArgs } from './lists';
import type { MessageArgs } from './part';

/**
 * The arguments of the villas page's messages (content/<lang>/villas.json): what every list page says
 * (`listPageArgs`) and the shared cost sentences, each by its function's name.
 */
export function villasArgs(f: Format, v: Figures): MessageArgs {
  return {
    ...listPageArgs(f, v, v.lists.villas),
    residencyShort: residencyShort(f, v),
    ownershipTaxes: ownershipTaxes(f, v),
    rentalTax: rentalTax(f, v),
    ownershipLimits: ownershipLimits(f, v),
    purchasePermission: purchasePermission(f, v),
    costSummary: costSummary(f, v),
  };
}
