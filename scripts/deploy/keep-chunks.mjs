// node scripts/deploy/keep-chunks.mjs --previous <dir> [--out out] [--days 7] [--now <ISO date>]
//
// A deploy replaces the site's files at once, but a visitor may have a page open that names the
// previous build's JavaScript (`/_next/static/…`, content-hashed, so old and new names never clash).
// The deploy workflow keeps the static files of earlier builds in a cache (`--previous`); this copies
// every one not older than `--days` into `out/_next/static` before the upload, so an open page can
// still load its code and hydrate, and then records the new build's files in the cache. A file is
// "as old as" the last deploy that shipped it: it leaves the cache `--days` after a build last had it.
//
// The cache holds the files under `<previous>/_next/static/…` and `<previous>/deployed.json`
// ({ "<path under _next/static>": "<ISO time of the last deploy that had it>" }).
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const STATIC = '_next/static';
export const MANIFEST = 'deployed.json';

/** Every file under `dir`, as paths relative to it, with forward slashes. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath ?? entry.path, entry.name)).split('\\').join('/'));
}

function copy(from, to) {
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}

/**
 * Puts the earlier builds' static files that are still within `days` into `out`, and makes `previous`
 * the cache for the next deploy: this build's files (deployed `now`) and the earlier ones kept.
 * Returns what it did, for the log and the tests.
 */
export function keepChunks({ previous, out, days = 7, now = new Date() }) {
  const built = join(out, STATIC);
  if (!existsSync(built)) throw new Error(`keep-chunks: ${built} does not exist: run the build first`);
  const cached = join(previous, STATIC);
  const manifestFile = join(previous, MANIFEST);
  let deployed = {};
  if (existsSync(manifestFile)) {
    try {
      deployed = JSON.parse(readFileSync(manifestFile, 'utf8'));
    } catch {
      console.warn(`keep-chunks: warning: ${manifestFile} is not JSON; starting a new cache`);
    }
  }
  const current = new Set(filesUnder(built));
  const oldest = now.getTime() - days * 86_400_000;
  const kept = [];
  const dropped = [];
  for (const file of filesUnder(cached)) {
    if (current.has(file)) continue;
    const at = Date.parse(deployed[file] ?? '');
    if (Number.isFinite(at) && at >= oldest) {
      copy(join(cached, file), join(built, file));
      kept.push(file);
    } else dropped.push(file);
  }
  // The cache for the next deploy: everything now in out/_next/static, each with when it was last deployed.
  rmSync(cached, { recursive: true, force: true });
  const next = {};
  for (const file of filesUnder(built)) {
    copy(join(built, file), join(cached, file));
    next[file] = current.has(file) ? now.toISOString() : deployed[file];
  }
  writeFileSync(manifestFile, `${JSON.stringify(next, null, 2)}\n`);
  return { current: current.size, kept, dropped };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name, fallback) => {
    const at = process.argv.indexOf(name);
    return at === -1 ? fallback : process.argv[at + 1];
  };
  const previous = option('--previous');
  if (!previous) {
    console.error('keep-chunks: --previous <dir> is required (the cache of earlier builds’ static files)');
    process.exit(1);
  }
  const days = Number(option('--days', '7'));
  const now = option('--now') ? new Date(option('--now')) : new Date();
  const { current, kept, dropped } = keepChunks({ previous, out: option('--out', 'out'), days, now });
  console.log(`keep-chunks: ${current} files of this build; ${kept.length} of earlier builds kept for pages still open; ${dropped.length} older than ${days} days dropped`);
}
