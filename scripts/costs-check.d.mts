/** Types of costs-check.mjs for the tests. */
export const COSTS_MAX_AGE_DAYS: number;
export function costWarnings(
  facts: { checkedOn: string; confirmedOn: string | null; items: readonly { id: string; placeholder?: boolean }[] },
  today?: Date,
): string[];
