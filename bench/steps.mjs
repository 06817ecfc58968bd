// What each optional post-build step buys (`npm run bench:steps`; not part of `npm test`).
//
// Takes Next's export as it comes (`next build` into out/, copied aside, then out/ finished again),
// finishes one copy with every step and one without each optional step
// (scripts/finish-export OPTIONAL_STEPS: font-preload, compile-hints, hero-first, or those --step names), serves each copy as the bench
// does, and runs Lighthouse on mobile at the calibrated CPU slowdown, run after run, route after
// route, variant after variant, so a slow minute on the machine falls on all of them alike. Prints,
// per step and route, the medians with the step and without it, and the gzip bytes it saves.
// Both of Lighthouse's throttling methods by default: simulated (a model replays an unthrottled
// load) and devtools (the browser itself is slowed, as a phone is); a step pays when both agree.
//
// Usage: node bench/steps.mjs [--runs 5] [--route /,/villas,/he/villas] [--out bench-results/steps.json]
//                             [--throttling simulate,devtools] [--step compile-hints,hero-first]
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { finishExport, OPTIONAL_STEPS } from '../scripts/finish-export/index.mjs';
import { measureRoute } from '../scripts/page-weight.mjs';
import { findChromium } from '../scripts/chromium.mjs';
import { PHOTO_HOST } from './photo-host.mjs';
import { startServers } from './servers.mjs';
import { cpuMultiplier, medianOf, PHONE, runLighthouse, summarize, THROTTLING_METHODS, waitForQuiet } from './run.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'out');

function parseArgs(argv) {
  const options = { runs: 5, routes: ['/', '/villas', '/he/villas'], out: join(ROOT, 'bench-results/steps.json'), methods: [...THROTTLING_METHODS], steps: [...OPTIONAL_STEPS] };
  for (let i = 0; i < argv.length; i++) {
    const value = () => argv[++i] ?? '';
    if (argv[i] === '--runs') options.runs = Number(value());
    else if (argv[i] === '--route' || argv[i] === '--routes') options.routes = value().split(',');
    else if (argv[i] === '--out') options.out = resolve(value());
    else if (argv[i] === '--throttling') options.methods = value().split(',');
    else if (argv[i] === '--step' || argv[i] === '--steps') options.steps = value().split(',');
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  for (const method of options.methods) if (!THROTTLING_METHODS.includes(method)) throw new Error(`--throttling takes ${THROTTLING_METHODS.join(', ')}`);
  for (const step of options.steps) if (!OPTIONAL_STEPS.includes(step)) throw new Error(`--step takes ${OPTIONAL_STEPS.join(', ')}`);
  return options;
}

/** Next's export as it comes, then out/ finished again as `npm run build` leaves it. */
function rawExport(workDir) {
  const raw = join(workDir, 'raw');
  const build = spawnSync('npx', ['next', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error('steps: next build failed');
  rmSync(raw, { recursive: true, force: true });
  cpSync(OUT, raw, { recursive: true });
  finishExport({ outDir: OUT, template: readFileSync(join(ROOT, 'public/_headers'), 'utf8') });
  return raw;
}

function variant(raw, workDir, name, skip) {
  const dir = join(workDir, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(raw, dir, { recursive: true });
  finishExport({ outDir: dir, template: readFileSync(join(ROOT, 'public/_headers'), 'utf8'), skip });
  return dir;
}

function photoUrls(root, routes) {
  const urls = new Set();
  for (const route of routes) {
    const html = readFileSync(join(root, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');
    for (const match of html.matchAll(new RegExp(`https://${PHOTO_HOST.replace(/\./g, '\\.')}/[^"\\s,]+`, 'g'))) urls.add(match[0].replace(/&amp;/g, '&'));
  }
  return [...urls];
}

const kib = (bytes) => `${bytes >= 0 ? '+' : '−'}${(Math.abs(bytes) / 1024).toFixed(1)} KiB`;
const ms = (value) => `${Math.round(value)} ms`;
const delta = (value) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(Math.round(value))} ms`;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const workDir = join(ROOT, 'bench-results/steps');
  mkdirSync(workDir, { recursive: true });
  const raw = rawExport(workDir);
  const variants = [{ name: 'all', skip: [] }, ...options.steps.map((step) => ({ name: `without-${step}`, step, skip: [step] }))];
  for (const v of variants) v.dir = variant(raw, workDir, v.name, v.skip);

  const chromePath = findChromium();
  if (!chromePath) throw new Error('steps: no Chromium found');
  const urls = photoUrls(variants[0].dir, options.routes);
  for (const v of variants) v.servers = await startServers({ root: v.dir, cacheDir: join(ROOT, 'bench-results/.photo-cache'), warm: urls });
  const indices = [];
  const multiplier = () => cpuMultiplier([...indices].sort((a, b) => a - b)[Math.floor((indices.length - 1) / 2)]);
  const runs = new Map();
  try {
    for (let i = 0; i < 2; i++) indices.push((await runLighthouse(`${variants[0].servers.siteOrigin}/`, 'desktop', variants[0].servers.photoPort, chromePath)).environment.benchmarkIndex);
    for (let i = 0; i < options.runs; i++) {
      for (const route of options.routes) {
        for (const method of options.methods) {
          const cpu = multiplier();
          for (const v of variants) {
            await waitForQuiet(1.5, 20);
            const summary = summarize(await runLighthouse(`${v.servers.siteOrigin}${route}`, 'mobile', v.servers.photoPort, chromePath, cpu, method));
            if (summary.benchmarkIndex) indices.push(summary.benchmarkIndex);
            const key = `${method} ${v.name} ${route}`;
            runs.set(key, [...(runs.get(key) ?? []), summary]);
            console.log(`steps: run ${i + 1}/${options.runs} ${route} ${method} ${v.name}: TBT ${ms(summary.tbt)}, LCP ${ms(summary.lcp)}, CLS ${summary.cls.toFixed(3)}, perf ${summary.performance} (CPU ${cpu}×)`);
          }
        }
      }
    }
  } finally {
    for (const v of variants) await v.servers.close();
  }

  const median = (method, name, route) => medianOf(runs.get(`${method} ${name} ${route}`));
  const label = { simulate: 'simulated', devtools: 'devtools' };
  // A step pays on a route when, in every method, it lowers LCP or TBT by more than it raises the
  // other, and never adds layout shift.
  const pays = (withStep, without) => withStep.lcp - without.lcp + (withStep.tbt - without.tbt) < 0 && withStep.cls <= without.cls + 0.0005;
  const lines = [
    `Lighthouse mobile, CPU slowdown ${multiplier()}× (benchmarkIndex / ${PHONE.benchmarkIndex}), median of ${options.runs} interleaved runs per throttling method (${options.methods.map((m) => label[m]).join(', ')}); each step against the same build with that step left out. Δ = with − without.`,
    '',
    `| Step | Route | ${options.methods.map((m) => `LCP Δ ${label[m]} | TBT Δ ${label[m]}`).join(' | ')} | CLS with / without | HTML + data gzip (Δ) | JS gzip (Δ) | Pays in ${options.methods.length === 1 ? label[options.methods[0]] : 'both'} |`,
    `|---|---|${options.methods.map(() => '---:|---:|').join('')}---:|---:|---:|---|`,
  ];
  const result = [];
  for (const v of variants.slice(1)) {
    for (const route of options.routes) {
      const bytesWith = measureRoute(route, new Map(), variants[0].dir);
      const bytesWithout = measureRoute(route, new Map(), v.dir);
      const byMethod = Object.fromEntries(options.methods.map((m) => [m, { with: median(m, 'all', route), without: median(m, v.name, route) }]));
      const verdicts = Object.fromEntries(options.methods.map((m) => [m, pays(byMethod[m].with, byMethod[m].without)]));
      result.push({ step: v.step, route, byMethod, verdicts, bytesWith, bytesWithout });
      const cls = options.methods.map((m) => `${byMethod[m].with.cls.toFixed(3)} / ${byMethod[m].without.cls.toFixed(3)}`).join(' · ');
      lines.push(
        `| ${v.step} | ${route} | ${options.methods.map((m) => `${delta(byMethod[m].with.lcp - byMethod[m].without.lcp)} (${ms(byMethod[m].with.lcp)}) | ${delta(byMethod[m].with.tbt - byMethod[m].without.tbt)} (${ms(byMethod[m].with.tbt)})`).join(' | ')} | ${cls} | ${kib(bytesWith.html - bytesWithout.html)} | ${kib(bytesWith.js - bytesWithout.js)} | ${Object.values(verdicts).every(Boolean) ? 'yes' : Object.values(verdicts).some(Boolean) ? 'disputed' : 'no'} |`,
      );
    }
  }
  const table = lines.join('\n');
  console.log(`\n${table}\n`);
  writeFileSync(options.out, `${JSON.stringify({ date: new Date().toISOString(), runs: options.runs, methods: options.methods, raw: Object.fromEntries(runs), result, table }, null, 2)}\n`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
