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
