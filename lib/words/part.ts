import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@/content/locales';
import { composeWords, formatMessage, type MessageArgs } from '@/lib/i18n/compose';
import type { Format } from '@/lib/i18n/format';

/*
 * The page words that take the page's figures (issue 42): per language a JSON file of ICU messages,
 * content/<lang>/<name>.json, read at build on the server. Each lib/words/<name>.ts computes the
 * arguments its messages take from the figures, the same for every language; the messages decide
 * the words, the order and which branch a figure picks.
 */

export type { MessageArgs };

/** The path of a language's part of the words, from the project's root. */
export const partFile = (locale: Locale | string, name: string) => `content/${locale}/${name}.json`;

const parts = new Map<string, unknown>();

/** A language's part of the words as its JSON (read once); a file that is not JSON fails naming it. */
export function partOf(locale: Locale, name: string, root = process.cwd()): unknown {
  const file = partFile(locale, name);
  const key = `${root}\u0000${file}`;
  if (!parts.has(key)) {
    try {
      parts.set(key, JSON.parse(readFileSync(join(root, file), 'utf8')));
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return parts.get(key);
}

/** The argument names each part has been given so far, by part (the content check asks which a message may use). */
const given = new Map<string, Set<string>>();

function note(name: string, args: MessageArgs) {
  let names = given.get(name);
  if (!names) given.set(name, (names = new Set()));
  for (const key of Object.keys(args)) names.add(key);
}

/** The argument names the pages have given a part's messages in this process: what its messages may use. */
export const givenArguments = (name: string): ReadonlySet<string> => given.get(name) ?? new Set();

/** A whole part of the words, each message formatted with `args`, in the shape the page takes. */
export function composePart<T>(name: string, f: Format, args: MessageArgs): T {
  note(name, args);
  return composeWords<T>(partOf(f.locale, name), args, f, partFile(f.locale, name));
}

/** One message of a part by its key ("summary.stampDuty"), formatted with `args`. */
export function say(name: string, key: string, f: Format, args: MessageArgs = {}): string {
  let value: unknown = partOf(f.locale, name);
  for (const step of key.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[step] : undefined;
  const where = `${partFile(f.locale, name)}: ${key}`;
  note(name, args);
  if (typeof value !== 'string') throw new Error(`${where}: no such message`);
  return formatMessage(value, args, f, where);
}

/** A select's state from a condition: "yes" or "no". */
export const yesNo = (condition: unknown): 'yes' | 'no' => (condition ? 'yes' : 'no');

/** Placeholders the page fills after the words are composed (a step's number, a table's figures): each argument stands for itself. */
export const filledLater = (...names: string[]): MessageArgs => Object.fromEntries(names.map((name) => [name, `{${name}}`]));
