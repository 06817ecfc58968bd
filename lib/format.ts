const LOCALE = 'en-GB';

const euro = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const plain = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 2 });

/** €295,000 — whole euros with locale grouping. */
export function formatEuro(amount: number): string {
  return euro.format(Math.round(amount));
}

/** 10,000 — a whole number with locale grouping. */
export function formatNumber(value: number): string {
  return plain.format(Math.round(value));
}

/** "1 bedroom", "4 bedrooms": the count with the singular or plural noun. */
export function formatCount(count: number, [singular, plural]: readonly [string, string]): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/** 295000 from "€295,000": the whole-euro amount in text made by formatEuro. Throws on anything else. */
export function parseEuro(text: string): number {
  const match = /^€(\d{1,3}(?:,\d{3})*)$/.exec(text.trim());
  if (!match?.[1]) throw new Error(`Not a whole-euro amount: "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

/** "9%", "0.5%", "7.85%": a percentage (9 = 9%) with up to two decimals. */
export function formatPercent(value: number): string {
  return percent.format(value / 100);
}
