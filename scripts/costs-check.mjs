// Run before next build: names what in content/facts/costs.json is not yet the agency's own word.
// It only warns (the pages say "as of <date>" and "ask your own lawyer" either way); a file the
// pages cannot read fails the build itself, in lib/costs.ts, with what is wrong.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Figures checked longer ago than this are named as due for a check. */
export const COSTS_MAX_AGE_DAYS = 180;

export function costWarnings(facts, today = new Date()) {
  const warnings = [];
  if (!facts.confirmedOn) {
    warnings.push(`the purchase costs (as of ${facts.checkedOn}) come from published sources and are not yet confirmed by the agency's lawyer: set confirmedOn once they are`);
  }
  const placeholders = facts.items.filter((item) => item.placeholder).map((item) => item.id);
  if (placeholders.length) warnings.push(`${placeholders.join(', ')} ${placeholders.length === 1 ? 'is a placeholder' : 'are placeholders'} the agency must set (and then remove "placeholder")`);
  const age = Math.round((today.getTime() - Date.parse(`${facts.checkedOn}T00:00:00Z`)) / 86_400_000);
  if (age > COSTS_MAX_AGE_DAYS) warnings.push(`the purchase costs were checked ${age} days ago (${facts.checkedOn}): check them against the sources and update checkedOn`);
  return warnings;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const facts = JSON.parse(readFileSync(join(process.cwd(), 'content/facts/costs.json'), 'utf8'));
  for (const warning of costWarnings(facts)) console.warn(`costs: warning: content/facts/costs.json: ${warning}.`);
}
