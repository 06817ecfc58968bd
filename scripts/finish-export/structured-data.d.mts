export function emptyStructuredData(entries: string[], expected: number): { entries?: string[]; saved?: number; problem?: string };
