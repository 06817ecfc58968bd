// Moves a page's inline scripts (Next's bootstrap and its `self.__next_f.push(…)` page data) into one
// file of its own, loaded with `defer`: it runs in document order after parsing and before
// DOMContentLoaded, when Next closes the page-data stream, so React hydrates as before. With no inline
// script left, every page runs under `script-src 'self'`: one policy for the whole site.
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JAVASCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/** Where the moved scripts are served from, under out/. */
export const PAGE_SCRIPT_DIR = '_next/static/page-scripts';

/**
 * @param {string} html an exported page
 * @returns {{ html: string, script: string | null, name: string | null }} the page without inline
 *   scripts and, when it had any, their code and the file name it is referenced under.
 */
export function externalizeInlineScripts(html) {
  const bodies = [];
  const stripped = html.replace(SCRIPT, (tag, attributes, body) => {
    const padded = ` ${attributes}`;
    if (/\ssrc\s*=/i.test(padded)) return tag;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(padded)?.[1]?.toLowerCase() ?? '';
    if (!JAVASCRIPT_TYPES.has(type)) return tag;
    if (type === 'module') throw new Error('an inline module script cannot be moved into a classic deferred script');
    bodies.push(body);
    return '';
  });
  if (!bodies.length) return { html, script: null, name: null };
  // Each script was its own program; a separate statement each keeps their meaning.
  const script = `${bodies.map((body) => body.trim().replace(/;?$/, ';')).join('\n')}\n`;
  const name = `${createHash('sha256').update(script).digest('hex').slice(0, 16)}.js`;
  const tag = `<script src="/${PAGE_SCRIPT_DIR}/${name}" defer=""></script>`;
  if (!/<\/head>/i.test(stripped)) throw new Error('page has no </head> to load its script from');
  return { html: stripped.replace(/<\/head>/i, `${tag}</head>`), script, name };
}
