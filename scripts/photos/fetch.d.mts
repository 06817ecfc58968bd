/** Types of fetch.mjs for the tests. */
export function fetchPhotos(options?: { root?: string; host?: string; out?: string; force?: boolean; fetchImpl?: typeof fetch }): Promise<{ fetched: string[]; kept: string[]; failed: string[] }>;
