// Every language's words in one module: server code only (Next fails the build if a client component imports it).
import 'server-only';
import type { Locale } from './locales';
import { en } from './en';
import { de } from './de';
import { ru } from './ru';
import { he } from './he';

/** Every language's words have exactly the English keys: a missing or extra one fails the type check. */
export type Dictionary = typeof en;

/** The words of each edition; a language listed in content/locales.ts without words fails the type check. */
const dictionaries: Record<Locale, Dictionary> = { en, de, ru, he };

/** Islands get their words as props, never this (it holds every language). */
export function getDictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}
