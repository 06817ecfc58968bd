export const ECB_DAILY_URL: string;
export const SOURCE: string;
export const CURRENCIES: string[];
export const RATES_MAX_AGE_DAYS: number;
export class RatesError extends Error {}
export function parseEcbDaily(xml: string): { source: string; url: string; date: string; base: 'EUR'; rates: Record<string, number> };
