'use client';

import { useEffect } from 'react';
import { replayHeldTaps } from '@/lib/hydration-protocol';

/**
 * Rendered last in every page: once the page has hydrated, the taps on buttons that the page's
 * script loader held meanwhile (lib/hydration-protocol.ts) are given again, now that the buttons work.
 */
export function HeldTaps() {
  useEffect(replayHeldTaps, []);
  return null;
}
