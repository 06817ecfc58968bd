// Run before next build: says when the committed ECB rates are missing or older than RATES_MAX_AGE_DAYS
// on the day of the build. It only warns: the site then shows euro prices alone (lib/rates.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ageInDays, buildDate, RATES_MAX_AGE_DAYS } from './policy.mjs';

const file = join(process.cwd(), 'content/facts/rates.json');
if (!existsSync(file)) {
  console.warn('rates: warning: content/facts/rates.json is missing, so no price is converted from euros. Run npm run rates on a machine with internet.');
} else {
  const { date } = JSON.parse(readFileSync(file, 'utf8'));
  const today = buildDate();
  const age = ageInDays(date, today);
  if (!(age <= RATES_MAX_AGE_DAYS)) {
    console.warn(
      `rates: warning: the ECB rates are of ${date}, ${age} days old on ${today} (more than ${RATES_MAX_AGE_DAYS}), so this build shows every price in euros only, with no converted figure. Run npm run rates to refresh them.`,
    );
  }
}
