/** Types of data-check.mjs for the tests. */
export const COSTS_MAX_AGE_DAYS: number;
export function costWarnings(
  facts: { checkedOn: string; confirmedOn: string | null; items: readonly { id: string; placeholder?: boolean }[] },
  today?: Date,
): string[];
export function reviewWarnings(reviews: {
  testimonials: readonly { id: string; sample: boolean }[];
  press: readonly { name: string; sample: boolean }[];
}): string[];

type LegalFact = { confirmedOn: string | null };
export function legalFactWarnings(facts: {
  residency: LegalFact;
  ownershipLimits: LegalFact;
  purchasePermission: LegalFact;
  payingFromRussia?: LegalFact;
  homeTaxes: Record<string, LegalFact | string>;
}): string[];
