// Shared by scripts/finish-export (writes the headers after a build) and scripts/serve-static.mjs (applies
// them while testing): the `_headers` file format of Netlify and Cloudflare Pages, and the list of
// exported pages. Node built-ins only.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Cloudflare Pages refuses a `_headers` file with longer lines or more rules than this. */
export const HEADERS_FILE_LIMITS = { lineLength: 2000, rules: 100 };

/**
 * Parses a `_headers` file: a path (or pattern) at the start of a line, then its indented
 * `Name: value` lines, or `! Name` lines, which take off a header an earlier rule set (Cloudflare
 * Pages' detach). Comments start with #. Returns the rules in file order.
 * @returns {{ path: string, detach: string[], headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      current = { path: line, detach: [], headers: [] };
      rules.push(current);
      continue;
    }
    if (current && /^!\s*[A-Za-z][\w-]*$/.test(line)) {
      current.detach.push(line.slice(1).trim());
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
 * The headers a request for `pathname` gets: every matching rule applies in file order, and a header
 * set by more than one rule gets the values joined with ", ", as Netlify and Cloudflare Pages do.
 * (That is why a second rule that sets a Content-Security-Policy first takes off the one before it
 * with `! Content-Security-Policy`: two policies would both apply.) A detach takes off only what
 * earlier rules set, as on Cloudflare Pages.
 * @returns {Map<string, string>} lower-cased names
 */
export function headersForPath(rules, pathname) {
  const result = new Map();
  for (const rule of rules) {
    if (!pathPattern(rule.path).test(pathname)) continue;
    for (const name of rule.detach ?? []) result.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result.set(key, result.has(key) ? `${result.get(key)}, ${value}` : value);
    }
  }
  return result;
}

/** The CMS's own directory in out/ (scripts/admin/build.mjs): its page is the CMS's, not one of the site's. */
export const ADMIN_DIR = 'admin';

/** Every page of the site under `dir` (each .html file but the CMS's), as paths relative to it with forward slashes, sorted. */
export function htmlFiles(dir) {
  const found = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory() && current === dir && entry.name === ADMIN_DIR) continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) found.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return found.sort();
}
