export const LOADER_DIR: string;
export const LOADER: string;
export const LOADER_NAME: string;
/** The page with the loader's tag in place of Next's chunk tags (and their preloads) and of its page-data tag. */
export function loadAfterHero(html: string): { html: string; chunks: string[]; page: string | null };
/** What a page's loader tag adds: its page-data file and Next's chunks. */
export function scriptsAfterHero(html: string): { page: string | null; chunks: string[] };
