import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { execFile, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { localeCodes } from '@/content/locales';

/**
 * Staff's side of the CMS in the browser, without network: Sveltia CMS's `test-repo` backend keeps the
 * repository's files in the browser's own storage (OPFS, under sveltia-cms-test/), which the tests fill
 * with the real files first and read back after a save.
 */
export const ROOT = process.cwd();
const OPFS_ROOT = 'sveltia-cms-test';

/** Every file staff edit in the CMS, by path in the repository: the listings (with their photos), the facts and the words. */
export function repositoryFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(join(ROOT, dir))) {
      const path = `${dir}/${name}`;
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else files[path] = readFileSync(join(ROOT, path)).toString('base64');
    }
  };
  walk('content/listings');
  // The facts, and each language's message files (content/<lang>/*.json).
  for (const dir of ['content/facts', ...localeCodes.map((locale) => `content/${locale}`)]) {
    for (const name of readdirSync(join(ROOT, dir)).filter((file) => file.endsWith('.json'))) files[`${dir}/${name}`] = readFileSync(join(ROOT, dir, name)).toString('base64');
  }
  return files;
}

/** Opens the CMS on its test backend with the repository's files in the browser's storage. */
export async function openCms(page: Page) {
  // The built configuration, with the backend swapped for the browser's own storage: nothing leaves the machine.
  await page.route(/\/admin\/config\.json(\?|$)/, async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({ response, json: { ...config, backend: { name: 'test-repo' } } });
  });
  await page.goto('/robots.txt');
  await page.evaluate(
    async ({ files, top }) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(top, { recursive: true }).catch(() => undefined);
      const base = await root.getDirectoryHandle(top, { create: true });
      for (const [path, base64] of Object.entries(files)) {
        const parts = path.split('/');
        let dir = base;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
    },
    { files: repositoryFiles(), top: OPFS_ROOT },
  );
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Work with Test Repository' }).click();
}

/** Every file under `dir` of the CMS's repository in the browser's storage, as bytes by path. */
export async function readRepository(page: Page, dir: string): Promise<Record<string, Buffer>> {
  const files = await page.evaluate(
    async ({ dir, top }) => {
      const found: Record<string, string> = {};
      const walk = async (handle: FileSystemDirectoryHandle, path: string) => {
        for await (const [name, entry] of handle.entries()) {
          if (entry.kind === 'directory') await walk(entry, `${path}/${name}`);
          // A file being written has a temporary twin (name.crswap) until it is closed, and that one can vanish mid-read.
          else if (!name.endsWith('.crswap')) {
            const bytes = new Uint8Array(await (await entry.getFile()).arrayBuffer());
            let binary = '';
            for (const byte of bytes) binary += String.fromCharCode(byte);
            found[`${path}/${name}`] = btoa(binary);
          }
        }
      };
      // A save in progress can move a file away mid-read: read again until one read sees every file whole.
      for (let attempt = 0; ; attempt++) {
        try {
          let handle = await (await navigator.storage.getDirectory()).getDirectoryHandle(top);
          for (const part of dir.split('/')) handle = await handle.getDirectoryHandle(part);
          for (const key of Object.keys(found)) delete found[key];
          await walk(handle, dir);
          return found;
        } catch (error) {
          if (attempt >= 50 || !(error instanceof DOMException && error.name === 'NotFoundError')) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
    { dir, top: OPFS_ROOT },
  );
  return Object.fromEntries(Object.entries(files).map(([path, base64]) => [path, Buffer.from(base64, 'base64')]));
}

/** A CMS label as the screen reader hears it: Sveltia CMS wraps names in bidi isolates (U+2068 … U+2069). */
export function named(text: string): RegExp {
  const isolate = '[\\u2068\\u2069]?';
  return new RegExp(`^${isolate}${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(isolate)}${isolate}$`);
}

const run = promisify(execFile);

/**
 * A copy of the repository as the agency's would be after the CMS's commit: the working tree (tracked
 * and new files, not the ignored ones) with the test build's encoded photos and stock stand-ins, and its
 * own git history. `commit` writes the CMS's files, commits them and returns
 * the paths the commit changed; `build` runs the production build there.
 */
export function copyRepository() {
  // Inside the repository's ignored .e2e/, on the same disk as node_modules, which the copy gets as hard
  // links: a real folder in a second or so (Next does not follow a link to packages out of the project).
  mkdirSync(join(ROOT, '.e2e'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, '.e2e', 'cms-site-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT }).toString().split('\0').filter(Boolean);
  for (const path of listed) {
    if (!existsSync(join(ROOT, path))) continue;
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    cpSync(join(ROOT, path), join(dir, path), { preserveTimestamps: true });
  }
  // What the last test build encoded and fetched, with their times, so only new photos are encoded again.
  // The empty Next page the page-weight check compares with, built once (scripts/floors.mjs).
  for (const path of ['public/photos', '.e2e/stock', 'bench-results/.empty-next']) {
    if (existsSync(join(ROOT, path))) cpSync(join(ROOT, path), join(dir, path), { recursive: true, preserveTimestamps: true });
  }
  execFileSync('cp', ['-al', join(ROOT, 'node_modules'), join(dir, 'node_modules')]);
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], { cwd: dir }).toString();
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'The site before the CMS');
  return {
    dir,
    /** Writes the files as the CMS saved them and commits them; returns the paths the commit changed. */
    commit(files: Record<string, Buffer>, message: string): string[] {
      for (const [path, bytes] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), bytes);
      }
      git('add', '-A');
      git('commit', '-qm', message);
      return git('show', '--name-only', '--format=', 'HEAD').split('\n').filter(Boolean).sort();
    },
    /**
     * The build the agency's pipeline runs (`npm run build`, no form service, analytics or stand-in
     * reviews set, or the `settings` given), with the stand-in stock photos the test build fetched, as
     * no stock host answers here. Resolves to the export's folder and what the build printed.
     */
    async build(settings: Record<string, string> = {}) {
      const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', STOCK_PHOTOS_DIR: '.e2e/stock' };
      for (const name of Object.keys(env)) if (name.startsWith('NEXT_PUBLIC_') || name === 'REVIEWS_FILE') delete env[name];
      const { stdout, stderr } = await run('npm', ['run', 'build'], { cwd: dir, maxBuffer: 64 * 1024 * 1024, env: { ...env, ...settings } });
      return { out: join(dir, 'out'), output: `${stdout}${stderr}` };
    },
    /** Runs one of the repository's npm scripts there with these settings; resolves to what it printed. */
    async script(name: string, settings: Record<string, string> = {}) {
      const { stdout, stderr } = await run('npm', ['run', '--silent', name], { cwd: dir, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, ...settings } });
      return `${stdout}${stderr}`;
    },
  };
}

/** A port nothing on this machine listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Serves `out` as the hosts do (scripts/serve-static.mjs, with the _headers rules) on a free port. */
export async function serve(out: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'scripts/serve-static.mjs'), '--root', out, '--port', String(port), '--headers'], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`scripts/serve-static.mjs ended (${code}) before serving ${out}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}
