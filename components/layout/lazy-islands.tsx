'use client';

import { Suspense, useCallback, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { CodeFailed, lazyIsland } from './late-code';
import type { TestimonialCarousel as Carousel } from '@/components/sections/testimonial-carousel';
import type { BrochureDialog as Brochure } from '@/components/brochure/brochure-dialog';
import type { RequestForm as Request } from '@/components/lead/request-form';
import type { PaymentCalculator as Calculator } from '@/components/calculator/payment-calculator';
import type { WhatsAppPopup as Popup } from '@/components/whatsapp/whatsapp-popup';
import type { LanguageSuggestion as Suggestion } from './language-suggestion';
import type { Analytics as SiteAnalytics } from '@/components/analytics/analytics';
import { LATE_ATTRIBUTE, replayHeldTaps } from '@/lib/hydration-protocol';
import { changedBeforeHydration, type Field } from '@/lib/changed-fields';

/*
 * Late islands: their code is not part of the page's first JavaScript. Each sits in a Suspense
 * boundary around a React.lazy component: the server renders it (or nothing, for the popup and the
 * language suggestion, which show only later), React hydrates the rest of the page first and leaves
 * the boundary's HTML in place until its code has arrived, then hydrates it.
 *
 * React drops a click on a boundary it cannot hydrate yet, so the page's loader
 * (lib/hydration-protocol.ts) holds taps on buttons inside a late island and this gives them again
 * once the boundary has hydrated. A slider moved or a field typed in before then keeps its value,
 * and each field that differs from what the server rendered announces its change again on
 * hydration, so the island takes it up.
 *
 * Code that fails to load is asked for again; if it still fails, the island shows its `fallback`
 * (a WhatsApp link, the quotes as a list) instead of buttons that would never work.
 */

/** Renders nothing; its effect runs once the boundary around it has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/**
 * Makes the island see a change the visitor made before it hydrated. React hydrates a field with
 * the value it finds in the page, so the field is first set back to what the server rendered
 * (through its own setter, which React watches) and then to the visitor's value (through the
 * browser's, which it does not) before the event goes out: the same way a test fires a change.
 */
function announceChange(field: Field) {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && field.type === 'radio') {
    // The radio the visitor chose says so; the one they moved away from (served checked) says nothing,
    // since a click on it would choose it again.
    if (!field.checked) return;
    field.checked = false;
    field.click();
    return;
  }
  if (field instanceof HTMLInputElement && field.type === 'checkbox') {
    const chosen = field.checked;
    field.checked = !chosen;
    field.click();
    return;
  }
  const typed = field.value;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function LateIsland({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [late, setLate] = useState(true);

  const hydrated = useCallback(() => {
    for (const field of box.current?.querySelectorAll<Field>('input, select, textarea') ?? []) {
      if (changedBeforeHydration(field)) announceChange(field);
    }
    setLate(false);
  }, []);
  const failed = useCallback(() => setLate(false), []);

  useEffect(() => {
    if (!late) replayHeldTaps();
  }, [late]);

  return (
    <div ref={box} className="contents" {...{ [LATE_ATTRIBUTE]: late ? '' : undefined }}>
      <CodeFailed fallback={fallback} onFailed={failed}>
        <Suspense>
          {children}
          <Hydrated onHydrated={hydrated} />
        </Suspense>
      </CodeFailed>
    </div>
  );
}

const LazyCarousel = lazyIsland(() => import('@/components/sections/testimonial-carousel').then((module) => module.TestimonialCarousel));
const LazyCalculator = lazyIsland(() => import('@/components/calculator/payment-calculator').then((module) => module.PaymentCalculator));
const LazyBrochure = lazyIsland(() => import('@/components/brochure/brochure-dialog').then((module) => module.BrochureDialog));
const LazyRequest = lazyIsland(() => import('@/components/lead/request-form').then((module) => module.RequestForm));
const LazyPopup = lazyIsland(() => import('@/components/whatsapp/whatsapp-popup').then((module) => module.WhatsAppPopup));
const LazyAnalytics = lazyIsland(() => import('@/components/analytics/analytics').then((module) => module.Analytics));
const LazySuggestion = lazyIsland(() => import('./language-suggestion').then((module) => module.LanguageSuggestion));

/** The testimonial carousel of Home; without its code, every quote as a plain list. */
export function LateTestimonialCarousel(props: ComponentProps<typeof Carousel>) {
  const quotes = (
    <ul className="mx-auto grid max-w-3xl gap-6">
      {props.testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <figure className="rounded-card bg-white p-6 shadow-sm">
            <blockquote className="text-lg text-ink">{testimonial.text}</blockquote>
            <figcaption className="mt-3 text-sm font-semibold text-sea-900">
              {testimonial.name}, {testimonial.location}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
  return (
    <LateIsland fallback={quotes}>
      <LazyCarousel {...props} />
    </LateIsland>
  );
}

/** The brochure button and form; `fallback` (a WhatsApp link) when their code cannot load. */
export function LateBrochureDialog({ fallback, ...props }: ComponentProps<typeof Brochure> & { fallback: ReactNode }) {
  return (
    <LateIsland fallback={fallback}>
      <LazyBrochure {...props} />
    </LateIsland>
  );
}

/** A viewing request or a request for new homes like a search's; `fallback` (a WhatsApp link) when its code cannot load. */
export function LateRequestForm({ fallback, ...props }: ComponentProps<typeof Request> & { fallback: ReactNode }) {
  return (
    <LateIsland fallback={fallback}>
      <LazyRequest {...props} />
    </LateIsland>
  );
}

/** The payment calculator; `fallback` (a WhatsApp link) when its code cannot load. */
export function LatePaymentCalculator({ fallback, ...props }: ComponentProps<typeof Calculator> & { fallback: ReactNode }) {
  return (
    <LateIsland fallback={fallback}>
      <LazyCalculator {...props} />
    </LateIsland>
  );
}

/** The WhatsApp popup: nothing in the HTML; it opens 5 s after the page opened. */
export function LateWhatsAppPopup(props: ComponentProps<typeof Popup>) {
  return (
    <LateIsland>
      <LazyPopup {...props} />
    </LateIsland>
  );
}

/** The language suggestion of English pages: nothing in the HTML; it decides in the browser. */
export function LateLanguageSuggestion(props: ComponentProps<typeof Suggestion>) {
  return (
    <LateIsland>
      <LazySuggestion {...props} />
    </LateIsland>
  );
}

/** The site's analytics, rendered only where they are configured: nothing in the HTML, its code after hydration. */
export function LateAnalytics(props: ComponentProps<typeof SiteAnalytics>) {
  return (
    <LateIsland>
      <LazyAnalytics {...props} />
    </LateIsland>
  );
}
