import type { CallToAction, Figures, IconName, PluralForms } from '@/content/types';
import type { Format } from '@/lib/i18n/format';
import { PAGE_FILES } from '@/content/message-files';
import { composePart, type MessageArgs } from './part';
import { homeWords } from './home';
import { villasArgs } from './villas';
import { apartmentsArgs } from './apartments';
import { investmentWords } from './investment';
import { paymentPlansArgs } from './payment-plans';
import { caesarResortArgs } from './caesar-resort';
import { guideArgs } from './guide';
import { legalArgs } from './legal';

/**
 * The words of a message file as the page takes them: the English file's shape, every message a
 * string (a plural the page does not count stays its forms), and the keys that are not words typed as
 * the components take them.
 */
export type Composed<T, Counted = unknown> = Counted extends PluralForms
  ? PluralForms
  : T extends string
    ? string
    : T extends readonly (infer Item)[]
      ? Composed<Item, Counted extends readonly (infer Inner)[] ? Inner : unknown>[]
      : {
          [K in keyof T]: K extends 'icon' ? IconName : K extends 'variant' ? CallToAction['variant'] : Composed<T[K], K extends keyof Counted ? Counted[K] : unknown>;
        };

/**
 * A page whose words are its messages with the arguments `args` gives them, typed by the English file;
 * `Counted` marks the messages that are a count's plural forms, which the page fills when it knows the count.
 */
const page =
  <English, Counted = unknown>(part: keyof typeof PAGE_FILES, args: (f: Format, v: Figures) => MessageArgs) =>
  (f: Format, v: Figures): Composed<English, Counted> =>
    composePart(PAGE_FILES[part], f, args(f, v));

/**
 * Each page's words from the page's figures, in the language of `f`: `t.villas(f, v)`. Home and
 * investment also link a published figure to its source, which is data, not words.
 */
export const pageWords = {
  home: homeWords,
  villas: page<typeof import('@/content/en/villas.json')>('villas', villasArgs),
  apartments: page<typeof import('@/content/en/apartments.json')>('apartments', apartmentsArgs),
  investment: investmentWords,
  paymentPlans: page<
    typeof import('@/content/en/payment-plans.json'),
    { plans: { terms: { months: PluralForms; upTo: PluralForms } }; calculator: { monthsValue: PluralForms; overMonths: PluralForms } }
  >('paymentPlans', paymentPlansArgs),
  caesarResort: page<typeof import('@/content/en/caesar-resort.json'), { developments: { guarantee: PluralForms } }>('caesarResort', caesarResortArgs),
  guide: page<typeof import('@/content/en/guide.json')>('guide', guideArgs),
  legal: page<typeof import('@/content/en/legal.json')>('legal', legalArgs),
};

export type PageWords = typeof pageWords;
