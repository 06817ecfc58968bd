// npm run photos: fetches every stock photo the site uses (content/facts/photos.json) once, into
// content/photos/stock/<key>.jpg, so that the build serves them from the site itself and no visitor's
// request reaches the stock host. Run it on a machine with internet, then commit the folder.
//   node scripts/photos/fetch.mjs [--host https://images.unsplash.com] [--out content/photos/stock] [--force]
// --host points it at a stand-in (the tests do); a photo already there is kept unless --force.
// --out, else STOCK_PHOTOS_DIR, else content/photos/stock (scripts/photos/build.mjs reads the same).
// Each download is checked with sharp; one that fails is named and the others are still kept.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { stockDir } from './build.mjs';
import { MIN_PHOTO_WIDTH } from './sizes.mjs';

/** The original's size asked of the stock host: wide enough for every width the site encodes. */
const FETCH_WIDTH = 2400;

export async function fetchPhotos({ root = process.cwd(), host, out = stockDir(root), force = false, fetchImpl = fetch } = {}) {
  const registry = JSON.parse(readFileSync(join(root, 'content/facts/photos.json'), 'utf8'));
  const base = (host ?? registry.host).replace(/\/$/, '');
  mkdirSync(out, { recursive: true });
  const fetched = [];
  const kept = [];
  const failed = [];
  for (const [key, id] of Object.entries(registry.photos)) {
    const target = join(out, `${key}.jpg`);
    if (existsSync(target) && !force) {
      kept.push(key);
      continue;
    }
    const url = `${base}/${id}?w=${FETCH_WIDTH}&q=85&fm=jpg&fit=max`;
    try {
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(30_000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      const meta = await sharp(body).metadata().catch(() => {
        throw new Error('the answer is not an image');
      });
      if (!meta.width || meta.width < MIN_PHOTO_WIDTH) throw new Error(`only ${meta.width ?? '?'} pixels wide (at least ${MIN_PHOTO_WIDTH} needed)`);
      writeFileSync(`${target}.part`, body);
      renameSync(`${target}.part`, target);
      fetched.push(key);
    } catch (error) {
      failed.push(`${key} (${url}): ${error instanceof Error ? error.message : error}`);
    }
  }
  return { fetched, kept, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const value = (flag) => {
    const at = args.indexOf(flag);
    return at === -1 ? undefined : args[at + 1];
  };
  fetchPhotos({ host: value('--host'), out: value('--out'), force: args.includes('--force') }).then((result) => {
    console.log(`photos: ${result.fetched.length} fetched, ${result.kept.length} already there${result.failed.length ? `, ${result.failed.length} failed` : ''}`);
    for (const line of result.failed) console.error(`photos: ${line}`);
    if (result.failed.length) process.exit(1);
  });
}
