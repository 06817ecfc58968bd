// Serves the static export the way the production hosts do, with no dependencies:
// clean URLs (/villas → villas.html, / → index.html), the nearest 404.html with status 404 for unknown
// paths (/de/… → de/404.html, as Cloudflare Pages does; 404.html otherwise),
// gzip for text, and with --headers the rules of out/_headers (Netlify / Cloudflare Pages format).
//
// Usage: node scripts/serve-static.mjs [--port 4173] [--host 127.0.0.1] [--root out] [--headers]
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parseHeadersFile, headersForPath } from './security-headers.mjs';
import { RESOLVED_HEADERS_FILE } from './finish-export/index.mjs';
import { notFoundPage, resolveFile } from './static-files.mjs';

export { notFoundPage, resolveFile };

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  // Next's static export fetches route payloads as .txt and accepts text/plain for them.
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

/**
 * The rules from root/_headers. The server only reads out/: when only `next build` ran (not
 * `npm run build`), the pages still carry inline scripts the policy forbids, so it refuses to start.
 */
function loadHeaders(root) {
  const file = join(root, '_headers');
  if (!existsSync(file) || !existsSync(join(root, RESOLVED_HEADERS_FILE))) {
    throw new Error(`--headers: ${root} was not finished by scripts/finish-export (no _headers or ${RESOLVED_HEADERS_FILE}); run npm run build`);
  }
  return { rules: parseHeadersFile(readFileSync(file, 'utf8')) };
}

/** A request handler for `root`; with `headers` every response gets the matching _headers rules. */
export function createStaticHandler({ root, headers = false }) {
  const base = resolve(root);
  let loaded = { rules: [] };
  let loadedStamp = '';
  const gzipCache = new Map();

  // Read again whenever a new build replaces out/_headers, so a long-running server stays right.
  const current = () => {
    if (!headers) return loaded;
    const file = join(base, '_headers');
    const stamp = existsSync(file) ? String(statSync(file).mtimeMs) : 'missing';
    if (stamp !== loadedStamp) {
      loaded = loadHeaders(base);
      loadedStamp = stamp;
    }
    return loaded;
  };

  return (request, response) => {
    const send = (status, file, extra = {}) => {
      const full = join(base, file);
      let body = readFileSync(full);
      const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      const out = { 'Content-Type': type, ...extra };
      if (COMPRESSIBLE.test(type)) {
        out.Vary = 'Accept-Encoding';
        if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '') && body.length > 1024) {
          const key = `${full}:${statSync(full).mtimeMs}`;
          if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(body));
          body = gzipCache.get(key);
          out['Content-Encoding'] = 'gzip';
        }
      }
      out['Content-Length'] = body.length;
      respond(status, out, body);
    };

    const respond = (status, head, body) => {
      if (headers) {
        let pathname = '/';
        try {
          pathname = new URL(request.url ?? '/', 'http://host').pathname;
        } catch {
          // An address that does not parse gets the rules for "/" and its 400.
        }
        for (const [name, value] of headersForPath(current().rules, pathname)) head[name] = value;
      }
      response.writeHead(status, head);
      response.end(request.method === 'HEAD' ? undefined : body);
    };

    const notFound = (pathname = '/') => {
      const page = notFoundPage(base, pathname);
      if (page) send(404, page);
      else respond(404, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Not found');
    };

    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        respond(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }, 'Method not allowed');
        return;
      }
      let pathname;
      try {
        pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
      } catch {
        respond(400, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Bad request');
        return;
      }
      // No way out of root: no NUL, no backslashes, no ".." segments after normalising.
      const normalized = normalize(pathname).split(sep).join('/');
      if (pathname.includes('\0') || pathname.includes('\\') || normalized !== pathname || pathname.split('/').includes('..')) {
        notFound();
        return;
      }
      // One address per page: /villas/ and /villas.html go to /villas, and a directory's own index page
      // (the CMS's, admin/index.html) is at /admin/, as on Cloudflare Pages.
      const bare = pathname.replace(/(.)\/+$/, '$1').replace(/\.html$/, '').replace(/(^|\/)index$/, '/');
      const canonical = bare !== '/' && resolveFile(base, bare)?.endsWith('/index.html') ? `${bare.replace(/\/$/, '')}/` : bare;
      if (canonical !== pathname && resolveFile(base, canonical)?.endsWith('.html')) {
        const query = new URL(request.url ?? '/', 'http://host').search;
        respond(308, { Location: `${canonical}${query}`, 'Content-Type': 'text/plain; charset=utf-8' }, '');
        return;
      }
      const file = resolveFile(base, pathname);
      if (!file) notFound(pathname);
      else send(200, file);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        response.end('Internal error');
      }
    }
  };
}

function parseArgs(argv) {
  const options = { port: 4173, host: '127.0.0.1', root: 'out', headers: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--headers') options.headers = true;
    else if (arg === '--port') options.port = Number(argv[++i]);
    else if (arg === '--host') options.host = argv[++i];
    else if (arg === '--root') options.root = argv[++i];
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) throw new Error('--port needs a port number');
  return options;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const options = parseArgs(process.argv.slice(2));
  const root = resolve(options.root);
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`serve-static: ${root} has no index.html; run npm run build first`);
    process.exit(1);
  }
  if (options.headers) {
    try {
      loadHeaders(root);
    } catch (error) {
      console.error(`serve-static: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    }
  }
  const server = createServer(createStaticHandler({ root, headers: options.headers }));
  // Node closes an idle kept-alive connection after 5 s; a client that sends on it at that moment gets
  // "socket hang up" (ECONNRESET). A test's request context keeps its connection between a page's
  // loading and its next request, which on a busy machine can be 5 s, so idle connections stay a
  // minute (longer than any test), as hosts' own servers keep them.
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 65_000;
  server.listen(options.port, options.host, () => {
    console.log(`Serving ${root} at http://${options.host}:${options.port}/${options.headers ? ' with the _headers rules' : ''}`);
  });
}
