// npm run check:content: everything the agency edits (in the CMS or by hand), checked in seconds
// without building: every listing file, its own photos, the costs, legal facts, market figures,
// reviews and rates, and every language's words. Prints each problem by file, field and language and
// exits 1 if there is any; prints the reminders of scripts/data-check.mjs (facts not yet confirmed,
// sample reviews) as warnings, which do not fail. The build runs the same schemas; this is the quick
// first gate of the deploy workflow, and what a CMS commit meets first.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createJiti } from 'jiti';
import sharp from 'sharp';
import { costWarnings, legalFactWarnings, reviewWarnings } from './data-check.mjs';
import { MIN_PHOTO_WIDTH, MIN_PLAN_WIDTH } from './photos/sizes.mjs';

const root = resolve(process.cwd());
const jiti = createJiti(import.meta.url, {
  alias: { '@': root, 'server-only': join(root, 'node_modules/next/dist/compiled/server-only/empty.js') },
  moduleCache: true,
});

const problems = [];
const warnings = [];
const started = Date.now();

/**
 * An error's message as problems, one per file: a line naming a file starts one, the lines under it
 * (zod's "→ at items[0].percent") belong to it, and a heading above them ("Listing files with problems:")
 * is dropped. A message naming no file is put under `what`.
 */
function problemsOf(what, message) {
  const found = [];
  for (const line of String(message).split('\n').map((text) => text.trim()).filter(Boolean)) {
    if (/^content\//.test(line) || found.length === 0) found.push(line);
    else found[found.length - 1] += ` ${line}`;
  }
  if (found.length > 1 && !/^content\//.test(found[0])) found.shift();
  return found.map((line) => (/^content\//.test(line) ? line : `${what}: ${line}`));
}

/** Runs one check; a check that throws is its problems. Returns whether it passed. */
async function check(what, run) {
  try {
    const found = await run();
    if (Array.isArray(found)) problems.push(...found);
    return !(Array.isArray(found) && found.length > 0);
  } catch (error) {
    problems.push(...problemsOf(what, error?.message ?? error).filter((line) => !problems.includes(line)));
    return false;
  }
}

// The facts files (the agency's details, costs, legal facts, market, reviews, rates, photos), each with its own schema (a file the pages cannot read names itself and its field).
let factsRead = true;
for (const factsModule of ['@/lib/agency', '@/lib/costs', '@/lib/legal-facts', '@/lib/market', '@/lib/reviews', '@/lib/rates', '@/lib/photos']) {
  factsRead = (await check(`${factsModule.replace('@/', '')}.ts`, () => jiti.import(factsModule))) && factsRead;
}
const needsFacts = (what) => problems.push(`${what}: not checked until the facts files above can be read (it uses them)`);

// The listing files: the schema, file names, references (lib/listings/load.ts, as the build reads them).
if (factsRead) {
  await check('content/listings', async () => {
    const { loadListings } = await jiti.import('@/lib/listings/load');
    const listings = loadListings(root);
    // Two homes with one title read the same to a screen reader ("Save Garden Villa", twice) and in
    // the sales team's messages: allowed, but named.
    // A file whose keys are in another order than the CMS writes them (lib/cms/config.ts) is rewritten in
    // that order on its first save in the CMS: harmless, but the commit then shows more than was changed.
    const { listingInFieldOrder } = await jiti.import('@/lib/cms/config');
    for (const listing of listings) {
      const text = readFileSync(join(root, 'content/listings', `${listing.id}.json`), 'utf8');
      if (`${JSON.stringify(listingInFieldOrder(JSON.parse(text)), null, 2)}\n` !== text) {
        warnings.push(`content/listings/${listing.id}.json: its keys or formatting differ from what the CMS writes (lib/cms/config.ts), so its first save in the CMS will rewrite more than the fields changed`);
      }
    }
    for (const locale of Object.keys(listings[0]?.words ?? {})) {
      const byTitle = new Map();
      for (const listing of listings) byTitle.set(listing.words[locale].title, [...(byTitle.get(listing.words[locale].title) ?? []), listing.id]);
      for (const [title, ids] of byTitle) {
        if (ids.length > 1) warnings.push(`${ids.map((id) => `content/listings/${id}.json`).join(', ')}: words.${locale}.title "${title}" is the same for ${ids.length} homes; give each its own, so buttons, links and messages that name a home tell them apart`);
      }
    }
  });
} else needsFacts('content/listings');

// Each listing's own photos and floor plans: there, readable, wide enough (scripts/photos/build.mjs encodes them).
await check('content/listings', async () => {
  const dir = join(root, 'content/listings');
  const found = [];
  for (const name of readdirSync(dir).filter((entry) => entry.endsWith('.json'))) {
    const id = name.slice(0, -'.json'.length);
    let data;
    try {
      data = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch {
      continue; // the listing check above names a file that is not JSON
    }
    const images = (value) => (Array.isArray(value) ? value : []).filter((entry) => entry && typeof entry === 'object' && typeof entry.file === 'string');
    const named = [
      ...images(data?.photos).filter((photo) => photo.type === 'own').map((photo) => ({ entry: photo, what: 'photo', least: MIN_PHOTO_WIDTH })),
      ...images(data?.floorPlans).map((plan) => ({ entry: plan, what: 'floor plan', least: MIN_PLAN_WIDTH })),
    ];
    for (const { entry, what, least } of named) {
      // An original the CMS put in the photo bucket: the photo build reads it there and checks it (scripts/photos/build.mjs).
      if (/^https?:\/\//i.test(entry.file)) continue;
      const file = entry.file.split('/').pop();
      const path = join(dir, id, file);
      const label = `content/listings/${id}/${file}`;
      if (!existsSync(path)) {
        found.push(`${label}: content/listings/${name} names this ${what}, but the file is not there`);
        continue;
      }
      try {
        const { width } = await sharp(path).metadata();
        if (!width || width < least) found.push(`${label}: ${width ?? '?'} pixels wide; a ${what} needs at least ${least}`);
      } catch (error) {
        found.push(`${label}: not an image that can be read (${error.message})`);
      }
    }
  }
  return found;
});

// Every language's words against English, rendered with the site's figures (lib/content-check.ts).
if (factsRead) {
  await check('content', async () => {
    const { allWordProblems } = await jiti.import('@/lib/content-check');
    return allWordProblems();
  });
} else needsFacts('the words of every language');

// Reminders that do not fail: what is not yet the agency's own word.
const read = (file) => {
  try {
    return JSON.parse(readFileSync(join(root, file), 'utf8'));
  } catch {
    return null;
  }
};
const costs = read('content/facts/costs.json');
const legal = read('content/facts/legal-facts.json');
const reviews = read(process.env.REVIEWS_FILE || 'content/facts/reviews.json');
if (costs) warnings.push(...costWarnings(costs).map((line) => `content/facts/costs.json: ${line}`));
if (legal) warnings.push(...legalFactWarnings(legal).map((line) => `content/facts/legal-facts.json: ${line}`));
if (reviews) warnings.push(...reviewWarnings(reviews).map((line) => `content/facts/reviews.json: ${line}`));

for (const line of warnings) console.warn(`content: warning: ${line}`);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  for (const line of problems) console.error(`content: ${line}`);
  console.error(`content: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} (checked in ${seconds} s)`);
  process.exit(1);
}
console.log(`content: every listing, photo, fact file and language checked in ${seconds} s: no problem`);
