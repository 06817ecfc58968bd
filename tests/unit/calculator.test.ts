import {
  mortgageMonthlyPayment,
  CALCULATOR_LIMITS,
  INITIAL_PLAN,
  calculatePlan,
  downPaymentAmount,
  mergePlanIntoQuery,
  monthlyPayment,
  normalizePlan,
  parsePlanQuery,
  planPlaceholders,
  planToQuery,
  remainingBalance,
  stepMonths,
  type Plan,
} from '@/lib/calculator';
import { calculatorCopy, f } from './support/words';

const formatEuro = f.euro;
import { fillTemplate } from '@/lib/i18n/message';
import { createFormat } from '@/lib/i18n/format';

describe('limits', () => {
  it('opens, with no plan in the address, at €200,000, 35% and 75 months', () => {
    expect(parsePlanQuery('')).toEqual({ price: 200_000, downPercent: 35, months: 75 });
    expect(parsePlanQuery('')).toEqual(INITIAL_PLAN);
  });

  it('keeps every plan within the brief: €50,000-500,000, 20-50% and 36-100 months', () => {
    expect(normalizePlan({ price: 1, downPercent: 1, months: 1 })).toEqual({ price: 50_000, downPercent: 20, months: 36 });
    expect(normalizePlan({ price: 9e9, downPercent: 99, months: 999 })).toEqual({ price: 500_000, downPercent: 50, months: 100 });
  });

  it('moves the price in steps of €10,000 and the down payment in steps of 5%', () => {
    expect(normalizePlan({ price: 213_000, downPercent: 37, months: 75 })).toMatchObject({ price: 210_000, downPercent: 35 });
    expect(normalizePlan({ price: 215_000, downPercent: 38, months: 75 })).toMatchObject({ price: 220_000, downPercent: 40 });
    expect(CALCULATOR_LIMITS.months.step).toBe(12);
  });
});

describe('maths', () => {
  it('splits the price into down payment, balance and interest-free instalments', () => {
    expect(downPaymentAmount(200_000, 35)).toBe(70_000);
    expect(downPaymentAmount(300_000, 35)).toBe(105_000);
    expect(downPaymentAmount(50_000, 20)).toBe(10_000);
    expect(remainingBalance(200_000, 70_000)).toBe(130_000);
    expect(monthlyPayment(130_000, 75)).toBeCloseTo(1733.333, 3);
    expect(monthlyPayment(195_000, 75)).toBe(2600);
  });

  it('gives the opening plan: €70,000 down, €130,000 balance, €1,733 a month over 75 months', () => {
    const result = calculatePlan(INITIAL_PLAN);
    expect(result.downPayment).toBe(70_000);
    expect(result.remainingBalance).toBe(130_000);
    expect(result.monthlyPayment).toBeCloseTo(1733.33, 2);
    expect(Math.round(result.monthlyPayment)).toBe(1733);
    expect(formatEuro(result.monthlyPayment)).toBe('€1,733');
    expect(formatEuro(result.downPayment)).toBe('€70,000');
    expect(formatEuro(result.remainingBalance)).toBe('€130,000');
  });

  it('shows the monthly amount in whole euros, rounding halves up', () => {
    // 130,000 / 87 = 1494.25…; 130,000 / 48 = 2708.33…; 130,000 / 36 = 3611.11…
    expect(formatEuro(calculatePlan({ ...INITIAL_PLAN, months: 87 }).monthlyPayment)).toBe('€1,494');
    expect(formatEuro(calculatePlan({ ...INITIAL_PLAN, months: 48 }).monthlyPayment)).toBe('€2,708');
    expect(formatEuro(calculatePlan({ ...INITIAL_PLAN, months: 36 }).monthlyPayment)).toBe('€3,611');
    // 39,000 × 0.8 = 31,200 over 64 months = 487.5 → €488
    expect(formatEuro(calculatePlan({ price: 39_000, downPercent: 20, months: 64 }).monthlyPayment)).toBe('€488');
    // 500,000 at 20 % over 36 months = 11,111.11…
    expect(formatEuro(calculatePlan({ price: 500_000, downPercent: 20, months: 36 }).monthlyPayment)).toBe('€11,111');
  });

  it('refuses a period that is not a positive number of months', () => {
    expect(() => monthlyPayment(1000, 0)).toThrow(RangeError);
    expect(() => monthlyPayment(1000, -12)).toThrow(RangeError);
    expect(() => monthlyPayment(1000, Number.NaN)).toThrow(RangeError);
  });
});

describe('normalizePlan', () => {
  it('keeps a valid plan as it is', () => {
    const plan: Plan = { price: 310_000, downPercent: 45, months: 61 };
    expect(normalizePlan(plan)).toEqual(plan);
  });

  it('clamps and snaps each field', () => {
    expect(normalizePlan({ price: 123_456, downPercent: 37, months: 60.4 })).toEqual({ price: 120_000, downPercent: 35, months: 60 });
    expect(normalizePlan({ price: 10, downPercent: 0, months: 1 })).toEqual({ price: 50_000, downPercent: 20, months: 36 });
    expect(normalizePlan({ price: 1e12, downPercent: 99, months: 999 })).toEqual({ price: 500_000, downPercent: 50, months: 100 });
  });

  it('uses the opening value for non-finite fields', () => {
    expect(normalizePlan({ price: Number.NaN, downPercent: Infinity, months: -Infinity })).toEqual(INITIAL_PLAN);
  });
});

describe('stepMonths (period keyboard rule)', () => {
  it.each([
    [75, 'ArrowUp', 87],
    [75, 'ArrowRight', 87],
    [75, 'PageUp', 87],
    [75, 'ArrowDown', 63],
    [75, 'ArrowLeft', 63],
    [75, 'PageDown', 63],
    [36, 'ArrowUp', 48],
    [96, 'ArrowUp', 100],
    [100, 'ArrowUp', 100],
    [40, 'ArrowDown', 36],
    [36, 'ArrowDown', 36],
    [75, 'Home', 36],
    [75, 'End', 100],
  ])('%i + %s → %i', (from, key, to) => {
    expect(stepMonths(from, key)).toBe(to);
  });

  it('ignores other keys', () => {
    expect(stepMonths(75, 'Tab')).toBeNull();
    expect(stepMonths(75, 'a')).toBeNull();
  });
});

describe('parsePlanQuery', () => {
  const parse = (query: string) => parsePlanQuery(query);

  it('reads a valid query, with or without the leading "?", and from URLSearchParams', () => {
    const expected = { price: 300_000, downPercent: 40, months: 60 };
    expect(parse('price=300000&down=40&months=60')).toEqual(expected);
    expect(parse('?price=300000&down=40&months=60')).toEqual(expected);
    expect(parsePlanQuery(new URLSearchParams({ price: '300000', down: '40', months: '60' }))).toEqual(expected);
  });

  it('opens with the default plan when the query is empty or has no plan', () => {
    expect(parse('')).toEqual(INITIAL_PLAN);
    expect(parse('?utm_source=facebook')).toEqual(INITIAL_PLAN);
  });

  it('accepts every whole month from 36 to 100, including the opening 75 and the top 100', () => {
    for (let months = 36; months <= 100; months += 1) {
      expect(parse(`months=${months}`).months).toBe(months);
    }
  });

  it('clamps values below the minimum to the minimum', () => {
    expect(parse('price=-5&down=-10&months=-1')).toEqual({ price: 50_000, downPercent: 20, months: 36 });
    expect(parse('price=0&down=0&months=0')).toEqual({ price: 50_000, downPercent: 20, months: 36 });
    expect(parse('price=49999&down=19&months=35')).toEqual({ price: 50_000, downPercent: 20, months: 36 });
  });

  it('clamps values above the maximum to the maximum', () => {
    expect(parse('price=1e12&down=1e12&months=1e12')).toEqual({ price: 500_000, downPercent: 50, months: 100 });
    expect(parse('price=510000&down=55&months=101')).toEqual({ price: 500_000, downPercent: 50, months: 100 });
    expect(parse('price=999999999&down=100&months=999')).toEqual({ price: 500_000, downPercent: 50, months: 100 });
  });

  it('snaps the price to the nearest €10,000 from €50,000', () => {
    expect(parse('price=123456').price).toBe(120_000);
    expect(parse('price=126000').price).toBe(130_000);
    expect(parse('price=125000').price).toBe(130_000); // tie rounds up
    expect(parse('price=54999').price).toBe(50_000);
    expect(parse('price=499999.99').price).toBe(500_000);
  });

  it('snaps the down payment to the nearest 5 %, ties rounding up', () => {
    expect(parse('down=37').downPercent).toBe(35);
    expect(parse('down=38').downPercent).toBe(40);
    expect(parse('down=37.5').downPercent).toBe(40);
    expect(parse('down=22.4').downPercent).toBe(20);
    expect(parse('down=22.5').downPercent).toBe(25);
    expect(parse('down=12.5').downPercent).toBe(20);
  });

  it('rounds a fractional period to the nearest whole month, ties up', () => {
    expect(parse('months=60.4').months).toBe(60);
    expect(parse('months=60.5').months).toBe(61);
    expect(parse('months=74.6').months).toBe(75);
    expect(parse('months=12.5').months).toBe(36);
    expect(parse('months=99.9').months).toBe(100);
  });

  it.each(['abc', '', ' ', 'NaN', 'Infinity', '-Infinity', '1e400', '0x10', '1,000', '200000abc', '€200000'])(
    'falls back to the opening value for %p',
    (bad) => {
      const value = encodeURIComponent(bad);
      expect(parse(`price=${value}&down=${value}&months=${value}`)).toEqual(INITIAL_PLAN);
    },
  );

  it('treats each field on its own', () => {
    expect(parse('price=-5&down=abc&months=999')).toEqual({ price: 50_000, downPercent: 35, months: 100 });
    expect(parse('price=&down=45')).toEqual({ price: 200_000, downPercent: 45, months: 75 });
  });

  it('uses the first of repeated keys and tolerates surrounding spaces', () => {
    expect(parse('price=300000&price=400000').price).toBe(300_000);
    expect(parse('price=%20300000%20').price).toBe(300_000);
  });
});

describe('planToQuery', () => {
  it('writes price, down and months in that order', () => {
    expect(planToQuery(INITIAL_PLAN)).toBe('price=200000&down=35&months=75');
    expect(planToQuery({ price: 300_000, downPercent: 40, months: 87 })).toBe('price=300000&down=40&months=87');
  });

  it('writes only valid values', () => {
    expect(planToQuery({ price: 123_456, downPercent: 38, months: 12.5 })).toBe('price=120000&down=40&months=36');
  });

  it('round-trips through parsePlanQuery', () => {
    const plans: Plan[] = [
      INITIAL_PLAN,
      { price: 50_000, downPercent: 20, months: 36 },
      { price: 500_000, downPercent: 50, months: 100 },
      { price: 270_000, downPercent: 25, months: 87 },
    ];
    for (const plan of plans) {
      expect(parsePlanQuery(planToQuery(plan))).toEqual(plan);
    }
    // And a messy query settles after one pass.
    const once = planToQuery(parsePlanQuery('price=123456&down=abc&months=1e12'));
    expect(once).toBe('price=120000&down=35&months=100');
    expect(planToQuery(parsePlanQuery(once))).toBe(once);
  });

  it('mergePlanIntoQuery keeps unrelated parameters and replaces old plan values', () => {
    expect(mergePlanIntoQuery('?utm_source=fb&price=1', INITIAL_PLAN)).toBe('utm_source=fb&price=200000&down=35&months=75');
    expect(mergePlanIntoQuery('', INITIAL_PLAN)).toBe('price=200000&down=35&months=75');
  });
});

describe('the plan in words', () => {
  const message = (plan: Plan) =>
    fillTemplate(calculatorCopy.whatsAppMessage, { ...planPlaceholders(plan, f.pattern), period: f.plural(plan.months, calculatorCopy.monthsValue) });

  it('fills the WhatsApp message with the opening plan', () => {
    expect(message(INITIAL_PLAN)).toBe(
      'Hi! I used your payment calculator: a €200,000 property with 35% down (€70,000), €130,000 over 75 months, about €1,733 a month. Can you show me properties that fit this plan?',
    );
  });

  it('carries price, deposit, months and the monthly amount of any plan', () => {
    const text = message({ price: 300_000, downPercent: 40, months: 87 });
    expect(text).toContain('€300,000');
    expect(text).toContain('40% down');
    expect(text).toContain('(€120,000)');
    expect(text).toContain('€180,000 over 87 months');
    expect(text).toContain('about €2,069 a month'); // 180,000 / 87 = 2068.97
  });

  it('writes the figures the way the page language does', () => {
    expect(planPlaceholders(INITIAL_PLAN, createFormat('de').pattern)).toMatchObject({ price: '200.000\u00a0€', monthly: '1.733\u00a0€' });
  });

  it('fillTemplate replaces every occurrence and leaves unknown names alone', () => {
    expect(fillTemplate('{a} and {a}, {b}', { a: 'x' })).toBe('x and x, {b}');
    expect(fillTemplate('{toString}', {})).toBe('{toString}');
  });
});

describe('mortgageMonthlyPayment', () => {
  it('charges interest where the developer plan does not', () => {
    // €120,000 over 15 years at 7%: the textbook annuity is €1,078.59 a month.
    expect(mortgageMonthlyPayment(120_000, 7, 180)).toBeCloseTo(1078.59, 2);
    expect(mortgageMonthlyPayment(120_000, 0, 180)).toBeCloseTo(666.67, 2);
  });
});
