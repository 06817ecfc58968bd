// Run before next build: says when the committed ECB rates are missing or older than RATES_MAX_AGE_DAYS.
// It only warns: the site then shows no converted figure (no file) or an older, dated one.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RATES_MAX_AGE_DAYS } from './ecb.mjs';

const file = join(process.cwd(), 'content/facts/rates.json');
if (!existsSync(file)) {
  console.warn('rates: warning: content/facts/rates.json is missing, so no price is converted from euros. Run npm run rates on a machine with internet.');
} else {
  const { date } = JSON.parse(readFileSync(file, 'utf8'));
  const age = Math.round((Date.now() - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);
  if (!(age <= RATES_MAX_AGE_DAYS)) {
    console.warn(`rates: warning: the ECB rates are of ${date}, ${age} days old (more than ${RATES_MAX_AGE_DAYS}); converted prices say so. Run npm run rates to refresh them.`);
  }
}
