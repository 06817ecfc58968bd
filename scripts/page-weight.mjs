// Gzip bytes of the JavaScript, CSS and HTML each exported page loads, measured from out/, beside
// the same figures of an empty Next page built with this project's Next and config
// (scripts/floors.mjs; built once into bench-results/.empty-next) and of each page without
// its scripts.
// Usage: node scripts/page-weight.mjs [--json] [--check] [--with-analytics]
//   --check fails on a page over an absolute budget, and on a page with the analytics island when
//   analytics is not configured (read from the environment as the build reads it, or
//   --with-analytics for an out/ built with it: npm test measures the test build, which sets it
//   inside its own script; the changed-site spec checks a build without it). Bytes beyond the budgets count only through LCP, TBT and transfer
//   time, which the bench measures against the same floors.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildEmptyNext, stripScripts } from './floors.mjs';
import { builtSitemapUrls } from './sitemap-parts.mjs';
import { attr, elements, first, hasAttr, inlineScripts, parse, remove, serialize, textOf } from './finish-export/dom.mjs';
import { PAGE_DATA_ID } from './finish-export/externalize-scripts.mjs';
import { scriptsAfterHero } from './finish-export/hero-first.mjs';

/**
 * Budgets in bytes, gzip. `html` counts the page with its page data (the RSC payload Next writes
 * into every page, which scripts/finish-export turns into a JSON data block in it): together they are
 * what the page's content costs. It holds a full list page of 12
 * different real cards in Russian, the heaviest language: 43.4 KiB (docs/performance-log.md, session
 * 14; it was 40 KiB while no list had 12 homes, and /ru/apartments stood at 38.3 KiB with 6).
 */
export const BUDGETS = { js: 150 * 1024, css: 15 * 1024, html: 48 * 1024, data: 100 * 1024 };

/**
 * The data a page fetches as it opens: the search page reads its language's facts file
 * (/search-index/<lang>.json, preloaded), a short row per home for sale, which grows with the
 * inventory. The cards are in parts beside it (lib/index-card.ts), fetched only for the cards a
 * filtered search shows or a shortlist holds; the scale check (npm run scale) reports them.
 */
const DATA_FILE = /\/search-index\/[a-z]{2}\.json/g;

const OUT = join(process.cwd(), 'out');

/**
 * Every page in every language, read from the built sitemap (made from content/facts/routes.ts): the
 * urlset at sitemap.xml, or past a sitemap file's limits the parts its index names (scripts/sitemap-parts.mjs).
 */
export function builtRoutes(outDir = OUT) {
  return builtSitemapUrls(outDir).map((url) => new URL(url).pathname.replace(/(.)\/$/, '$1'));
}

function htmlFile(route, outDir = OUT) {
  return join(outDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
}

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

function assetSize(src, cache, outDir) {
  const path = new URL(src, 'http://site.local').pathname;
  const key = `${outDir}:${path}`;
  if (!cache.has(key)) cache.set(key, gzipSize(readFileSync(join(outDir, decodeURIComponent(path)))));
  return cache.get(key);
}

/** The page without its data block (scripts/finish-export/externalize-scripts.mjs): its markup alone. */
function withoutPageData(document) {
  const block = first(document, 'script', (script) => attr(script, 'id') === PAGE_DATA_ID);
  if (!block) return null;
  remove(block);
  return serialize(document);
}

/**
 * Gzip bytes of one page of `outDir`: `js` (the scripts its HTML loads), `css`, `html` (the page with
 * its page data, which travels in it as a JSON data block), `markup` (the page without that block)
 * and `noScript` (the page with every script removed: what its content costs, the floor `html` is
 * compared with).
 */
export function measureRoute(route, cache = new Map(), outDir = OUT) {
  const html = readFileSync(htmlFile(route, outDir));
  const text = html.toString('utf8');
  const document = parse(text);
  const scripts = new Set(elements(document, 'script', (element) => hasAttr(element, 'src') && !hasAttr(element, 'nomodule')).map((script) => attr(script, 'src')));
  // What the page's loader adds once the hero is painted (scripts/finish-export/hero-first.mjs): the page-data script and Next's chunks.
  const late = scriptsAfterHero(document);
  if (late.page) scripts.add(late.page);
  for (const chunk of late.chunks) scripts.add(chunk);
  const styles = new Set(elements(document, 'link', (link) => attr(link, 'rel') === 'stylesheet').map((link) => attr(link, 'href')));
  const inline = inlineScripts(document).map(textOf).join('');
  const data = new Set(text.match(DATA_FILE) ?? []);
  const markup = withoutPageData(document) ?? text;
  return {
    route,
    js: [...scripts].reduce((sum, src) => sum + assetSize(src, cache, outDir), 0),
    jsFiles: scripts.size,
    inlineJs: gzipSize(Buffer.from(inline)),
    css: [...styles].reduce((sum, href) => sum + assetSize(href, cache, outDir), 0),
    html: gzipSize(html),
    markup: gzipSize(Buffer.from(markup)),
    /** The data files it fetches as it opens (the search index). */
    data: [...data].reduce((sum, src) => sum + assetSize(src, cache, outDir), 0),
    /** Whether the page renders the analytics island (a client reference in its page data names it: `I[…,\"LateAnalytics\"]`). */
    analytics: /I\[\d+,\[[^\]]*\],\\"LateAnalytics\\"/.test(text),
    noScript: gzipSize(Buffer.from(stripScripts(text))),
  };
}

export function measureAll(outDir = OUT) {
  const cache = new Map();
  return builtRoutes(outDir).map((route) => measureRoute(route, cache, outDir));
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(OUT)) {
    console.error('out/ is missing: run `npm run build` first.');
    process.exit(1);
  }
  const rows = measureAll();
  const empty = measureRoute('/', new Map(), buildEmptyNext(process.cwd(), join(process.cwd(), 'bench-results/.empty-next')));
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ emptyNextPage: empty, rows }, null, 2));
  } else {
    console.log(`Empty Next page (this project's Next and config): JavaScript ${kib(empty.js)} gzip in ${empty.jsFiles} files.\n`);
    console.log('| Route | JS (gzip) | above empty Next | files | CSS (gzip) | HTML + page data (gzip) | of which markup | no-script page | HTML ÷ no-script | data fetched (gzip) |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) {
      console.log(
        `| ${row.route} | ${kib(row.js)} | ${kib(row.js - empty.js)} | ${row.jsFiles} | ${kib(row.css)} | ${kib(row.html)} | ${kib(row.markup)} | ${kib(row.noScript)} | ${(row.html / row.noScript).toFixed(2)}× | ${row.data ? kib(row.data) : '–'} |`,
      );
    }
  }
  // As content/facts/site.ts reads them: with neither, no page may carry analytics code.
  const analyticsConfigured =
    process.argv.includes('--with-analytics') || Boolean(process.env.NEXT_PUBLIC_ANALYTICS_HOST) || process.env.NEXT_PUBLIC_GOOGLE_TAG === '1';
  if (!analyticsConfigured) (process.argv.includes('--json') ? console.error : console.log)(`Analytics not configured: ${rows.filter((row) => row.analytics).length} of ${rows.length} pages load its island.`);
  if (process.argv.includes('--check')) {
    const over = rows.flatMap((row) => [
      ...['js', 'css', 'html', 'data'].filter((kind) => row[kind] > BUDGETS[kind]).map((kind) => `${row.route} ${kind} ${kib(row[kind])} > ${kib(BUDGETS[kind])}`),
      ...(row.analytics && !analyticsConfigured ? [`${row.route} loads the analytics island, but no analytics is configured`] : []),
    ]);
    if (over.length) {
      console.error(`Over budget:\n${over.join('\n')}`);
      // exitCode, not exit(): exit() would cut off a --json report still on its way down a pipe.
      process.exitCode = 1;
    }
  }
}
