'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { testimonialTimings } from '@/content/facts/site';
import type { CarouselCopy, Testimonial } from '@/content/types';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { fillTemplate } from '@/lib/i18n/message';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** How far a finger must travel sideways to count as a swipe. */
const SWIPE_PX = 40;

function subscribeReducedMotion(onChange: () => void): () => void {
  const mql = typeof window === 'undefined' ? undefined : window.matchMedia?.(REDUCED_MOTION_QUERY);
  if (!mql?.addEventListener) return () => {};
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

function getReducedMotion(): boolean {
  return window.matchMedia?.(REDUCED_MOTION_QUERY)?.matches ?? false;
}

/** The server (and the first, hydrating render) assumes motion is fine; the client corrects it. */
function getServerReducedMotion(): boolean {
  return false;
}

/** Every quote is in the HTML (inactive ones `hidden`) so crawlers and no-JS visitors read them all. */
export function TestimonialCarousel({
  testimonials,
  copy,
  intervalMs = testimonialTimings.rotationMs,
}: {
  testimonials: Testimonial[];
  copy: CarouselCopy;
  intervalMs?: number;
}) {
  const count = testimonials.length;
  const [index, setIndex] = useState(0);
  /** null until the visitor presses Pause/Play; then their choice wins over the motion preference. */
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** Bumped when a dot is clicked so the interval starts again even for the current slide. */
  const [restart, setRestart] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, getReducedMotion, getServerReducedMotion);

  const rotating = choice === null ? !reducedMotion : choice === 'play';
  const running = rotating && !hovered && !focused && count > 1;
  const active = count > 0 ? index % count : 0;

  useEffect(() => {
    if (!running) return;
    const id = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(id);
  }, [running, active, count, intervalMs, restart]);

  if (count === 0) return null;

  function select(i: number) {
    setIndex(i);
    setRestart((r) => r + 1);
  }

  function toggle() {
    if (rotating) {
      setChoice('pause');
    } else {
      setChoice('play');
      // An explicit Play starts rotation now, even though the pointer and focus are on the button.
      setHovered(false);
      setFocused(false);
    }
  }

  /** +1 is the next quote in reading order: rightwards on an LTR page, leftwards on an RTL one. */
  function step(event: { currentTarget: HTMLElement }, physicalRight: boolean): number {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    return physicalRight !== rtl ? 1 : -1;
  }

  function onDotsKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = (active + step(event, event.key === 'ArrowRight') + count) % count;
    select(next);
    event.currentTarget.querySelectorAll('button')[next]?.focus();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || Math.abs(event.clientX - start) < SWIPE_PX) return;
    // A swipe drags the quote away: towards the left brings the one on the right.
    select((active + step(event, event.clientX < start) + count) % count);
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={copy.label}
      className="mx-auto max-w-3xl"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        aria-live={running ? 'off' : 'polite'}
        className="min-h-96 rounded-2xl bg-sand-50 p-8 shadow-card ring-1 ring-sand-200 sm:min-h-80 sm:p-12"
      >
        {testimonials.map((t, i) => {
          const rating = t.rating === undefined ? null : Math.max(0, Math.min(5, Math.round(t.rating)));
          return (
            <figure key={`${t.name}-${i}`} hidden={i !== active}>
              {rating !== null && (
                <div className="flex gap-1 text-sand-500">
                  {Array.from({ length: 5 }, (_, s) => (
                    <Icon key={s} name="star" className={s < rating ? 'fill-current' : 'text-sand-200'} />
                  ))}
                  <span className="sr-only">{fillTemplate(copy.ratingLabel, { n: String(rating) })}</span>
                </div>
              )}
              <blockquote className="mt-6 text-xl leading-relaxed font-medium text-sea-950 sm:text-2xl">
                <p>
                  <span aria-hidden="true" className="me-1 font-serif text-4xl leading-none text-sand-500">
                    {copy.quoteMark}
                  </span>
                  {t.text}
                  <span aria-hidden="true">{copy.quoteClose}</span>
                </p>
              </blockquote>
              <figcaption className="mt-6 flex flex-col">
                <span className="font-semibold text-ink">{t.name}</span>
                <span className="text-sm text-muted">{t.location}</span>
                {t.given && <span className="text-sm text-muted">{t.given}</span>}
              </figcaption>
            </figure>
          );
        })}
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
        <button type="button" onClick={toggle} className={buttonClasses('outline', 'md')}>
          {rotating ? <PauseGlyph /> : <PlayGlyph />}
          {rotating ? copy.pause : copy.play}
        </button>
        {count > 1 && (
          <div className="flex items-center" onKeyDown={onDotsKeyDown}>
            {testimonials.map((t, i) => (
              <button
                key={`${t.name}-${i}`}
                type="button"
                aria-label={fillTemplate(copy.dotLabel, { n: String(i + 1) })}
                aria-current={i === active ? 'true' : undefined}
                onClick={() => select(i)}
                className="grid size-11 place-items-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'block h-3 rounded-full border-2 border-sea-700 transition-[width] duration-200 motion-reduce:transition-none',
                    i === active ? 'w-7 bg-sea-700' : 'w-3 bg-transparent',
                  )}
                />
              </button>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

function PauseGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-4 shrink-0 fill-current">
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-4 shrink-0 fill-current">
      <path d="M8 5v14l11-7z" />
    </svg>
  );
}
