'use client';

import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { popupStorage, popupTimings, site } from '@/content/facts/site';
import type { PopupCopy } from '@/content/types';
import { readItem, writeItem } from '@/lib/storage';
import { track } from '@/lib/analytics';
import { buildWhatsAppLink } from '@/lib/whatsapp';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/** localStorage key holding the time (ms since epoch, as a string) the popup was last closed. */
const POPUP_CLOSED_AT_KEY = popupStorage.closedAtKey;

type View = 'hidden' | 'open' | 'minimized' | 'closed';

/** True when a valid close time lies within the last `suppressMs`; junk and future times count as "not closed". */
export function closedRecently(stored: string | null, now: number, suppressMs: number = popupTimings.suppressMs): boolean {
  if (stored === null || !/^\d+$/.test(stored.trim())) return false;
  const closedAt = Number(stored);
  if (!Number.isSafeInteger(closedAt) || closedAt > now) return false;
  return now - closedAt < suppressMs;
}

const corner = 'fixed bottom-4 end-4 z-30';
const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-whatsapp-ink/10';

/**
 * A small, non-modal chat invitation in the bottom end corner. It renders nothing on the server
 * and at first paint, opens `popupTimings.delayMs` after the page opened (its code may arrive
 * later: components/layout/lazy-islands.tsx), and never takes focus on its own.
 */
export function WhatsAppPopup({ copy, message }: { copy: PopupCopy; message: string }) {
  const [view, setView] = useState<View>('hidden');
  const titleId = useId();
  const greetingId = useId();
  const minimizeRef = useRef<HTMLButtonElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  /** Set by a user action so focus follows the control that replaced the one just pressed. */
  const pendingFocus = useRef<'minimize' | 'restore' | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  /** Where keyboard focus was before it entered the panel; it goes back there when the panel closes. */
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const now = Date.now();
    if (closedRecently(readItem(POPUP_CLOSED_AT_KEY), now)) return;
    const open = () => setView((v) => (v === 'hidden' ? 'open' : v));
    // performance.now(): how long ago the page opened.
    const wait = popupTimings.delayMs - performance.now();
    if (wait <= 0) {
      // The code came after the 5 s had passed: open now, without waiting on a timer.
      queueMicrotask(open);
      return;
    }
    const timer = window.setTimeout(open, wait);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target === 'restore') restoreRef.current?.focus();
    else if (target === 'minimize') minimizeRef.current?.focus();
  }, [view]);

  // WCAG 2.4.11: reserve room at the bottom of the page and of focus scrolling, so the popup
  // never sits on top of the element that has focus.
  useEffect(() => {
    const element = view === 'open' ? dialogRef.current : view === 'minimized' ? restoreRef.current : null;
    if (!element) return;
    const root = document.documentElement;
    root.style.setProperty('--popup-clearance', `${element.offsetHeight + 32}px`);
    return () => {
      root.style.removeProperty('--popup-clearance');
    };
  }, [view]);

  function minimize() {
    pendingFocus.current = 'restore';
    setView('minimized');
  }

  function restore() {
    pendingFocus.current = 'minimize';
    setView('open');
  }

  function close() {
    // React state keeps it closed for this visit even when storage is unavailable.
    writeItem(POPUP_CLOSED_AT_KEY, String(Date.now()));
    const back = returnFocus.current;
    if (back?.isConnected && dialogRef.current?.contains(document.activeElement)) back.focus({ preventScroll: true });
    setView('closed');
  }

  function startChat() {
    track('WhatsApp click', { cta: 'popup' });
    window.open(buildWhatsAppLink(site.whatsAppNumber, message), '_blank', 'noopener,noreferrer');
    close();
  }

  function onFocus(event: FocusEvent<HTMLDivElement>) {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) returnFocus.current = from;
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      minimize();
    }
  }

  if (view === 'minimized') {
    return (
      <button
        ref={restoreRef}
        type="button"
        onClick={restore}
        aria-label={copy.restore}
        className={`${corner} inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-whatsapp-ink shadow-lg transition-colors hover:bg-whatsapp-hover`}
      >
        <Icon name="whatsapp" size="7" />
        <span
          aria-hidden="true"
          className="absolute -end-1 -top-1 flex size-5 items-center justify-center rounded-full bg-red-600 text-xs font-bold text-white ring-2 ring-white"
        >
          1
        </span>
      </button>
    );
  }

  if (view !== 'open') return null;

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={greetingId}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      className={`${corner} w-[min(20rem,calc(100vw-2rem))] overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-ink/10 motion-safe:transition-[opacity,translate] motion-safe:duration-300 starting:opacity-0 motion-safe:starting:translate-y-2`}
    >
      <div className="flex items-center gap-1 bg-whatsapp py-1.5 ps-4 pe-1.5 text-whatsapp-ink">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-sm leading-tight font-semibold">
            {copy.title}
          </h2>
          <p className="text-xs leading-tight">{copy.status}</p>
        </div>
        <button ref={minimizeRef} type="button" onClick={minimize} aria-label={copy.minimize} className={iconButton}>
          <Icon name="minus" />
        </button>
        <button type="button" onClick={close} aria-label={copy.close} className={iconButton}>
          <Icon name="close" />
        </button>
      </div>
      <div className="space-y-3 bg-sand-50 p-3">
        <div className="me-4 rounded-2xl rounded-ss-sm bg-white px-3 py-2 shadow-sm">
          <p className="text-xs font-semibold text-sea-700">{copy.agentName}</p>
          <p id={greetingId} className="text-sm leading-snug text-ink">
            {copy.greeting}
          </p>
        </div>
        <button type="button" onClick={startChat} className={buttonClasses('whatsapp', 'md', 'w-full')}>
          <Icon name="whatsapp" />
          {copy.startChat}
        </button>
      </div>
    </div>
  );
}
