// Finishes Next's static export in out/ (the `build` npm script runs it after `next build`).
//
// Each page is parsed once (parse5, the HTML standard's parser) and these steps run over that tree:
//   inline-boundaries    streamed Suspense content put in place: inner pages read without JavaScript
//   font-preload         the Cyrillic or Hebrew face a page names is preloaded
//   externalize-scripts  inline scripts turned into a JSON data block and one shared script: `script-src 'self'`, no hashes, no file per page
//   compile-hints        the chunks the page opens with are noted, for V8 to compile off the main thread
//   hero-first           Next's scripts added by a small loader once the hero photo is painted
// then the page is checked (no inline script or style left, no router link to a document page) and
// written once. Then each chunk a page opens with gets V8's compile hint on its first line (compile-hints.mjs). Last, the security
// headers from public/_headers: out/_headers (Netlify, Cloudflare Pages), out/_headers.json (other
// tools, scripts/serve-static.mjs) and out/_headers.nginx.conf. Run as a script, it then ships the
// document pages (lib/document-pages.ts) without their route payloads (document-pages.mjs): one file each.
//
// Every step states what it assumes about Next's output through `assume`; when an assumption no
// longer holds (after a Next upgrade, say) the build fails naming the page, the step and the Next
// version. tests/contract/finish-export.test.ts runs the steps on a real build of a fixture app.
//
// Usage: node scripts/finish-export/index.mjs [outDir] [--skip step,step]
//   --skip leaves optional steps out (font-preload, compile-hints, hero-first), to measure what each buys.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cmsBucketFromEnv } from '../photos/upload.mjs';
import { ADMIN_DIR, HEADERS_FILE_LIMITS, headersForPath, htmlFiles, parseHeadersFile } from '../security-headers.mjs';
import { attr, elements, hasAttr, inlineScripts, inlineStyle, parse, serialize } from './dom.mjs';
import { inlineBoundaries } from './inline-boundaries.mjs';
import { fontPreload } from './font-preload.mjs';
import { externalizeScripts, PAGE_DATA_SCRIPT, PAGE_DATA_SRC } from './externalize-scripts.mjs';
import { compileHints, hintChunk } from './compile-hints.mjs';
import { loadDocumentRule, pruneDocumentPages } from './document-pages.mjs';
import { heroFirst, LOADER, LOADER_DIR, LOADER_NAME, PROTOCOL, QUERY_SCRIPT, QUERY_SCRIPT_NAME } from './hero-first.mjs';

const APP_LINK_ATTRIBUTE = PROTOCOL.appLinkAttribute;

/**
 * @typedef {{ file: string, assume: (ok: unknown, message: string) => void, readAsset: (href: string) => string, emit: (name: string, content: string) => void }} StepContext
 * @typedef {{ name: string, run: (document: import('parse5').DefaultTreeAdapterMap['document'], context: StepContext) => Record<string, unknown> }} Step
 */

/** In order: scripts are moved, and the chunks noted, before the loader takes them. */
export const STEPS = [inlineBoundaries, fontPreload, externalizeScripts, compileHints, heroFirst];
/** Steps the site works without (they buy speed); the others are needed for content without JavaScript and for the CSP. */
export const OPTIONAL_STEPS = ['font-preload', 'compile-hints', 'hero-first'];

/** Written last: its presence tells scripts/serve-static.mjs that out/ is finished. */
export const RESOLVED_HEADERS_FILE = '_headers.json';

/** The Next version whose output the steps read. */
export const NEXT_VERSION = createRequire(import.meta.url)('next/package.json').version;

/** An assumption about Next's output that no longer holds. */
export class NextOutputError extends Error {
  constructor(step, file, message, version = NEXT_VERSION) {
    super(`${file}: step "${step}" does not match the output of Next ${version}: ${message}`);
    this.name = 'NextOutputError';
    this.step = step;
  }
}

/**
 * Runs the steps over one exported page.
 * @param {string} html
 * @param {{ file: string, readAsset: (href: string) => string, skip?: string[], nextVersion?: string }} options
 * @returns {{ html: string, files: [string, string][], results: Record<string, Record<string, unknown>> }}
 */
export function finishPage(html, { file, readAsset, skip = [], nextVersion = NEXT_VERSION, isDocumentPath = () => false }) {
  const document = parse(html);
  /** @type {[string, string][]} */
  const files = [];
  const results = {};
  for (const step of STEPS) {
    if (skip.includes(step.name)) continue;
    const assume = (ok, message) => {
      if (!ok) throw new NextOutputError(step.name, file, message, nextVersion);
    };
    try {
      results[step.name] = step.run(document, { file, assume, readAsset, emit: (name, content) => files.push([name, content]) });
    } catch (error) {
      if (error instanceof NextOutputError) throw error;
      throw new Error(`${file}: step "${step.name}": ${error instanceof Error ? error.message : error}`);
    }
  }
  if (inlineScripts(document).length) throw new Error(`${file} still has an inline script, which script-src 'self' blocks`);
  // A document page has no route payload (document-pages.mjs): a link to one must be plain, not the router's.
  for (const link of elements(document, 'a', (a) => hasAttr(a, APP_LINK_ATTRIBUTE) && isDocumentPath(attr(a, 'href') ?? ''))) {
    throw new Error(`${file} links to ${attr(link, 'href')} through the router, which would ask for the route payload a document page is shipped without (lib/document-pages.ts; components/ui/app-link.tsx)`);
  }
  const style = inlineStyle(document);
  if (style) throw new Error(`${file} has an inline style, which style-src 'self' blocks: ${style.slice(0, 160)}`);
  return { html: serialize(document), files, results };
}

function renderHeadersFile(rules) {
  const blocks = rules.map(({ path, detach = [], headers }) => [path, ...detach.map((name) => `  ! ${name}`), ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `# Generated by scripts/finish-export from public/_headers for this build; edit that file, not this one.\n\n${blocks.join('\n\n')}\n`;
}

/** The origin of a build-time address (the form service, the analytics host), or null when it is not set. */
export function originOf(value) {
  if (!value) return null;
  const url = new URL(value);
  const local = url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname);
  if (url.protocol !== 'https:' && !local) throw new Error(`${value} must be an https:// address`);
  return url.origin;
}

/** The rule of the CMS's pages (public/_headers): its policy is its own, and what the site's pages load does not change it. */
export const ADMIN_RULE = `/${ADMIN_DIR}/*`;

/** The rules with each Content-Security-Policy directive's sources of the site's rules (not the CMS's) given by `sourcesOf(directive, sources)`. */
function mapPolicy(rules, sourcesOf) {
  return rules.map((rule) => rule.path === ADMIN_RULE ? rule : ({
    ...rule,
    headers: rule.headers.map(([name, value]) => {
      if (name.toLowerCase() !== 'content-security-policy') return [name, value];
      const directives = value.split(';').map((directive) => {
        const [key = '', ...sources] = directive.trim().split(/\s+/);
        return [key, ...sourcesOf(key, sources)].join(' ');
      });
      return [name, directives.join('; ')];
    }),
  }));
}

/**
 * The template's rules with the policy widened by exactly the origins the build was configured with:
 * the form service in form-action (a post without JavaScript) and connect-src (a post with it), the
 * analytics host in connect-src, the photo bucket in img-src. No script source is ever added: events go to an API, no script loads.
 */
export function configuredRules(rules, env = process.env) {
  const lead = originOf(env.NEXT_PUBLIC_LEAD_ENDPOINT);
  const analytics = originOf(env.NEXT_PUBLIC_ANALYTICS_HOST);
  const photos = originOf(env.NEXT_PUBLIC_PHOTOS_BASE_URL);
  const extra = { 'form-action': [lead], 'connect-src': [lead, analytics], 'img-src': [photos] };
  return mapPolicy(rules, (key, sources) => [...sources, ...[...new Set(extra[key] ?? [])].filter((origin) => origin && !sources.includes(origin))]);
}

/**
 * The CMS's rule with the photo bucket its photo fields upload to, when staff's photos go there
 * (scripts/photos/upload.mjs cmsBucketFromEnv): the bucket's S3 API in connect-src (listing, upload,
 * delete) and its public address in connect-src and img-src (the photos it shows). Nothing else changes.
 */
export function adminRules(rules, env = process.env) {
  const { bucket } = cmsBucketFromEnv(env);
  if (!bucket) return rules;
  const api = originOf(bucket.endpoint);
  const photos = originOf(bucket.publicUrl);
  const extra = { 'connect-src': [api, photos], 'img-src': [photos] };
  return rules.map((rule) => rule.path !== ADMIN_RULE ? rule : ({
    ...rule,
    headers: rule.headers.map(([name, value]) => {
      if (name.toLowerCase() !== 'content-security-policy') return [name, value];
      return [name, value.split(';').map((directive) => {
        const [key = '', ...sources] = directive.trim().split(/\s+/);
        return [key, ...sources, ...[...new Set(extra[key] ?? [])].filter((origin) => !sources.includes(origin))].join(' ');
      }).join('; ')];
    }),
  }));
}

/**
 * The policy's img-src without any other origin no page loads an image from: once `npm run photos`
 * has brought the stock photos onto the site, img-src is 'self' alone, with nothing to remember.
 */
export function narrowImageSources(rules, usedOrigins) {
  return mapPolicy(rules, (key, sources) => (key === 'img-src' ? sources.filter((source) => !/^https?:\/\//.test(source) || usedOrigins.has(source)) : sources));
}

/** Every other origin an exported page loads an image from (src and srcset of img and source). */
export function imageOrigins(html) {
  const origins = new Set();
  for (const match of html.matchAll(/<(?:img|source)\b[^>]*>/g)) {
    for (const attribute of match[0].matchAll(/\s(?:src|srcset|srcSet)="([^"]*)"/g)) {
      for (const candidate of attribute[1].split(',')) {
        const url = candidate.trim().split(/\s+/)[0]?.replace(/&amp;/g, '&');
        if (url && /^https?:\/\//.test(url)) origins.add(new URL(url).origin);
      }
    }
  }
  return origins;
}

/** The origins a page's video tour would frame once tapped (components/property/video-tour.tsx marks its play link with data-video-origin). */
export function frameOrigins(html) {
  return new Set([...html.matchAll(/\sdata-video-origin="(https:\/\/[^"/]+)"/g)].map((match) => match[1]));
}

/**
 * Rules that let the pages with a video tour frame its player, and no other page: each such page's
 * policy is the site's with `frame-src <the player's origin>`. One rule per page while they fit in
 * Cloudflare's limit of rules; past it, one per folder of such pages (/de/villas/*), which lets every
 * page there frame the same players but still only on a tap (no page frames anything unasked).
 */
export function frameRules(rules, framed, limit = HEADERS_FILE_LIMITS.rules) {
  if (framed.size === 0) return rules;
  const policy = headersForPath(rules, '/').get('content-security-policy');
  const rule = (path, origins) => ({
    path,
    detach: ['Content-Security-Policy'],
    headers: [['Content-Security-Policy', `${policy}; frame-src ${[...origins].sort().join(' ')}`]],
  });
  let entries = [...framed].sort(([a], [b]) => a.localeCompare(b));
  if (rules.length + entries.length > limit) {
    const folders = new Map();
    for (const [path, origins] of entries) {
      const folder = `${path.slice(0, path.lastIndexOf('/'))}/*`;
      folders.set(folder, new Set([...(folders.get(folder) ?? []), ...origins]));
    }
    entries = [...folders].sort(([a], [b]) => a.localeCompare(b));
  }
  const admin = rules.findIndex((candidate) => candidate.path === ADMIN_RULE);
  const extra = entries.map(([path, origins]) => rule(path, origins));
  // Before the CMS's rule, which must stay last to detach what the site's rules set.
  return admin === -1 ? [...rules, ...extra] : [...rules.slice(0, admin), ...extra, ...rules.slice(admin)];
}

/** The NEXT_PUBLIC_ variables of this build, sorted: what the pages were built with. */
export function publicEnv(env = process.env) {
  return Object.fromEntries(Object.keys(env).filter((name) => name.startsWith('NEXT_PUBLIC_')).sort().map((name) => [name, env[name]]));
}

/**
 * The agency's facts that stay placeholders until they are given (content/facts/site.ts): each build
 * variable with its field in content/facts/agency.json, which staff edit in the CMS; either one sets it.
 */
export const AGENCY_VARIABLES = {
  NEXT_PUBLIC_SITE_URL: 'siteUrl',
  NEXT_PUBLIC_WHATSAPP_NUMBER: 'whatsAppNumber',
  NEXT_PUBLIC_PHONE_NUMBER: 'phoneNumber',
  NEXT_PUBLIC_AGENCY_NAME: 'legalName',
  NEXT_PUBLIC_AGENCY_ADDRESS: 'street',
  NEXT_PUBLIC_AGENCY_EMAIL: 'email',
  NEXT_PUBLIC_AGENCY_REGISTER: 'register',
  NEXT_PUBLIC_AGENCY_VAT: 'vat',
  NEXT_PUBLIC_AGENCY_RESPONSIBLE: 'responsible',
  NEXT_PUBLIC_AGENCY_TOWN: 'town',
  NEXT_PUBLIC_AGENCY_REPRESENTATIVE: 'representative',
  NEXT_PUBLIC_AGENCY_LICENCE: 'licence',
  NEXT_PUBLIC_AGENCY_EU_REPRESENTATIVE: 'euRepresentative',
  NEXT_PUBLIC_HOST_NAME: 'host',
};

/** The agency's facts neither a build variable nor content/facts/agency.json gives, as "field (VARIABLE)". */
export function unsetAgencyFacts(env = process.env, file = join(process.cwd(), 'content/facts/agency.json')) {
  let agency = {};
  try {
    agency = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // No file, or one that is not JSON: the content check names it; here every field counts as not given.
  }
  const given = (value) => typeof value === 'string' && value.trim() !== '';
  return Object.entries(AGENCY_VARIABLES)
    .filter(([variable, field]) => !given(env[variable]) && !given(agency[field]))
    .map(([variable, field]) => `${field} (${variable})`);
}

/** A header's name as the template spells it (headersForPath lower-cases names). */
function canonicalName(rules, lower) {
  for (const rule of rules) for (const [name] of rule.headers) if (name.toLowerCase() === lower) return name;
  return lower;
}

/** Reads a stylesheet or script of the export by its address, each file once (every page names the same few). */
export function assetReader(outDir) {
  const read = new Map();
  return (href) => {
    const path = new URL(href, 'https://site.invalid/').pathname;
    if (!read.has(path)) read.set(path, readFileSync(join(outDir, path), 'utf8'));
    return read.get(path);
  };
}

/**
 * Finishes one exported page and writes it (and what its steps emit): what finishExport needs of it,
 * { file, results, origins, frames }, the image and player origins as arrays (they cross a worker).
 */
export function finishFile(outDir, file, { readAsset = assetReader(outDir), skip = [], isDocumentPath = () => false, write }) {
  const finished = finishPage(readFileSync(join(outDir, file), 'utf8'), { file, readAsset, skip, isDocumentPath });
  for (const [name, content] of finished.files) write(name, content);
  write(file, finished.html);
  return { file, results: finished.results, origins: [...imageOrigins(finished.html)], frames: [...frameOrigins(finished.html)] };
}

/** How many pages a worker thread is worth starting for (below it, one thread finishes them sooner). */
const PAGES_PER_WORKER = 400;

/**
 * Finishes the pages in worker threads, one per core (at 10,000 pages one thread took 13 minutes on
 * 2 cores): each worker finishes every n-th page and writes it; the summaries come back in file order.
 * Fewer pages than make a second worker worth it are finished here. A page that fails stops the build
 * with the message it would have here.
 */
export async function finishInWorkers(outDir, { skip = [], threads = availableParallelism(), pagesPerWorker = PAGES_PER_WORKER } = {}) {
  const files = htmlFiles(outDir);
  const count = Math.max(1, Math.min(threads, Math.floor(files.length / pagesPerWorker)));
  if (count === 1) return null;
  const parts = Array.from({ length: count }, (_, index) => files.filter((_, at) => at % count === index));
  const results = await Promise.all(parts.map((part) => new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./page-worker.mjs', import.meta.url), { workerData: { outDir, files: part, skip, cwd: process.cwd() } });
    worker.once('message', (message) => (message.error ? reject(Object.assign(new Error(message.error), { step: message.step })) : resolve(message.pages)));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`a worker finishing pages stopped (exit code ${code})`)));
  })));
  const byFile = new Map(results.flat().map((page) => [page.file, page]));
  return files.map((file) => byFile.get(file));
}

/**
 * Finishes every exported page and writes the loader and the header files. `finished`: the pages
 * already finished and written (finishInWorkers), in the order of htmlFiles(outDir).
 * @param {{ outDir: string, template: string, skip?: string[], isDocumentPath?: (path: string) => boolean, write?: (name: string, content: string) => void, finished?: { file: string, results: object, origins: string[], frames: string[] }[] | null }} options
 */
export function finishExport({
  outDir,
  template,
  skip = [],
  isDocumentPath = () => false,
  finished = null,
  write = (name, content) => {
    mkdirSync(dirname(join(outDir, name)), { recursive: true });
    writeFileSync(join(outDir, name), content);
  },
}) {
  for (const name of skip) if (!OPTIONAL_STEPS.includes(name)) throw new Error(`--skip ${name}: only ${OPTIONAL_STEPS.join(', ')} can be left out`);
  let rules = adminRules(configuredRules(parseHeadersFile(template)));
  const policy = headersForPath(rules, '/').get('content-security-policy');
  if (!policy || !/script-src 'self'(;|$)/.test(policy)) {
    throw new Error("the _headers template needs a Content-Security-Policy for /* with script-src 'self' and no other script source");
  }
  if (!/style-src 'self'(;|$)/.test(policy)) throw new Error("the _headers template needs style-src 'self' and no other style source (no 'unsafe-inline')");
  // A later rule that sets a policy of its own must first take off the site's, or a host would send both.
  for (const rule of rules.slice(1)) {
    for (const [name] of rule.headers) {
      if (['content-security-policy', 'cross-origin-opener-policy'].includes(name.toLowerCase()) && !rule.detach.some((detached) => detached.toLowerCase() === name.toLowerCase())) {
        throw new Error(`the _headers rule ${rule.path} sets ${name} without "! ${name}" above it, so its pages would get two`);
      }
    }
  }

  const readAsset = assetReader(outDir);
  const files = htmlFiles(outDir);
  if (!files.includes('index.html')) throw new Error(`${outDir} has no index.html; run next build first`);
  const usedOrigins = new Set();
  /** Page path → the players it may frame. */
  const framed = new Map();
  const done = finished ?? files.map((file) => finishFile(outDir, file, { readAsset, skip, isDocumentPath, write }));
  if (done.length !== files.length || done.some((page, index) => page.file !== files[index])) throw new Error('the pages finished are not the pages of the export');
  const pages = done.map(({ file, results, origins, frames }) => {
    for (const origin of origins) usedOrigins.add(origin);
    if (frames.length > 0) framed.set(`/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`, new Set(frames));
    return { file, ...results };
  });
  rules = frameRules(narrowImageSources(rules, usedOrigins), framed);
  write(PAGE_DATA_SRC.slice(1), PAGE_DATA_SCRIPT);
  if (!skip.includes('hero-first')) {
    write(`${LOADER_DIR}/${LOADER_NAME}`, LOADER);
    write(`${LOADER_DIR}/${QUERY_SCRIPT_NAME}`, QUERY_SCRIPT);
  }
  const hinted = new Set(pages.flatMap((page) => page['compile-hints']?.chunks ?? []));
  for (const chunk of hinted) {
    const assume = (ok, message) => {
      if (!ok) throw new NextOutputError('compile-hints', chunk, message);
    };
    write(chunk.slice(1), hintChunk(readAsset(chunk), assume));
  }

  const headersFile = renderHeadersFile(rules);
  const longest = Math.max(...headersFile.split('\n').map((line) => line.length));
  if (longest > HEADERS_FILE_LIMITS.lineLength || rules.length > HEADERS_FILE_LIMITS.rules) {
    throw new Error(
      `out/_headers has ${rules.length} rules and a ${longest}-character line; Cloudflare Pages allows ${HEADERS_FILE_LIMITS.rules} rules and ${HEADERS_FILE_LIMITS.lineLength} characters a line`,
    );
  }
  write('_headers', headersFile);
  const addHeaders = (pathname, indent = '') =>
    [...headersForPath(rules, pathname)].map(([name, value]) => `${indent}add_header ${canonicalName(rules, name)} "${value.replace(/"/g, '\\"')}" always;`);
  const admin = rules.some((rule) => rule.path === ADMIN_RULE);
  write(
    '_headers.nginx.conf',
    [
      '# Generated by scripts/finish-export for this build. Include it in the server { } block that serves out/',
      '# (see README "Security headers"). nginx forgets these in any location { } that has add_header',
      '# lines of its own, so include it there too.',
      ...addHeaders('/'),
      ...rules
        .filter((rule) => rule.path !== '/*' && rule.path !== ADMIN_RULE)
        .flatMap((rule) => [
          '',
          `# ${rule.path} frames a video tour's player once tapped: its own full set.`,
          rule.path.endsWith('/*') ? `location ^~ ${rule.path.slice(0, -1)} {` : `location ~ ^${rule.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\.html)?$ {`,
          ...addHeaders(rule.path.endsWith('/*') ? rule.path.slice(0, -1) : rule.path, '  '),
          '}',
        ]),
      ...(admin ? ['', `# The CMS (${ADMIN_RULE}): its own full set, since nginx keeps none of the above in a location with add_header.`, `location ^~ /${ADMIN_DIR}/ {`, ...addHeaders(`/${ADMIN_DIR}/`, '  '), '}'] : []),
      '',
    ].join('\n'),
  );
  // Each rule's path with the full set a request there gets: "*" for the site's pages.
  const framedRules = rules.filter((rule) => rule.path !== '/*' && rule.path !== ADMIN_RULE);
  const resolved = {
    '*': Object.fromEntries(headersForPath(rules, '/')),
    ...Object.fromEntries(framedRules.map((rule) => [rule.path, Object.fromEntries(headersForPath(rules, rule.path.endsWith('/*') ? rule.path.slice(0, -1) : rule.path))])),
    ...(admin ? { [ADMIN_RULE]: Object.fromEntries(headersForPath(rules, `/${ADMIN_DIR}/`)) } : {}),
  };
  write(RESOLVED_HEADERS_FILE, `${JSON.stringify(resolved, null, 2)}\n`);
  return { pages, rules: rules.length, longest, hinted: hinted.size };
}

async function main() {
  const args = process.argv.slice(2);
  const skipAt = args.indexOf('--skip');
  const skip = skipAt === -1 ? [] : (args.splice(skipAt, 2)[1] ?? '').split(',').filter(Boolean);
  const outDir = args[0] ?? join(process.cwd(), 'out');
  try {
    if (!existsSync(outDir)) throw new Error(`${outDir} does not exist; run next build first`);
    const isDocumentPath = await loadDocumentRule();
    const finished = await finishInWorkers(outDir, { skip });
    const summary = finishExport({ outDir, template: readFileSync(join(process.cwd(), 'public', '_headers'), 'utf8'), skip, isDocumentPath, finished });
    const pruned = pruneDocumentPages(outDir, isDocumentPath, (file, message) => {
      throw new NextOutputError('document-pages', file, message);
    });
    const count = (step, key) => summary.pages.reduce((sum, page) => {
      const value = page[step]?.[key] ?? 0;
      return sum + (Array.isArray(value) ? value.length : Number(value));
    }, 0);
    // What the build was configured with (every NEXT_PUBLIC_ value is public by design), so the bench can
    // tell a production build from the test build that posts to local stand-ins (package.json build:e2e).
    mkdirSync(join(process.cwd(), '.next'), { recursive: true });
    writeFileSync(join(process.cwd(), '.next', 'build-env.json'), `${JSON.stringify(publicEnv(), null, 2)}\n`);
    const unset = unsetAgencyFacts();
    if (unset.length) {
      console.warn(`finish-export: warning: the legal notice, contact links and share URLs use placeholders for ${unset.join(', ')}: fill them in content/facts/agency.json (in the CMS) or set the variable (README: "Brand, site address, phone numbers and the agency's details")`);
    }
    console.log(
      `finish-export (Next ${NEXT_VERSION}): ${summary.pages.length} pages; streamed content put in place in ${count('inline-boundaries', 'inlined')} boundaries; ` +
        `${count('font-preload', 'fonts')} font preloads; ${summary.hinted} chunks with V8's compile hint; ` +
        `${summary.rules} header rules in out/_headers (longest line ${summary.longest} chars); ${pruned.pages} document pages shipped as HTML alone (${pruned.removed} route payloads left out)${skip.length ? `; left out: ${skip.join(', ')}` : ''}`,
    );
  } catch (error) {
    console.error(`finish-export: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
