import { z } from 'zod';
import { notGiven } from '@/lib/not-given';
import data from '@/content/facts/legal-facts.json';
import { newestSourceDate, sourceSchema, type Source } from '@/lib/sources';
import type { LegalFactId, LegalFactNames } from '@/content/types';

/**
 * The legal facts a buyer from abroad relies on (content/facts/legal-facts.json): the residence permit,
 * how many homes a foreigner may own, the permission to purchase and its deadlines, and what each
 * buyer's home country taxes. Each names its sources and whether the agency's lawyer has confirmed it;
 * the pages state each fact with the date of its newest source, and say so while it is unconfirmed
 * (the build names every unconfirmed fact: scripts/data-check.mjs).
 */
export const LEGAL_FACTS_FILE = 'content/facts/legal-facts.json';

const status = { sources: z.array(z.string()).min(1), confirmedOn: notGiven(z.iso.date()) };
const schema = z
  .object({
    sources: z.record(z.string(), sourceSchema),
    residency: z.object({
      /** The lowest price a source sets for a permit, or null where the sources say there is none. */
      minimumPrice: notGiven(z.number().positive()),
      contractPaidPercent: z.number().min(0).max(100),
      titleDeedPermitYears: z.number().int().positive(),
      healthCheck: z.boolean(),
      insurance: z.boolean(),
      /** A permit only once the home is completed and fit to live in. */
      completedHomeOnly: z.boolean(),
      /** Funds held in a bank account in North Cyprus, worked out from the minimum wage for each member of the family. */
      localBankFunds: z.boolean(),
      ...status,
    }),
    /** One option only: apartments; or villas of at most villaStoreys in one complex; or one detached house on housePlotM2; or one plot of plotM2. */
    ownershipLimits: z.object({
      apartments: z.number().int().positive(),
      villas: z.number().int().positive(),
      villaStoreys: z.number().int().positive(),
      housePlotM2: z.number().positive(),
      plotM2: z.number().positive(),
      ...status,
    }),
    purchasePermission: z.object({
      monthsFrom: z.number().positive(),
      monthsTo: z.number().positive(),
      titleWithinYears: z.number().positive(),
      /** On a payment plan the title deadline counts from the last instalment. */
      titleFromLastPayment: z.boolean(),
      taxWithinWorkingDays: z.number().int().positive(),
      ...status,
    }),
    /** The tax on rent in North Cyprus, on the gross rent, by the currency the rent is set in. */
    rentalTax: z.object({
      liraPercent: z.number().min(0).max(100),
      foreignCurrencyPercent: z.number().min(0).max(100),
      registerWithinDays: z.number().int().positive(),
      ...status,
    }),
    payingFromRussia: z.object(status),
    homeTaxes: z.object({
      uk: z.object(status),
      de: z.object({ saleWithinYears: z.number().int().positive(), ...status }),
      il: z.object({ rentTrackPercent: z.number().min(0).max(100), ...status }),
      ru: z.object(status),
    }),
    /** A newer rule reported but not confirmed: a decree in force from reportedInForce. Absent when none is reported. */
    newerRules: z.object({ reportedInForce: z.iso.date(), ...status }).optional(),
  })
  .superRefine((value, ctx) => {
    for (const [path, fact] of legalFactEntries(value as LegalFacts)) {
      for (const source of fact.sources) {
        if (!value.sources[source]) ctx.addIssue({ code: 'custom', path: path.split('.'), message: `names the source "${source}", which "sources" does not have` });
      }
    }
    if (value.purchasePermission.monthsFrom > value.purchasePermission.monthsTo) {
      ctx.addIssue({ code: 'custom', path: ['purchasePermission'], message: 'monthsFrom is more than monthsTo' });
    }
  });

export type LegalFacts = z.infer<typeof schema>;
type FactStatus = { sources: string[]; confirmedOn: string | null };

/** Every fact of the file with its path ("residency", "homeTaxes.de"), in the file's order. */
export function legalFactEntries(facts: LegalFacts): [string, FactStatus][] {
  return [
    ['residency', facts.residency],
    ['ownershipLimits', facts.ownershipLimits],
    ['purchasePermission', facts.purchasePermission],
    ['rentalTax', facts.rentalTax],
    ['payingFromRussia', facts.payingFromRussia],
    ...(Object.entries(facts.homeTaxes) as [string, FactStatus][]).map(([country, fact]) => [`homeTaxes.${country}`, fact] as [string, FactStatus]),
    ...(facts.newerRules ? [['newerRules', facts.newerRules] as [string, FactStatus]] : []),
  ];
}

/** Reads and checks the file; a mistake stops the build naming the file and what is wrong. */
export function parseLegalFacts(value: unknown): LegalFacts {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${LEGAL_FACTS_FILE}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export const legalFacts = parseLegalFacts(data);

/** What a sentence that states a fact says about where it comes from: the date of its newest source and the lawyer's confirmation. */
export type FactBasis = { asOf: string | null; confirmedOn: string | null; sources: Source[] };

export function factBasis(facts: LegalFacts, fact: FactStatus): FactBasis {
  const sources = fact.sources.map((id) => facts.sources[id]!);
  return { asOf: newestSourceDate(sources), confirmedOn: fact.confirmedOn, sources };
}

/** A legal fact's name from the words' `names`, by its id ("residency", "homeTaxes.uk"). */
export function legalFactName(names: LegalFactNames, id: LegalFactId): string {
  const [group, country] = id.split('.') as [string, string | undefined];
  return country ? (names as unknown as Record<string, Record<string, string>>)[group]![country]! : (names as unknown as Record<string, string>)[group]!;
}
