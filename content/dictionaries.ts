import type { Locale } from './locales';
import { en } from './en';
import { de } from './de';
import { ru } from './ru';
import { he } from './he';

/** Every language's words have exactly the English keys: a missing or extra one fails the type check. */
export type Dictionary = typeof en;

/**
 * The words of each edition. An edition is published (built, linked, listed in the sitemap) once its
 * words are here; until then its pages do not exist rather than fall back to English.
 */
const dictionaries: Partial<Record<Locale, Dictionary>> = { en, de, ru, he };

export function hasDictionary(locale: Locale): boolean {
  return dictionaries[locale] !== undefined;
}

export function getDictionary(locale: Locale): Dictionary {
  const words = dictionaries[locale];
  if (!words) throw new Error(`No words for ${locale}: add content/${locale}/ to content/dictionaries.ts`);
  return words;
}
