// Takes the static leaves' content out of each page's inline page data.
//
// Next sends every server-rendered element twice: as HTML and in the page data
// (`self.__next_f.push([1,"…"])`, React's flight rows) that React walks to hydrate. Content wrapped in
// <StaticLeaf> (components/ui/static-leaf.tsx) never changes and has no handlers, so this removes the
// leaf elements' `children` from the page data, and the rows only they referenced; the leaf then keeps
// the HTML the server rendered. The .txt files that client-side navigations fetch are not touched.
//
// Flight rows: `<hex id>:<JSON>\n`, `<id>:<Tag><JSON>\n` (I = client reference, H… = hints),
// `<id>:T<hex byte length>,<text>` (long text). Every reference in a row is checked to be one this
// step knows, to a row the page defines: a row reached in a way it did not understand would be pruned.
import { attr, descendants, elements, hasAttr, inlineScripts, remove, setText, textOf } from './dom.mjs';

/** The export name the leaf's client reference carries, and its attribute in the HTML. */
export const STATIC_LEAF_EXPORT = 'StaticLeaf';
const LEAF_ATTRIBUTE = 'data-static';
const PUSH_PREFIX = 'self.__next_f.push(';
/** Tags whose rows carry a byte length instead of ending at a newline. */
const LENGTH_TAGS = new Set('TAOoUSsLlGgMmV'.split(''));
/** `$`-strings that refer to another row: `$<id>`, `$L<id>` (lazy), `$@<id>` (promise), `$Q`/`$W` (Map/Set), `$F` (server reference), `$B` (blob), `$K` (form data); any may end in `:path`. */
const ROW_REFERENCE = /^\$([L@QWFBK]?)([0-9a-f]+)(:[^]*)?$/;
/** `$`-strings that are values, not references ("$" alone marks an element: ["$", type, key, props]). */
const VALUE = /^\$($|\$|undefined$|Infinity$|-Infinity$|NaN$|-0$|S[^]+|D[^]+|n-?\d+$|Z$)/;

/** @typedef {{ id: string, tag: string, body: string, sized?: boolean, json?: unknown, changed?: boolean }} Row */

/** @param {string} flight @param {(ok: unknown, message: string) => void} assume @returns {Row[]} */
export function parseFlight(flight, assume) {
  const bytes = Buffer.from(flight, 'utf8');
  /** @type {Row[]} */
  const rows = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    assume(colon !== -1, `page data: a row without an id at byte ${at}`);
    const id = bytes.toString('latin1', at, colon);
    assume(/^[0-9a-f]*$/.test(id), `page data: a row id "${id.slice(0, 20)}" that is not hexadecimal`);
    const first = String.fromCharCode(bytes[colon + 1]);
    const sized = LENGTH_TAGS.has(first) ? /^([0-9a-f]+),/.exec(bytes.toString('latin1', colon + 2, colon + 20)) : null;
    if (sized) {
      const start = colon + 2 + sized[0].length;
      const end = start + parseInt(sized[1], 16);
      assume(end <= bytes.length, `page data: row ${id} is shorter than its length`);
      rows.push({ id, tag: first, body: bytes.toString('utf8', start, end), sized: true });
      at = end;
      continue;
    }
    const newline = bytes.indexOf(0x0a, colon);
    assume(newline !== -1, `page data: row ${id} does not end`);
    const text = bytes.toString('utf8', colon + 1, newline);
    const tag = /^[A-Z]/.test(text) ? (text[0] === 'H' ? text.slice(0, 2) : text[0]) : '';
    const row = { id, tag, body: text.slice(tag.length) };
    // Hints (H…) are not read; a stream row (X, R, C…) may have no body.
    if (!tag.startsWith('H') && row.body !== '') {
      try {
        row.json = JSON.parse(row.body);
      } catch {
        assume(false, `page data: row ${id}${tag ? ` (${tag})` : ''} is not JSON`);
      }
    }
    rows.push(row);
    at = newline + 1;
  }
  return rows;
}

/** @param {Row[]} rows */
export function serializeFlight(rows) {
  return rows
    .map((row) => {
      if (row.sized) return `${row.id}:${row.tag}${Buffer.byteLength(row.body, 'utf8').toString(16)},${row.body}`;
      return `${row.id}:${row.tag}${row.changed ? JSON.stringify(row.json) : row.body}\n`;
    })
    .join('');
}

/** The row ids a JSON value refers to; any `$`-string of a form this step does not know fails. */
function references(value, into, assume) {
  if (typeof value === 'string') {
    if (value[0] !== '$') return into;
    const reference = ROW_REFERENCE.exec(value);
    if (reference) into.add(reference[2]);
    else assume(VALUE.test(value), `page data: a reference "${value.slice(0, 40)}" of a form this step does not know`);
  } else if (Array.isArray(value)) {
    for (const item of value) references(item, into, assume);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) references(item, into, assume);
  }
  return into;
}

/** Ids reachable from the rows always kept (the root, client references, hints). */
function reachable(rows, assume) {
  const byId = new Map();
  for (const row of rows) if (row.id) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
  const seen = new Set();
  const queue = rows.filter((row) => row.id === '0' || !row.id || (row.tag && row.tag !== 'T')).map((row) => row.id);
  while (queue.length) {
    const id = queue.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    for (const row of byId.get(id) ?? []) {
      if (row.sized) continue;
      for (const next of references(row.json, new Set(), assume)) {
        assume(byId.has(next), `page data: row ${row.id || '(hint)'} refers to row ${next}, which the page does not define`);
        if (!seen.has(next)) queue.push(next);
      }
    }
  }
  return seen;
}

/** Removes `children` from every element of the given client references; returns how many. */
function stripChildren(value, leafTypes) {
  if (!value || typeof value !== 'object') return 0;
  let count = 0;
  if (Array.isArray(value)) {
    if (value[0] === '$' && typeof value[1] === 'string' && leafTypes.has(value[1]) && value[3] && typeof value[3] === 'object') {
      if ('children' in value[3]) {
        delete value[3].children;
        count++;
      }
      return count;
    }
    for (const item of value) count += stripChildren(item, leafTypes);
    return count;
  }
  for (const item of Object.values(value)) count += stripChildren(item, leafTypes);
  return count;
}

/**
 * @param {string} flight a page's flight rows
 * @returns {{ flight: string, leaves: number, removedRows: number }}
 */
export function stripLeavesFromFlight(flight, assume) {
  const rows = parseFlight(flight, assume);
  const strings = new Map(rows.filter((row) => row.tag === '' && typeof row.json === 'string').map((row) => [row.id, row.json]));
  const leafTypes = new Set();
  for (const row of rows) {
    if (row.tag !== 'I') continue;
    assume(Array.isArray(row.json) && row.json.length >= 3, `page data: client reference ${row.id} is not [module, chunks, export]`);
    const name = typeof row.json[2] === 'string' && row.json[2].startsWith('$') ? strings.get(row.json[2].slice(1)) : row.json[2];
    if (name === STATIC_LEAF_EXPORT) leafTypes.add(`$L${row.id}`);
  }
  const before = reachable(rows, assume);
  if (!leafTypes.size) return { flight, leaves: 0, removedRows: 0 };
  let leaves = 0;
  for (const row of rows) {
    if (row.tag !== '') continue;
    const count = stripChildren(row.json, leafTypes);
    if (count) {
      row.changed = true;
      leaves += count;
    }
  }
  const after = reachable(rows, assume);
  const kept = rows.filter((row) => !row.id || !before.has(row.id) || after.has(row.id));
  return { flight: serializeFlight(kept), leaves, removedRows: rows.length - kept.length };
}

/** The JSON string Next writes in an inline script: no "<", ">", "&" or line separators raw. */
const scriptString = (text) => JSON.stringify(text).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** @type {import('./index.mjs').Step} */
export const staticLeaves = {
  name: 'static-leaves',
  run(document, { assume }) {
    const leaves = elements(document, 'div', (div) => hasAttr(div, LEAF_ATTRIBUTE));
    const pushes = inlineScripts(document).filter((script) => textOf(script).includes('self.__next_f'));
    assume(pushes.length, 'the page has no self.__next_f page data scripts');
    if (!leaves.length) return { leaves: 0 };

    const ids = leaves.map((leaf) => attr(leaf, LEAF_ATTRIBUTE));
    const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
    if (duplicate !== undefined) throw new Error(`two static leaves are called "${duplicate}"; each needs its own id`);
    for (const leaf of leaves) {
      const inside = [...descendants(leaf)].find((node) => ['button', 'input', 'select', 'textarea', 'form'].includes(node.tagName) || (node.attrs && hasAttr(node, 'data-late')));
      if (inside) throw new Error(`static leaf "${attr(leaf, LEAF_ATTRIBUTE)}" holds ${hasAttr(inside, 'data-late') ? 'a late island' : `<${inside.tagName}>`}, which would never work there: keep it out of the leaf`);
    }

    // `(self.__next_f=self.__next_f||[]).push([0])` opens the stream; then one push of [1,"rows"] a script.
    const chunks = [];
    for (const script of pushes) {
      const text = textOf(script).trim();
      if (/^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\);?$/.test(text)) continue;
      assume(text.startsWith(PUSH_PREFIX) && /\);?$/.test(text), `a page data script is not one self.__next_f.push(…): ${text.slice(0, 60)}`);
      let chunk;
      try {
        chunk = JSON.parse(text.slice(PUSH_PREFIX.length).replace(/\);?$/, ''));
      } catch {
        assume(false, `a page data push is not a JSON array: ${text.slice(0, 60)}`);
      }
      assume(Array.isArray(chunk) && chunk[0] === 1 && typeof chunk[1] === 'string' && chunk.length === 2, `a page data push other than [1, text]: ${text.slice(0, 60)}`);
      chunks.push({ script, text: chunk[1] });
    }
    assume(chunks.length, 'the page data has no [1, text] push');

    const result = stripLeavesFromFlight(chunks.map((chunk) => chunk.text).join(''), assume);
    assume(
      result.leaves === leaves.length,
      `the HTML has ${leaves.length} static leaves but the page data ${result.leaves}: is StaticLeaf still the export name of its client reference, and is every leaf given children on the server?`,
    );
    setText(chunks[0].script, `${PUSH_PREFIX}[1,${scriptString(result.flight)}])`);
    for (const chunk of chunks.slice(1)) remove(chunk.script);
    return { leaves: result.leaves, removedRows: result.removedRows };
  },
};
