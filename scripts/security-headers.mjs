// Shared by scripts/csp.mjs (writes the headers after a build) and scripts/serve-static.mjs (applies
// them while testing): the `_headers` file format of Netlify and Cloudflare Pages, and the sha256
// hashes of a page's inline scripts. Node built-ins only.
import { createHash } from 'node:crypto';
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

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JAVASCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/** Inline scripts the browser runs (not data blocks such as JSON-LD), as CSP sources: 'sha256-…'. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1]?.toLowerCase() ?? '';
    if (!JAVASCRIPT_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
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

/** The first style attribute or <style> element in a page (outside scripts), or null. */
export function inlineStyles(html) {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  return markup.match(/<[a-z][^>]*\sstyle=("[^"]*"|'[^']*'|[^\s>]+)[^>]*>|<style\b[^>]*>/i)?.[0].slice(0, 160) ?? null;
}
