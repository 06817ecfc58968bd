/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { en } from '../export/claims/en';
import { REQUIRED_PAGES } from '../export/claims.mjs';
import { isDocumentPath } from '@/lib/document-pages';

/*
 * The checks over the whole export (tests/export/check.mjs, run by npm test after the test build): a
 * page that is not valid HTML, or that makes a claim without its condition, fails the run, naming the
 * page and what is wrong; an export with every page right passes.
 */
const run = promisify(execFile);

const page = (lang: string, body: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>A page</title><meta name="description" content="Homes in North Cyprus"></head><body><main>${body}</main></body></html>\n`;
const section = (id: string, text: string) => `<section id="${id}"><h2>Heading</h2><p>${text}</p></section>`;

function exportWith(extra: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'export-'));
  const files = { ...Object.fromEntries(REQUIRED_PAGES.map((file) => [file, page('en', section('intro', 'Villas and apartments for sale.'))])), ...extra };
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), html);
    // As Next writes it: each page's route payload beside it, which a document page is shipped without.
    if (!isDocumentPath(`/${file.replace(/\.html$/, '')}`) && file !== '404.html') writeFileSync(join(dir, file.replace(/\.html$/, '.txt')), '0:{}\n');
  }
  return dir;
}

async function check(dir: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['tests/export/check.mjs', dir]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

// The English table's own rule for a claim that needs its condition, and a sentence that makes the claim without it.
const withholding = en.find((rule) => rule.qualifiers.length === 1 && rule.claim.test('withholding tax'))!;

describe('the checks over the whole export', () => {
  jest.setTimeout(60_000);

  it('pass an export whose pages are valid and whose claims carry their conditions', async () => {
    const qualified = `Rent pays a 13% withholding tax, for residents of North Cyprus and others alike.`;
    expect(withholding.qualifiers[0]!.test(qualified)).toBe(true);
    const result = await check(exportWith({ 'de/villas.html': page('de', section('a', 'Villen zum Kauf.')), 'tax.html': page('en', section('tax', qualified)) }));
    expect(result).toEqual({ code: 0, output: expect.stringMatching(/export: \d+ pages valid HTML/) });
  });

  it('fail on a page that is not valid HTML, naming the page and the rule', async () => {
    const result = await check(exportWith({ 'villas/broken.html': page('en', `${section('a', 'One.')}${section('a', 'Two.')}`) }));
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/villas\/broken\.html:\n\s+html-validate: no-dup-id/);
  });

  it('fail on a claim without its condition, naming the page, the section and the condition', async () => {
    const result = await check(exportWith({ 'tax.html': page('en', section('tax', 'Rent pays a withholding tax.')) }));
    expect(result.code).toBe(1);
    expect(result.output).toContain('tax.html:');
    expect(result.output).toContain(`claims: section tax: "withholding tax" (${withholding.name}) without ${withholding.qualifiers[0]}`);
  });

  it('fail when a page every build has is missing', async () => {
    const dir = exportWith({});
    rmSync(join(dir, 'villas.html'));
    const result = await check(dir);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/villas\.html:\n\s+export: the build did not export this page/);
  });

  it('fail on a document page shipped with its route payload, and on another page shipped without its own', async () => {
    const dir = exportWith({ 'villas/a-villa.html': page('en', section('a', 'A villa.')) });
    writeFileSync(join(dir, 'villas/a-villa.txt'), '0:{}\n');
    rmSync(join(dir, 'villas.txt'));
    const result = await check(dir);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/villas\/a-villa\.html:\n\s+export: a document page shipped with route payloads \(villas\/a-villa\.txt\)/);
    expect(result.output).toMatch(/villas\.html:\n\s+export: no route payload villas\.txt/);
  });
});
