import { createFormat } from '@/lib/i18n/format';
import {
  annualRentalIncome,
  monthlyRentalIncome,
  purchaseCostBreakdown,
  purchaseCostPlaceholders,
  purchaseCostTable,
  rentalIncomeOverYears,
  rentalScenario,
  rentalScenarioFigures,
  mortgageComparisonTotal,
  purchaseCostLines,
  purchaseCostTotal,
  type PurchaseCost,
} from '@/lib/scenarios';
import { localeCodes } from '@/content/locales';
import { purchaseCostExample, rentalScenarios, scenarioYears } from '@/content/facts/examples';
import { en } from '@/content/en';
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
    expect([1, 2, 5].map((n) => label('he', n))).toEqual(['הכנסה על פני שנה אחת', 'הכנסה על פני שנתיים', 'הכנסה על פני 5 שנים']);
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
      const breakdown = purchaseCostBreakdown(price, purchaseCostExample.items);
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

describe('the cost example in the buying guide', () => {
  const breakdown = purchaseCostBreakdown(purchaseCostExample.price, purchaseCostExample.items);

  it('itemises a €200,000 purchase: 6% transfer tax, 0.5% stamp duty, 1% legal fees, €500 permission, €200 admin', () => {
    expect(purchaseCostExample.price).toBe(200_000);
    expect(breakdown.items.map(({ cost, amount }) => [guideCosts.items[cost.id as keyof typeof guideCosts.items], amount])).toEqual([
      ['Transfer tax', 12_000],
      ['Stamp duty', 1_000],
      ['Legal fees', 2_000],
      ['Purchase permission', 500],
      ['Title deed and registration admin', 200],
    ]);
  });

  it('totals €215,700: €15,700 of additional costs, 7.85% of the price', () => {
    expect(breakdown.additionalCosts).toBe(15_700);
    expect(breakdown.additionalPercent).toBe(7.85);
    expect(breakdown.total).toBe(215_700);
    expect(purchaseCostPlaceholders(breakdown, f)).toEqual({
      price: '€200,000',
      extra: '€15,700',
      percent: '7.85%',
      total: '€215,700',
    });
  });

  it('shows the table a reader sees, row by row', () => {
    const table = purchaseCostTable(breakdown, guideCosts.table.labels, guideCosts.items, f);
    expect(table.rows).toEqual([
      { label: 'Transfer tax', basis: '6% of the price', amount: '€12,000' },
      { label: 'Stamp duty', basis: '0.5% of the price', amount: '€1,000' },
      { label: 'Legal fees', basis: '1% of the price', amount: '€2,000' },
      { label: 'Purchase permission', basis: 'Fixed fee', amount: '€500' },
      { label: 'Title deed and registration admin', basis: 'Fixed fee', amount: '€200' },
    ]);
    expect(table.summary).toEqual([
      { label: 'Additional costs', basis: '7.85% of the price', amount: '€15,700' },
      { label: 'Purchase price', basis: '', amount: '€200,000' },
    ]);
    expect(table.total).toEqual({ label: 'Total cost', basis: '', amount: '€215,700' });
  });
});

describe('sentences that quote the cost example’s total', () => {
  /** Every string a language's words produce, functions called with that language's format and figures. */
  function sentences(value: unknown, context: ReturnType<typeof pageContext>): string[] {
    if (typeof value === 'string') return [value];
    if (typeof value === 'function') return sentences(value(context.f, context.v), context);
    if (value && typeof value === 'object') return Object.values(value).flatMap((child) => sentences(child, context));
    return [];
  }

  it.each(localeCodes)('name every line of it in %s, the stamp duty and the admin fee included', (locale) => {
    const context = pageContext(locale);
    const format = context.f;
    const quoting = sentences(getDictionary(locale), context).filter((text) => text.includes(format.euro(purchaseCostTotal)));
    expect(quoting.length).toBeGreaterThan(0);
    for (const text of quoting) {
      for (const line of Object.values(purchaseCostLines)) expect(text).toContain(format.euro(line.amount));
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
