import { z } from 'zod';
import { notGiven } from '@/lib/not-given';
import data from '@/content/facts/costs.json';
import { newestSourceDate, oldestDate, sourceSchema } from '@/lib/sources';

/**
 * The costs, taxes and fees of buying as a foreign buyer (content/facts/costs.json): each line with
 * its sources and the date they were checked. Every cost a page states is computed from here; the
 * build warns while the agency's lawyer has not confirmed them (scripts/data-check.mjs).
 */
export const COSTS_FILE = 'content/facts/costs.json';

/** When a cost is paid, in the order of a purchase. */
export const costStages = ['contract', 'permission', 'handover', 'title'] as const;

const quoted = z.strictObject({ currency: z.literal('GBP'), from: z.number().positive(), to: z.number().positive() });
const base = {
  id: z.enum(['transferTaxOnContract', 'transferTaxOnTitle', 'vat', 'stampDuty', 'legalFees', 'utilities', 'purchasePermission', 'agencyCommission']),
  when: z.enum(costStages),
  /** `newBuild`: only on a new home bought from the developer (and on a resale where it was never paid). */
  appliesTo: z.enum(['all', 'newBuild']),
  sources: z.array(z.string()).min(1),
  /** A figure the agency must supply; the build names it until it does. */
  placeholder: z.boolean().optional(),
};
const line = z.discriminatedUnion('kind', [
  z.strictObject({ ...base, kind: z.literal('percent'), percent: z.number().min(0).max(100) }),
  z.strictObject({ ...base, kind: z.literal('fixed'), amount: z.number().min(0), quoted: quoted.optional() }),
]);

const schema = z
  .object({
    checkedOn: z.iso.date(),
    confirmedOn: notGiven(z.iso.date()),
    example: z.strictObject({ price: z.number().positive(), newBuild: z.boolean() }),
    sources: z.record(z.string(), sourceSchema),
    items: z.array(line).min(1),
    /** The taxes of owning and selling: no purchase total includes them, and the words must not say there are none. */
    ownership: z.object({
      /** A private seller's tax on a sale, a share of the assessed value, with a once-in-a-lifetime exemption when there is one. */
      sellerTax: z.strictObject({ percent: z.number().min(0).max(100), oneOffExemption: z.boolean(), sources: z.array(z.string()).min(1) }),
      /** The yearly municipal property tax and what it is charged on. */
      propertyTax: z.strictObject({ basis: z.literal('coveredArea'), sources: z.array(z.string()).min(1) }),
    }),
  })
  .superRefine((value, ctx) => {
    const ids = value.items.map((item) => item.id);
    for (const id of new Set(ids)) {
      if (ids.indexOf(id) !== ids.lastIndexOf(id)) ctx.addIssue({ code: 'custom', message: `"${id}" is listed twice`, path: ['items'] });
    }
    const named = [
      ...value.items.map((item) => [item.id, item.sources, 'items'] as const),
      ...(['sellerTax', 'propertyTax'] as const).map((id) => [id, value.ownership[id].sources, 'ownership'] as const),
    ];
    for (const [id, sources, path] of named) {
      for (const source of sources) {
        if (!value.sources[source]) ctx.addIssue({ code: 'custom', message: `${id} names the source "${source}", which "sources" does not have`, path: [path] });
      }
    }
  });

export type CostFacts = z.infer<typeof schema>;
export type CostLine = CostFacts['items'][number];
export type CostId = CostLine['id'];

/** Reads and checks the cost facts; a mistake in the file stops the build with the file's name and what is wrong. */
export function parseCostFacts(value: unknown): CostFacts {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${COSTS_FILE}: ${z.prettifyError(parsed.error)}`);
  for (const id of ['transferTaxOnContract', 'transferTaxOnTitle', 'stampDuty'] as const) {
    if (!parsed.data.items.some((item) => item.id === id)) throw new Error(`${COSTS_FILE}: the line "${id}" is missing (every purchase pays it)`);
  }
  return parsed.data;
}

export const costFacts = parseCostFacts(data);

/** The lines a purchase pays: a new build pays them all, a resale those that apply to all. */
export function linesFor(facts: CostFacts, newBuild: boolean): CostLine[] {
  return facts.items.filter((item) => newBuild || item.appliesTo === 'all');
}

/** A line's rate, or 0 when the file does not list it (or lists it as a fixed fee). */
export function costPercent(facts: CostFacts, id: CostId): number {
  const item = facts.items.find((candidate) => candidate.id === id);
  return item?.kind === 'percent' ? item.percent : 0;
}

/** The VAT a new build's price includes, from the cost facts (null: the file lists none). */
export const vatPercent: number | null = costFacts.items.some((item) => item.id === 'vat') ? costPercent(costFacts, 'vat') : null;

/** A developer's quoted price (without VAT) as a buyer pays it, in whole euros. */
export function withVat(price: number, percent = vatPercent ?? 0): number {
  return Math.round(price * (1 + percent / 100));
}

/** The sources of the lines a purchase pays and of the ownership taxes. */
function usedSources(facts: CostFacts) {
  const used = new Set([...facts.items.flatMap((item) => item.sources), ...facts.ownership.sellerTax.sources, ...facts.ownership.propertyTax.sources]);
  return [...used].map((id) => facts.sources[id]!);
}

/** The newest date among the sources of the lines a purchase pays (and the ownership taxes): what the pages say the figures are "as of". */
export function costsAsOf(facts: CostFacts): string | null {
  return newestSourceDate(usedSources(facts));
}

/** The oldest date among the same sources: with the newest, the span the pages say the figures come from (not all "as of" the newest). */
export function costsSince(facts: CostFacts): string | null {
  return oldestDate(usedSources(facts).map((source) => source.date));
}
