'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { CalculatorCopy } from '@/content/types';
import {
  CALCULATOR_LIMITS,
  mergePlanIntoQuery,
  normalizePlan,
  parsePlanQuery,
  planPlaceholders,
  stepMonths,
  type Plan,
} from '@/lib/calculator';
import { formatEuroWith, formatWhole, type NumberPattern } from '@/lib/i18n/number-pattern';
import { fillTemplate, pluralForm, type PluralForms } from '@/lib/i18n/message';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';

type Props = {
  copy: CalculatorCopy;
  /** The page's number formats, read on the server, so figures here match the pre-rendered ones. */
  pattern: NumberPattern;
  /** The page's language tag, for choosing plural forms ("1 месяц", "75 месяцев"). */
  pluralLocale: string;
};

function pluralText(forms: PluralForms, count: number, rules: Intl.PluralRules, pattern: NumberPattern): string {
  return pluralForm(forms, count, rules, (n) => formatWhole(n, pattern));
}

// The server renders the opening plan; the browser re-renders from the query right after hydration
// (useSearchParams would make a static export render the whole page on the client).
function subscribeToUrl(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}
const readSearch = () => window.location.search;
const readServerSearch = () => '';

/** Returns false when the browser refuses: Safari throttles rapid replaceState calls while dragging. */
function writePlanToUrl(plan: Plan): boolean {
  const { pathname, search, hash } = window.location;
  const query = mergePlanIntoQuery(search, plan);
  if (`?${query}` === search) return true;
  try {
    window.history.replaceState(null, '', `${pathname}?${query}${hash}`);
    return true;
  } catch {
    return false;
  }
}

const URL_RETRY_MS = 1000;

export function PaymentCalculator({ copy, pattern, pluralLocale }: Props) {
  const rules = new Intl.PluralRules(pluralLocale);
  const search = useSyncExternalStore(subscribeToUrl, readSearch, readServerSearch);
  /** The buyer's own choice; until they touch a slider the plan comes from the URL. */
  const [chosen, setChosen] = useState<Plan | null>(null);
  const plan = chosen ?? parsePlanQuery(search);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const headingId = useId();

  useEffect(() => {
    const pending = retry;
    return () => clearTimeout(pending.current);
  }, []);

  function update(next: Plan) {
    const valid = normalizePlan(next);
    setChosen(valid);
    clearTimeout(retry.current);
    if (!writePlanToUrl(valid)) {
      retry.current = setTimeout(() => writePlanToUrl(valid), URL_RETRY_MS);
    }
  }

  /*
   * Payment period keyboard rule. The brief's "36 to 100 months in steps of 12" contradicts itself
   * (that scale can neither hold the opening 75 nor reach 100). Our reading: the period is any whole
   * month from 36 to 100 (the input is step=1, so pointer dragging may land on any month) and opens at
   * 75; the keyboard moves it 12 months at a time, clamped to 36..100 — arrows and PageUp/PageDown
   * ±12, Home 36, End 100 (36 → 48, 75 → 87 or 63, 96 → 100). The number shown is always the slider's
   * value, and the results always use it.
   */
  function onMonthsKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = stepMonths(plan.months, event.key);
    if (next === null) return;
    event.preventDefault();
    update({ ...plan, months: next });
  }

  const monthsText = (months: number) => pluralText(copy.monthsValue, months, rules, pattern);
  const values = { ...planPlaceholders(plan, pattern), period: monthsText(plan.months) };
  const percentText = (percent: number) => fillTemplate(copy.downValue, { percent: formatWhole(percent, pattern) });
  const { price, down, months } = CALCULATOR_LIMITS;

  return (
    <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
      <div className="space-y-8 rounded-card bg-white p-6 shadow-card ring-1 ring-sea-100 sm:p-8">
        <RangeField
          label={copy.priceLabel}
          value={plan.price}
          min={price.min}
          max={price.max}
          step={price.step}
          display={values.price}
          valueText={values.price}
          minText={formatEuroWith(price.min, pattern)}
          maxText={formatEuroWith(price.max, pattern)}
          onValue={(value) => update({ ...plan, price: value })}
        />
        <RangeField
          label={copy.downLabel}
          value={plan.downPercent}
          min={down.min}
          max={down.max}
          step={down.step}
          display={fillTemplate(copy.downValue, values)}
          valueText={fillTemplate(copy.downValueText, values)}
          minText={percentText(down.min)}
          maxText={percentText(down.max)}
          onValue={(value) => update({ ...plan, downPercent: value })}
        />
        <RangeField
          label={copy.monthsLabel}
          value={plan.months}
          min={months.min}
          max={months.max}
          step={1}
          display={monthsText(plan.months)}
          valueText={monthsText(plan.months)}
          minText={monthsText(months.min)}
          maxText={monthsText(months.max)}
          onValue={(value) => update({ ...plan, months: value })}
          onKeyDown={onMonthsKeyDown}
        />
      </div>

      <section aria-labelledby={headingId} className="rounded-card bg-sea-950 p-6 text-white shadow-card sm:p-8">
        <h3 id={headingId} className="text-lg font-semibold">
          {copy.resultsHeading}
        </h3>
        <div aria-live="polite">
          <dl className="mt-4">
            <div className="flex items-baseline justify-between gap-4 border-b border-white/15 py-3">
              <dt className="text-sea-100">{copy.downPaymentResult}</dt>
              <dd className="text-lg font-semibold tabular-nums">{values.downPayment}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4 border-b border-white/15 py-3">
              <dt className="text-sea-100">{copy.balanceResult}</dt>
              <dd className="text-lg font-semibold tabular-nums">{values.balance}</dd>
            </div>
            <div className="pt-6">
              <dt className="text-sea-100">{copy.monthlyResult}</dt>
              <dd className="mt-1">
                <span className="text-4xl font-bold tracking-tight tabular-nums sm:text-5xl">{values.monthly}</span>
                <span className="ms-1 text-lg text-sea-100">{copy.perMonth}</span>
                <span className="mt-1 block text-sm text-sea-100">{pluralText(copy.overMonths, plan.months, rules, pattern)}</span>
              </dd>
            </div>
          </dl>
        </div>
        <WhatsAppLink
          message={fillTemplate(copy.whatsAppMessage, values)}
          size="lg"
          className="mt-8 w-full max-sm:px-4"
          cta="calculator"
          plan={`${plan.price}/${plan.downPercent}/${plan.months}`}
        >
          {copy.whatsAppCta}
        </WhatsAppLink>
        <p className="mt-4 text-sm text-sea-100">{copy.disclaimer}</p>
      </section>
    </div>
  );
}

type RangeFieldProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** The value beside the label. */
  display: string;
  /** What assistive technology announces for the slider's value. */
  valueText: string;
  minText: string;
  maxText: string;
  onValue: (value: number) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
};

function RangeField({ label, value, min, max, step, display, valueText, minText, maxText, onValue, onKeyDown }: RangeFieldProps) {
  const id = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="font-semibold text-ink">
          {label}
        </label>
        {/* aria-live="off": the slider announces its own value; the results panel is the live region. */}
        <output htmlFor={id} aria-live="off" className="text-lg font-bold text-sea-700 tabular-nums">
          {display}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onValue(Number(event.currentTarget.value))}
        onKeyDown={onKeyDown}
        className="mt-2 block min-h-11 w-full cursor-pointer accent-sea-700"
      />
      <div aria-hidden="true" className="flex justify-between text-sm text-muted">
        <span>{minText}</span>
        <span>{maxText}</span>
      </div>
    </div>
  );
}
