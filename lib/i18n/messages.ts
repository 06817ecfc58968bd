import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import type { PluralForms } from '@/lib/i18n/message';

/*
 * The words as data: JSON files of ICU MessageFormat messages (content/<lang>/*.json), the format
 * translation tools and the CMS edit. Every string in such a file is a message: plain text, `{name}`
 * arguments, and plurals as `{n, plural, one {{n} home} other {{n} homes}}`. They are read here into
 * the shapes the pages already take: a message with arguments stays a template that `fillTemplate`
 * fills (ICU's simple argument is the same `{name}`), a plural becomes its forms by category
 * (`pluralForm` in lib/i18n/message.ts picks one), so an island receives plain strings, never a parser.
 * A message that does not parse fails the build naming its file and key.
 */

/** A message that is one plural argument from start to end: what `pluralForm` takes as forms. */
function pluralOf(elements: MessageFormatElement[]) {
  if (elements.length !== 1) return null;
  const [element] = elements;
  return element && element.type === TYPE.plural && element.pluralType === 'cardinal' && element.offset === 0 ? element : null;
}

/** One message, parsed: its text, or its plural forms. Throws naming `where` when it does not parse. */
export function readMessage(message: string, where: string): string | PluralForms {
  let elements: MessageFormatElement[];
  try {
    elements = parse(message, { requiresOtherClause: true });
  } catch (error) {
    throw new Error(`${where}: not an ICU message (${error instanceof Error ? error.message : String(error)}): ${message}`);
  }
  const plural = pluralOf(elements);
  if (!plural) return message;
  const forms: Record<string, string> = {};
  for (const [category, option] of Object.entries(plural.options)) {
    if (category.startsWith('=')) throw new Error(`${where}: an exact plural choice (${category}) is not supported; give the categories of the language (one, few, many, other …)`);
    forms[category] = printAST(option.value);
  }
  return forms as PluralForms;
}

/**
 * A JSON file of messages as the words the pages take, `T` being its type (content/types.ts). Keys and
 * arrays are kept; every string is read by `readMessage`. `file` names the file in errors.
 */
export function fromMessages<T>(data: unknown, file: string): T {
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === 'string') return readMessage(value, `${file}: ${path.slice(1)}`);
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${path}.${index}`));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, `${path}.${key}`)]));
    throw new Error(`${file}: ${path.slice(1) || '(file)'}: ${JSON.stringify(value)} is not a message (every value is text, or an object or list of them)`);
  };
  return walk(data, '') as T;
}

/** The argument names a message uses, sorted: `{title}` and `{n, plural, …}` alike, and those inside branches. */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.literal) names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parse(message, { requiresOtherClause: true }));
  return [...names].sort();
}
