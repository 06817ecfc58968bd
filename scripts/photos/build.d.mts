/** Types of build.mjs for the tests. */
export function buildPhotos(root?: string): Promise<{ encoded: number; own: number; stock: number; missing: string[] }>;
/** Where the stock originals are: STOCK_PHOTOS_DIR, else content/photos/stock. */
export function stockDir(root?: string): string;
