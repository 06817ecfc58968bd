'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useTransition, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { reportPending } from '@/components/layout/navigation-status';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/**
 * An internal link: a plain <a> that works before hydration and without JavaScript, which after
 * hydration moves to the next page through Next's router (no reload; the header and the islands
 * stay) and shows the site-wide "Loading…" status while that page is on the way. Its page data is
 * fetched ahead when the pointer rests on the link, it gets focus or a finger touches it.
 *
 * next/link does the same and prefetches every link in view as well, but it adds 3 KiB of gzip
 * JavaScript to every page (issue 11 allows 5 KiB for everything above an empty Next page), and on
 * a phone its viewport prefetch spends data on pages the visitor does not open.
 */
export function AppLink({ href, onClick, onPointerEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    if (!pending) return;
    return reportPending();
  }, [pending]);

  function navigate(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if ((props.target && props.target !== '_self') || props.download !== undefined) return;
    const url = new URL(href, window.location.href);
    if (url.origin !== window.location.origin) return;
    // A jump within this page is the browser's own.
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
    event.preventDefault();
    startTransition(() => router.push(`${url.pathname}${url.search}${url.hash}`));
  }

  const prefetch = () => router.prefetch(href);

  return (
    <a
      {...props}
      href={href}
      onClick={navigate}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
    />
  );
}
