export const RATES_MAX_AGE_DAYS: number;
export function buildDate(env?: Record<string, string | undefined>): string;
export function ageInDays(date: string, today: string): number;
