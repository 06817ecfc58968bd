// Moves a page's inline scripts (Next's bootstrap and its `self.__next_f.push(…)` page data) into one
// file of its own, loaded with `defer`: it runs in document order after parsing and before
// DOMContentLoaded, when Next closes the page-data stream, so React hydrates as before. With no inline
// script left, one policy, `script-src 'self'`, covers every page however many there are.
import { createHash } from 'node:crypto';
import { append, attr, createElement, first, inlineScripts, remove, textOf } from './dom.mjs';

/** Where the moved scripts are served from, under out/. */
export const PAGE_SCRIPT_DIR = '_next/static/page-scripts';

/** @type {import('./index.mjs').Step} */
export const externalizeScripts = {
  name: 'externalize-scripts',
  run(document, { assume, emit }) {
    const scripts = inlineScripts(document);
    assume(scripts.length, 'the page has no inline script (Next writes its bootstrap and page data inline)');
    for (const script of scripts) assume(attr(script, 'type') !== 'module', 'an inline module script cannot be moved into a classic deferred script');
    // Each script was its own program; a statement each keeps their meaning.
    const code = `${scripts.map((script) => textOf(script).trim().replace(/;?$/, ';')).join('\n')}\n`;
    for (const script of scripts) remove(script);
    const name = `${createHash('sha256').update(code).digest('hex').slice(0, 16)}.js`;
    emit(`${PAGE_SCRIPT_DIR}/${name}`, code);
    append(first(document, 'head'), createElement('script', { src: `/${PAGE_SCRIPT_DIR}/${name}`, defer: '' }));
    return { scriptBytes: code.length };
  },
};
