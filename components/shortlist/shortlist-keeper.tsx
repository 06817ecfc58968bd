'use client';

import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { pluralForm, type PluralForms } from '@/lib/i18n/message';
import { formatWhole, type NumberPattern } from '@/lib/i18n/number-pattern';
import { track } from '@/lib/analytics';
import { SAVE_ATTRIBUTE, serverShortlist, shortlist, subscribeShortlist, toggleSaved } from '@/lib/shortlist';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';

const SAVE_BUTTONS = `button[${SAVE_ATTRIBUTE}]`;

/** Sets every save button on the page to whether its listing is on the shortlist. */
function showSaved() {
  const saved = new Set(shortlist());
  for (const button of document.querySelectorAll(SAVE_BUTTONS)) {
    const pressed = String(saved.has(button.getAttribute(SAVE_ATTRIBUTE) ?? ''));
    if (button.getAttribute('aria-pressed') !== pressed) button.setAttribute('aria-pressed', pressed);
  }
}

/** Whether a DOM change brought a save button (a client navigation, more search results). */
function addsSaveButton(records: MutationRecord[]): boolean {
  return records.some((record) => [...record.addedNodes].some((node) => node instanceof Element && (node.matches(SAVE_BUTTONS) || node.querySelector(SAVE_BUTTONS) !== null)));
}

type Props = {
  /** The shortlist page in the page's language. */
  href: string;
  /** "Shortlist", and "{n} homes saved" added to it when there are any. */
  label: string;
  count: PluralForms;
  intl: string;
  pattern: NumberPattern;
};

/**
 * The header's link to the shortlist, with how many homes are saved, and the one piece of client
 * code behind every save button on the page (components/shortlist/save-button.tsx): it hears a tap
 * on any of them (one listener on the document), keeps the listing or lets it go, and keeps each
 * button's pressed state true to the browser's shortlist, also for buttons a client navigation or
 * the search brings later, and after a change in another tab.
 */
export function ShortlistKeeper({ href, label, count, intl, pattern }: Props) {
  const ids = useSyncExternalStore(subscribeShortlist, shortlist, serverShortlist);
  const rules = useMemo(() => new Intl.PluralRules(intl), [intl]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest(SAVE_BUTTONS) : null;
      const id = button?.getAttribute(SAVE_ATTRIBUTE);
      if (!id) return;
      if (toggleSaved(id)) track('Shortlist added', { listing: id });
    };
    showSaved();
    const unsubscribe = subscribeShortlist(showSaved);
    const observer = new MutationObserver((records) => {
      if (addsSaveButton(records)) showSaved();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('click', onClick);
    return () => {
      unsubscribe();
      observer.disconnect();
      document.removeEventListener('click', onClick);
    };
  }, []);

  const name = ids.length > 0 ? `${label}, ${pluralForm(count, ids.length, rules, (n) => formatWhole(n, pattern))}` : label;
  return (
    <AppLink href={href} aria-label={name} title={name} className="script-only relative flex size-11 items-center justify-center rounded-full text-sea-900 hover:bg-sea-50">
      <Icon name={ids.length > 0 ? 'heartFull' : 'heart'} className={ids.length > 0 ? 'text-red-700' : undefined} />
      {ids.length > 0 ? (
        <span aria-hidden="true" className="absolute end-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-sea-900 px-1 text-xs font-semibold text-white">
          {formatWhole(ids.length, pattern)}
        </span>
      ) : null}
    </AppLink>
  );
}
