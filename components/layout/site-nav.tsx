'use client';

import { useEffect, useId, useState } from 'react';
import { usePathname } from 'next/navigation';
import type { NavItem } from '@/content/types';
import { Icon } from '@/components/ui/icon';
import { AppLink } from '@/components/ui/app-link';
import { routeOfPath } from '@/lib/i18n/paths';

type Props = { items: NavItem[]; label: string; menuLabel: string };

function isCurrent(pathname: string, href: string): boolean {
  const here = routeOfPath(pathname);
  const there = routeOfPath(href);
  return !!here && here.locale === there?.locale && here.route === there.route;
}

/**
 * One navigation for every width: inline from md up, behind a Menu button below it.
 * The menu closes when a link is chosen or Escape is pressed.
 */
export function SiteNav({ items, label, menuLabel }: Props) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <nav aria-label={label} className="md:flex md:items-center">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold text-sea-900 hover:bg-sea-50 md:hidden"
      >
        <Icon name={open ? 'close' : 'menu'} />
        <span className="max-sm:sr-only">{menuLabel}</span>
      </button>
      <ul
        id={listId}
        // Plain strings, not cn(): this is client code, and clsx would add its bytes to every page.
        className={`absolute inset-x-0 top-full border-b border-sea-100 bg-white px-4 pb-4 shadow-lg md:static md:flex md:items-center md:gap-1 md:border-0 md:bg-transparent md:p-0 md:shadow-none ${open ? 'block' : 'hidden'}`}
      >
        {items.map((item) => {
          const current = isCurrent(pathname, item.href);
          return (
            <li key={item.href}>
              <AppLink
                href={item.href}
                aria-current={current ? 'page' : undefined}
                onClick={() => setOpen(false)}
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
