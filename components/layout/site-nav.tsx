'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import type { NavItem } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import { AppLink } from '@/components/ui/app-link';
import { routeOfPath } from '@/lib/i18n/paths';
import { useInBrowser } from '@/lib/use-in-browser';

type Props = { items: NavItem[]; label: string; menuLabel: string };

function isCurrent(pathname: string, href: string): boolean {
  const here = routeOfPath(pathname);
  const there = routeOfPath(href);
  return !!here && here.locale === there?.locale && here.route === there.route;
}

/** Whether this browser has popovers (Baseline 2024); older ones get the same menu through React state. */
const hasPopover = () => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

/**
 * One navigation for every width: inline from md up, behind a Menu button below it. The list is a
 * popover the button opens through the platform (`popovertarget`), so the menu opens, and closes on
 * Escape or a tap outside it, in plain HTML too: before the page has hydrated, without JavaScript, or
 * when a deploy has replaced the page's code. Once hydrated, the button also says whether it is open,
 * and a chosen link closes it. A browser without popovers ignores the attribute: there the page's CSS
 * hides the list until React opens it (`data-open`), and Escape closes it.
 */
export function SiteNav({ items, label, menuLabel }: Props) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const hydrated = useInBrowser();
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);

  // Opened by the platform before the page hydrated: start from what the page shows.
  useEffect(() => {
    if (hasPopover() && list.current?.matches(':popover-open')) setOpen(true);
  }, []);

  // Without popovers, Escape is React's to handle.
  useEffect(() => {
    if (!open || hasPopover()) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => {
    if (!hasPopover()) setOpen(false);
    else if (list.current?.matches(':popover-open')) list.current.hidePopover();
  };

  return (
    <nav aria-label={label} className="md:flex md:items-center">
      <button
        type="button"
        popoverTarget={listId}
        // The platform says it to assistive technology by itself until then.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={listId}
        onClick={() => {
          if (!hasPopover()) setOpen((value) => !value);
        }}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold text-sea-900 hover:bg-sea-50 md:hidden"
      >
        <Icon name={open ? 'close' : 'menu'} />
        <span className="max-sm:sr-only">{menuLabel}</span>
      </button>
      <ul
        id={listId}
        ref={list}
        popover="auto"
        data-open={open || undefined}
        onToggle={(event) => setOpen((event.nativeEvent as ToggleEvent).newState === 'open')}
        // Below md an open popover sits in the top layer, under the fixed 4rem header; from md up the
        // list is always shown inline (these classes win over the popover's own hiding and placement).
        // Plain strings, not cn(): this is client code, and clsx would add its bytes to every page.
        className="site-menu fixed inset-x-0 top-16 bottom-auto m-0 w-auto border-0 border-b border-sea-100 bg-white px-4 pt-0 pb-4 text-ink shadow-lg md:static md:flex md:items-center md:gap-1 md:overflow-visible md:border-0 md:bg-transparent md:p-0 md:shadow-none"
      >
        {items.map((item) => {
          const current = isCurrent(pathname, item.href);
          return (
            <li key={item.href}>
              <AppLink
                href={item.href}
                aria-current={current ? 'page' : undefined}
                onClick={close}
                className={`flex min-h-11 items-center rounded-lg px-3 text-base font-medium md:rounded-full md:text-sm ${
                  current ? 'bg-sea-50 font-semibold text-sea-800 md:bg-sea-100' : 'text-ink hover:bg-sea-50 hover:text-sea-800'
                }`}
              >
                {item.label}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
