import type { Locale } from '@/content/locales';

/** localStorage key: set once the visitor dismisses the offer, so it does not come back. */
export const SUGGESTION_DISMISSED_KEY = 'language-suggestion-dismissed';

/** The first of the browser's languages that has an edition, unless English comes before it. */
export function preferredEdition(languages: readonly string[], offered: readonly Locale[]): Locale | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    const code = primary === 'iw' ? 'he' : primary;
    if (code === 'en') return null;
    const match = offered.find((candidate) => candidate === code);
    if (match) return match;
  }
  return null;
}

