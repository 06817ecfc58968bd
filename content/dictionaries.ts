// Every language's words in one module: server code only (Next fails the build if a client component imports it).
import 'server-only';
import { localeCodes, type Locale } from './locales';
import { en } from './en';
import { de } from './de';
import { ru } from './ru';
import { he } from './he';
import { messagesOf, type MessageWords } from './messages';

/** The words still written as TypeScript (content/<lang>/*.ts), typed against the English. */
type CodeWords = typeof en;

/** A language's words: its message files (content/<lang>/*.json, content/messages.ts) and its TypeScript words. */
export type Dictionary = MessageWords & CodeWords;

const codeWords: Record<Locale, CodeWords> = { en, de, ru, he };

const dictionaries = new Map<Locale, Dictionary>();

/** Islands get their words as props, never this (it holds every language). */
export function getDictionary(locale: Locale): Dictionary {
  let words = dictionaries.get(locale);
  if (!words) {
    if (!localeCodes.includes(locale)) throw new Error(`No words for the language ${locale}`);
    words = { ...messagesOf(locale), ...codeWords[locale] };
    dictionaries.set(locale, words);
  }
  return words;
}
