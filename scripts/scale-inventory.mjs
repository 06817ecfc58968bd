// Grows the inventory to N listings for measuring the build: copies of the real listing files under
// new addresses (<id>-copy-<k>.json), each on the same list, after the originals in order.
// Run it on a scratch copy of the repository, never on the agency's own files:
//   node scripts/scale-inventory.mjs 500 [content/listings] [--vary-words[=letters|real]]
// --vary-words gives each copy its own title, features and description and its own price: copies that
// repeat their originals' words let gzip fold them, so the size of what grows with the words (the
// search index's cards) would be too low. Two ways:
//   letters (the default): the same lengths, in the same script, in letters drawn at random. Random
//     letters compress worse than any language, so what it measures is an upper bound;
//   real: in each language, a title of as many words drawn from every original's title words, as many
//     features drawn from every original's features, and a description of sentences drawn from every
//     original's descriptions: words a buyer could read, which compress as a language does, though a
//     real inventory's words are more varied than 18 listings'.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from './seeded-random.mjs';

const option = process.argv.find((arg) => arg === '--vary-words' || arg.startsWith('--vary-words='));
const args = process.argv.slice(2).filter((arg) => arg !== option);
const varyWords = option === undefined ? null : option === '--vary-words' ? 'letters' : option.slice('--vary-words='.length);
const [count, dir = 'content/listings'] = [Number(args[0]), args[1]];
if (!Number.isInteger(count) || count < 1 || (varyWords !== null && varyWords !== 'letters' && varyWords !== 'real')) {
  console.error('usage: node scripts/scale-inventory.mjs <listings in all> [dir] [--vary-words[=letters|real]]');
  process.exit(1);
}
/** Each letter replaced by a random one of its own alphabet and case; spaces, digits and signs kept. */
const alphabets = [
  ['a', 'z'],
  ['A', 'Z'],
  ['а', 'я'],
  ['А', 'Я'],
  ['א', 'ת'],
];
function scramble(text, next) {
  return [...text]
    .map((char) => {
      const range = alphabets.find(([from, to]) => char >= from && char <= to);
      if (!range) return char;
      const [from, to] = range.map((letter) => letter.codePointAt(0));
      return String.fromCodePoint(from + Math.floor(next() * (to - from + 1)));
    })
    .join('');
}

const originals = readdirSync(dir)
  .filter((name) => name.endsWith('.json') && !name.includes('-copy-'))
  .sort();
/** Per language, every original's title words, features and description sentences: what `real` draws from. */
const pools = {};
for (const name of originals) {
  for (const [language, words] of Object.entries(JSON.parse(readFileSync(join(dir, name), 'utf8')).words)) {
    const pool = (pools[language] ??= { title: [], features: [], sentences: [] });
    pool.title.push(...words.title.split(/\s+/).filter(Boolean));
    pool.features.push(...words.features);
    pool.sentences.push(...(words.description.match(/[^.!?]+[.!?]+\s*/g) ?? [words.description]).map((sentence) => sentence.trim()));
  }
}
const pick = (list, next) => list[Math.floor(next() * list.length)];

/** Words a buyer could read, drawn from the originals' in the same language, about as long as `words`'. */
function realWords(words, language, next) {
  const pool = pools[language];
  const title = words.title.split(/\s+/).map(() => pick(pool.title, next)).join(' ');
  const distinct = new Set(pool.features).size;
  const features = new Set();
  while (features.size < Math.min(words.features.length, distinct)) features.add(pick(pool.features, next));
  const sentences = [];
  while (sentences.join(' ').length < words.description.length) sentences.push(pick(pool.sentences, next));
  return { title, features: [...features], description: sentences.join(' ') };
}

const digits = Math.max(...originals.map((name) => (JSON.parse(readFileSync(join(dir, name), 'utf8')).reference.match(/\d+$/)?.[0] ?? '').length));
for (let index = originals.length; index < count; index++) {
  const name = originals[index % originals.length];
  const copy = Math.floor(index / originals.length);
  const data = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  data.order = (data.order ?? 0) + copy * 1000;
  // Each listing has its own reference (the loader refuses two alike): copy 2 of V-103 is V-2103, the
  // copy's number before the original's, padded to the longest original's (a reference has at most 6 digits).
  data.reference = data.reference.replace(/-(\d+)$/, (_, n) => `-${copy}${n.padStart(digits, '0')}`);
  if (varyWords) {
    const next = seededRandom(index + 1);
    for (const [language, words] of Object.entries(data.words)) {
      if (varyWords === 'real') Object.assign(words, realWords(words, language, next));
      else {
        words.title = scramble(words.title, next);
        words.features = words.features.map((feature) => scramble(feature, next));
        words.description = scramble(words.description, next);
      }
    }
    data.price += Math.floor(next() * 50) * 1000;
  }
  writeFileSync(join(dir, name.replace(/\.json$/, `-copy-${copy}.json`)), `${JSON.stringify(data, null, 2)}\n`);
}
console.log(`${dir}: ${Math.max(count, originals.length)} listings`);
