/** Types of build.mjs for the tests. */
export function buildPhotos(root?: string): Promise<{ encoded: number; own: number; stock: number; missing: string[] }>;
