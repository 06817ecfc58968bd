'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** loading.tsx gets no params, so the root layout hands it the word for "Loading…" in the page's language. */
const LoadingLabel = createContext('');

export function LoadingLabelProvider({ label, children }: { label: string; children: ReactNode }) {
  return <LoadingLabel value={label}>{children}</LoadingLabel>;
}

export function LoadingFallback() {
  const label = useContext(LoadingLabel);
  return (
    <div role="status" className="mx-auto flex min-h-[60vh] max-w-6xl items-center justify-center gap-3 px-4 text-lg text-muted">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-sea-200 border-t-sea-700 motion-reduce:animate-none" />
      {label}
    </div>
  );
}
