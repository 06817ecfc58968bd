// npm run rates [-- --from <file or URL>] [--out <file>]: fetches the ECB's daily reference rates and writes
// content/facts/rates.json. The file is left as it was when anything fails.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ECB_DAILY_URL, parseEcbDaily, RatesError } from './ecb.mjs';


async function read(from) {
  if (!/^https?:\/\//.test(from)) return readFile(from, 'utf8');
  const response = await fetch(from, { signal: AbortSignal.timeout(20_000) });
  if (!response.ok) throw new RatesError(`${from} answered ${response.status}`);
  return response.text();
}

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
const from = option('--from', ECB_DAILY_URL);
const OUT = option('--out', join(process.cwd(), 'content/facts/rates.json'));
try {
  const facts = parseEcbDaily(await read(from));
  await writeFile(OUT, `${JSON.stringify(facts, null, 2)}\n`);
  console.log(`rates: ECB rates of ${facts.date} written to ${OUT} (${Object.entries(facts.rates).map(([c, r]) => `${c} ${r}`).join(', ')})`);
} catch (error) {
  console.error(`rates: ${error instanceof RatesError ? error.message : `could not read ${from}: ${error.message}`}. ${OUT} is unchanged.`);
  process.exit(1);
}
