export function inlineStreamedBoundaries(html: string): { html: string; inlined: number };
export function endOfDiv(html: string, from: number): number;
