import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from '@/content/locales';
import { localeInfo } from '@/content/locales';
import { formatMessage, parseMessage, type MessageArgs } from './compose';
import { createFormat } from './format';

/*
 * Every branch of a message, not only the one today's figures pick (issue 42): each `select` value
 * the message (or its English) names, each plural category of the language and each exact choice, so
 * a branch left in English or a plural form a language lacks is found before the data reaches it.
 */

/** How a message uses each argument: as text, as a choice among values, or as a number. */
type Use = { kind: 'text' } | { kind: 'select'; values: Set<string> } | { kind: 'number'; exact: Set<number> };

function usesOf(elements: MessageFormatElement[], uses = new Map<string, Use>()): Map<string, Use> {
  for (const element of elements) {
    if (element.type === TYPE.argument) {
      if (!uses.has(element.value)) uses.set(element.value, { kind: 'text' });
    } else if (element.type === TYPE.number) {
      const use = uses.get(element.value);
      if (!use || use.kind !== 'number') uses.set(element.value, { kind: 'number', exact: new Set() });
    } else if (element.type === TYPE.select) {
      const use = uses.get(element.value);
      const values = use?.kind === 'select' ? use.values : new Set<string>();
      for (const key of Object.keys(element.options)) values.add(key);
      uses.set(element.value, { kind: 'select', values });
      for (const option of Object.values(element.options)) usesOf(option.value, uses);
    } else if (element.type === TYPE.plural) {
      const use = uses.get(element.value);
      const exact = use?.kind === 'number' ? use.exact : new Set<number>();
      for (const key of Object.keys(element.options)) if (key.startsWith('=')) exact.add(Number(key.slice(1)));
      uses.set(element.value, { kind: 'number', exact });
      for (const option of Object.values(element.options)) usesOf(option.value, uses);
    } else if (element.type === TYPE.tag) {
      usesOf(element.children, uses);
    }
  }
  return uses;
}

/** A count in each plural category of the language (the smallest whole number in it, a decimal for a category only decimals reach). */
export function pluralSamples(locale: Locale): Map<Intl.LDMLPluralRule, number> {
  const rules = new Intl.PluralRules(localeInfo(locale).intl);
  const samples = new Map<Intl.LDMLPluralRule, number>();
  for (const n of [...Array.from({ length: 200 }, (_, i) => i), 1.5, 0.5, 2.5]) {
    const category = rules.select(n);
    if (!samples.has(category)) samples.set(category, n);
  }
  return samples;
}

/** The plural categories the language has that a plural of the message gives no branch for (exact-only choices aside). */
export function missingCategories(message: string, locale: Locale, where: string): string[] {
  const categories = new Intl.PluralRules(localeInfo(locale).intl).resolvedOptions().pluralCategories;
  const missing = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.plural) {
        const keys = Object.keys(element.options);
        // A choice by exact value only (`=1 {…} other {…}`) reads the number, not its grammar.
        if (keys.some((key) => !key.startsWith('=') && key !== 'other')) for (const category of categories) if (!keys.includes(category)) missing.add(`${element.value}: ${category}`);
      }
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) walk(option.value);
      if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(parseMessage(message, where));
  return [...missing];
}

/** The text an argument stands for in a rendered branch: its name in angle quotes, so it never reads as words. */
export const argumentMark = (name: string) => `‹${name}›`;

/** A rendered branch with its arguments' marks taken out: what a reader would see of its own words. */
export const withoutMarks = (text: string) => text.replace(/‹\w+›/g, '');

export type Branch = { choice: string; text: string; english: string };

/**
 * The message rendered in every branch, beside the English message rendered with the same choices:
 * the product of every argument's values (its `select` keys and a value none names; for a count, a
 * number of each plural category of either language and each exact choice), at most `limit` of them.
 */
export function branches(message: string, english: string, locale: Locale, where: string, limit = 256): Branch[] {
  const own = usesOf(parseMessage(message, where));
  const base = usesOf(parseMessage(english, `${where} (English)`));
  const names = [...new Set([...own.keys(), ...base.keys()])].sort();
  const samples = [...new Set([...pluralSamples(locale).values(), ...pluralSamples('en').values()])];
  const choices: [string, (string | number)[]][] = [];
  for (const name of names) {
    const uses = [own.get(name), base.get(name)].filter((use): use is Use => !!use);
    if (uses.some((use) => use.kind === 'number')) {
      const exact = uses.flatMap((use) => (use.kind === 'number' ? [...use.exact] : []));
      choices.push([name, [...new Set([...samples, ...exact])]]);
    } else if (uses.some((use) => use.kind === 'select')) {
      const values = uses.flatMap((use) => (use.kind === 'select' ? [...use.values].filter((value) => value !== 'other') : []));
      choices.push([name, [...new Set(values), '(another)']]);
    }
  }
  const fixed: MessageArgs = Object.fromEntries(names.map((name) => [name, argumentMark(name)]));
  let combos: MessageArgs[] = [{}];
  for (const [name, values] of choices) {
    const next = combos.flatMap((combo) => values.map((value) => ({ ...combo, [name]: value })));
    if (next.length > limit) {
      // Too many together: the remaining arguments vary one at a time.
      for (const [later, laterValues] of choices.slice(choices.findIndex(([n]) => n === name))) combos.push(...laterValues.map((value) => ({ ...combos[0], [later]: value })));
      break;
    }
    combos = next;
  }
  const f = createFormat(locale);
  const en = createFormat('en');
  return combos.map((combo) => {
    const args = { ...fixed, ...combo };
    return {
      choice: Object.entries(combo)
        .map(([name, value]) => `${name}=${value}`)
        .join(', '),
      text: formatMessage(message, args, f, where),
      english: formatMessage(english, args, en, `${where} (English)`),
    };
  });
}
