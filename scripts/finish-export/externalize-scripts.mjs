// Takes a page's inline scripts (Next's bootstrap and its `self.__next_f.push(…)` page data) out of
// the page's code: what they push becomes one JSON data block (<script type="application/json">, which
// no browser runs and no policy governs) at the end of <body>, and one small script shared by every
// page (PAGE_DATA_SCRIPT, deferred) pushes it, in the same order, where Next reads it. With no inline
// script left, one policy, `script-src 'self'`, covers every page however many there are, and a page
// is one file: its data travels in its HTML, not in a file of its own (a site of 2,000 listings in
// four languages would otherwise ship 8,000 more files than a static host takes).
//
// Next writes three kinds of inline script, and this step knows each by its exact form; any other
// stops the build (the page, the step, the Next version), since its meaning could not be kept:
//   requestAnimationFrame(function(){$RT=performance.now()})        React's reveal clock   → [0]
//   (globalThis["TURBOPACK"] || (…= [])).push({…})                  Turbopack's chunk list → [1, {…}]
//   (self.__next_f=self.__next_f||[]).push([…]) / self.__next_f.push([…])   the page data → [2, […]]
// Each pushed value is JSON as Next wrote it (JSON.stringify, with < escaped): the build checks that
// it parses and that it cannot end the data block early.
import { createHash } from 'node:crypto';
import { append, attr, createElement, elements, first, inlineScripts, remove, setText, textOf } from './dom.mjs';
import { emptyStructuredData } from './structured-data.mjs';

/** Where the shared script is served from, under out/. */
export const PAGE_DATA_DIR = '_next/static/page-data';
/** The id of a page's data block. */
export const PAGE_DATA_ID = '__next-page-data';

const SOURCE = `(function (d) {
  if (d) JSON.parse(d.textContent).forEach(function (e) {
    if (e[0] == 0) requestAnimationFrame(function () {
      window.$RT = performance.now();
    });
    else if (e[0] == 1) (self.TURBOPACK = self.TURBOPACK || []).push(e[1]);
    else (self.__next_f = self.__next_f || []).push(e[1]);
  });
})(document.getElementById('${PAGE_DATA_ID}'));
`;
/** The shared script, in plain ES5, and its file name (its content's hash). */
export const PAGE_DATA_SCRIPT = `${SOURCE.replace(/\n\s*/g, '')}\n`;
export const PAGE_DATA_NAME = `${createHash('sha256').update(PAGE_DATA_SCRIPT).digest('hex').slice(0, 16)}.js`;
export const PAGE_DATA_SRC = `/${PAGE_DATA_DIR}/${PAGE_DATA_NAME}`;

/** The inline scripts this step knows: [kind, form]; a form with a group pushes the value it captures. */
const FORMS = [
  [0, /^requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);?$/],
  [1, /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/],
  [2, /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(([\s\S]*)\);?$/],
  [2, /^self\.__next_f\.push\(([\s\S]*)\);?$/],
];

/** A page's inline scripts as the data block's entries (JSON text each), or a message naming the one it cannot read. */
export function pageDataEntries(codes) {
  const entries = [];
  for (const code of codes) {
    const text = code.trim();
    const form = FORMS.find(([, pattern]) => pattern.test(text));
    if (!form) return { problem: `an inline script this step does not know: ${text.slice(0, 100)}` };
    const [kind, pattern] = form;
    if (kind === 0) {
      entries.push('[0]');
      continue;
    }
    const value = text.match(pattern)[1];
    try {
      JSON.parse(value);
    } catch {
      return { problem: `an inline script pushes something that is not JSON: ${text.slice(0, 100)}` };
    }
    if (/<\/script|<!--/i.test(value)) return { problem: `an inline script's data would end the data block early: ${text.slice(0, 100)}` };
    entries.push(`[${kind},${value}]`);
  }
  return { entries };
}

/** @type {import('./index.mjs').Step} */
export const externalizeScripts = {
  name: 'externalize-scripts',
  run(document, { assume }) {
    const scripts = inlineScripts(document);
    assume(scripts.length, 'the page has no inline script (Next writes its bootstrap and page data inline)');
    for (const script of scripts) assume(attr(script, 'type') !== 'module', 'an inline module script cannot be moved into a classic deferred script');
    const read = pageDataEntries(scripts.map(textOf));
    assume(!read.problem, read.problem);
    // The structured data stays in the HTML, for search engines; its copy in the page data goes (structured-data.mjs).
    const structured = elements(document, 'script', (script) => attr(script, 'type') === 'application/ld+json').length;
    const { entries, problem } = emptyStructuredData(read.entries, structured);
    assume(!problem, problem);
    for (const script of scripts) remove(script);
    const block = createElement('script', { type: 'application/json', id: PAGE_DATA_ID });
    const data = `[${entries.join(',')}]`;
    setText(block, data);
    append(first(document, 'body'), block);
    append(first(document, 'head'), createElement('script', { src: PAGE_DATA_SRC, defer: '' }));
    return { dataBytes: data.length };
  },
};
