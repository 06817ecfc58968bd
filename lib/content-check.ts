import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDictionary } from '@/content/dictionaries';
import { ALL_MESSAGE_FILES, messageFile, NOT_WORDS, PAGE_FILES } from '@/content/message-files';
import { givenArguments } from '@/lib/words/part';
import { messageArguments } from '@/lib/i18n/messages';
import { branches, missingCategories, withoutMarks } from '@/lib/i18n/branches';
import { parseMessage } from '@/lib/i18n/compose';
import { TYPE } from '@formatjs/icu-messageformat-parser';
import { localeCodes, localeInfo, type Locale } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import type { Listing } from '@/lib/listings';

/*
 * The checks a change to the words must pass, by language and place, as lines a translator can act
 * on: every English key and no other, the same {placeholders}, nothing left in English, the language's
 * own script. `npm run check:content` prints them (scripts/content-check.mjs); the unit tests assert
 * there are none (tests/unit/i18n.test.ts). Rendering the words with the site's figures also runs
 * every plural choice, so a language that lacks a plural form it needs fails here by its message.
 */

/** Every string a language's words produce, by where it sits (".home.hero.title"), with the numbers formatted for it; from the real inventory unless one is given. */
export function wordStrings(locale: Locale, inventory?: readonly Listing[]): Map<string, string> {
  const { f, v } = pageContext(locale, inventory);
  const found = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'function') walk((value as (format: typeof f, figures: typeof v) => unknown)(f, v), path);
    else if (typeof value === 'string') found.set(path, value);
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}.${index}`));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`);
  };
  walk(getDictionary(locale), '');
  return found;
}

/** The word file a path's words come from: ".caesarResort.hero.title" → content/de/caesar-resort.json. */
export function wordFile(locale: Locale, path: string): string {
  const top = path.split('.')[1] ?? '';
  return messageFile(locale, top in ALL_MESSAGE_FILES ? ALL_MESSAGE_FILES[top as keyof typeof ALL_MESSAGE_FILES] : top);
}

type Message = { name: string; file: string; key: string; message: string; path: string };

/** Every message of a language's message files, by file and key ("content/de/search.json", "beds.exactly"), with its path in the words (".search.beds.exactly"). */
function messagesByKey(locale: Locale, root: string): Map<string, Message> {
  const found = new Map<string, Message>();
  for (const [part, name] of Object.entries(ALL_MESSAGE_FILES)) {
    const file = messageFile(locale, name);
    const walk = (value: unknown, key: string) => {
      if (typeof value === 'string') found.set(`${name}:${key}`, { name, file, key, message: value, path: `.${part}.${key}` });
      else if (value && typeof value === 'object') for (const [step, item] of Object.entries(value)) walk(item, key ? `${key}.${step}` : step);
    };
    walk(JSON.parse(readFileSync(join(root, file), 'utf8')), '');
  }
  return found;
}

let learned = false;

/** The arguments each page gives its messages, learned by rendering the English words with the real inventory and with none for sale. */
function learnArguments() {
  if (learned) return;
  learned = true;
  try {
    wordStrings('en');
    wordStrings('en', []);
  } catch {
    // The English words that cannot render are named by allWordProblems.
  }
}

/** Whether a message is one plural of a count no page gives: forms the page fills when it knows the count (lib/i18n/compose.ts). */
function countedLater(message: string, known: ReadonlySet<string>): boolean {
  const [only, ...rest] = parseMessage(message, message);
  return !!only && rest.length === 0 && only.type === TYPE.plural && !known.has(only.value);
}


/**
 * The message files' own checks, beyond the words today's figures render: each message of a language
 * parses, uses the arguments its English message uses, by name (a plural's count too), gives every plural
 * category the language has, and keeps a key that is not words (an icon's name) as the English has it;
 * and every branch of it (each `select` value, each plural category, lib/i18n/branches.ts) is in the
 * language: not the English words, and in its own script. As "<file>: <key>: …" lines.
 */
export function messageProblems(locale: Locale, root = process.cwd()): string[] {
  learnArguments();
  const english = messagesByKey('en', root);
  const problems: string[] = [];
  const args = (message: string) => {
    try {
      return messageArguments(message).join(' ');
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  };
  const letters = SCRIPT_LETTERS[localeInfo(locale).script];
  for (const [id, own] of messagesByKey(locale, root)) {
    const at = `${own.file}: ${own.key}`;
    const found = args(own.message);
    if (found instanceof Error) {
      problems.push(`${at}: not an ICU message (${found.message}): ${own.message}`);
      continue;
    }
    for (const missing of missingCategories(own.message, locale, at)) problems.push(`${at}: the plural of ${missing.replace(': ', ' has no ')} form, which ${locale} needs`);
    // A page's messages take what its figures give (lib/words/<part>.ts); each language picks the ones its sentences need.
    const page = (Object.values(PAGE_FILES) as string[]).includes(own.name);
    const known = givenArguments(own.name);
    const unknown = page && known.size > 0 && !countedLater(own.message, known) ? found.split(' ').filter((name) => name && !known.has(name)) : [];
    if (unknown.length) problems.push(`${at}: no page gives the argument${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (it may use ${[...known].sort().join(', ')})`);
    const base = locale === 'en' ? undefined : english.get(id);
    if (!base) continue; // the keys check names a key English lacks
    const expected = args(base.message);
    if (expected instanceof Error) continue; // English's own line names it
    // An island fills its messages with exactly the English arguments.
    if (!page && found !== expected) problems.push(`${at}: arguments ${found || 'none'} where English has ${expected || 'none'}`);
    // A count the page fills later (a calculator's months) comes as a plural's forms: one plural alone, as in English.
    if (page && countedLater(base.message, known) !== countedLater(own.message, known)) {
      problems.push(`${at}: ${countedLater(base.message, known) ? 'must be one plural alone, as the English is: the page fills its count' : 'is one plural alone where the English is a sentence'}`);
    }
    const last = own.key.split('.').pop() ?? '';
    if ((NOT_WORDS as readonly string[]).includes(last)) {
      if (own.message !== base.message) problems.push(`${at}: "${own.message}" is not words and must be as the English has it ("${base.message}")`);
      continue;
    }
    if (SAME_EVERYWHERE.test(own.path) || PROPER_NAME.test(own.message)) continue;
    let rendered;
    try {
      rendered = branches(own.message, base.message, locale, at);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
      continue;
    }
    const same = rendered.find((branch) => branch.text === branch.english && /[a-z]{3,}/.test(withoutMarks(branch.text)) && !PROPER_NAME.test(branch.text));
    if (same) problems.push(`${at}: still the English${same.choice ? ` when ${same.choice}` : ''}: "${same.text}"`);
    const latin = letters && rendered.find((branch) => (withoutMarks(branch.text).match(/[A-Za-z]{3,}/g) ?? []).length >= 3 && !letters.test(branch.text));
    if (latin) problems.push(`${at}: "${latin.text}"${latin.choice ? ` (when ${latin.choice})` : ''} has no letter of the ${localeInfo(locale).script} script`);
  }
  return problems;
}

/** Paths whose words may read as the English do: names, brands, symbols, keys, links; "in Kyrenia" is German too. */
const SAME_EVERYWHERE = new RegExp(`\\.(${[...NOT_WORDS, 'name'].join('|')})$|^\\.common\\.footerWhatsAppLabel$|\\.whatsApp$|^\\.common\\.towns\\.in\\.`);

/** A name in Latin letters (Caesar Resort, Caesar Blue Villas) reads the same in every language. */
const PROPER_NAME = /^(?:[A-Z][a-z]+)(?: [A-Z][a-z]+)*$/;

/** A plural form other than "other": each language has its own set. */
const PLURAL_FORM = /\.(zero|one|two|few|many)$/;

/** The letters of a script a language writes in besides Latin. */
const SCRIPT_LETTERS: Record<string, RegExp> = { cyrillic: /[\u0400-\u04ff]/, hebrew: /[\u0590-\u05ff]/ };

export type WordCheck = 'keys' | 'placeholders' | 'untranslated' | 'script';

/** What is wrong with one language's words against English, as "<file>: <path>: <what>" lines, per check. */
export function wordProblems(locale: Locale, english: Map<string, string> = wordStrings('en')): Record<WordCheck, string[]> {
  const own = wordStrings(locale);
  const at = (path: string) => `${wordFile(locale, path)}: ${path}`;
  const problems: Record<WordCheck, string[]> = { keys: [], placeholders: [], untranslated: [], script: [] };

  // Plural forms and the number of search keywords are each language's own.
  const counted = (path: string) => !PLURAL_FORM.test(path) && !/\.keywords\.\d+$/.test(path);
  for (const path of english.keys()) if (counted(path) && !own.has(path)) problems.keys.push(`${at(path)}: missing (English: "${english.get(path)}")`);
  for (const path of own.keys()) if (counted(path) && !english.has(path)) problems.keys.push(`${at(path)}: not in English; remove it or add it there`);
  if (locale === 'en') return problems;

  const names = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
  for (const [path, text] of own) {
    // A plural form follows the English "other" form, and may spell its number out ("שני חדרים").
    const form = PLURAL_FORM.test(path);
    const base = english.get(path) ?? english.get(path.replace(/\.\w+$/, '.other'));
    if (base === undefined) continue;
    const expected = names(base);
    const found = names(text);
    const ok = form ? found.every((name) => expected.includes(name)) : found.join() === expected.join();
    if (!ok) problems.placeholders.push(`${at(path)}: ${found.join(' ') || 'no placeholder'} where English has ${expected.join(' ') || 'none'}`);
  }

  const latinWords = (text: string) => (text.replace(/\{\w+\}/g, '').match(/[A-Za-z]{3,}/g) ?? []).length;
  for (const [path, text] of own) {
    if (SAME_EVERYWHERE.test(path) || PROPER_NAME.test(text)) continue;
    if (text === english.get(path) && /[a-z]{3,}/.test(text.replace(/\{\w+\}/g, ''))) problems.untranslated.push(`${at(path)}: still the English "${text}"`);
  }

  const letters = SCRIPT_LETTERS[localeInfo(locale).script];
  if (letters) {
    for (const [path, text] of own) {
      if (SAME_EVERYWHERE.test(path) || PROPER_NAME.test(text)) continue;
      // Text with three or more Latin words and not one letter of the language's own script.
      if (latinWords(text) >= 3 && !letters.test(text)) problems.script.push(`${at(path)}: "${text}" has no letter of the ${localeInfo(locale).script} script`);
    }
  }
  return problems;
}

/** Every language's word problems, as lines; a language whose words cannot even be rendered is one line naming why. */
export function allWordProblems(): string[] {
  let english: Map<string, string>;
  try {
    english = wordStrings('en');
  } catch (error) {
    return [`content/en: the English words cannot be rendered: ${(error as Error).message}`];
  }
  return localeCodes.flatMap((locale) => {
    const messages = messageProblems(locale);
    try {
      return [...messages, ...Object.values(wordProblems(locale, english)).flat()];
    } catch (error) {
      return [...messages, `content/${locale}: the words cannot be rendered: ${(error as Error).message}`];
    }
  });
}
