import { readdirSync, readFileSync, writeFileSync, mkdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import { localeCodes, defaultLocale } from '@/content/locales';
import { NOT_WORDS } from '@/content/message-files';

/*
 * A new language as the README's "Adding a language" says to add one, generated in a copy of the
 * repository: one entry in content/locales.ts, a folder of message files (the English ones with a
 * marker on every piece of text, so a page shows which words came from the new folder), and the
 * language's words beside the others' in every data file that has each language's words (listings,
 * their photos' descriptions, reviews). No code changes.
 */

export type NewLanguage = { code: string; intl: string; name: string; marker: string };

/** Text with the marker after it, where it has a letter. */
const marked = (text: string, marker: string) => (/\p{L}/u.test(text) ? `${text}${marker}` : text);

/** An ICU message with the marker on each piece of its own text, its arguments and plural syntax kept. */
export function markMessage(message: string, marker: string): string {
  const walk = (elements: MessageFormatElement[]): MessageFormatElement[] =>
    elements.map((element) => {
      if (element.type === TYPE.literal) return { ...element, value: marked(element.value, marker) };
      if (element.type === TYPE.select || element.type === TYPE.plural)
        return { ...element, options: Object.fromEntries(Object.entries(element.options).map(([key, option]) => [key, { ...option, value: walk(option.value) }])) };
      return element;
    });
  return printAST(walk(parse(message, { requiresOtherClause: true, ignoreTag: true })));
}

/** Every string of a value marked; keys that are not words (a route, an icon's name) kept. */
function markAll(value: unknown, marker: string, mark: (text: string) => string, key = ''): unknown {
  if (typeof value === 'string') return (NOT_WORDS as readonly string[]).includes(key) ? value : mark(value);
  if (Array.isArray(value)) return value.map((item) => markAll(item, marker, mark, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, markAll(item, marker, mark, k)]));
  return value;
}

/** Every data file under `dirs` whose objects hold each language's words: the new language's beside them, the English marked. */
function addToDataFiles(root: string, dirs: string[], language: NewLanguage): string[] {
  const changed: string[] = [];
  const addWords = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(addWords);
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([key, item]) => [key, addWords(item)] as const);
    const object = Object.fromEntries(entries) as Record<string, unknown>;
    if (localeCodes.every((code) => code in object) && !(language.code in object)) object[language.code] = markAll(object[defaultLocale], language.marker, (text) => marked(text, language.marker));
    return object;
  };
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else if (name.endsWith('.json')) {
        const text = readFileSync(path, 'utf8');
        const next = `${JSON.stringify(addWords(JSON.parse(text)), null, 2)}\n`;
        if (JSON.stringify(JSON.parse(next)) !== JSON.stringify(JSON.parse(text))) {
          writeFileSync(path, next);
          changed.push(relative(root, path));
        }
      }
    }
  };
  for (const dir of dirs) visit(join(root, dir));
  return changed;
}

/** Adds the language to the repository at `root`; returns the files it wrote or changed. */
export function addLanguage(root: string, language: NewLanguage): string[] {
  const localesFile = join(root, 'content/locales.ts');
  const source = readFileSync(localesFile, 'utf8');
  const entry = `  { code: '${language.code}', intl: '${language.intl}', ogLocale: '${language.intl.replace('-', '_')}', dir: 'ltr', name: '${language.name}', script: 'latin', currency: null },\n] as const;`;
  if (!source.includes('\n] as const;')) throw new Error('content/locales.ts: no list of languages ending "] as const;" to add one to');
  writeFileSync(localesFile, source.replace('\n] as const;', `\n${entry}`));
  const written = ['content/locales.ts'];
  mkdirSync(join(root, 'content', language.code), { recursive: true });
  for (const name of readdirSync(join(root, 'content', defaultLocale)).filter((file) => file.endsWith('.json'))) {
    const english = JSON.parse(readFileSync(join(root, 'content', defaultLocale, name), 'utf8'));
    writeFileSync(join(root, 'content', language.code, name), `${JSON.stringify(markAll(english, language.marker, (message) => markMessage(message, language.marker)), null, 2)}\n`);
    written.push(`content/${language.code}/${name}`);
  }
  return [...written, ...addToDataFiles(root, ['content/listings', 'content/facts', 'tests/fixtures'], language)];
}
