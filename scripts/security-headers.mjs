// Shared by scripts/finish-export (writes the headers after a build) and scripts/serve-static.mjs (applies
// them while testing): the `_headers` file format of Netlify and Cloudflare Pages, and the list of
// exported pages. Node built-ins only.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Cloudflare Pages refuses a `_headers` file with longer lines or more rules than this. */
export const HEADERS_FILE_LIMITS = { lineLength: 2000, rules: 100 };

/**
 * Parses a `_headers` file: a path (or pattern) at the start of a line, then its indented
 * `Name: value` lines. Comments start with #. Returns the rules in file order.
 * @returns {{ path: string, headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = { path: line, headers: [] };
      rules.push(current);
      continue;
    }
    const colon = line.indexOf(':');
    if (!current || colon < 1) throw new Error(`_headers line ${index + 1} is not "Name: value" under a path: ${raw}`);
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** A rule path as a regular expression: `*` matches anything (also nothing), `:name` one segment. */
function pathPattern(path) {
  const source = path
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The headers a request for `pathname` gets: every matching rule applies, and a header set by more
 * than one rule gets the values joined with ", " — as Netlify and Cloudflare Pages do. (That is why
 * the Content-Security-Policy is only ever set by one rule per path: two policies would both apply.)
 * @returns {Map<string, string>} lower-cased names
 */
export function headersForPath(rules, pathname) {
  const result = new Map();
  for (const rule of rules) {
    if (!pathPattern(rule.path).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result.set(key, result.has(key) ? `${result.get(key)}, ${value}` : value);
    }
  }
  return result;
}

/** Every .html file under `dir`, as paths relative to it with forward slashes, sorted. */
export function htmlFiles(dir) {
  const found = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) found.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return found.sort();
}
