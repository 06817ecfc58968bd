// Run before next build: names the facts that are not yet the agency's own word, in
// content/facts/costs.json (unconfirmed figures, placeholder lines), content/facts/legal-facts.json
// (facts the agency's lawyer has not confirmed) and content/facts/reviews.json
// (sample reviews and press mentions). It only warns: the pages say "as of <date>" and leave samples out
// either way. A file the pages cannot read fails the build itself (lib/costs.ts, lib/reviews.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Figures checked longer ago than this are named as due for a check. */
export const COSTS_MAX_AGE_DAYS = 180;

export function costWarnings(facts, today = new Date()) {
  const warnings = [];
  if (!facts.confirmedOn) {
    warnings.push(`the purchase costs (checked on ${facts.checkedOn}) come from published sources and are not yet confirmed by the agency's lawyer: set confirmedOn once they are`);
  }
  const placeholders = facts.items.filter((item) => item.placeholder).map((item) => item.id);
  if (placeholders.length) warnings.push(`${placeholders.join(', ')} ${placeholders.length === 1 ? 'is a placeholder' : 'are placeholders'} the agency must set (and then remove "placeholder")`);
  const age = Math.round((today.getTime() - Date.parse(`${facts.checkedOn}T00:00:00Z`)) / 86_400_000);
  if (age > COSTS_MAX_AGE_DAYS) warnings.push(`the purchase costs were checked ${age} days ago (${facts.checkedOn}): check them against the sources and update checkedOn`);
  return warnings;
}

/** Each legal fact the agency's lawyer has not confirmed, by name: the pages say so beside it until confirmedOn is set. */
export function legalFactWarnings(facts) {
  const entries = [
    ['residency', facts.residency],
    ['ownershipLimits', facts.ownershipLimits],
    ['purchasePermission', facts.purchasePermission],
    ...(facts.rentalTax ? [['rentalTax', facts.rentalTax]] : []),
    ...(facts.payingFromRussia ? [['payingFromRussia', facts.payingFromRussia]] : []),
    ...Object.entries(facts.homeTaxes).filter(([country]) => !country.startsWith('$')).map(([country, fact]) => [`homeTaxes.${country}`, fact]),
  ];
  // A newer decree reported: the lawyer checks every fact against it (the pages say newer rules may apply until then).
  const newer = facts.newerRules && !facts.newerRules.confirmedOn ? [`a decree in force from ${facts.newerRules.reportedInForce} is reported and not yet checked by the agency's lawyer against these facts: the pages say newer rules may apply; set newerRules.confirmedOn once it is`] : [];
  const unconfirmed = entries.filter(([, fact]) => !fact.confirmedOn).map(([id]) => id);
  if (!unconfirmed.length) return newer;
  return [...newer, `${unconfirmed.length} legal ${unconfirmed.length === 1 ? 'fact is' : 'facts are'} not yet confirmed by the agency's lawyer (${unconfirmed.join(', ')}): the pages say they were compiled from published sources; set confirmedOn once each is`];
}

/** Each sample review and press mention, by name: neither is ever shown to a visitor. */
export function reviewWarnings(reviews) {
  const warnings = [];
  const samples = reviews.testimonials.filter((review) => review.sample).map((review) => review.id);
  if (samples.length) {
    const shown = samples.length === reviews.testimonials.length ? 'Home shows no review section until a real, consented review is added' : 'they are not shown; Home shows only the real ones';
    warnings.push(`${samples.length} of ${reviews.testimonials.length} reviews are samples (${samples.join(', ')}): ${shown}`);
  }
  const press = reviews.press.filter((mention) => mention.sample).map((mention) => mention.name);
  if (press.length) warnings.push(`${press.length} press mentions are samples and are not shown (${press.join(', ')})`);
  return warnings;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const read = (file) => JSON.parse(readFileSync(join(process.cwd(), file), 'utf8'));
  for (const warning of costWarnings(read('content/facts/costs.json'))) console.warn(`data: warning: content/facts/costs.json: ${warning}.`);
  for (const warning of legalFactWarnings(read('content/facts/legal-facts.json'))) console.warn(`data: warning: content/facts/legal-facts.json: ${warning}.`);
  for (const warning of reviewWarnings(read('content/facts/reviews.json'))) console.warn(`data: warning: content/facts/reviews.json: ${warning}.`);
}
