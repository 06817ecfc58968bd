/** Types of build.mjs for the tests. */
export function buildPhotos(root?: string, options?: { photosBase?: string }): Promise<{ encoded: number; inBucket: number; own: number; stock: number; missing: string[]; encodingMs: number }>;
/** Where the stock originals are: STOCK_PHOTOS_DIR, else content/photos/stock. */
export function stockDir(root?: string): string;
/** The content key of a folder of encodings of `bytes`: the photo bucket's name for it. */
export function contentKey(bytes: Uint8Array, options?: { portal?: boolean }): string;
export const COMPLETE_MARKER: string;
/** Where the CMS puts the originals it uploads, under the photo bucket's public address. */
export const ORIGINALS_PREFIX: string;
