'use client';

import { useEffect } from 'react';
import { trackPageView } from '@/lib/analytics';

/** Sends a page-view event once on load when an analytics script is present. */
export function PageView({ path }: { path: string }) {
  useEffect(() => {
    trackPageView(path, document.title);
  }, [path]);
  return null;
}
