export function inlineStreamedBoundaries(html: string): { html: string; inlined: number };
