'use client';

import { useEffect } from 'react';

/**
 * Rendered last in every page: once the page has hydrated, the taps on buttons that the page's
 * script loader held meanwhile (scripts/finish-export/hero-first.mjs) are given again, now that the buttons work.
 * `window.__hydrated` tells the browser tests that the page has hydrated.
 */
export function HeldTaps() {
  useEffect(() => {
    const page = window as Window & { __replayHeldTaps?: () => void; __hydrated?: boolean };
    page.__hydrated = true;
    page.__replayHeldTaps?.();
  }, []);
  return null;
}
