'use client';

import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import type { TestimonialCarousel as Carousel } from '@/components/sections/testimonial-carousel';
import type { BrochureDialog as Brochure } from '@/components/brochure/brochure-dialog';
import type { PaymentCalculator as Calculator } from '@/components/calculator/payment-calculator';

/*
 * Islands that are in the page's HTML but whose code is not part of its first JavaScript: each sits
 * in a Suspense boundary around a React.lazy component. The server renders them whole; in the
 * browser React hydrates the rest of the page first and leaves each boundary's server HTML in place
 * until its code has arrived, then hydrates it.
 *
 * React 19 drops a click on a boundary it cannot hydrate yet, so the page's loader
 * (scripts/hero-first.mjs) holds taps on buttons inside `[data-late]` and this gives them again once
 * the boundary has hydrated: a tap before the code arrives is never lost
 * (tests/e2e/lazy-islands.spec.ts). A slider moved or a field typed in before then keeps its new
 * value in the page, and on hydration each field that differs from what the server rendered
 * announces its change again, so the island takes it up.
 */

/** Renders nothing; its effect runs once the boundary around it has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Whether the visitor changed a field from what the server rendered. */
function changedBeforeHydration(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
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
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
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

function LateIsland({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [late, setLate] = useState(true);

  const hydrated = useCallback(() => {
    for (const field of box.current?.querySelectorAll<Field>('input, select, textarea') ?? []) {
      if (changedBeforeHydration(field)) announceChange(field);
    }
    setLate(false);
  }, []);

  useEffect(() => {
    if (!late) (window as Window & { __replayHeldTaps?: () => void }).__replayHeldTaps?.();
  }, [late]);

  return (
    <div ref={box} className="contents" data-late={late ? '' : undefined}>
      <Suspense>
        {children}
        <Hydrated onHydrated={hydrated} />
      </Suspense>
    </div>
  );
}

const LazyCarousel = lazy(() => import('@/components/sections/testimonial-carousel').then((module) => ({ default: module.TestimonialCarousel })));
const LazyCalculator = lazy(() => import('@/components/calculator/payment-calculator').then((module) => ({ default: module.PaymentCalculator })));
const LazyBrochure = lazy(() => import('@/components/brochure/brochure-dialog').then((module) => ({ default: module.BrochureDialog })));

/** The testimonial carousel of Home, hydrated when its code arrives. */
export function DeferredTestimonialCarousel(props: ComponentProps<typeof Carousel>) {
  return (
    <LateIsland>
      <LazyCarousel {...props} />
    </LateIsland>
  );
}

/** The brochure button and form, hydrated when their code arrives. */
export function DeferredBrochureDialog(props: ComponentProps<typeof Brochure>) {
  return (
    <LateIsland>
      <LazyBrochure {...props} />
    </LateIsland>
  );
}

/** The payment calculator, hydrated when its code arrives. */
export function DeferredPaymentCalculator(props: ComponentProps<typeof Calculator>) {
  return (
    <LateIsland>
      <LazyCalculator {...props} />
    </LateIsland>
  );
}
