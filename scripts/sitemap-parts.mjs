// Writes the sitemap's parts into out/ after `next build` (the `build` npm script runs it before
// scripts/finish-export, which writes out/_headers.json last). While the site is within one sitemap
// file's limits (45,000 URLs, 45 MB) there are none and it writes nothing: /sitemap.xml is the one
// urlset. Past them, app/sitemap.xml/route.ts has written the index at /sitemap.xml and this writes the
// files it names, out/sitemaps/1.xml, … Both come from the same function over the same entries
// (lib/sitemap-files.ts sitemapFiles over lib/sitemap.ts sitemapEntries). A static export cannot write
// them as a Next route: a route with no pages (a small site's parts) fails `next build`.
//
// It first checks that out/sitemap.xml is what that function gives now, so an index never names parts
// made from other data (a .env file Next read and this did not, a listing edited mid-build).
// Usage: node scripts/sitemap-parts.mjs [outDir]
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** Next's own .env loader (@next/env, a dependency of next), as Next resolves it. */
const nextEnv = createRequire(createRequire(import.meta.url).resolve('next/package.json'))('@next/env');

/** The sitemap's files as the site's data gives them now: [/sitemap.xml, …parts]. */
export async function currentSitemapFiles() {
  // The environment Next's build saw (NEXT_PUBLIC_SITE_URL from a .env file, say).
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
  const jiti = createJiti(import.meta.url, {
    alias: { '@': root, 'server-only': join(root, 'node_modules/next/dist/compiled/server-only/empty.js') },
    moduleCache: false,
  });
  const { sitemapEntries } = await jiti.import(join(root, 'lib/sitemap.ts'));
  const { sitemapFiles } = await jiti.import(join(root, 'lib/sitemap-files.ts'));
  const { absoluteUrl } = await jiti.import(join(root, 'lib/i18n/paths.ts'));
  return sitemapFiles(sitemapEntries(), absoluteUrl);
}

/** Writes the parts into `outDir` after checking its sitemap.xml; returns the files (index or urlset first). */
export function writeSitemapParts(outDir, files) {
  const [first, ...parts] = files;
  const written = join(outDir, first.path);
  if (!existsSync(written)) throw new Error(`${written} is missing: run \`next build\` first (app/sitemap.xml/route.ts writes it)`);
  if (readFileSync(written, 'utf8') !== first.xml) {
    throw new Error(`${written} is not the sitemap the data gives now (lib/sitemap.ts): build again, and set NEXT_PUBLIC_SITE_URL the same way for the whole build`);
  }
  rmSync(join(outDir, 'sitemaps'), { recursive: true, force: true });
  for (const part of parts) {
    const file = join(outDir, part.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, part.xml);
  }
  return files;
}

const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replace(/&(amp|lt|gt|quot|apos);/g, (_, name) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]));

/** Every address the built sitemap in `outDir` lists: the urlset's, or those of the parts its index names. */
export function builtSitemapUrls(outDir) {
  const xml = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
  if (!/<sitemapindex[\s>]/.test(xml)) return locs(xml);
  return locs(xml).flatMap((part) => locs(readFileSync(join(outDir, new URL(part).pathname), 'utf8')));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = resolve(process.argv[2] ?? join(root, 'out'));
  currentSitemapFiles()
    .then((files) => {
      writeSitemapParts(outDir, files);
      const urls = files.reduce((sum, file) => sum + file.urls, 0);
      console.log(files.length === 1 ? `sitemap: ${urls} URLs in /sitemap.xml` : `sitemap: ${urls} URLs in ${files.length - 1} parts under /sitemaps/, indexed by /sitemap.xml`);
    })
    .catch((error) => {
      console.error(`sitemap-parts: ${error instanceof Error ? error.message : error}`);
      process.exitCode = 1;
    });
}
