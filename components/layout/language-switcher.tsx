'use client';

import { usePathname } from 'next/navigation';
import type { Locale } from '@/content/locales';
import { localeSwitchPath } from '@/lib/i18n/paths';
import { Icon } from '@/components/ui/icon';

type Language = { code: Locale; name: string };

type Props = { current: Locale; label: string; languages: Language[] };

/**
 * The same page in every language, as plain links inside a <details>: it opens without JavaScript,
 * and switching is a full page load into the other edition. Every edition has the same path after
 * its prefix, so the link swaps the prefix of the current path: a listing, a page of a list or the
 * privacy policy switches to itself.
 */
export function LanguageSwitcher({ current, label, languages }: Props) {
  const pathname = usePathname();
  const currentName = languages.find((language) => language.code === current)?.name ?? current;
  return (
    <details className="group relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-sea-900 hover:bg-sea-50 sm:px-3 [&::-webkit-details-marker]:hidden">
        <Icon name="globe" />
        <span className="sr-only">{label}: </span>
        <span className="uppercase sm:hidden">{current}</span>
        <span className="max-sm:hidden">{currentName}</span>
      </summary>
      <ul className="absolute end-0 top-full z-50 mt-2 min-w-40 rounded-xl border border-sea-100 bg-white p-2 shadow-lg">
        {languages.map((language) => (
          <li key={language.code}>
            <a
              href={localeSwitchPath(pathname, language.code)}
              hrefLang={language.code}
              lang={language.code}
              data-language-switch={language.code}
              aria-current={language.code === current ? 'true' : undefined}
              className="flex min-h-11 items-center rounded-lg px-3 text-base text-ink hover:bg-sea-50 aria-[current=true]:bg-sea-50 aria-[current=true]:font-semibold aria-[current=true]:text-sea-800"
            >
              {language.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
