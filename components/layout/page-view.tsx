'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { trackPageView } from '@/lib/analytics';

/** After a client navigation the new page's <title> can arrive after the path changes; wait this long at most. */
const TITLE_WAIT_MS = 2000;

/** One page-view event per load and per client-side navigation, when an analytics script is present. */
export function PageView() {
  const pathname = usePathname();
  const lastTitle = useRef<string | null>(null);

  useEffect(() => {
    const send = () => {
      lastTitle.current = document.title;
      trackPageView(pathname, document.title);
    };
    const titleIsNew = () => document.title !== '' && document.title !== lastTitle.current;
    if (titleIsNew()) {
      send();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!titleIsNew()) return;
      stop();
      send();
    });
    const timer = window.setTimeout(() => {
      stop();
      send();
    }, TITLE_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return stop;
  }, [pathname]);

  return null;
}
