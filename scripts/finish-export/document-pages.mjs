// Ships each document page (a listing's page, a list's page 2 on, its towns and types, the search's
// page 2 on: lib/document-pages.ts) as its HTML alone. Next writes five route payloads beside every
// page (<page>.txt for a navigation, and <page>/__next.*.txt for the router's per-segment prefetch);
// the router asks for them only when it makes the navigation, and a link to a document page is a
// plain link the browser follows (components/ui/app-link.tsx). At 2,000 listings in four languages
// the payloads alone would be 50,000 files, past what a static host takes in a deploy (Cloudflare
// Pages: 20,000). Should the router still ask for one (a history entry it no longer holds), the
// answer is the site's 404 and Next loads the page as a document: the same page, a full load.
//
// What it assumes of Next's output, checked on every page it touches, failing the build loudly
// otherwise: each document page has <page>.txt beside it and <page>/__next._tree.txt under it.
import { existsSync, readdirSync, rmSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';
import { createJiti } from 'jiti';
import { htmlFiles } from '../security-headers.mjs';

/** The per-segment payloads Next writes into a page's folder. */
export const SEGMENT_PAYLOAD = /^__next\..+\.txt$/;

/** The site's rule (lib/document-pages.ts), read as the build reads the site's other TypeScript. */
export async function loadDocumentRule(root = process.cwd()) {
  const jiti = createJiti(import.meta.url, { alias: { '@': root }, moduleCache: false });
  const { isDocumentPath } = await jiti.import(join(root, 'lib/document-pages.ts'));
  return isDocumentPath;
}

/** The path a page file is served at: villas/x.html → /villas/x, index.html → /. */
export const pagePath = (file) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;

/**
 * Removes the route payloads of every document page in `outDir`.
 * @param {string} outDir
 * @param {(path: string) => boolean} isDocumentPath
 * @param {(file: string, message: string) => never} fail
 * @returns {{ pages: number, removed: number }}
 */
export function pruneDocumentPages(outDir, isDocumentPath, fail) {
  let pages = 0;
  let removed = 0;
  for (const file of htmlFiles(outDir)) {
    if (!isDocumentPath(pagePath(file))) continue;
    const base = file.replace(/\.html$/, '');
    const payload = join(outDir, `${base}.txt`);
    if (!existsSync(payload)) fail(file, `no route payload ${base}.txt beside the page`);
    const dir = join(outDir, base);
    const segments = existsSync(dir) ? readdirSync(dir).filter((name) => SEGMENT_PAYLOAD.test(name)) : [];
    if (!segments.includes('__next._tree.txt')) fail(file, `no per-segment payloads (__next._tree.txt) in ${base}/`);
    rmSync(payload);
    for (const name of segments) rmSync(join(dir, name));
    if (readdirSync(dir).length === 0) rmdirSync(dir);
    pages += 1;
    removed += 1 + segments.length;
  }
  return { pages, removed };
}
