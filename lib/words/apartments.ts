import { apartmentBudgets } from '@/content/facts/examples';
import type { Figures } from '@/content/types';
import type { Format } from '@/lib/i18n/format';
import { costExampleSentence, costSummary, ownershipLimits, ownershipTaxes, purchasePermission, purchaseTimeline, rentalTax, residency } from './costs';
import { listPageArgs } from './lists';
import { say, yesNo, type MessageArgs } from './part';

const part = 'apartments';

/** The messages that list the lowest price at each size, by the argument that carries their list. */
const SIZE_LISTS = { introSizesFrom: 'intro.items.0.text', faqSizesFrom: 'faq.0.answer' } as const;

/** The arguments of a size list's phrases (below), which the pages give through `say`. */
const SIZE_PHRASE_ARGS = ['first', 'bedrooms', 'from', 'last', 'before', 'after'] as const;

/**
 * The lowest price at each number of bedrooms, fewest first, as the message `key` lists them: the message
 * writes its own list in its `sizeList` branches (the page's sentence being its `other` branch). Each size
 * is its `item` branch, with `bedrooms` (a count, 0: studios), `from` (the price) and `first` (`yes` for the
 * first size); the sizes are joined left to right by its `join` branch, with `before` (the list so far),
 * `after` (the next size) and `last` (`yes` when `after` is the last size).
 */
function sizesFrom(f: Format, key: string, steps: readonly { bedrooms: number; from: number }[]): string {
  const items = steps.map((step, index) => say(part, key, f, { sizeList: 'item', first: yesNo(index === 0), bedrooms: step.bedrooms, from: f.euro(step.from) }));
  if (items.length === 0) return '';
  return items.reduce((before, after, index) => say(part, key, f, { sizeList: 'join', last: yesNo(index === items.length - 1), before, after }));
}

/**
 * The arguments of the apartments page's messages (content/<lang>/apartments.json): the list's figures
 * (`listPageArgs`), `sizes` (how many sizes, a count) and the lowest price at each size as each message that
 * lists them writes it (`introSizesFrom`, `faqSizesFrom`, see `sizesFrom`; `sizeList` is `sentence` for
 * the page), the developer's own price at Aventus Residence, the budget brackets and reservation fee as
 * figures, and the shared cost sentences.
 */
export function apartmentsArgs(f: Format, v: Figures): MessageArgs {
  const list = v.lists.apartments;
  const steps = list.range?.fromByBedrooms ?? [];
  return {
    ...listPageArgs(f, v, list),
    sizes: steps.length,
    sizeList: 'sentence',
    ...Object.fromEntries(Object.entries(SIZE_LISTS).map(([name, key]) => [name, sizesFrom(f, key, steps)])),
    // A size phrase's arguments are named on the page too (a message may only use what a page gives), and never read there.
    ...Object.fromEntries(SIZE_PHRASE_ARGS.map((name) => [name, undefined])),
    aventusFrom: f.euro(v.projectFrom.aventus),
    budgetStarter: f.euroRange(apartmentBudgets.starter.from, apartmentBudgets.starter.to),
    budgetHoliday: f.euroRange(apartmentBudgets.holiday.from, apartmentBudgets.holiday.to),
    budgetPremiumFrom: f.euro(apartmentBudgets.premiumFrom),
    costSummary: costSummary(f, v),
    costExampleSentence: costExampleSentence(f, v),
    ownershipLimits: ownershipLimits(f, v),
    purchasePermission: purchasePermission(f, v),
    purchaseTimeline: purchaseTimeline(f, v),
    ownershipTaxes: ownershipTaxes(f, v),
    rentalTax: rentalTax(f, v),
    residency: residency(f, v),
  };
}
