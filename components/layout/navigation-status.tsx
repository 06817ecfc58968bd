'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';
import { APP_LINK_ATTRIBUTE } from '@/lib/hydration-protocol';

/** The internal link (components/ui/app-link.tsx) an event happened in, if any. */
function appLinkOf(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest(`a[${APP_LINK_ATTRIBUTE}]`) : null;
  return link instanceof HTMLAnchorElement ? link : null;
}

/** Where a plain click on this link should take the router, or null when the browser should have it. */
function routerTarget(link: HTMLAnchorElement, event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return null;
  // A jump within this page is the browser's own.
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The site's link router and its status. One set of listeners on the window moves every internal
 * link (AppLink) through Next's router, wherever the link is: in a hydrated island or in a static
 * section React never hydrates. While the next page is on the way a live region says "Loading…",
 * so a tap on a slow connection is acknowledged (a static export's payload arrives whole, so
 * loading.tsx is rarely seen). Page data is fetched ahead when a pointer or a finger comes onto a
 * link and when it gets focus (Next's router fetches each page once).
 *
 * Clicks are taken on the window, after every handler on the page has run, so a link's own
 * onClick (the mobile menu closing) and its preventDefault are respected.
 */
export function NavigationStatus({ label }: { label: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = appLinkOf(event.target);
      const to = link && routerTarget(link, event);
      if (!to) return;
      event.preventDefault();
      startTransition(() => router.push(to));
    };
    // pointerover also comes from a finger, as it touches the link.
    const prefetch = (event: Event) => {
      const link = appLinkOf(event.target);
      if (link) router.prefetch(link.pathname + link.search);
    };
    const listeners = [
      ['click', onClick],
      ['pointerover', prefetch],
      ['focusin', prefetch],
    ] as const;
    for (const [type, listener] of listeners) window.addEventListener(type, listener as EventListener);
    return () => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener as EventListener);
    };
  }, [router]);

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
