export const COMPILE_HINT: string;
export function hintChunk(source: string, assume: (ok: unknown, message: string) => void): string;
