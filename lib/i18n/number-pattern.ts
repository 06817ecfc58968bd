import { fillTemplate } from './message';

/**
 * How a language writes whole numbers and euro amounts, read from Intl once on the server and then
 * applied by plain code, so an island's figures in the browser match the pre-rendered ones exactly.
 */
export type NumberPattern = {
  /** Digit group separator: "," · "." · U+00A0 */
  group: string;
  /** A euro amount around `{n}`: "€{n}" · "{n} €" */
  euro: string;
};

export function numberPattern(intlTag: string): NumberPattern {
  const parts = new Intl.NumberFormat(intlTag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).formatToParts(1_234_567);
  const group = parts.find((part) => part.type === 'group')?.value ?? '';
  let euro = '';
  let placed = false;
  for (const part of parts) {
    if (part.type === 'integer' || part.type === 'group') {
      if (!placed) euro += '{n}';
      placed = true;
    } else {
      euro += part.value;
    }
  }
  return { group, euro };
}

/** 1234567 → "1,234,567" with the pattern's separator; rounds to a whole number. */
export function formatWhole(value: number, pattern: NumberPattern): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, pattern.group);
  return rounded < 0 ? `-${digits}` : digits;
}

export function formatEuroWith(amount: number, pattern: NumberPattern): string {
  return fillTemplate(pattern.euro, { n: formatWhole(amount, pattern) });
}

/** "€295,000–€525,000" where the sign leads; "295.000–525.000 €" where it follows, so the sign is not repeated mid-range. */
export function formatEuroRangeWith(from: number, to: number, pattern: NumberPattern): string {
  if (pattern.euro.startsWith('{n}') || /^\p{Cf}*\{n\}/u.test(pattern.euro)) {
    return fillTemplate(pattern.euro, { n: `${formatWhole(from, pattern)}–${formatWhole(to, pattern)}` });
  }
  return `${formatEuroWith(from, pattern)}–${formatEuroWith(to, pattern)}`;
}
