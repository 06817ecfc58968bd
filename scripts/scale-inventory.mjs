// Grows the inventory to N listings for measuring the build: copies of the real listing files under
// new addresses (<id>-copy-<k>.json), each on the same list, after the originals in order.
// Run it on a scratch copy of the repository, never on the agency's own files:
//   node scripts/scale-inventory.mjs 500 [content/listings]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [count, dir = 'content/listings'] = [Number(process.argv[2]), process.argv[3]];
if (!Number.isInteger(count) || count < 1) {
  console.error('usage: node scripts/scale-inventory.mjs <listings in all> [dir]');
  process.exit(1);
}
const originals = readdirSync(dir)
  .filter((name) => name.endsWith('.json') && !name.includes('-copy-'))
  .sort();
for (let index = originals.length; index < count; index++) {
  const name = originals[index % originals.length];
  const copy = Math.floor(index / originals.length);
  const data = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  data.order = (data.order ?? 0) + copy * 1000;
  // Each listing has its own reference (the loader refuses two alike): copy 2 of V-103 is V-20103.
  data.reference = data.reference.replace(/-(\d+)$/, (_, n) => `-${copy}${n.padStart(4, '0')}`);
  writeFileSync(join(dir, name.replace(/\.json$/, `-copy-${copy}.json`)), `${JSON.stringify(data, null, 2)}\n`);
}
console.log(`${dir}: ${Math.max(count, originals.length)} listings`);
