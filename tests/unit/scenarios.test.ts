/** @jest-environment node */
import { asOf, sellerTax } from '@/lib/words/costs';
import { createFormat } from '@/lib/i18n/format';
import {
  annualRentalIncome,
  monthlyRentalIncome,
  purchaseCostBreakdown,
  purchaseCostTable,
  rentalIncomeOverYears,
  rentalScenario,
  rentalScenarioFigures,
  mortgageComparisonTotal,
  costExample,
  type PurchaseCost,
} from '@/lib/scenarios';
import { costFacts, costPercent, linesFor, parseCostFacts, type CostFacts } from '@/lib/costs';
import { costFigures } from '@/lib/figures';
import costFile from '@/content/facts/costs.json';
import { costWarnings } from '../../scripts/data-check.mjs';
import { localeCodes } from '@/content/locales';
import { rentalScenarios, scenarioYears } from '@/content/facts/examples';
import { pageWords as en } from '@/lib/words';
import { pageContext } from '@/lib/i18n/page';
import { getDictionary } from '@/content/dictionaries';

const { f, v } = pageContext('en');
const investmentScenarios = { ...en.investment(f, v).scenarios, years: scenarioYears };
const guideCosts = en.guide(f, v).costs;

function scenario(id: string) {
  const found = rentalScenarios.find((item) => item.id === id);
  if (!found) throw new Error(`no scenario ${id}`);
  return found;
}


/** The date a sentence stating a cost must carry: the lawyer's confirmation, or else the newest source's date. */
function basisDate(costs: { asOf: string | null; confirmedOn: string | null }, format: { date: (iso: string) => string }): string {
  if (costs.confirmedOn) return format.date(costs.confirmedOn);
  if (!costs.asOf) throw new Error('the cost facts name no dated source');
  return format.date(costs.asOf);
}

describe('rental income', () => {
  it('earns price × yield a year: €89,000 at 9% is €8,010', () => {
    expect(annualRentalIncome(89_000, 9)).toBe(8_010);
    expect(annualRentalIncome(145_000, 8)).toBe(11_600);
    expect(annualRentalIncome(350_000, 7)).toBe(24_500);
  });

  it('spreads the annual rent over 12 months', () => {
    expect(monthlyRentalIncome(89_000, 9)).toBe(667.5);
    expect(monthlyRentalIncome(145_000, 8) * 12).toBeCloseTo(11_600, 6);
    expect(monthlyRentalIncome(350_000, 7) * 12).toBeCloseTo(24_500, 6);
  });

  it('adds up the annual rent over a number of years, with no growth assumed', () => {
    expect(rentalIncomeOverYears(89_000, 9, 5)).toBe(40_050);
    expect(rentalIncomeOverYears(145_000, 8, 5)).toBe(58_000);
    expect(rentalIncomeOverYears(350_000, 7, 5)).toBe(122_500);
    expect(rentalIncomeOverYears(350_000, 7, 1)).toBe(annualRentalIncome(350_000, 7));
  });

  it('keeps whole cents, so a total never shows float noise', () => {
    // 123,456 × 7.3% = 9,012.288 → 9,012.29
    expect(annualRentalIncome(123_456, 7.3)).toBe(9_012.29);
  });

  it('refuses a negative or non-finite price or yield, and a period that is not whole years', () => {
    expect(() => annualRentalIncome(-1, 8)).toThrow(RangeError);
    expect(() => annualRentalIncome(Number.NaN, 8)).toThrow(RangeError);
    expect(() => annualRentalIncome(100_000, Infinity)).toThrow(RangeError);
    expect(() => rentalIncomeOverYears(100_000, 8, 0)).toThrow(RangeError);
    expect(() => rentalIncomeOverYears(100_000, 8, 2.5)).toThrow(RangeError);
  });

  it('gives a scenario whose monthly and multi-year figures agree with its annual rent', () => {
    const income = rentalScenario({ price: 145_000, yieldPercent: 8 }, 5);
    expect(income).toEqual({ annual: 11_600, monthly: 11_600 / 12, overYears: 58_000, years: 5 });
  });
});

describe('the worked examples on /investment', () => {
  const { years, labels } = investmentScenarios;

  it('shows a studio, a 2-bedroom apartment and a luxury villa, over 5 years', () => {
    expect(rentalScenarios.map((item) => item.id)).toEqual(['studio', 'two-bed', 'villa']);
    expect(Object.keys(investmentScenarios.items)).toEqual(['studio', 'two-bed', 'villa']);
    expect(years).toBe(5);
  });

  it('prices every example at €89,000 or more, at a yield within the advertised 7-11%', () => {
    for (const item of rentalScenarios) {
      expect(item.price).toBeGreaterThanOrEqual(89_000);
      expect(item.yieldPercent).toBeGreaterThanOrEqual(7);
      expect(item.yieldPercent).toBeLessThanOrEqual(11);
    }
  });

  it('shows the studio at €89,000 and 9%: €8,010 a year, €668 a month, €40,050 over 5 years', () => {
    expect(rentalScenarioFigures(scenario('studio'), years, labels, f)).toEqual([
      { label: 'Purchase price', value: '€89,000' },
      { label: 'Gross rental yield', value: '9%' },
      { label: 'Annual rental income', value: '€8,010', emphasis: true },
      { label: 'Monthly rental income', value: '€668' },
      { label: 'Income over 5 years', value: '€40,050' },
    ]);
  });

  it('puts the years of the income label in the form each language uses for that number', () => {
    const label = (locale: 'en' | 'de' | 'ru' | 'he', years: number) => {
      const { f: lf, v: lv } = pageContext(locale);
      return rentalScenarioFigures(scenario('studio'), years, getDictionary(locale).investment(lf, lv).scenarios.labels, lf)[4]!.label;
    };
    expect([1, 5].map((n) => label('en', n))).toEqual(['Income over 1 year', 'Income over 5 years']);
    expect([1, 10].map((n) => label('de', n))).toEqual(['Einnahmen über 1 Jahr', 'Einnahmen über 10 Jahre']);
    expect([1, 3, 5, 21].map((n) => label('ru', n))).toEqual(['Доход за 1 год', 'Доход за 3 года', 'Доход за 5 лет', 'Доход за 21 год']);
    expect([1, 2, 5].map((n) => label('he', n))).toEqual(['שכר דירה ברוטו על פני שנה אחת', 'שכר דירה ברוטו על פני שנתיים', 'שכר דירה ברוטו על פני 5 שנים']);
  });

  it('shows the 2-bedroom apartment at €145,000 and 8%: €11,600 a year, €967 a month, €58,000 over 5 years', () => {
    const values = rentalScenarioFigures(scenario('two-bed'), years, labels, f).map((figure) => figure.value);
    expect(values).toEqual(['€145,000', '8%', '€11,600', '€967', '€58,000']);
  });

  it('shows the villa at €350,000 and 7%: €24,500 a year, €2,042 a month, €122,500 over 5 years', () => {
    const values = rentalScenarioFigures(scenario('villa'), years, labels, f).map((figure) => figure.value);
    expect(values).toEqual(['€350,000', '7%', '€24,500', '€2,042', '€122,500']);
  });

  it('says the figures are gross, before management fees and taxes', () => {
    expect(investmentScenarios.disclaimer).toMatch(/gross/i);
    expect(investmentScenarios.disclaimer).toMatch(/management fees/i);
    expect(investmentScenarios.disclaimer).toMatch(/taxes/i);
  });
});

describe('purchase costs', () => {
  const costs: PurchaseCost[] = [
    { id: 'transferTax', kind: 'percent', percent: 6 },
    { id: 'permission', kind: 'fixed', amount: 500 },
  ];

  it('takes a percentage cost as a share of the price and a fixed fee as it is', () => {
    const breakdown = purchaseCostBreakdown(100_000, costs);
    expect(breakdown.items.map((item) => item.amount)).toEqual([6_000, 500]);
    expect(breakdown.additionalCosts).toBe(6_500);
    expect(breakdown.additionalPercent).toBe(6.5);
    expect(breakdown.total).toBe(106_500);
  });

  it('makes the items add up to the additional costs, and price plus those to the total, at any price', () => {
    for (const price of [89_000, 145_000, 200_000, 350_000, 525_000]) {
      const breakdown = purchaseCostBreakdown(price, costFacts.items);
      const sum = breakdown.items.reduce((total, item) => total + item.amount, 0);
      expect(breakdown.additionalCosts).toBeCloseTo(sum, 2);
      expect(breakdown.total).toBeCloseTo(price + sum, 2);
    }
  });

  it('refuses a price of zero or less and a negative cost', () => {
    expect(() => purchaseCostBreakdown(0, costs)).toThrow(RangeError);
    expect(() => purchaseCostBreakdown(-5, costs)).toThrow(RangeError);
    expect(() => purchaseCostBreakdown(100_000, [{ id: 'refund', kind: 'fixed', amount: -1 }])).toThrow(RangeError);
  });
});

/** The cost file as it is, changed by `change` (a scratch copy: the real file is never touched). */
function costsWith(change: (file: typeof costFile) => void): CostFacts {
  const copy = structuredClone(costFile);
  change(copy);
  return parseCostFacts(copy);
}

describe('the cost facts (content/facts/costs.json)', () => {
  it('give every line its sources and the date they were checked', () => {
    expect(costFacts.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const line of costFacts.items) {
      expect(line.sources.length).toBeGreaterThan(0);
      for (const source of line.sources) expect(costFacts.sources[source]).toBeDefined();
    }
  });

  it('refuse a file with a line listed twice, an unknown source or no transfer tax, saying what is wrong', () => {
    expect(() => costsWith((file) => void file.items.push({ ...file.items[1]! }))).toThrow(/costs\.json.*"stampDuty" is listed twice/s);
    expect(() => costsWith((file) => void (file.items[0]!.sources = ['nobody']))).toThrow(/names the source "nobody"/);
    expect(() => costsWith((file) => void (file.items = file.items.filter((line) => line.id !== 'transferTaxOnTitle')))).toThrow(/"transferTaxOnTitle" is missing/);
    expect(() => costsWith((file) => void ((file.items[1] as { percent: unknown }).percent = 'half'))).toThrow(/costs\.json/);
  });
});

describe('the build’s warnings about the cost facts', () => {
  const checked = new Date(`${costFile.checkedOn}T00:00:00Z`);

  it('names unconfirmed figures and each placeholder line until the agency sets them, and goes quiet when it has', () => {
    const unconfirmed = costWarnings({ ...costFile, confirmedOn: null, items: costFile.items.map((line) => (line.id === 'agencyCommission' ? { ...line, placeholder: true } : line)) }, checked);
    expect(unconfirmed).toEqual([expect.stringMatching(/not yet confirmed by the agency's lawyer/), expect.stringMatching(/^agencyCommission is a placeholder/)]);
    const confirmed = costWarnings({ ...costFile, confirmedOn: costFile.checkedOn, items: costFile.items.map((line) => ({ ...line, placeholder: false })) }, checked);
    expect(confirmed).toEqual([]);
  });

  it('names figures not checked for half a year', () => {
    const later = new Date(checked.getTime() + 200 * 86_400_000);
    expect(costWarnings({ ...costFile, confirmedOn: costFile.checkedOn, items: [] }, later)).toEqual([expect.stringMatching(/checked 200 days ago/)]);
  });
});

describe('the cost example in the buying guide', () => {
  const breakdown = costExample();

  it('has a row for every cost a new build pays on top of its price, each as the facts give it on the price before VAT, and adds them up', () => {
    const table = purchaseCostTable(breakdown, guideCosts.table.labels, guideCosts.items, f);
    const all = linesFor(costFacts, costFacts.example.newBuild);
    const vat = all.find((line) => line.id === 'vat');
    const lines = all.filter((line) => line !== vat);
    expect(table.rows.map((row) => row.label)).toEqual(lines.map((line) => guideCosts.items[line.id]));
    lines.forEach((line, index) => {
      const amount = line.kind === 'percent' ? (costFacts.example.price * line.percent) / 100 : line.amount;
      expect(table.rows[index]!.amount).toBe(f.euro(amount));
      if (line.kind === 'percent') expect(table.rows[index]!.basis).toBe(`${f.percent(line.percent)} of the price${vat ? ' before VAT' : ''}`);
    });
    const vatAmount = vat?.kind === 'percent' ? (costFacts.example.price * vat.percent) / 100 : 0;
    // The price row is the price with its VAT, and the costs on top plus that price make the total.
    const [additional, price] = table.summary;
    expect(price!.amount).toBe(f.euro(costFacts.example.price + vatAmount));
    if (vat?.kind === 'percent') expect(price!.basis).toBe(`includes ${f.percent(vat.percent)} VAT (${f.euro(vatAmount)})`);
    expect(additional!.amount).toBe(f.euro(breakdown.additionalCosts));
    expect(table.total.amount).toBe(f.euro(costFacts.example.price + vatAmount + breakdown.additionalCosts));
  });

  it('charges foreign buyers the transfer tax twice over, at the contract and at the title, and never lists a new build’s VAT as a cost on top of its price', () => {
    const rows = purchaseCostTable(breakdown, guideCosts.table.labels, guideCosts.items, f).rows.map((row) => row.label);
    expect(rows).toEqual(expect.arrayContaining([guideCosts.items.transferTaxOnContract, guideCosts.items.transferTaxOnTitle]));
    expect(rows).not.toContain(guideCosts.items.vat);
    expect(breakdown.items.map((item) => item.cost.id)).not.toContain('vat');
  });

  it('shows a listing’s price with the VAT it includes: the costs on top are taken on the price before VAT, and the total is the price plus them', () => {
    const lines = linesFor(costFacts, true);
    const withVat = purchaseCostBreakdown(210_000, lines, { percent: 5, amount: 10_000 });
    const withoutVat = purchaseCostBreakdown(200_000, lines.filter((line) => line.id !== 'vat'));
    expect(withVat.price).toBe(210_000);
    expect(withVat.includedVat).toEqual({ percent: 5, amount: 10_000, priceBeforeVat: 200_000 });
    expect(withVat.items).toEqual(withoutVat.items);
    expect(withVat.total).toBeCloseTo(210_000 + withoutVat.additionalCosts, 2);
    expect(() => purchaseCostBreakdown(10_000, lines, { percent: 5, amount: 10_000 })).toThrow(RangeError);
  });

  it('follows the facts: a resale example drops VAT and the utilities contribution, a new rate changes the total', () => {
    const resale = costExample(costsWith((file) => void (file.example.newBuild = false)));
    expect(resale.items.map((item) => item.cost.id)).not.toContain('vat');
    expect(resale.items.map((item) => item.cost.id)).not.toContain('utilities');
    const higherStamp = costExample(costsWith((file) => void ((file.items.find((line) => line.id === 'stampDuty') as { percent: number }).percent = 1)));
    expect(higherStamp.total - breakdown.total).toBeCloseTo(costFacts.example.price * 0.005, 2);
  });
});

/** Every string a language's words produce, functions called with that language's format and figures. */
function sentences(value: unknown, context: { f: ReturnType<typeof createFormat>; v: typeof v }): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return sentences(value(context.f, context.v), context);
  if (value && typeof value === 'object') return Object.values(value).flatMap((child) => sentences(child, context));
  return [];
}

describe('sentences that state purchase costs', () => {

  const variants: [string, CostFacts][] = [
    ['today’s facts', costFacts],
    ['a resale example', costsWith((file) => void (file.example.newBuild = false))],
    ['no VAT line and a 2% commission', costsWith((file) => {
      file.items = file.items.filter((line) => line.id !== 'vat');
      (file.items.find((line) => line.id === 'agencyCommission') as { percent: number }).percent = 2;
    })],
  ];

  describe.each(localeCodes)('in %s', (locale) => {
    it.each(variants)('with %s, name every line of a total they quote, and the date the figures hold for', (_, facts) => {
      const context = pageContext(locale);
      const costs = costFigures(facts);
      const format = context.f;
      const all = sentences(getDictionary(locale), { f: format, v: { ...context.v, costs } });
      const quoting = all.filter((text) => text.includes(format.euro(costs.example.total)) || text.includes(format.euro(costs.example.extra)));
      expect(quoting.length).toBeGreaterThan(0);
      for (const text of quoting) {
        for (const amount of Object.values(costs.example.lines).filter((value) => value > 0)) expect(text).toContain(format.euro(amount));
        expect(text).toContain(basisDate(costs, format));
      }
      // A sentence that names the transfer tax's rate says when it held (a rate no other figure has, so a yield of "7-9%" is not taken for it).
      const odd = costFigures(
        costsWith((file) => void ((file.items.find((line) => line.id === 'transferTaxOnTitle') as { percent: number }).percent = 2.75)),
      );
      const stating = sentences(getDictionary(locale), { f: format, v: { ...context.v, costs: odd } }).filter(
        (text) => text.length > 80 && text.includes(format.percent(odd.transferTaxPercent)),
      );
      expect(stating.length).toBeGreaterThan(0);
      for (const text of stating) expect(text).toContain(basisDate(odd, format));
    });
  });
});

describe('sentences about the taxes of owning and selling', () => {
  /** What the sources contradict: North Cyprus charges a seller's tax, and no property tax as a share of the price. */
  const untrue: Record<string, RegExp> = {
    en: /no capital gains|inheritance tax (in|when)/i,
    de: /(keine|weder) (Steuer auf )?(Kapitalertr|Veräußerungsgewinn|Spekulations|Erbschaft)/i,
    ru: /(нет|без) налога на (прирост|наследств)|налога на прирост капитала[^.]*нет/i,
    he: /אין מס שבח|בלי מס שבח|אין מס ירושה/,
  };

  describe.each(localeCodes)('in %s', (locale) => {
    it('state the seller’s tax from the facts, with its date, and no tax the sources contradict', () => {
      const context = pageContext(locale);
      const format = context.f;
      const changed = costFigures(
        costsWith((file) => {
          file.ownership.sellerTax.percent = 4.25;
          file.ownership.sellerTax.oneOffExemption = false;
          (file.items.find((line) => line.id === 'stampDuty') as { percent: number }).percent = 1;
        }),
      );
      const dated = costFigures(costsWith((file) => void ((file.sources as Record<string, { date: string | null }>)[file.ownership.sellerTax.sources[0]!]!.date = '2024-02-03')));
      for (const costs of [costFigures(costFacts), changed, dated]) {
        const all = sentences(getDictionary(locale), { f: format, v: { ...context.v, costs } });
        const naming = all.filter((text) => text.includes(format.percent(costs.ownership.sellerTaxPercent)));
        expect(naming.length).toBeGreaterThan(0);
        // The tax is dated by its own sources (or the lawyer's confirmation), never by the other costs' newest source.
        const own = costs.confirmedOn ?? costs.ownership.sellerTaxAsOf;
        const sentence = sellerTax(format, { ...context.v, costs });
        if (own) expect(sentence).toContain(format.date(own));
        else expect(sentence).not.toContain(basisDate(costs, format));
        expect(all.filter((text) => untrue[locale]!.test(text))).toEqual([]);
      }
      expect(sellerTax(format, { ...context.v, costs: dated })).toContain(format.date('2024-02-03'));
      // With stamp duty at 1%, no sentence is left quoting a 0.5% tax (the old "property tax about 0.5% a year").
      const all = sentences(getDictionary(locale), { f: format, v: { ...context.v, costs: changed } });
      expect(all.filter((text) => text.includes(format.percent(0.5)))).toEqual([]);
    });

    it('date the costs by the span of their sources while those differ, and by the lawyer once confirmed', () => {
      const context = pageContext(locale);
      const format = context.f;
      const costs = { ...costFigures(costFacts), since: '2023-01-27', asOf: '2025-05-26', confirmedOn: null };
      const note = asOf(format, costs);
      expect(note).toContain(format.date('2023-01-27'));
      expect(note).toContain(format.date('2025-05-26'));
      // Today's facts: the span of their own sources' dates, whatever they are.
      const today = costFigures(costFacts);
      if (!today.confirmedOn && today.since && today.asOf) expect(asOf(format, today)).toContain(format.date(today.asOf));
      const confirmed = asOf(format, { ...costs, confirmedOn: '2026-12-01' });
      expect(confirmed).toContain(format.date('2026-12-01'));
      expect(confirmed).not.toContain(format.date('2023-01-27'));
      const one = asOf(format, { ...costs, since: '2025-05-26', asOf: '2025-05-26', confirmedOn: null });
      expect(one).toBe(format.fill(context.t.common.factNote.compiled, { date: format.date('2025-05-26') }));
    });

    it('say the one-off exemption only while the facts have it', () => {
      const context = pageContext(locale);
      const text = (exemption: boolean) => {
        const costs = costFigures(costsWith((file) => void (file.ownership.sellerTax.oneOffExemption = exemption)));
        return sentences(getDictionary(locale), { f: context.f, v: { ...context.v, costs } })
          .filter((sentence) => sentence.includes(context.f.percent(costs.ownership.sellerTaxPercent)))
          .join(' ');
      };
      expect(text(true).length).toBeGreaterThan(text(false).length);
    });
  });
});

describe('the costs a sentence names with no total', () => {
  it('name the transfer tax once with its two parts, then every other line the facts have, new-build lines apart', () => {
    const costs = costFigures(costFacts);
    expect(costs.summary.all.map((line) => line.id)).toEqual(['transferTax', 'stampDuty', 'legalFees', 'purchasePermission']);
    const onContract = costPercent(costFacts, 'transferTaxOnContract');
    const onTitle = costPercent(costFacts, 'transferTaxOnTitle');
    expect(costs.summary.all[0]).toEqual({ id: 'transferTax', percent: onContract + onTitle, onContract, onTitle });
    expect(costs.summary.newBuild.map((line) => line.id)).toEqual(['vat', 'utilities']);
    // A first half of 0% (the whole tax at the title) still names the tax once, at its full rate.
    const atTitle = costFigures(costsWith((file) => void ((file.items.find((line) => line.id === 'transferTaxOnContract') as { percent: number }).percent = 0)));
    expect(atTitle.summary.all.filter((line) => line.id === 'transferTax')).toEqual([{ id: 'transferTax', percent: onTitle, onContract: 0, onTitle }]);
  });

  it('leave out a fee the facts drop, in every language', () => {
    const without = costFigures(costsWith((file) => void (file.items = file.items.filter((line) => line.id !== 'legalFees'))));
    expect(without.summary.all.map((line) => line.id)).not.toContain('legalFees');
    for (const locale of localeCodes) {
      const context = pageContext(locale);
      const fee = costFigures(costFacts).legalFees!;
      const range = context.f.poundRange(fee.from, fee.to);
      const words = getDictionary(locale);
      const before = words.villas(context.f, context.v).faq.map((item) => item.answer).join(' ');
      const after = words.villas(context.f, { ...context.v, costs: without }).faq.map((item) => item.answer).join(' ');
      expect(before).toContain(range);
      expect(after).not.toContain(range);
    }
  });
});

describe('the bank mortgage beside the developer plan', () => {
  it('costs about €274,100 in all on €200,000 (60% lent at 7% over 15 years), rounded to €100 as "about" promises', () => {
    expect(mortgageComparisonTotal()).toBe(274_100);
  });
});

describe('percentages', () => {
  it('shows whole percentages without decimals and others with up to two, as each language writes them', () => {
    expect(f.percent(9)).toBe('9%');
    expect(f.percent(0.5)).toBe('0.5%');
    expect(f.percent(7.85)).toBe('7.85%');
    expect(f.percent(7.8500000000000005)).toBe('7.85%');
    expect(createFormat('de').percent(7.85)).toBe('7,85\u00a0%');
  });
});

describe('the guide byline date', () => {
  it('is written the way each language writes a date', () => {
    expect(f.date('2026-10-01')).toBe('1 October 2026');
    expect(createFormat('de').date('2026-10-01')).toBe('1. Oktober 2026');
    expect(createFormat('ru').date('2026-10-01')).toMatch(/^1 октября 2026/);
  });
});
