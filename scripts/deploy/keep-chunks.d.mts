export const STATIC: string;
export const MANIFEST: string;
export function keepChunks(options: { previous: string; out: string; days?: number; now?: Date }): { current: number; kept: string[]; dropped: string[] };
