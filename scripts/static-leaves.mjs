// Takes the static leaves' content out of each exported page's inline page data.
//
// Next sends every server-rendered element twice: once as HTML and once in the page data
// (`self.__next_f.push([1, "…"])`, React's flight format), which React walks to hydrate. Content
// wrapped in <StaticLeaf> (components/ui/static-leaf.tsx) never changes and has no handlers, so it
// needs no second copy: this removes the leaf elements' `children` from the page data, and the rows
// only they referenced (JSON-LD text, the sections under them). The leaf then keeps the HTML the
// server rendered. The .txt files that client-side navigations fetch are not touched.
//
// Flight rows: `<hex id>:<JSON>\n`, `<id>:<Tag><JSON>\n` (I = client reference, H… = hints),
// `<id>:T<hex byte length>,<text>` (long strings). References are strings: "$<id>", "$L<id>",
// "$@<id>", "$Q<id>", … optionally followed by a :path.
//
// Used by scripts/csp.mjs before the inline scripts are moved. Node built-ins only.
import { endOfDiv } from './inline-boundaries.mjs';

/** The export name the leaf's client reference carries. */
export const STATIC_LEAF_EXPORT = 'StaticLeaf';
const LEAF_ATTRIBUTE = 'data-static';

const PUSH = /<script>self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)<\/script>/g;
const OTHER_PUSH = /<script>self\.__next_f\.push\(\[(?!0\]|1,)/;
/** Tags whose rows carry a byte length instead of ending at a newline. */
const LENGTH_TAGS = new Set('TAOoUSsLlGgMmV'.split(''));

/** @typedef {{ id: string, tag: string, body: string, sized?: boolean, json?: unknown, changed?: boolean }} Row */

/** @param {string} flight @returns {Row[]} */
export function parseFlight(flight) {
  const bytes = Buffer.from(flight, 'utf8');
  /** @type {Row[]} */
  const rows = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at);
    if (colon === -1) throw new Error(`page data: a row without an id at byte ${at}`);
    const id = bytes.toString('latin1', at, colon);
    if (!/^[0-9a-f]*$/.test(id)) throw new Error(`page data: unexpected row id "${id.slice(0, 20)}"`);
    const first = String.fromCharCode(bytes[colon + 1]);
    const sized = LENGTH_TAGS.has(first) ? /^([0-9a-f]+),/.exec(bytes.toString('latin1', colon + 2, colon + 20)) : null;
    if (sized) {
      const start = colon + 2 + sized[0].length;
      const end = start + parseInt(sized[1], 16);
      rows.push({ id, tag: first, body: bytes.toString('utf8', start, end), sized: true });
      at = end;
      continue;
    }
    const newline = bytes.indexOf(0x0a, colon);
    if (newline === -1) throw new Error(`page data: row ${id} does not end`);
    const text = bytes.toString('utf8', colon + 1, newline);
    const tag = /^[A-Z]/.test(text) ? text[0] === 'H' ? text.slice(0, 2) : text[0] : '';
    rows.push({ id, tag, body: text.slice(tag.length) });
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

/** Every row id a JSON value may refer to (generous: a "$ab" counts as both "ab" and "b"). */
function references(value, into) {
  if (typeof value === 'string') {
    if (value[0] !== '$' || value[1] === '$') return into;
    const head = value.slice(1).split(':')[0];
    if (/^[0-9a-f]+$/.test(head)) into.add(head);
    const prefixed = /^[A-Za-z@]([0-9a-f]+)$/.exec(head);
    if (prefixed) into.add(prefixed[1]);
  } else if (Array.isArray(value)) {
    for (const item of value) references(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) references(item, into);
  }
  return into;
}

function parsedJson(row) {
  if (row.json === undefined && !row.sized) {
    try {
      row.json = JSON.parse(row.body);
    } catch {
      row.json = null;
    }
  }
  return row.json;
}

/** Ids reachable from the rows that are always kept (root, tagged rows, hints). */
function reachable(rows) {
  const byId = new Map();
  for (const row of rows) if (row.id) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
  const seen = new Set();
  const queue = rows.filter((row) => row.id === '0' || !row.id || (row.tag && row.tag !== 'T')).map((row) => row.id);
  while (queue.length) {
    const id = queue.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    for (const row of byId.get(id) ?? []) for (const next of references(parsedJson(row), new Set())) if (!seen.has(next)) queue.push(next);
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
 * @param {string} flight a page's flight data
 * @returns {{ flight: string, leaves: number, removedRows: number }}
 */
export function stripLeavesFromFlight(flight) {
  const rows = parseFlight(flight);
  const strings = new Map(rows.filter((row) => row.tag === '' && row.body.startsWith('"')).map((row) => [row.id, parsedJson(row)]));
  const leafTypes = new Set();
  for (const row of rows) {
    if (row.tag !== 'I') continue;
    const reference = JSON.parse(row.body);
    const name = typeof reference[2] === 'string' && reference[2].startsWith('$') ? strings.get(reference[2].slice(1)) : reference[2];
    if (name === STATIC_LEAF_EXPORT) leafTypes.add(`$L${row.id}`);
  }
  if (!leafTypes.size) return { flight, leaves: 0, removedRows: 0 };

  const before = reachable(rows);
  let leaves = 0;
  for (const row of rows) {
    if (row.tag !== '') continue;
    const json = parsedJson(row);
    const count = stripChildren(json, leafTypes);
    if (count) {
      row.changed = true;
      leaves += count;
    }
  }
  const after = reachable(rows);
  const kept = rows.filter((row) => !row.id || !before.has(row.id) || after.has(row.id));
  return { flight: serializeFlight(kept), leaves, removedRows: rows.length - kept.length };
}

/** The JSON string Next writes in an inline script: no "<", ">", "&" or line separators raw. */
function scriptString(text) {
  return JSON.stringify(text).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * @param {string} html an exported page (Suspense content already in place)
 * @returns {{ html: string, leaves: number, removedRows: number }}
 */
export function stripStaticLeaves(html) {
  const ids = [...html.matchAll(new RegExp(`<div ${LEAF_ATTRIBUTE}="([^"]*)"`, 'g'))].map((match) => match[1]);
  if (!ids.length) return { html, leaves: 0, removedRows: 0 };
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate !== undefined) throw new Error(`two static leaves are called "${duplicate}"; each needs its own id`);
  if (OTHER_PUSH.test(html)) throw new Error('the page data has chunks other than text; static leaves cannot be taken out of it');

  for (const match of html.matchAll(new RegExp(`<div ${LEAF_ATTRIBUTE}="([^"]*)"[^>]*>`, 'g'))) {
    const end = endOfDiv(html, match.index + match[0].length);
    if (end === -1) throw new Error(`static leaf "${match[1]}" does not end`);
    const inside = /<(button|input|select|textarea|form)\b|\sdata-late\b/i.exec(html.slice(match.index + match[0].length, end));
    if (inside) throw new Error(`static leaf "${match[1]}" holds ${inside[1] ? `<${inside[1].toLowerCase()}>` : 'a late island'}, which would never work there: keep it out of the leaf`);
  }

  const pushes = [...html.matchAll(PUSH)];
  const flight = pushes.map((push) => JSON.parse(push[1])).join('');
  const result = stripLeavesFromFlight(flight);
  if (result.leaves !== ids.length) {
    throw new Error(`the page has ${ids.length} static leaves but its page data ${result.leaves}; is every StaticLeaf given children on the server?`);
  }
  let index = 0;
  const stripped = html.replace(PUSH, () => (index++ === 0 ? `<script>self.__next_f.push([1,${scriptString(result.flight)}])</script>` : ''));
  return { html: stripped, leaves: result.leaves, removedRows: result.removedRows };
}
