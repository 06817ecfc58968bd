/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { GuidePage } from '@/app/_pages/guide';
import { getDictionary } from '@/content/dictionaries';
import { localeCodes } from '@/content/locales';
import type { Figures, LegalFactId, LegalFigures } from '@/content/types';
import { combinedBasis, legalFigures } from '@/lib/figures';
import type { Format } from '@/lib/i18n/format';
import { pageContext } from '@/lib/i18n/page';
import { factBasis, legalFactEntries, legalFactName, legalFacts, parseLegalFacts } from '@/lib/legal-facts';
import { newestDate, oldestDate, sourceName } from '@/lib/sources';
import { legalFactStatement } from '@/lib/words/costs';
import { FactSources } from '@/components/sections/fact-sources';
import { legalFactWarnings } from '../../scripts/data-check.mjs';
import legalFile from '@/content/facts/legal-facts.json';

/*
 * A legal fact is data with its sources, their dates and the lawyer's confirmation
 * (content/facts/legal-facts.json). Every sentence that states one carries the date of its newest
 * source, or the day the lawyer confirmed it, and says it is unconfirmed until then; a residence
 * threshold appears only when a source sets one. The facts are varied here and the words must follow.
 */

/** Every string the words make from the figures. */
function sentences(value: unknown, context: { f: Format; v: Figures }): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return sentences(value(context.f, context.v), context);
  if (value && typeof value === 'object') return Object.values(value).flatMap((child) => sentences(child, context));
  return [];
}

const withLegal = (v: Figures, change: (legal: LegalFigures) => void): Figures => {
  const legal = structuredClone(v.legal);
  change(legal);
  return { ...v, legal };
};

describe.each(localeCodes)('legal facts in %s', (locale) => {
  const { f, v, t } = pageContext(locale);
  const all = (figures: Figures) => sentences(getDictionary(locale), { f, v: figures });

  it('name a minimum price for residency only when a source sets one', () => {
    const price = 123_000;
    expect(all(withLegal(v, (legal) => void (legal.residency.minimumPrice = price))).some((text) => text.includes(f.euro(price)))).toBe(true);
    expect(all(withLegal(v, (legal) => void (legal.residency.minimumPrice = null))).some((text) => text.includes(f.euro(price)))).toBe(false);
  });

  it('state each fact with the date of its newest source and as unconfirmed, or with the lawyer’s date once confirmed', () => {
    const sourceDate = '2024-03-15';
    const confirmed = '2026-12-01';
    const facts = ['residency', 'ownershipLimits', 'purchasePermission'] as const;
    for (const fact of facts) {
      const dated = all(withLegal(v, (legal) => Object.assign(legal[fact], { asOf: sourceDate, confirmedOn: null })));
      const stating = dated.filter((text) => text.includes(f.date(sourceDate)));
      expect({ fact, stated: stating.length > 0 }).toEqual({ fact, stated: true });
      // "Not yet confirmed" is said beside the date, in the language's own words.
      for (const text of stating) expect(text).toContain(f.fill(t.common.factNote.compiled, { date: f.date(sourceDate) }));
      const lawyer = all(withLegal(v, (legal) => Object.assign(legal[fact], { asOf: sourceDate, confirmedOn: confirmed })));
      expect({ fact, confirmed: lawyer.some((text) => text.includes(f.fill(t.common.factNote.confirmed, { date: f.date(confirmed) }))) }).toEqual({ fact, confirmed: true });
      // No sentence is left carrying the source's date as if it were confirmed later.
      expect({ fact, stale: lawyer.some((text) => text.includes(f.fill(t.common.factNote.compiled, { date: f.date(sourceDate) }))) }).toEqual({ fact, stale: false });
    }
  });

  it('say the ownership limits and the permission’s timing from the facts', () => {
    const changed = withLegal(v, (legal) => {
      legal.ownershipLimits.apartments = 27;
      legal.purchasePermission.monthsTo = 17;
    });
    const words = all(changed);
    expect(words.some((text) => text.includes(f.number(17)))).toBe(true);
    expect(words.some((text) => text.includes(f.number(27)))).toBe(true);
  });

  it('state every fact it lists sources for on the guide, with its sources and its state', () => {
    const html = renderToStaticMarkup(<GuidePage locale={locale} />);
    const sources = html.slice(html.indexOf('id="sources"'));
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    for (const [id, fact] of legalFactEntries(legalFacts)) {
      expect(sources).toContain(legalFactName(t.common.factSources.names, id as LegalFactId));
      const statement = legalFactStatement(f, v, id as LegalFactId);
      // A sentence of the fact itself, not only its name: with its figures and where it comes from.
      expect({ id, stated: sources.includes(escape(statement)) }).toEqual({ id, stated: true });
      const basis = factBasis(legalFacts, fact);
      // A newer decree is stated by the day it is in force, and what the lawyer is doing about it.
      const note =
        id === 'newerRules'
          ? f.date(legalFacts.newerRules!.reportedInForce)
          : basis.confirmedOn
            ? f.fill(t.common.factNote.confirmed, { date: f.date(basis.confirmedOn) })
            : basis.asOf
              ? f.fill(t.common.factNote.compiled, { date: f.date(basis.asOf) })
              : t.common.factNote.compiledUndated;
      expect({ id, note: statement.includes(note) }).toEqual({ id, note: true });
      for (const source of fact.sources) expect(sources).toContain(escape(sourceName(legalFacts.sources[source]!, locale).name));
    }
  });

  it('state the tax on rent from the facts wherever they speak of it, and no other rate for it', () => {
    const rates = (figures: Figures) => all(figures).filter((text) => text.includes(f.percent(figures.legal.rentalTax.liraPercent)) && text.includes(f.percent(figures.legal.rentalTax.foreignCurrencyPercent)));
    const today = rates(v);
    expect(today.length).toBeGreaterThan(0);
    const changed = withLegal(v, (legal) => Object.assign(legal.rentalTax, { liraPercent: 27, foreignCurrencyPercent: 31, registerWithinDays: 44 }));
    const stated = rates(changed);
    // As many sentences state the changed rates as stated today's: none keeps a rate of its own.
    expect(stated.length).toBe(today.length);
    expect(all(changed).some((text) => text.includes(f.number(44)))).toBe(true);
    // The statement on its own page names the rates and is dated like every other fact.
    const statement = legalFactStatement(f, changed, 'rentalTax');
    expect(statement).toContain(f.percent(27));
    expect(statement).toContain(f.percent(31));
  });

  it('count the title deed’s deadline from the facts, and from the last instalment only while the facts say so', () => {
    const sentence = (change: (legal: LegalFigures) => void) => legalFactStatement(f, withLegal(v, change), 'purchasePermission');
    const fromPayment = sentence((legal) => Object.assign(legal.purchasePermission, { titleWithinYears: 1, titleFromLastPayment: true }));
    const fromPermission = sentence((legal) => Object.assign(legal.purchasePermission, { titleWithinYears: 1, titleFromLastPayment: false }));
    expect(fromPayment.length).toBeGreaterThan(fromPermission.length);
    const longer = sentence((legal) => Object.assign(legal.purchasePermission, { titleWithinYears: 3, titleFromLastPayment: false }));
    expect(longer).not.toBe(fromPermission);
  });

  it('say newer rules may apply beside the ownership limits while a newer decree is not yet checked, and not once it is or when none is reported', () => {
    const inForce = '2027-03-04';
    const limits = (newerRules: LegalFigures['newerRules']) => legalFactStatement(f, withLegal(v, (legal) => void (legal.newerRules = newerRules)), 'ownershipLimits');
    expect(limits({ asOf: '2027-04-01', confirmedOn: null, reportedInForce: inForce })).toContain(f.date(inForce));
    expect(limits({ asOf: '2027-04-01', confirmedOn: '2027-05-01', reportedInForce: inForce })).not.toContain(f.date(inForce));
    expect(limits(null)).not.toContain(f.date(inForce));
  });

  it('name the conditions of a residence permit the facts give: a completed home, and money in a local bank', () => {
    const sentence = (change: (legal: LegalFigures) => void) => legalFactStatement(f, withLegal(v, change), 'residency');
    const both = sentence((legal) => Object.assign(legal.residency, { completedHomeOnly: true, localBankFunds: true }));
    expect(sentence((legal) => Object.assign(legal.residency, { completedHomeOnly: false, localBankFunds: true })).length).toBeLessThan(both.length);
    expect(sentence((legal) => Object.assign(legal.residency, { completedHomeOnly: true, localBankFunds: false }))).not.toBe(both);
  });

  it('state the ownership limits on the guide from the facts, and follow a change', () => {
    const changed = withLegal(v, (legal) => {
      legal.ownershipLimits.apartments = 27;
      legal.ownershipLimits.confirmedOn = '2026-12-01';
    });
    const html = renderToStaticMarkup(<FactSources f={f} v={changed} words={t.common.factSources} />);
    const statement = legalFactStatement(f, changed, 'ownershipLimits');
    expect(statement).toContain(f.number(27));
    expect(statement).toContain(f.fill(t.common.factNote.confirmed, { date: f.date('2026-12-01') }));
    expect(html).toContain(statement.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
  });

  it('name a source by its own name in the language that has one, marked with its language elsewhere', () => {
    const named = Object.values(legalFacts.sources).filter((source) => source.names && Object.values(source.names).some(Boolean));
    const html = renderToStaticMarkup(<FactSources f={f} v={v} words={t.common.factSources} />);
    for (const source of named) {
      const { name, lang } = sourceName(source, locale);
      expect(lang).toBe(source.names?.[locale] ? locale : (source.lang ?? 'en'));
      expect(html).toMatch(new RegExp(`lang="${lang}"[^>]*>${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<`));
    }
  });
});

describe('the legal facts file', () => {
  it('names a source that exists for every fact, and fails naming the file otherwise', () => {
    const broken = structuredClone(legalFacts) as unknown as { ownershipLimits: { sources: string[] } };
    broken.ownershipLimits.sources = ['nowhere'];
    expect(() => parseLegalFacts(broken)).toThrow(/legal-facts\.json.*nowhere/s);
  });

  it('is named by the build while any fact is unconfirmed, and not once all are', () => {
    const unconfirmed = legalFactEntries(legalFacts).filter(([id, fact]) => id !== 'newerRules' && !fact.confirmedOn).map(([id]) => id);
    const warnings = legalFactWarnings(legalFile);
    if (unconfirmed.length > 0) expect(warnings.join('\n')).toContain(unconfirmed.join(', '));
    // A newer decree the lawyer has not checked the facts against is named on its own, with its date.
    if (legalFacts.newerRules && !legalFacts.newerRules.confirmedOn) expect(warnings.join('\n')).toContain(`decree in force from ${legalFacts.newerRules.reportedInForce}`);
    const confirmed = structuredClone(legalFile) as typeof legalFile;
    for (const fact of [confirmed.residency, confirmed.ownershipLimits, confirmed.purchasePermission, confirmed.rentalTax, confirmed.payingFromRussia, confirmed.newerRules, ...Object.values(confirmed.homeTaxes).filter((value) => typeof value === 'object')]) {
      (fact as { confirmedOn: string | null }).confirmedOn = '2026-12-01';
    }
    expect(legalFactWarnings(confirmed)).toEqual([]);
  });

  it('finds the newest and the oldest of some source dates, a month counting as its first day', () => {
    const dates = ['2025-05-26', null, '2023-05', '2023-05-01', '2024-11-30'];
    expect(newestDate(dates)).toBe('2025-05-26');
    expect(oldestDate(dates)).toBe('2023-05');
    expect(oldestDate([null])).toBeNull();
  });

  it('dates a set of facts by their newest source, confirmed only when all are', () => {
    expect(combinedBasis([{ asOf: '2023-05', confirmedOn: null }, { asOf: '2025-05-26', confirmedOn: '2026-01-02' }])).toEqual({ asOf: '2025-05-26', confirmedOn: null });
    expect(combinedBasis([{ asOf: null, confirmedOn: '2026-01-02' }, { asOf: '2024-01', confirmedOn: '2026-02-03' }])).toEqual({ asOf: '2024-01', confirmedOn: '2026-02-03' });
    expect(legalFigures().homeTaxes.all.confirmedOn).toBe(
      Object.values(legalFacts.homeTaxes).every((fact) => fact.confirmedOn) ? expect.any(String) : null,
    );
  });
});
