// The benchmark's two floors, measured beside every page in the same run:
// - the no-JavaScript copy: the page as built with every script removed (what its content, CSS,
//   fonts and images cost), served from the same server under /__nojs;
// - the empty Next page: one heading, built with this project's Next version and next.config.mjs
//   (what the framework costs before any content), served by the same server code on a port of its own.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Where the no-JS copies are served from on the site's own origin. */
export const NOJS_PREFIX = '/__nojs';

/**
 * The page without JavaScript: every script element, script preload and modulepreload removed.
 * Structured data (`<script type="application/ld+json">`) stays: it is content for crawlers that no
 * browser runs. Everything else (markup, stylesheets, font and image preloads) stays byte for byte.
 * @param {string} html
 */
export function stripScripts(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (element, attributes) => (/\btype="application\/ld\+json"/i.test(attributes) ? element : ''))
    .replace(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*\/?>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*\brel="(?:modulepreload|preload)"[^>]*\/?>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*\/?>/gi, '');
}

const htmlFile = (root, route) => join(root, route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/**
 * Writes the no-JS copy of every route into `dest` (same relative file names as out/, plus out/'s
 * _headers so the copies are served with the production headers).
 * @param {string} outDir @param {string[]} routes @param {string} dest
 */
export function writeNoJsCopies(outDir, routes, dest) {
  rmSync(dest, { recursive: true, force: true });
  for (const route of routes) {
    const target = htmlFile(dest, route);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, stripScripts(readFileSync(htmlFile(outDir, route), 'utf8')));
  }
  for (const file of ['_headers', '_headers.json']) {
    if (existsSync(join(outDir, file))) copyFileSync(join(outDir, file), join(dest, file));
  }
  return dest;
}

const LAYOUT = `// Written by scripts/floors.mjs: the framework floor, an empty page with one heading.
export const metadata = { title: 'Empty Next page', description: 'The framework floor of the benchmark.' };
export const viewport = { width: 'device-width', initialScale: 1 };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

const PAGE = `export default function Page() {
  return (
    <main>
      <h1>Empty Next page</h1>
    </main>
  );
}
`;

// The project's next.config.mjs, minus what needs files of the project (its image loader, the
// global 404 document); output, React mode and the rest are the project's own.
const CONFIG = (projectConfig) => `import project from '${projectConfig}';
const { images: _images, experimental: _experimental, ...config } = project;
export default config;
`;

/**
 * Builds the empty Next page into `dir` (inside the project, so it resolves the project's own
 * node_modules) unless a build newer than the project's Next and config is there; returns its out/.
 * @param {string} projectRoot @param {string} dir
 */
export function buildEmptyNext(projectRoot, dir) {
  const out = join(dir, 'out');
  const inputs = [join(projectRoot, 'next.config.mjs'), join(projectRoot, 'node_modules/next/package.json'), new URL(import.meta.url).pathname];
  const built = existsSync(join(out, 'index.html')) ? statSync(join(out, 'index.html')).mtimeMs : 0;
  if (built && inputs.every((input) => statSync(input).mtimeMs < built)) return out;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app'), { recursive: true });
  writeFileSync(join(dir, 'app/layout.jsx'), LAYOUT);
  writeFileSync(join(dir, 'app/page.jsx'), PAGE);
  writeFileSync(join(dir, 'next.config.mjs'), CONFIG(relative(dir, join(projectRoot, 'next.config.mjs')).replace(/^(?!\.)/, './')));
  const next = join(projectRoot, 'node_modules/.bin/next');
  const result = spawnSync(next, ['build', dir], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0 || !existsSync(join(out, 'index.html'))) {
    process.stderr.write(result.stdout ?? '');
    throw new Error('bench: building the empty Next page failed');
  }
  return out;
}
