import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, pauseClock, waitForHydration } from './support/fixtures';
import { ROUTES, SAMPLE_ROUTES, UNKNOWN_LOCALIZED_PATHS, UNKNOWN_PATH, parsePolicy, recordCspViolations, scrollThrough } from './support/hardening';
import { ADMIN_DIR, HEADERS_FILE_LIMITS, headersForPath, htmlFiles, parseHeadersFile } from '../../scripts/security-headers.mjs';
import { resolveFile } from '../../scripts/static-files.mjs';
import { inlineScripts, inlineStyle, parse } from '../../scripts/finish-export/dom.mjs';
import { SERVICES_ORIGIN } from './support/services';

/*
 * The security headers as the static host sends them: playwright.config.ts serves out/ with
 * scripts/serve-static.mjs --headers, which applies out/_headers (written by scripts/csp.mjs).
 */

const OUT = join(process.cwd(), 'out');

const SHARED_HEADERS: Record<string, string | RegExp> = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': /(?=.*camera=\(\))(?=.*microphone=\(\))(?=.*geolocation=\(\))/,
  'cross-origin-opener-policy': 'same-origin',
};

function expectStrictPolicy(policy: string, html: string) {
  const directives = parsePolicy(policy);
  expect(directives['default-src']).toEqual(["'self'"]);
  const scripts = directives['script-src'] ?? [];
  // Scripts only from the site itself, and no page carries an inline script that would need more.
  expect(scripts).toEqual(["'self'"]);
  expect(inlineScripts(parse(html))).toHaveLength(0);
  // Photos from the site alone: the test build serves every stock photo itself (npm run build:e2e).
  expect(directives['img-src']).toEqual(["'self'"]);
  // The configured form service and analytics host, and nothing else (npm run build:e2e sets both).
  expect(directives['connect-src']).toEqual(["'self'", SERVICES_ORIGIN]);
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(directives['base-uri']).toEqual(["'self'"]);
  expect(directives['form-action']).toEqual(["'self'", SERVICES_ORIGIN]);
  expect(directives['font-src']).toEqual(["'self'"]);
  expect(policy).not.toMatch(/'unsafe-eval'|'unsafe-hashes'|\*/);
  expect(scripts).not.toContain("'unsafe-inline'");
  // Styles only from the site's stylesheets: no style attribute or <style> element in any page.
  expect(directives['style-src']).toEqual(["'self'"]);
  expect(inlineStyle(parse(html))).toBeNull();
}

test.describe('security headers', () => {
  for (const route of ROUTES) {
    test(`${route} is served with the full header set and a self-only script policy @once`, async ({ request }) => {
      const response = await request.get(route, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const headers = response.headers();
      for (const [name, value] of Object.entries(SHARED_HEADERS)) {
        if (typeof value === 'string') expect(headers[name], name).toBe(value);
        else expect(headers[name], name).toMatch(value);
      }
      const policy = headers['content-security-policy'] ?? '';
      expectStrictPolicy(policy, await response.text());
      expect(parsePolicy(policy)['frame-ancestors']).toEqual(["'none'"]);
    });
  }

  test('an unknown path gets the 404 page of its language, status 404, and the same headers @once', async ({ request }) => {
    for (const [path, lang] of [[UNKNOWN_PATH, 'en'], ...UNKNOWN_LOCALIZED_PATHS.map((unknown) => [unknown, unknown.split('/')[1]!])] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['x-content-type-options']).toBe('nosniff');
      expect(response.headers()['strict-transport-security']).toBe(SHARED_HEADERS['strict-transport-security']);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      expectStrictPolicy(response.headers()['content-security-policy'] ?? '', html);
    }
  });

  test('the host files stay private and directory paths lead to one address per page', async ({ request }) => {
    for (const path of ['/_headers', '/_headers.json', '/_headers.nginx.conf']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const slash = await request.get('/villas/', { maxRedirects: 0 });
    expect(slash.status()).toBe(308);
    expect(slash.headers()['location']).toBe('/villas');
    expect((await request.get('/../package.json')).status()).toBe(404);
    expect((await request.get('/%2e%2e/package.json')).status()).toBe(404);
    expect((await request.post('/')).status()).toBe(405);
  });

  test('out/_headers fits the limits of Cloudflare Pages, whatever the number of pages: one rule for the site, one for the CMS @once', () => {
    const text = readFileSync(join(OUT, '_headers'), 'utf8');
    const rules = parseHeadersFile(text);
    expect(rules.length).toBeLessThanOrEqual(HEADERS_FILE_LIMITS.rules);
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(HEADERS_FILE_LIMITS.lineLength);
    expect(rules.map((rule) => rule.path)).toEqual(['/*', `/${ADMIN_DIR}/*`]);
    // Hosts join a header set by several matching rules with commas; two policies would both apply, so the
    // CMS's rule takes the site's policies off before it sets its own.
    expect(rules[1]!.detach.map((name) => name.toLowerCase()).sort()).toEqual(['content-security-policy', 'cross-origin-opener-policy']);
    // Every page of the site gets the site's rule and nothing else.
    for (const file of htmlFiles(OUT)) {
      const path = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
      expect(Object.fromEntries(headersForPath(rules, path)), path).toEqual(Object.fromEntries(headersForPath([rules[0]!], path)));
    }
  });
});

// Every page's headers and inline scripts are checked above from its HTML; the browser runs a sample per language.
test.describe('content security policy in the browser', () => {
  for (const route of [...SAMPLE_ROUTES, UNKNOWN_PATH, ...UNKNOWN_LOCALIZED_PATHS]) {
    const unknown = route.endsWith('no-such-page');
    test(`${route} loads with no policy violations @once`, async ({ page, pageErrors, foreignRequests }) => {
      test.slow(); // it scrolls through the whole page, a frame at a time: long pages on a busy machine take a while
      const violations = await recordCspViolations(page);
      const response = await page.goto(route);
      expect(response?.status()).toBe(unknown ? 404 : 200);
      await page.waitForLoadState('networkidle');
      await scrollThrough(page);
      await expect(page.locator('body')).toBeVisible();
      expect(await violations()).toEqual([]);
      expect(pageErrors.filter((error) => !(unknown && error.includes(`HTTP 404`)))).toEqual([]);
      expect(foreignRequests).toEqual([]);
    });
  }

  test('the policy is enforced: an injected inline script and a foreign image are blocked @once', async ({ page }) => {
    const violations = await recordCspViolations(page);
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      const image = new Image();
      image.src = 'https://tracker.invalid/pixel.png';
      document.body.append(image);
    });
    await expect.poll(async () => (await violations()).join('\n')).toMatch(/script-src[\s\S]*img-src|img-src[\s\S]*script-src/);
    expect(await page.evaluate(() => '__injected' in window)).toBe(false);
    await expect.poll(() => failed).toContainEqual(expect.stringMatching(/^https:\/\/tracker\.invalid\/pixel\.png .*csp/i));
  });
});

// The policy and the islands' code are the same at every width (the menu test narrows the window itself).
test.describe('every island works under the policy @once', () => {
  test('the mobile menu opens', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Villas' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the WhatsApp popup appears after 5 seconds', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await pauseClock(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.clock.runFor(5000);
    await expect(page.getByRole('dialog', { name: /whatsapp/i })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('the testimonial dots switch the quote', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: /testimonials/i });
    await carousel.getByRole('button', { name: 'Show testimonial 3' }).click();
    await expect(carousel.getByRole('button', { name: 'Show testimonial 3' })).toHaveAttribute('aria-current', 'true');
    await expect(carousel.locator('figure:visible')).toHaveCount(1);
    expect(await violations()).toEqual([]);
  });

  test('the calculator slider updates the results', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/payment-plans');
    const calculator = page.locator('#calculator');
    await expect(calculator).toContainText('€1,733');
    await page.getByLabel('Property price').focus();
    await page.keyboard.press('ArrowRight');
    await expect(calculator).toContainText('€73,500'); // 35% of €210,000
    await expect(calculator).toContainText('€1,820'); // €136,500 over 75 months
    expect(await violations()).toEqual([]);
  });

  test('the brochure form opens and validates', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/');
    await page.getByRole('button', { name: /brochure/i }).click();
    const dialog = page.getByRole('dialog', { name: /brochure/i });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Get the brochure' }).click();
    await expect(dialog).toContainText('Please enter your name.');
    expect(await violations()).toEqual([]);
  });

  test('an FAQ item opens', async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/villas');
    const first = page.locator('details').first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    expect(await violations()).toEqual([]);
  });
});

test.describe('links and assets', () => {
  const decode = (value: string) =>
    value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

  /** Every address an HTML page references: href, src, srcset and imagesrcset (any attribute case). */
  function referencedUrls(html: string, pageUrl: string): string[] {
    const found: string[] = [];
    for (const [, name, value] of html.matchAll(/\s(href|src|srcset|imagesrcset)="([^"]*)"/gi)) {
      const text = decode(value ?? '');
      if (/srcset$/i.test(name ?? '')) {
        for (const candidate of text.split(',')) {
          const url = candidate.trim().split(/\s+/)[0];
          if (url) found.push(new URL(url, pageUrl).href);
        }
      } else if (text) {
        found.push(new URL(text, pageUrl).href);
      }
    }
    return found;
  }

  /** Every exported page (out/), as the address it is served at. */
  const exportedPages = htmlFiles(OUT).map((file) => ({ file, path: `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}` }));
  const SITE = 'https://site.invalid';

  // Read from out/ with the static server's own rules (scripts/serve-static.mjs resolveFile), so the
  // time grows with the pages (about a millisecond each) and no total timeout can be outgrown.
  // Tagged @once: it reads files, not a browser, so the phone project leaves it out.
  test('every internal link and asset on every exported page exists, and every #fragment has its target @once', () => {
    expect(exportedPages.length).toBeGreaterThan(100);
    const ids = new Map<string, Set<string>>();
    const idsOf = (file: string) => {
      if (!ids.has(file)) ids.set(file, new Set([...readFileSync(join(OUT, file), 'utf8').matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!)));
      return ids.get(file)!;
    };
    const stylesheets = new Set<string>();
    const missing: string[] = [];
    let references = 0;
    for (const { file, path } of exportedPages) {
      const html = readFileSync(join(OUT, file), 'utf8');
      for (const href of referencedUrls(html, new URL(path, SITE).href)) {
        const url = new URL(href);
        if (url.origin !== SITE) continue;
        references++;
        const target = resolveFile(OUT, decodeURIComponent(url.pathname));
        if (!target) {
          missing.push(`${url.pathname} (linked from ${path})`);
          continue;
        }
        if (target.endsWith('.css')) stylesheets.add(target);
        if (url.hash.length > 1 && target.endsWith('.html') && !idsOf(target).has(decodeURIComponent(url.hash.slice(1)))) {
          missing.push(`${url.pathname}${url.hash} (linked from ${path}): no element with that id`);
        }
      }
    }
    // Fonts and anything else the stylesheets pull in.
    for (const sheet of stylesheets) {
      const css = readFileSync(join(OUT, sheet), 'utf8');
      for (const [, raw] of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
        if (!raw || raw.startsWith('data:')) continue;
        const url = new URL(raw, new URL(`/${sheet}`, SITE));
        if (url.origin === SITE && !resolveFile(OUT, url.pathname)) missing.push(`${url.pathname} (from ${sheet})`);
      }
    }
    expect(references).toBeGreaterThan(exportedPages.length * 10);
    expect(missing).toEqual([]);
  });

  test('the static server answers 200 for a page, an asset and a font, as the file check above assumes @once', async ({ request }) => {
    const home = await request.get('/');
    expect(home.status()).toBe(200);
    const html = await home.text();
    const sheet = /href="(\/_next\/static\/[^"]+\.css)"/.exec(html)?.[1];
    expect(sheet).toBeTruthy();
    expect((await request.get(sheet!)).status()).toBe(200);
    const font = /url\(\s*["']?([^"')]+\.woff2)/.exec(await (await request.get(sheet!)).text())?.[1];
    expect(font).toBeTruthy();
    expect((await request.get(new URL(font!, new URL(sheet!, 'http://site.invalid')).pathname)).status()).toBe(200);
    for (const { path } of exportedPages.filter((_, index) => index % 25 === 0)) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });

  test('every link that opens a new tab, on every page, has rel="noopener noreferrer" @once', async ({ request }) => {
    for (const route of ROUTES) {
      const html = await (await request.get(route)).text();
      const links = [...html.matchAll(/<a\b[^>]*\btarget="_blank"[^>]*>/g)].map((match) => match[0]);
      expect(links.length, route).toBeGreaterThan(0);
      for (const link of links) {
        const rel = (/\srel="([^"]*)"/.exec(link)?.[1] ?? '').split(/\s+/);
        expect(rel, `${route}: ${link}`).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      }
    }
  });
});
