import { IntlMessageFormat } from 'intl-messageformat';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { localeInfo } from '@/content/locales';
import type { Format } from './format';
import { readMessage } from './messages';

/*
 * The words of a page as ICU messages with the page's figures as arguments (issue 42). A part of the
 * words (content/<lang>/villas.json) has the shape of what the page takes; every string in it is a
 * message, formatted on the server with one set of arguments the page computes
 * (lib/words/<part>.ts): money, percentages and dates come already written (`f.euro`), counts come
 * as numbers for `plural` (its `#` is written as the page writes numbers), and each branch of a
 * sentence is a `select` on a named state. A list item that formats to nothing is left out, as a
 * sentence the data has no figure for is; an empty argument or branch leaves no doubled space. A
 * message that is one plural of a count the page does not give (a calculator's years) stays its forms
 * (lib/i18n/messages.ts `readMessage`), for the code that knows the count.
 */

/** What a message takes: written figures and sentences (strings), counts (numbers). */
export type MessageArgs = Record<string, string | number | undefined>;

const parsed = new Map<string, MessageFormatElement[]>();

/** A message's syntax tree; a message that does not parse throws naming `where`. */
export function parseMessage(message: string, where: string): MessageFormatElement[] {
  let elements = parsed.get(message);
  if (!elements) {
    try {
      elements = parse(message, { requiresOtherClause: true, ignoreTag: true });
    } catch (error) {
      throw new Error(`${where}: not an ICU message (${error instanceof Error ? error.message : String(error)}): ${message}`);
    }
    parsed.set(message, elements);
  }
  return elements;
}

const formatters = new Map<string, IntlMessageFormat>();

/** The formatter of one message in one language: numbers (a plural's `#`, `{n, number}`) as `f` writes them. */
function formatterOf(message: string, where: string, f: Format): IntlMessageFormat {
  const key = `${f.locale}\u0000${message}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const tag = localeInfo(f.locale).intl;
    const number = { format: (value: number) => (Number.isInteger(value) ? f.number(value) : f.decimal(value)) } as unknown as Intl.NumberFormat;
    const rules = new Map<string, Intl.PluralRules>();
    formatter = new IntlMessageFormat(parseMessage(message, where), tag, undefined, {
      ignoreTag: true,
      formatters: {
        getNumberFormat: () => number,
        getDateTimeFormat: (...args) => new Intl.DateTimeFormat(...args),
        getPluralRules: (_locales, options) => {
          const type = options?.type ?? 'cardinal';
          let rule = rules.get(type);
          if (!rule) rules.set(type, (rule = new Intl.PluralRules(tag, { type })));
          return rule;
        },
      },
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** One message with its arguments, as a string; a missing argument or a wrong one throws naming `where`. */
export function formatMessage(message: string, args: MessageArgs, f: Format, where: string): string {
  const elements = parseMessage(message, where);
  // A plain sentence needs no formatter (most messages are).
  if (elements.length === 1 && elements[0]!.type === TYPE.literal) return elements[0]!.value;
  if (elements.length === 0) return '';
  try {
    const result = formatterOf(message, where, f).format(args as Record<string, string | number>);
    if (typeof result !== 'string') throw new Error('a message formats to text only');
    // Sentences join as \`f.sentences\` joins them: a branch or argument that is empty leaves no double or edge space.
    return result.replace(/ {2,}/g, ' ').trim();
  } catch (error) {
    throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * A part of the words (the parsed JSON of content/<lang>/<name>.json) with every message formatted
 * with `args`: objects and lists keep their shape, and a list item that formats to an empty string
 * is left out. `file` names the file in errors.
 */
export function composeWords<T>(data: unknown, args: MessageArgs, f: Format, file: string): T {
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === 'string') {
      const where = `${file}: ${path.slice(1)}`;
      // A count the page does not know (one an island or a calculator fills): the plural's forms, as islands take them.
      const [only, ...rest] = parseMessage(value, where);
      if (only && rest.length === 0 && only.type === TYPE.plural && !(only.value in args)) return readMessage(value, where);
      return formatMessage(value, args, f, where);
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${path}.${index}`)).filter((item) => item !== '');
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, `${path}.${key}`)]));
    throw new Error(`${file}: ${path.slice(1) || '(file)'}: ${JSON.stringify(value)} is not a message (every value is text, or an object or list of them)`);
  };
  return walk(data, '') as T;
}
