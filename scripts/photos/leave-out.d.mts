/** Types of leave-out.mjs for the tests. */
export function leavePhotosOut(outDir: string, env?: Record<string, string | undefined>): number | null;
