import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PaymentCalculator } from '@/components/calculator/payment-calculator';
import { calculatorCopy, f } from './support/words';

const DISCLAIMER = 'Calculations are estimates. Actual terms depend on property selection and developer policies.';

function setup() {
  const view = render(<PaymentCalculator copy={calculatorCopy} pattern={f.pattern} pluralLocale="en-GB" />);
  const price = screen.getByLabelText('Property price') as HTMLInputElement;
  const down = screen.getByLabelText('Down payment') as HTMLInputElement;
  const months = screen.getByLabelText('Payment period') as HTMLInputElement;
  const output = (input: HTMLInputElement) => {
    const el = view.container.querySelector(`output[for="${input.id}"]`);
    if (!el) throw new Error(`no <output> for #${input.id}`);
    return el;
  };
  const resultsRegion = view.container.querySelector('[aria-live="polite"]') as HTMLElement;
  expect(resultsRegion).not.toBeNull();
  /** The value shown in the results for the given label ("Down payment" / "Remaining balance"). */
  const result = (label: string) => {
    const dt = within(resultsRegion).getByText(label, { selector: 'dt' });
    return dt.nextElementSibling?.textContent;
  };
  const monthly = () => within(resultsRegion).getByText(/^€[\d,]+$/, { selector: 'dd span' }).textContent;
  const whatsApp = () => screen.getByRole('link', { name: 'Discuss this plan on WhatsApp' });
  return { ...view, price, down, months, output, resultsRegion, result, monthly, whatsApp };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/payment-plans');
});

describe('PaymentCalculator', () => {
  it('opens on €200,000, 35 % and 75 months with €70,000 / €130,000 / €1,733', () => {
    const { price, down, months, output, result, monthly, resultsRegion } = setup();

    expect(price.value).toBe('200000');
    expect(down.value).toBe('35');
    expect(months.value).toBe('75');
    expect(output(price)).toHaveTextContent('€200,000');
    expect(output(down)).toHaveTextContent('35%');
    expect(output(months)).toHaveTextContent('75 months');

    expect(result('Down payment')).toBe('€70,000');
    expect(result('Remaining balance')).toBe('€130,000');
    expect(monthly()).toBe('€1,733');
    expect(resultsRegion).toHaveTextContent('/month');
    expect(resultsRegion).toHaveTextContent('over 75 months');
    expect(within(resultsRegion).getByText('Monthly payment')).toBeInTheDocument();
    // Opening without a query leaves the address alone.
    expect(window.location.search).toBe('');
  });

  it('labels the sliders, gives their bounds and spells their values for assistive technology', () => {
    const { price, down, months } = setup();
    expect(price).toHaveAttribute('type', 'range');
    expect(price).toHaveAttribute('min', '50000');
    expect(price).toHaveAttribute('max', '500000');
    expect(price).toHaveAttribute('step', '10000');
    expect(down).toHaveAttribute('min', '20');
    expect(down).toHaveAttribute('max', '50');
    expect(down).toHaveAttribute('step', '5');
    expect(months).toHaveAttribute('min', '36');
    expect(months).toHaveAttribute('max', '100');
    expect(months).toHaveAttribute('step', '1');

    expect(price).toHaveAttribute('aria-valuetext', '€200,000');
    expect(down).toHaveAttribute('aria-valuetext', '35% (€70,000)');
    expect(months).toHaveAttribute('aria-valuetext', '75 months');
    expect(screen.getAllByRole('slider')).toHaveLength(3);
  });

  it('updates the results immediately when the price changes', () => {
    const { price, output, result, monthly } = setup();
    fireEvent.change(price, { target: { value: '300000' } });
    expect(price.value).toBe('300000');
    expect(output(price)).toHaveTextContent('€300,000');
    expect(price).toHaveAttribute('aria-valuetext', '€300,000');
    expect(result('Down payment')).toBe('€105,000');
    expect(result('Remaining balance')).toBe('€195,000');
    expect(monthly()).toBe('€2,600');
  });

  it('updates the results immediately when the down payment changes', () => {
    const { down, output, result, monthly } = setup();
    fireEvent.change(down, { target: { value: '50' } });
    expect(output(down)).toHaveTextContent('50%');
    expect(down).toHaveAttribute('aria-valuetext', '50% (€100,000)');
    expect(result('Down payment')).toBe('€100,000');
    expect(result('Remaining balance')).toBe('€100,000');
    expect(monthly()).toBe('€1,333'); // 100,000 / 75
  });

  it('updates the results immediately when the period is dragged to any month', () => {
    const { months, output, monthly, resultsRegion } = setup();
    fireEvent.change(months, { target: { value: '65' } });
    expect(months.value).toBe('65');
    expect(output(months)).toHaveTextContent('65 months');
    expect(resultsRegion).toHaveTextContent('over 65 months');
    expect(monthly()).toBe('€2,000'); // 130,000 / 65
  });

  it('moves the period 12 months per key, within 36..100, and always shows the value it uses', () => {
    const { months, output, monthly, resultsRegion } = setup();
    const expectMonths = (value: number, shownMonthly: string) => {
      expect(months.value).toBe(String(value));
      expect(output(months)).toHaveTextContent(`${value} months`);
      expect(months).toHaveAttribute('aria-valuetext', `${value} months`);
      expect(resultsRegion).toHaveTextContent(`over ${value} months`);
      expect(monthly()).toBe(shownMonthly);
    };

    months.focus();
    expect(months).toHaveFocus();

    expect(fireEvent.keyDown(months, { key: 'ArrowUp' })).toBe(false); // default prevented
    expectMonths(87, '€1,494'); // 130,000 / 87

    fireEvent.keyDown(months, { key: 'ArrowDown' });
    expectMonths(75, '€1,733');
    fireEvent.keyDown(months, { key: 'ArrowLeft' });
    expectMonths(63, '€2,063');

    fireEvent.keyDown(months, { key: 'Home' });
    expectMonths(36, '€3,611');
    fireEvent.keyDown(months, { key: 'ArrowDown' });
    expectMonths(36, '€3,611');
    fireEvent.keyDown(months, { key: 'ArrowUp' });
    expectMonths(48, '€2,708');
    fireEvent.keyDown(months, { key: 'ArrowRight' });
    expectMonths(60, '€2,167');
    fireEvent.keyDown(months, { key: 'PageUp' });
    expectMonths(72, '€1,806');

    fireEvent.keyDown(months, { key: 'End' });
    expectMonths(100, '€1,300');
    fireEvent.keyDown(months, { key: 'ArrowUp' });
    expectMonths(100, '€1,300');

    fireEvent.change(months, { target: { value: '96' } });
    fireEvent.keyDown(months, { key: 'ArrowUp' });
    expectMonths(100, '€1,300');
    fireEvent.keyDown(months, { key: 'PageDown' });
    expectMonths(88, '€1,477');
  });

  it('leaves other keys and shortcuts to the browser', () => {
    const { months } = setup();
    expect(fireEvent.keyDown(months, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(months, { key: 'ArrowLeft', altKey: true })).toBe(true);
    expect(months.value).toBe('75');
  });

  it('opens a shared plan from the URL, clamping bad values', () => {
    window.history.replaceState(null, '', '/payment-plans?price=-5&down=abc&months=999');
    const { price, down, months, output, result, monthly } = setup();
    expect(price.value).toBe('50000');
    expect(down.value).toBe('35');
    expect(months.value).toBe('100');
    expect(output(price)).toHaveTextContent('€50,000');
    expect(output(down)).toHaveTextContent('35%');
    expect(output(months)).toHaveTextContent('100 months');
    expect(result('Down payment')).toBe('€17,500');
    expect(result('Remaining balance')).toBe('€32,500');
    expect(monthly()).toBe('€325');
  });

  it('opens a valid shared plan exactly as written', () => {
    window.history.replaceState(null, '', '/payment-plans?price=300000&down=40&months=87');
    const { price, down, months, result, monthly } = setup();
    expect([price.value, down.value, months.value]).toEqual(['300000', '40', '87']);
    expect(result('Down payment')).toBe('€120,000');
    expect(result('Remaining balance')).toBe('€180,000');
    expect(monthly()).toBe('€2,069');
  });

  it('writes every change into the URL query, keeping the path, hash and other parameters', () => {
    window.history.replaceState(null, '', '/payment-plans?utm_source=fb#calculator');
    const { price, down, months } = setup();

    fireEvent.change(price, { target: { value: '300000' } });
    expect(window.location.pathname).toBe('/payment-plans');
    expect(window.location.hash).toBe('#calculator');
    const params = () => new URLSearchParams(window.location.search);
    expect(params().get('utm_source')).toBe('fb');
    expect(params().get('price')).toBe('300000');
    expect(params().get('down')).toBe('35');
    expect(params().get('months')).toBe('75');

    fireEvent.change(down, { target: { value: '25' } });
    expect(params().get('down')).toBe('25');
    fireEvent.keyDown(months, { key: 'ArrowUp' });
    expect(params().get('months')).toBe('87');
  });

  it('writes exactly price, down and months when the page had no query', () => {
    const { price } = setup();
    fireEvent.change(price, { target: { value: '250000' } });
    expect(window.location.search).toBe('?price=250000&down=35&months=75');
  });

  it('keeps working when the browser refuses to rewrite the URL', () => {
    jest.useFakeTimers();
    const spy = jest.spyOn(window.history, 'replaceState').mockImplementationOnce(() => {
      throw new DOMException('Too many calls', 'SecurityError');
    });
    try {
      const { price, monthly } = setup();
      fireEvent.change(price, { target: { value: '300000' } });
      expect(monthly()).toBe('€2,600');
      expect(window.location.search).toBe('');
      jest.advanceTimersByTime(1000);
      expect(window.location.search).toBe('?price=300000&down=35&months=75');
    } finally {
      spy.mockRestore();
      jest.useRealTimers();
    }
  });

  it('prefills the WhatsApp link with the current plan', () => {
    const { price, months, whatsApp } = setup();
    const link = whatsApp();
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    const text = () => new URL(whatsApp().getAttribute('href') ?? '').searchParams.get('text');
    expect(text()).toBe(
      'Hi! I used your payment calculator: a €200,000 property with 35% down (€70,000), €130,000 over 75 months, about €1,733 a month. Can you show me properties that fit this plan?',
    );

    fireEvent.change(price, { target: { value: '300000' } });
    fireEvent.keyDown(months, { key: 'ArrowUp' });
    const href = whatsApp().getAttribute('href') ?? '';
    expect(href).toContain(encodeURIComponent('€300,000'));
    expect(href).toContain(encodeURIComponent('35% down (€105,000)'));
    expect(href).toContain(encodeURIComponent('€195,000 over 87 months'));
    expect(href).toContain(encodeURIComponent('about €2,241 a month')); // 195,000 / 87 = 2241.4
  });

  it('pre-renders the opening plan on the server, then adopts the URL plan after hydration', async () => {
    window.history.replaceState(null, '', '/payment-plans?price=300000&down=40&months=87');
    const html = renderToString(<PaymentCalculator copy={calculatorCopy} pattern={f.pattern} pluralLocale="en-GB" />);
    // The static HTML never depends on the query: visitors without JavaScript see the opening plan.
    expect(html).toContain('€70,000');
    expect(html).toContain('€130,000');
    expect(html).toContain('€1,733');
    expect(html).not.toContain('€2,069');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, <PaymentCalculator copy={calculatorCopy} pattern={f.pattern} pluralLocale="en-GB" />);
      });
      expect(errors).not.toHaveBeenCalled(); // no hydration mismatch
      expect(container).toHaveTextContent('€120,000');
      expect(container).toHaveTextContent('€180,000');
      expect(container).toHaveTextContent('€2,069');
      expect((within(container).getByLabelText('Payment period') as HTMLInputElement).value).toBe('87');
    } finally {
      act(() => root?.unmount());
      errors.mockRestore();
      container.remove();
    }
  });

  it('shows the disclaimer', () => {
    setup();
    expect(screen.getByText(DISCLAIMER)).toBeInTheDocument();
  });
});
