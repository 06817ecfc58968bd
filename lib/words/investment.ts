import type { Benefit, CallToAction, FaqItem, Figures, Stat } from '@/content/types';
import type { Format } from '@/lib/i18n/format';
import type { RentalFigureLabels } from '@/lib/scenarios';
import { costSummary, factNote, foreignBuyers, ownershipLimits, ownershipTaxes, priceComparison, purchasePermission, rentalTax, rentalTaxRates, residency, residencyShort, sitePlans } from './costs';
import { composePart, type MessageArgs } from './part';

/** The investment page's words (content/<lang>/investment.json), composed. */
export type InvestmentWords = {
  meta: { title: string; description: string; keywords: string[] };
  hero: { eyebrow: string; title: string; subtitle: string; facts: string[] };
  heroActions: { whatsApp: string; scenarios: string };
  whatsAppMessage: string;
  highlights: { title: string; intro: string; items: Benefit[] };
  market: { eyebrow: string; title: string; intro: string; drivers: Benefit[]; stats: Stat[] };
  advantages: { eyebrow: string; title: string; intro: string; items: Benefit[]; paymentPlansLink: string };
  scenarios: {
    eyebrow: string;
    title: string;
    intro: string;
    labels: RentalFigureLabels;
    items: Record<'studio' | 'two-bed' | 'villa', { type: string; title: string; summary: string }>;
    disclaimer: string;
  };
  midCta: CallToAction;
  faq: FaqItem[];
  closingCta: CallToAction;
};

/**
 * The arguments of the investment page's messages:
 * - `entry`: `none` when every apartment is sold, else `some`; `entryPrice`: the lowest apartment price;
 * - `aventusFrom`: the developer's own lowest price at Aventus Residence; `transferTax`: the foreigners' transfer tax;
 * - `foreignBuyersValue`, `foreignBuyersLabel`, `foreignBuyersSource`: the published count of foreign buyers (a `Stat`);
 * - the shared cost sentences (lib/words/costs.ts), each by its function's name.
 * `scenarios.labels.overYears` keeps `{n}` (quoted in the messages) for lib/scenarios.ts to fill in.
 */
export function investmentArgs(f: Format, v: Figures): MessageArgs {
  const entry = v.lists.apartments.range?.lowest ?? null;
  const buyers = foreignBuyers(f, v);
  return {
    entry: entry === null ? 'none' : 'some',
    entryPrice: entry === null ? undefined : f.euro(entry),
    aventusFrom: f.euro(v.projectFrom.aventus),
    transferTax: f.percent(v.costs.transferTaxPercent),
    foreignBuyersValue: buyers.value,
    foreignBuyersLabel: buyers.label,
    foreignBuyersSource: buyers.source?.text ?? '',
    priceComparison: priceComparison(f, v),
    sitePlans: sitePlans(f, v.plans),
    ownershipLimits: ownershipLimits(f, v),
    ownershipTaxes: ownershipTaxes(f, v),
    rentalTax: rentalTax(f, v),
    rentalTaxRates: rentalTaxRates(f, v),
    purchasePermission: purchasePermission(f, v),
    residency: residency(f, v),
    residencyShort: residencyShort(f, v),
    factNote: factNote(f, v.costs),
    costSummary: costSummary(f, v),
  };
}

/** The investment page's words: the messages composed, and the foreign buyers' figure linked to its source (a link or none) as the figures give it. */
export function investmentWords(f: Format, v: Figures): InvestmentWords {
  const words = composePart<InvestmentWords>('investment', f, investmentArgs(f, v));
  const buyers = foreignBuyers(f, v);
  const [stat, ...stats] = words.market.stats;
  words.market.stats = [{ ...stat!, source: buyers.source && { text: stat!.source!.text, href: buyers.source.href } }, ...stats];
  return words;
}
