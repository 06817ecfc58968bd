'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { Locale } from '@/content/locales';
import { localeSwitchPath } from '@/lib/i18n/paths';
import { readItem, writeItem } from '@/lib/storage';
import { Icon } from '@/components/ui/icon';
import { preferredEdition, SUGGESTION_DISMISSED_KEY } from '@/lib/i18n/suggestion';

export type Suggestion = { code: Locale; dir: 'ltr' | 'rtl'; text: string; action: string; dismiss: string };

/**
 * On an English page, one dismissible line in the visitor's own language offering the same page in
 * it. Never a redirect. It floats over the page under the header, so it shifts nothing.
 */
export function LanguageSuggestion({ suggestions }: { suggestions: Suggestion[] }) {
  const pathname = usePathname();
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);

  useEffect(() => {
    if (readItem(SUGGESTION_DISMISSED_KEY) !== null) return;
    const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
    const code = preferredEdition(languages, suggestions.map((candidate) => candidate.code));
    // Shown after hydration by design: the server cannot know the visitor's languages.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSuggestion(suggestions.find((candidate) => candidate.code === code) ?? null);
  }, [suggestions]);

  if (!suggestion) return null;

  function dismiss() {
    writeItem(SUGGESTION_DISMISSED_KEY, String(Date.now()));
    setSuggestion(null);
  }

  return (
    <aside
      lang={suggestion.code}
      dir={suggestion.dir}
      aria-label={suggestion.text}
      className="fixed inset-x-0 top-16 z-30 flex justify-center px-3 pt-2"
    >
      <p className="flex max-w-full items-center gap-2 rounded-full bg-sea-950 py-1 ps-4 pe-1 text-sm text-white shadow-lg">
        <span className="min-w-0">
          {suggestion.text}{' '}
          <a href={localeSwitchPath(pathname, suggestion.code)} hrefLang={suggestion.code} className="font-semibold underline underline-offset-2">
            {suggestion.action}
          </a>
        </span>
        <button type="button" onClick={dismiss} aria-label={suggestion.dismiss} className="inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-white/15">
          <Icon name="close" size="4" />
        </button>
      </p>
    </aside>
  );
}
