'use client';

import { useSyncExternalStore } from 'react';

// A static export's payload arrives whole, so loading.tsx is rarely seen: links report their
// pending state to one live region instead, so a tap on a slow connection is acknowledged.
let pendingLinks = 0;
const listeners = new Set<() => void>();

function setPending(delta: number) {
  pendingLinks = Math.max(0, pendingLinks + delta);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by a link when its navigation starts; returns the call that ends it. */
export function reportPending(): () => void {
  setPending(1);
  return () => setPending(-1);
}

export function NavigationStatus({ label }: { label: string }) {
  const pending = useSyncExternalStore(
    subscribe,
    () => pendingLinks > 0,
    () => false,
  );
  return (
    <div
      role="status"
      className={
        pending
          ? 'fixed inset-x-0 top-16 z-50 mx-auto w-fit rounded-full bg-sea-950 px-4 py-2 text-sm font-medium text-white shadow-lg'
          : 'sr-only'
      }
    >
      {pending ? (
        <>
          <span aria-hidden="true" className="me-2 inline-block size-3 animate-spin rounded-full border-2 border-white/40 border-t-white align-[-1px] motion-reduce:animate-none" />
          {label}
        </>
      ) : null}
    </div>
  );
}
