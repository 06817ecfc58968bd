// Every language's words in one module: server code only (Next fails the build if a client component imports it).
import 'server-only';
import { localeCodes, type Locale } from './locales';
import { messagesOf, type MessageWords } from './messages';
import { pageWords, type PageWords } from '@/lib/words';

/**
 * A language's words: its message files (content/<lang>/*.json), the fixed ones as read
 * (content/messages.ts) and each page's as a function of the page's figures (lib/words).
 */
export type Dictionary = MessageWords & PageWords;

const dictionaries = new Map<Locale, Dictionary>();

/** Islands get their words as props, never this (it holds every language). */
export function getDictionary(locale: Locale): Dictionary {
  let words = dictionaries.get(locale);
  if (!words) {
    if (!localeCodes.includes(locale)) throw new Error(`No words for the language ${locale}`);
    words = { ...messagesOf(locale), ...pageWords };
    dictionaries.set(locale, words);
  }
  return words;
}
