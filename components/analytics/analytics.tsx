'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { ANALYTICS_EVENT, sendEvent, trackPageView, type AnalyticsConfig, type AnalyticsDetail } from '@/lib/analytics';

/**
 * After a client navigation the new page's <title> can arrive after the path changes: wait this long
 * for a new title (two pages may share one), and while the document has no title at all (Next clears
 * it until the next page's metadata is in; a slow phone takes longer), up to TITLE_EMPTY_WAIT_MS.
 */
const TITLE_WAIT_MS = 2000;
const TITLE_EMPTY_WAIT_MS = 10_000;

/** What a click on a link tells: WhatsApp (which call to action, which listing, which plan), a call, a switch of language. */
function linkEvents(link: HTMLAnchorElement): [string, Record<string, string>][] {
  const { cta = 'other', listing, plan, languageSwitch } = link.dataset;
  if (link.hostname === 'wa.me') {
    const events: [string, Record<string, string>][] = [['WhatsApp click', { cta, ...(listing ? { listing } : {}) }]];
    if (plan) {
      const [price = '', down = '', months = ''] = plan.split('/');
      events.push(['Plan shared', { price, down, months }]);
    }
    return events;
  }
  if (link.protocol === 'tel:') return [['Phone click', { cta }]];
  if (languageSwitch) return [['Language switch', { to: languageSwitch }]];
  return [];
}

/**
 * The site's analytics, only on a site that has them configured (content/facts/site.ts): a page view
 * on every page and client navigation, the calls to action clicked anywhere on the page (one listener,
 * so the buttons need no code of their own), and what islands announce with `track` (brochure
 * requests). Google's gtag or dataLayer get the page views too, when the site owner has added them.
 */
export function Analytics({ endpoint, domain, google }: AnalyticsConfig) {
  const pathname = usePathname();
  const lastTitle = useRef<string | null>(null);

  useEffect(() => {
    const send = () => {
      lastTitle.current = document.title;
      sendEvent({ endpoint, domain, google }, 'pageview');
      if (google) trackPageView(pathname, document.title);
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
    const started = Date.now();
    const wait = (ms: number) =>
      window.setTimeout(() => {
        // A page view is never lost: with no title after the longer wait, it goes without one.
        if (document.title === '' && Date.now() - started < TITLE_EMPTY_WAIT_MS) {
          timer = wait(TITLE_EMPTY_WAIT_MS - (Date.now() - started));
          return;
        }
        stop();
        send();
      }, ms);
    let timer = wait(TITLE_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return stop;
  }, [pathname, endpoint, domain, google]);

  useEffect(() => {
    const config = { endpoint, domain, google };
    const onTrack = (event: Event) => {
      const { name, props } = (event as CustomEvent<AnalyticsDetail>).detail;
      sendEvent(config, name, props);
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      for (const [name, props] of linkEvents(link)) sendEvent(config, name, props);
    };
    window.addEventListener(ANALYTICS_EVENT, onTrack);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener(ANALYTICS_EVENT, onTrack);
      window.removeEventListener('click', onClick, true);
    };
  }, [endpoint, domain, google]);

  return null;
}
