import type { Figures, Stat } from '@/content/types';
import type { Format } from '@/lib/i18n/format';
import { foreignBuyers, ownershipTaxes, priceComparison, residencyShort } from './costs';
import type { Composed } from './index';
import { composePart, filledLater, type MessageArgs } from './part';

type Messages = Composed<typeof import('@/content/en/home.json')>;

/** The home page's words (content/<lang>/home.json), composed; the figures are `Stat`s (a source's link may be none). */
export type HomeWords = Omit<Messages, 'locations'> & { locations: Omit<Messages['locations'], 'stats'> & { stats: Stat[] } };

/**
 * The arguments of the home page's messages:
 * - `aventusFrom`: the developer's own lowest price at Aventus Residence;
 * - `market`: `some` when the market figures give how much less a square metre costs, else `none`; `lessPercent`: that percentage;
 * - `homesForSale` (a count, plural): the homes for sale on the villas, apartments and Caesar Resort lists together;
 * - `foreignBuyersValue`, `foreignBuyersLabel`, `foreignBuyersSource`: the published count of foreign buyers (a `Stat`);
 * - the shared cost sentences (lib/words/costs.ts) `priceComparison`, `residencyShort`, `ownershipTaxes`;
 * - `price`, `source`, `date`, `n`, `name`, `email`, `phone`, `page`: filled in later by the components, each standing for itself.
 */
export function homeArgs(f: Format, v: Figures): MessageArgs {
  const buyers = foreignBuyers(f, v);
  return {
    aventusFrom: f.euro(v.projectFrom.aventus),
    market: v.market ? 'some' : 'none',
    lessPercent: v.market ? f.percent(v.market.lessPercent) : undefined,
    homesForSale: v.lists.villas.count + v.lists.apartments.count + v.lists.caesarResort.count,
    foreignBuyersValue: buyers.value,
    foreignBuyersLabel: buyers.label,
    foreignBuyersSource: buyers.source?.text ?? '',
    priceComparison: priceComparison(f, v),
    residencyShort: residencyShort(f, v),
    ownershipTaxes: ownershipTaxes(f, v),
    ...filledLater('price', 'source', 'date', 'n', 'name', 'email', 'phone', 'page'),
  };
}

/** The home page's words: the messages composed, and the foreign buyers' figure linked to its source (a link or none) as the figures give it. */
export function homeWords(f: Format, v: Figures): HomeWords {
  const words = composePart<HomeWords>('home', f, homeArgs(f, v));
  const buyers = foreignBuyers(f, v);
  const stats = words.locations.stats;
  const stat = stats[2]!;
  stats[2] = { ...stat, source: buyers.source && { text: stat.source?.text ?? '', href: buyers.source.href } };
  return words;
}
