import type { Locale } from './locales';
import { en } from './en';

/** Every language's words have exactly the English keys: a missing or extra one fails the type check. */
export type Dictionary = typeof en;

const dictionaries: Record<Locale, Dictionary> = { en, de: en, ru: en, he: en };

export function getDictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}
