import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { test, expect } from '@playwright/test';
import { prefixedLocales } from '@/content/locales';
import { copyRepository, serve } from './support/cms';
import { addLanguage } from './support/new-language';

/*
 * A new language is data (issue 42): in a copy of the repository, a generated edition (Turkish codes,
 * the English words with a marker) is added as the README's "Adding a language" says, with one entry in
 * content/locales.ts and a folder of message files, nothing in app/, components/, lib/ or scripts/. The
 * content check passes and the build writes every page of the new edition, in its language, linked from
 * the others; the new edition's pages show its own words.
 */

const run = promisify(execFile);
const language = { code: 'tr', intl: 'tr-TR', name: 'Türkçe', marker: 'ᵀᴿ' };

/** Every HTML file under `dir`, relative to it. */
function pagesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pagesUnder(path).map((inner) => join(name, inner));
    return name.endsWith('.html') ? [name] : [];
  });
}

test('@once a generated new language builds every page with no code change', async ({ page }) => {
  test.setTimeout(900_000);
  const repository = copyRepository();
  let server: Awaited<ReturnType<typeof serve>> | undefined;
  try {
    const written = addLanguage(repository.dir, language);
    expect(written.filter((file) => /^(app|components|lib|scripts)\//.test(file))).toEqual([]);
    expect(written).toContain(`content/${language.code}/common.json`);

    const check = await run('npm', ['run', 'check:content'], { cwd: repository.dir, maxBuffer: 16 * 1024 * 1024 }).catch((error: { stdout: string; stderr: string }) => error);
    expect(`${check.stdout}${check.stderr}`).toMatch(/checked in [\d.]+ s: no problem/);

    const out = await repository.build();
    // Every page another edition has, the new one has at the same place.
    const reference = prefixedLocales[0]!;
    const expected = pagesUnder(join(out, reference)).sort();
    const built = pagesUnder(join(out, language.code)).sort();
    expect(built).toEqual(expected);
    for (const file of built) {
      const html = readFileSync(join(out, language.code, file), 'utf8');
      expect(html, `${language.code}/${file}`).toContain(`<html lang="${language.code}"`);
      expect(html, `${language.code}/${file} shows the new language's words`).toContain(language.marker);
    }
    // The English home names it among the editions, and its pages are in the sitemap.
    const home = readFileSync(join(out, 'index.html'), 'utf8');
    expect(home).toMatch(new RegExp(`hreflang="${language.code}"`));
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain(`/${language.code}/`);

    // In the browser: the new edition's home is in its language, and the switcher offers it.
    server = await serve(out);
    await page.goto(`${server.origin}/${language.code}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language.code);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(language.marker);
    await page.goto(`${server.origin}/`);
    await expect(page.locator(`a[hreflang="${language.code}"]`).first()).toBeAttached();
    expect(relative(repository.dir, out)).toBe('out');
  } finally {
    server?.stop();
    rmSync(repository.dir, { recursive: true, force: true });
  }
});
