// The checks that read the exported site, run once over the whole export after the test build (npm test,
// before the browser tests): every page against html-validate's rules (.htmlvalidate.mjs), and every
// claim against its conditions (tests/export/claims.mjs). Each page is read and parsed once; the pages are
// shared between worker threads. Prints each problem with its page and exits 1 if there is any.
// Usage: node tests/export/check.mjs [outDir]
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { HtmlValidate } from 'html-validate';
import { createJiti } from 'jiti';
import { parse } from '../../scripts/finish-export/dom.mjs';
import { htmlFiles } from '../../scripts/security-headers.mjs';
import { pagePath } from '../../scripts/finish-export/document-pages.mjs';
import { claimProblems, claimsApply, languageOf, REQUIRED_PAGES } from './claims.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The claims table of each language (tests/export/claims/<lang>.ts), by language code. */
async function claimTables() {
  const jiti = createJiti(import.meta.url, { alias: { '@': root } });
  const { localeCodes } = await jiti.import(join(root, 'content/locales.ts'));
  const tables = {};
  for (const code of localeCodes) {
    const file = join(root, `tests/export/claims/${code}.ts`);
    // A language without a table is reported by checkExportShape; a table that does not load fails here, with its error.
    tables[code] = existsSync(file) ? (await jiti.import(file))[code] : undefined;
  }
  return tables;
}

/** The problems of some pages: html-validate's, then the claims'. */
async function checkPages(outDir, files) {
  // The project's rules, whichever folder the export is in.
  const { default: config } = await import(pathToFileURL(join(root, '.htmlvalidate.mjs')).href);
  const validator = new HtmlValidate(config);
  const tables = await claimTables();
  const problems = [];
  for (const file of files) {
    const html = readFileSync(join(outDir, file), 'utf8');
    const report = await validator.validateString(html, join(outDir, file));
    for (const result of report.results) {
      for (const message of result.messages) problems.push({ file, check: 'html-validate', message: `${message.ruleId} at ${message.line}:${message.column}: ${message.message} (${message.selector ?? ''})` });
    }
    if (claimsApply(file)) {
      const rules = tables[languageOf(file)] ?? [];
      for (const message of claimProblems(parse(html), rules)) problems.push({ file, check: 'claims', message });
    }
  }
  return problems;
}

/**
 * What is wrong with the export as a whole: a page every build has missing, a language without its
 * claims table, a document page shipped with route payloads (lib/document-pages.ts: one file each) or
 * another page shipped without its own (the router would load it as a document).
 */
async function checkExportShape(files, outDir) {
  const problems = [];
  const jiti = createJiti(import.meta.url, { alias: { '@': root } });
  const { isDocumentPath } = await jiti.import(join(root, 'lib/document-pages.ts'));
  for (const file of files) {
    const base = file.replace(/\.html$/, '');
    const payloads = [`${base}.txt`, `${base}/__next._tree.txt`].filter((name) => existsSync(join(outDir, name)));
    if (isDocumentPath(pagePath(file)) && payloads.length) problems.push({ file, check: 'export', message: `a document page shipped with route payloads (${payloads.join(', ')})` });
    if (!isDocumentPath(pagePath(file)) && !file.startsWith('404') && !existsSync(join(outDir, `${base}.txt`))) problems.push({ file, check: 'export', message: `no route payload ${base}.txt: a client navigation here would reload the page` });
  }
  for (const page of REQUIRED_PAGES) if (!files.includes(page)) problems.push({ file: page, check: 'export', message: 'the build did not export this page' });
  for (const [code, rules] of Object.entries(await claimTables())) {
    // Each language's table names the claims its buyers' law cares about (tax, guarantee, yield, cost, timing…).
    if (!Array.isArray(rules) || rules.length < 7) problems.push({ file: `tests/export/claims/${code}.ts`, check: 'claims', message: `the ${code} pages have no claims table of at least 7 rules (export const ${code}: ClaimRule[])` });
  }
  return problems;
}

/** Checks every page of `outDir` in `workers` threads; returns { pages, problems }. */
export async function checkExport(outDir, { workers: most = Math.min(availableParallelism(), 4) } = {}) {
  const files = htmlFiles(outDir);
  // A thread costs a second or so to start: one per 40 pages, up to one per core.
  const workers = Math.max(1, Math.min(most, Math.ceil(files.length / 40)));
  const problems = await checkExportShape(files, outDir);
  const chunks = Array.from({ length: Math.min(workers, files.length) }, (_, index) => files.filter((_, position) => position % workers === index));
  const results = await Promise.all(
    chunks.map(
      (chunk) =>
        new Promise((done, fail) => {
          const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { outDir, files: chunk } });
          worker.once('message', done);
          worker.once('error', fail);
          worker.once('exit', (code) => code !== 0 && fail(new Error(`a checking thread ended with code ${code}`)));
        }),
    ),
  );
  problems.push(...results.flat());
  return { pages: files.length, problems };
}

if (!isMainThread && workerData?.files) {
  parentPort.postMessage(await checkPages(workerData.outDir, workerData.files));
} else if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const outDir = resolve(process.argv[2] ?? join(root, 'out'));
  const started = Date.now();
  const { pages, problems } = await checkExport(outDir);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length > 0) {
    const byFile = new Map();
    for (const problem of problems) byFile.set(problem.file, [...(byFile.get(problem.file) ?? []), problem]);
    for (const [file, found] of byFile) {
      console.error(`${file}:`);
      for (const problem of found) console.error(`  ${problem.check}: ${problem.message}`);
    }
    console.error(`export: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} in ${byFile.size} of ${pages} pages (${seconds} s)`);
    process.exit(1);
  }
  console.log(`export: ${pages} pages valid HTML, every claim with its conditions (${seconds} s)`);
}
