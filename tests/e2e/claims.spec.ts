import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { attr, descendants, elements, first, isElement, parse } from '../../scripts/finish-export/dom.mjs';
import { htmlFiles } from '../../scripts/security-headers.mjs';
import type { ClaimRule } from './claims/rule';
import { en } from './claims/en';
import { de } from './claims/de';
import { ru } from './claims/ru';
import { he } from './claims/he';

/*
 * Tax, guarantee, yield, cost and timing claims carry their conditions where they are made, in every
 * language: each page's sections (and its meta description) are checked against the language's table of
 * claim phrases in tests/e2e/claims/. A condition stated once on the page counts for a later section that
 * links to it (`href="#id"`, as the rental guarantee's "terms above" does); a link to another page does not.
 * It reads out/, so it runs after the build.
 */
const OUT = join(process.cwd(), 'out');
// The legal notice and privacy policy describe the site's claims ("yields and rental guarantees come from the
// developers") without making them, so they are left out.
const files = existsSync(OUT) ? htmlFiles(OUT).filter((file) => !/(^|\/)(404|_not-found|legal-notice|privacy)/.test(file)) : [];
const tables: Record<string, ClaimRule[]> = { en, de, ru, he };

const languageOf = (file: string) => (/^(de|ru|he)(\/|\.html$)/.exec(file)?.[1] ?? 'en');

type Node = Parameters<typeof descendants>[0];

/** What a reader sees of `node`: its text, scripts and styles left out. */
function textOf(node: Node): string {
  let text = '';
  for (const child of descendants(node)) {
    if ('value' in child && child.nodeName === '#text' && !['script', 'style', 'template'].includes(child.parentNode?.nodeName ?? '')) text += ` ${child.value}`;
  }
  return text.replace(/\s+/g, ' ');
}

function problems(text: string, where: string, rules: ClaimRule[], metaOnly: boolean): string[] {
  const found: string[] = [];
  for (const rule of rules) {
    const said = rule.ignore ? text.replace(rule.ignore, ' ') : text;
    const claim = rule.claim.exec(said);
    if (!claim) continue;
    for (const qualifier of metaOnly ? rule.qualifiers.slice(0, 1) : rule.qualifiers) {
      if (!qualifier.test(said)) found.push(`${where}: "${claim[0]}" (${rule.name}) without ${qualifier}`);
    }
  }
  return found;
}

test('the claims table covers every language and pages were built @once', () => {
  expect(Object.keys(tables).sort()).toEqual(['de', 'en', 'he', 'ru']);
  for (const rules of Object.values(tables)) expect(rules.length).toBeGreaterThanOrEqual(7);
  expect(files.length).toBeGreaterThan(28);
});

for (const file of files) {
  test(`out/${file}: every claim has its condition in its section @once`, () => {
    const rules = tables[languageOf(file)] ?? [];
    const document = parse(readFileSync(join(OUT, file), 'utf8'));
    const found: string[] = [];
    const description = first(document, 'meta', (meta) => attr(meta, 'name') === 'description');
    if (description) found.push(...problems(attr(description, 'content') ?? '', 'meta description', rules, true));
    const body = first(document, 'body')!;
    const byId = new Map([...descendants(body)].filter(isElement).map((element) => [attr(element, 'id'), element] as const));
    for (const section of elements(body, 'section')) {
      const heading = attr(section, 'aria-labelledby') ?? attr(section, 'id') ?? '';
      // What the section's in-page links lead to is read with it; a link to a missing id is a problem of its own.
      const linked = elements(section, 'a', (a) => (attr(a, 'href') ?? '').startsWith('#') && (attr(a, 'href') ?? '').length > 1).map((a) => attr(a, 'href')!.slice(1));
      for (const id of linked) if (!byId.has(id)) found.push(`section ${heading}: a link to #${id}, which is not on the page`);
      const text = [section, ...linked.flatMap((id) => byId.get(id) ?? [])].map(textOf).join(' ');
      found.push(...problems(text, `section ${heading}`, rules, false));
    }
    // Text outside any section (footer, header, dialogs) is held to the same rules as a whole.
    const outside = [...descendants(body)].filter(isElement).filter((element) => ['footer', 'header', 'dialog'].includes(element.tagName));
    for (const element of outside) found.push(...problems(textOf(element), element.tagName, rules, false));
    expect(found).toEqual([]);
  });
}
