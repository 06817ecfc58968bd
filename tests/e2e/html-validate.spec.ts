import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { htmlFiles } from '../../scripts/security-headers.mjs';

/*
 * Every exported page against html-validate's recommended rules (.htmlvalidate.mjs says which rules
 * are relaxed for React's way of writing HTML, and why). It reads out/, so it runs after the build.
 */
const OUT = join(process.cwd(), 'out');
const files = existsSync(OUT) ? htmlFiles(OUT) : [];
const validator = new HtmlValidate(new FileSystemConfigLoader());

test('the build exported every page @once', () => {
  expect(files).toEqual(expect.arrayContaining(['index.html', '404.html', 'villas.html', 'payment-plans.html']));
});

for (const file of files) {
  // Tagged @once: it reads files, not a browser, so the phone project leaves it out.
  test(`out/${file} is valid HTML @once`, async () => {
    const report = await validator.validateFile(join(OUT, file));
    const problems = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId} at ${message.line}:${message.column}: ${message.message} (${message.selector ?? ''})`),
    );
    expect(problems).toEqual([]);
  });
}
