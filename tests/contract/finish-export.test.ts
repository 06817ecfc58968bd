/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finishExport, finishInWorkers, finishPage, NEXT_VERSION, NextOutputError } from '../../scripts/finish-export/index.mjs';
import { attr, elements, first, inlineScripts, parse, textOf } from '../../scripts/finish-export/dom.mjs';
import { COMPILE_HINT } from '../../scripts/finish-export/compile-hints.mjs';
import { PAGE_DATA_ID, PAGE_DATA_SCRIPT } from '../../scripts/finish-export/externalize-scripts.mjs';
import { emptyStructuredData } from '../../scripts/finish-export/structured-data.mjs';
import { runInNewContext } from 'node:vm';

/*
 * The contract between the post-build steps and Next: a small app (tests/contract/fixture: a static
 * export with next/font faces, a page behind loading.tsx long enough to be streamed, and a client
 * island) is built with the project's pinned Next, and the steps run over its real output. When
 * an upgrade changes that output, a test here fails, naming the step.
 */
const ROOT = join(__dirname, '../..');
const FIXTURE = join(__dirname, 'fixture');
const OUT = join(FIXTURE, 'out');
const TEMPLATE = readFileSync(join(ROOT, 'public/_headers'), 'utf8');

const read = (file: string) => readFileSync(join(OUT, file), 'utf8');
const readAsset = (href: string) => readFileSync(join(OUT, new URL(href, 'https://fixture.invalid/').pathname), 'utf8');
const finish = (file: string, html = read(file), asset = readAsset) => finishPage(html, { file, readAsset: asset });
const stepError = (step: string) => new RegExp(`step "${step}" does not match the output of Next ${NEXT_VERSION.replace(/\./g, '\\.')}`);

beforeAll(() => {
  const build = spawnSync(process.execPath, [join(ROOT, 'node_modules/next/dist/bin/next'), 'build', FIXTURE], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`the fixture app did not build:\n${build.stdout}\n${build.stderr}`);
}, 240_000);

describe(`the post-build steps on a real export of Next ${NEXT_VERSION}`, () => {
  it('finishes every page: content in place, no inline script, Next loaded after the hero, headers written', () => {
    const written = new Map<string, string>();
    const summary = finishExport({ outDir: OUT, template: TEMPLATE, write: (name: string, content: string) => void written.set(name, content) });
    expect(summary.pages.map((page: { file: string }) => page.file)).toEqual(expect.arrayContaining(['index.html', 'villas.html']));
    expect(written.get('_headers')).toContain("script-src 'self'");
    for (const page of summary.pages) expect(inlineScripts(parse(written.get(page.file)!))).toHaveLength(0);
  });

  it('finishes the pages in worker threads as one thread does, page for page and header for header', async () => {
    const alone = new Map<string, string>();
    const summary = finishExport({ outDir: OUT, template: TEMPLATE, write: (name: string, content: string) => void alone.set(name, content) });
    const copy = mkdtempSync(join(tmpdir(), 'finish-workers-'));
    try {
      cpSync(OUT, copy, { recursive: true });
      const finished = await finishInWorkers(copy, { threads: 2, pagesPerWorker: 1 });
      expect(finished!.map((page: { file: string }) => page.file)).toEqual(summary.pages.map((page: { file: string }) => page.file));
      for (const page of summary.pages) expect(readFileSync(join(copy, page.file), 'utf8')).toBe(alone.get(page.file));
      const written = new Map<string, string>();
      const together = finishExport({ outDir: copy, template: TEMPLATE, finished, write: (name: string, content: string) => void written.set(name, content) });
      expect(together.pages).toEqual(summary.pages);
      expect(written.get('_headers')).toBe(alone.get('_headers'));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('gives every chunk a page opens with V8’s compile hint on its first line, and leaves the code after it as Next wrote it', () => {
    const written = new Map<string, string>();
    const summary = finishExport({ outDir: OUT, template: TEMPLATE, write: (name: string, content: string) => void written.set(name, content) });
    const loader = first(parse(written.get('index.html')!), 'script', (script) => (attr(script, 'src') ?? '').startsWith('/_next/static/hero-first/'));
    const chunks = attr(loader!, 'data-chunks')!.split(' ');
    expect(chunks.length).toBeGreaterThan(1);
    expect(summary.hinted).toBeGreaterThanOrEqual(chunks.length);
    for (const chunk of chunks) expect(written.get(chunk.slice(1))).toBe(COMPILE_HINT + readAsset(chunk));
  });

  it('carries the page data in the page: the shared script pushes what Next’s inline scripts pushed, in the same order, but for the structured data’s text', () => {
    /** What a page's scripts leave in Next's and Turbopack's queues, and whether React's reveal clock was started. */
    const run = (codes: string[], document?: { getElementById: (id: string) => { textContent: string } | null }) => {
      const context: Record<string, unknown> = { performance: { now: () => 1 }, document };
      context.self = context.globalThis = context.window = context;
      context.requestAnimationFrame = (callback: () => void) => callback();
      for (const code of codes) runInNewContext(code, context);
      return JSON.stringify({ flight: context.__next_f, turbopack: context.TURBOPACK, clock: context.$RT });
    };
    for (const file of ['index.html', 'villas.html']) {
      // React's scripts that reveal a streamed boundary are not data: inline-boundaries puts the content in place instead.
      const raw = parse(read(file));
      const pushed = JSON.parse(run(inlineScripts(raw).map(textOf).filter((code) => !code.includes('$RC')))) as { flight: unknown[] };
      expect(JSON.stringify(pushed)).toContain('"flight":[[0],[1,');
      // The structured data's copy in the page data is emptied (structured-data.mjs); the HTML keeps it.
      const structured = elements(raw, 'script', (script) => attr(script, 'type') === 'application/ld+json').length;
      const emptied = emptyStructuredData(pushed.flight.map((entry) => JSON.stringify([2, entry])), structured);
      expect(emptied.problem).toBeUndefined();
      if (structured > 0) expect(emptied.saved).toBeGreaterThan(0);
      const original = JSON.stringify({ ...pushed, flight: emptied.entries!.map((entry) => (JSON.parse(entry) as [number, unknown])[1]) });
      const finished = parse(finish(file).html);
      const block = first(finished, 'script', (script) => attr(script, 'id') === PAGE_DATA_ID)!;
      expect(attr(block, 'type')).toBe('application/json');
      expect(run([PAGE_DATA_SCRIPT], { getElementById: (id) => (id === PAGE_DATA_ID ? { textContent: textOf(block) } : null) })).toBe(original);
    }
  });

  it('stops at an inline script it does not know, whose meaning it could not keep', () => {
    const extra = read('index.html').replace('</body>', '<script>window.tracker = 1</script></body>');
    expect(() => finish('index.html', extra)).toThrow(stepError('externalize-scripts'));
  });

  it('puts the streamed page in <main> in place of the loading fallback, as React would', () => {
    const raw = read('villas.html');
    expect(raw).toContain('<!--$?--><template id="B:0">');
    const document = parse(finish('villas.html').html);
    const main = first(document, 'main')!;
    expect(textOf(first(main, 'h1')!)).toBe('Fixture villas');
    expect(elements(main, 'p', (p) => attr(p, 'role') === 'status')).toHaveLength(0);
    expect(elements(document, 'div', (div) => /^S:/.test(attr(div, 'id') ?? ''))).toHaveLength(0);
  });

  it('preloads the face <html> names that next/font did not', () => {
    const head = first(parse(finish('index.html').html), 'head')!;
    const fonts = elements(head, 'link', (link) => attr(link, 'rel') === 'preload' && attr(link, 'as') === 'font').map((link) => attr(link, 'href'));
    expect(fonts).toEqual([expect.stringMatching(/inter.*\.woff2$/), expect.stringMatching(/heebo.*\.woff2$/)]);
  });

  it('hands Next’s chunks and the page data to the loader, and nothing else', () => {
    const { html } = finish('index.html');
    const document = parse(html);
    const loader = first(document, 'script', (script) => (attr(script, 'src') ?? '').startsWith('/_next/static/hero-first/'));
    expect(attr(loader!, 'data-page')).toMatch(/^\/_next\/static\/page-data\/\w+\.js$/);
    expect(attr(loader!, 'data-chunks')?.split(' ').every((chunk) => chunk.startsWith('/_next/static/chunks/'))).toBe(true);
    const direct = elements(document, 'script', (script) => !!attr(script, 'src') && attr(script, 'nomodule') === undefined);
    expect(direct).toEqual([loader]);
  });

  it('on a page with a query form, adds the script that marks <html> before the first paint, with the form’s own defaults', () => {
    const form =
      '<form data-query-form="waiting" method="get"><select name="beds"><option value="">Any</option><option value="2" selected="">2</option></select>' +
      '<select name="sort"><option value="price">Price</option><option value="newest">Newest</option></select><input type="checkbox" name="pool" value="1"/></form>';
    const withForm = read('index.html').replace(/<main([^>]*)>/, `<main$1>${form}`);
    expect(withForm).not.toBe(read('index.html'));
    const head = first(parse(finish('index.html', withForm).html), 'head')!;
    const ours = (root: ReturnType<typeof first>) => elements(root!, 'script', (script) => (attr(script, 'src') ?? '').startsWith('/_next/static/hero-first/'));
    const scripts = ours(head);
    expect(scripts).toHaveLength(2);
    const query = scripts[1]!;
    expect(attr(query, 'src')).toMatch(/\/query-\w+\.js$/);
    expect(attr(query, 'defer') ?? attr(query, 'async')).toBeUndefined();
    expect(attr(query, 'data-defaults')).toBe('beds=2&sort=price&pool=');
    // Without such a form, only the loader.
    expect(ours(first(parse(finish('index.html').html), 'head'))).toHaveLength(1);
  });
});

describe('a changed export fails the build, naming the step and the Next version', () => {
  it('chunks under another path', () => {
    const moved = read('index.html').replaceAll('/_next/static/chunks/', '/_next/static/js/').replace(/href="\/_next\/static\/js\/([^"]+\.css)"/, 'href="/_next/static/chunks/$1"');
    expect(() => finish('index.html', moved)).toThrow(NextOutputError);
    expect(() => finish('index.html', moved)).toThrow(stepError('hero-first'));
  });

  it('a chunk that is no longer in Turbopack’s format', () => {
    const copy = mkdtempSync(join(tmpdir(), 'finish-export-'));
    try {
      cpSync(OUT, copy, { recursive: true });
      const loader = first(parse(finish('index.html').html), 'script', (script) => (attr(script, 'src') ?? '').startsWith('/_next/static/hero-first/'));
      const chunk = attr(loader!, 'data-chunks')!.split(' ')[0]!;
      writeFileSync(join(copy, chunk), 'export const page = 1;\n');
      expect(() => finishExport({ outDir: copy, template: TEMPLATE, write: () => undefined })).toThrow(stepError('compile-hints'));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('a renamed $RC', () => {
    const renamed = read('villas.html').replaceAll('$RC(', '$RX(');
    expect(() => finish('villas.html', renamed)).toThrow(stepError('inline-boundaries'));
  });

  it('a stylesheet that no longer declares the face <html> names (the order of <link> attributes no longer matters)', () => {
    const reordered = read('index.html').replace(/<link rel="stylesheet" href="([^"]+)" data-precedence="next"\/>/, '<link data-precedence="next" href="$1" rel="stylesheet"/>');
    expect(reordered).not.toBe(read('index.html'));
    expect(() => finish('index.html', reordered)).not.toThrow();
    const withoutFaces = (href: string) => readAsset(href).replace(/@font-face\s*\{[^}]*\}/g, '');
    expect(() => finish('index.html', read('index.html'), withoutFaces)).toThrow(stepError('font-preload'));
  });
});
