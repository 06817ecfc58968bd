import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type APIRequestContext } from '@playwright/test';
import { localizedPath } from '@/lib/i18n/paths';
import { prefixedLocales } from '@/content/locales';
import { freePort } from './support/cms';
import { ADMIN_DIR, headersForPath, htmlFiles, parseHeadersFile } from '../../scripts/security-headers.mjs';

/*
 * The header rules as the host serves them: Cloudflare Pages' own runtime (wrangler pages dev, offline,
 * from the repository's node_modules) reads out/_headers and answers a page, a file and the CMS. Every
 * path of the site gets the site's rule exactly (the CMS's rule changes nothing outside /admin/), the CMS
 * gets its own policy and opener policy and is never indexed, and the test server (scripts/serve-static.mjs),
 * out/_headers.json and out/_headers.nginx.conf say the same.
 */

const OUT = join(process.cwd(), 'out');
/** A date the runtime bundled with the pinned wrangler supports (newer ones fail offline). */
const COMPATIBILITY_DATE = '2026-05-01';

/** The headers the rules set (the host adds its own, such as Date and ETag). */
const ruleNames = new Set(parseHeadersFile(readFileSync(join(OUT, '_headers'), 'utf8')).flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase())));
const ruled = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => ruleNames.has(name)).sort());
const resolved = JSON.parse(readFileSync(join(OUT, '_headers.json'), 'utf8')) as Record<string, Record<string, string>>;
const sorted = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).sort());

// One host for the three tests, in one worker.
test.describe.configure({ mode: 'serial' });

let host: ChildProcess | undefined;
let origin = '';

test.describe('the host serves the header rules as written @once', () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    const inspector = await freePort();
    host = spawn(join(process.cwd(), 'node_modules/.bin/wrangler'), ['pages', 'dev', OUT, '--compatibility-date', COMPATIBILITY_DATE, '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector), '--persist-to', join(process.cwd(), '.e2e/wrangler')], {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    await new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        log += chunk.toString();
        if (/Ready on/.test(log)) resolve();
      };
      host!.stdout!.on('data', read);
      host!.stderr!.on('data', read);
      host!.on('exit', (code) => reject(new Error(`wrangler pages dev ended (${code}):\n${log}`)));
    });
    origin = `http://127.0.0.1:${port}`;
  });

  test.afterAll(() => {
    host?.kill();
  });

  async function fromHost(request: APIRequestContext, path: string) {
    const response = await request.get(origin + path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    return ruled(response.headers());
  }

  test('a page and a file in every language get the site’s rule, exactly; the CMS gets its own', async ({ request }) => {
    const rules = parseHeadersFile(readFileSync(join(OUT, '_headers'), 'utf8'));
    const site = sorted(Object.fromEntries(headersForPath([rules[0]!], '/')));
    const chunk = `/_next/static/chunks/${readdirSync(join(OUT, '_next/static/chunks')).find((name) => name.endsWith('.js'))}`;
    const paths = ['/', '/villas', ...prefixedLocales.map((locale) => localizedPath(locale, 'apartments')), '/robots.txt', '/sitemap.xml', chunk];
    for (const path of paths) {
      const headers = await fromHost(request, path);
      expect(headers, path).toEqual(site);
      expect(headers, path).toEqual(sorted(resolved['*']!));
    }

    const admin = await fromHost(request, `/${ADMIN_DIR}/`);
    expect(admin).toEqual(sorted(resolved[`/${ADMIN_DIR}/*`]!));
    expect(admin['x-robots-tag']).toMatch(/noindex/);
    expect(admin['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    // One policy, the CMS's: the site's is taken off, not joined to it.
    expect(admin['content-security-policy']).not.toContain(site['content-security-policy']!);
    expect(admin['content-security-policy']).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
    // Its files too, and /admin leads to /admin/.
    const script = readFileSync(join(OUT, ADMIN_DIR, 'index.html'), 'utf8').match(/src="([^"]+\.js)"/)![1]!;
    expect(await fromHost(request, script)).toEqual(admin);
    const bare = await request.get(`${origin}/${ADMIN_DIR}`, { maxRedirects: 0 });
    expect(bare.status()).toBe(308);
    expect(new URL(bare.headers()['location']!, origin).pathname).toBe(`/${ADMIN_DIR}/`);
  });

  test('the test server, the nginx file and the resolved list agree with the host', async ({ request, baseURL }) => {
    for (const path of ['/villas', `/${ADMIN_DIR}/`]) {
      const local = await request.get(baseURL + path, { maxRedirects: 0 });
      expect(ruled(local.headers()), path).toEqual(await fromHost(request, path));
    }
    // nginx: the site's lines in the server block, the CMS's full set in its location.
    const nginx = readFileSync(join(OUT, '_headers.nginx.conf'), 'utf8');
    const [server, location = ''] = nginx.split(`location ^~ /${ADMIN_DIR}/ {`);
    const lines = (text: string) =>
      Object.fromEntries([...text.matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g)].map(([, name, value]) => [name!.toLowerCase(), value!.replace(/\\"/g, '"')]).sort());
    expect(lines(server!)).toEqual(sorted(resolved['*']!));
    expect(lines(location)).toEqual(sorted(resolved[`/${ADMIN_DIR}/*`]!));
  });

  test('the CMS is not a page of the site: not in the sitemap, not linked, never indexed', async ({ request }) => {
    const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(`/${ADMIN_DIR}`);
    for (const file of htmlFiles(OUT)) expect(readFileSync(join(OUT, file), 'utf8'), file).not.toContain(`href="/${ADMIN_DIR}`);
    const page = await (await request.get(`${origin}/${ADMIN_DIR}/`)).text();
    expect(page).toMatch(/<meta name="robots" content="noindex/);
  });
});
