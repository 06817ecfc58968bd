// The performance benchmark (`npm run bench`; not part of `npm test`).
//
// Builds the site when out/ is missing or older than the sources, and builds the empty Next page
// (one heading, this project's Next and next.config.mjs: the framework floor; scripts/floors.mjs).
// Serves out/ over HTTP with the production headers, the same pages with every script removed under
// /__nojs (each page's no-JavaScript floor), the empty page on a port of its own, and the stock photos
// from a local HTTPS stand-in (bench/photo-host.mjs) that Chromium reaches through
// --host-resolver-rules. Runs Lighthouse (simulated throttling, or applied to the browser with --throttling devtools) on every route of every language
// edition: on mobile the page, its no-JS copy and the empty page one after the other, run after run;
// on desktop the page. Measures each route's gzip JavaScript, CSS and HTML from out/ beside the same
// floors (scripts/page-weight.mjs), prints one table with the gaps, writes bench-results/latest.json
// (plus the median Lighthouse reports under bench-results/lhr/) and exits 1 when a target is missed.
//
// Usage: node bench/run.mjs [--runs 3] [--preset mobile,desktop] [--route /villas]...
//                                   [--no-build] [--out bench-results/latest.json]
//                                   [--max-load 1.5] [--quiet-wait 20] [--root dir]
//   --root measures another finished export instead of out/ (never builds it): e.g. one finished with
//   `node scripts/finish-export/index.mjs dir --skip hero-first`, to see what a step buys.
//   --page-only measures the pages without their floors (to compare builds of the same pages; no targets).
//   --throttling devtools applies the throttling to the browser itself (Lighthouse's
//   throttlingMethod 'devtools': slow 4G latency and bandwidth, the same calibrated CPU slowdown)
//   instead of simulating it from an unthrottled trace (the default, 'simulate'). Slower and noisier,
//   but it is what a real phone does: each page is still judged beside its own floors in the same run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { BUDGETS, builtRoutes, measureAll, measureRoute } from '../scripts/page-weight.mjs';
import { publicEnv } from '../scripts/finish-export/index.mjs';
import { NOJS_PREFIX, buildEmptyNext, writeNoJsCopies } from '../scripts/floors.mjs';
import { findChromium, chromiumArgs } from '../scripts/chromium.mjs';
import { PHOTO_HOST } from './photo-host.mjs';
import { startServers } from './servers.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The site measured: out/, or another finished export given with --root (say, one built with steps left out). */
let OUT = join(ROOT, 'out');

/**
 * What the site must reach; a miss makes the run fail. Mobile figures are relative to the floors
 * measured in the same run: the empty Next page (`empty`) and the page's own no-JS copy (`nojs`).
 */
export const TARGETS = {
  mobile: {
    /** performance ≥ the lower of the empty Next page's and the no-JS copy's − 2 */
    performanceBelowFloor: 2,
    /** LCP ≤ 1.1 × the no-JS copy's LCP */
    lcpPerNoJs: 1.1,
    /** TBT ≤ the empty Next page's TBT + the no-JS copy's TBT + 60 ms */
    tbtAboveFloors: 60,
    /** CLS 0 (as Lighthouse shows it, to three places) */
    cls: 0.0005,
  },
  desktop: { performance: 100 },
  /** For both presets. */
  categories: { accessibility: 100, 'best-practices': 100, seo: 100 },
  /** gzip: the absolute budgets (beyond them, bytes count through LCP and TBT). */
  bytes: { budgets: BUDGETS },
};

/**
 * The phone every machine emulates: Lighthouse's 4× mobile CPU slowdown is meant to take a high-end
 * desktop (benchmarkIndex 1500–2000) to a mid-tier phone, so the slowdown is the machine's index
 * over this phone's, clamped (Lighthouse docs/throttling.md).
 */
export const PHONE = { benchmarkIndex: 440, minMultiplier: 1, maxMultiplier: 20 };

/** The mobile CPU slowdown for a machine of this benchmark index. */
export function cpuMultiplier(benchmarkIndex) {
  const raw = benchmarkIndex / PHONE.benchmarkIndex;
  return Math.round(Math.min(PHONE.maxMultiplier, Math.max(PHONE.minMultiplier, raw)) * 10) / 10;
}

/** The machine's speed as the last few Lighthouse runs measured it: the median of their indices. */
const recentIndices = [];
function noteBenchmarkIndex(index) {
  if (typeof index !== 'number' || !(index > 0)) return;
  recentIndices.push(index);
  if (recentIndices.length > 5) recentIndices.shift();
}
function currentMultiplier() {
  if (!recentIndices.length) throw new Error('bench: no benchmark index measured yet');
  const sorted = [...recentIndices].sort((a, b) => a - b);
  return cpuMultiplier(sorted[Math.floor((sorted.length - 1) / 2)]);
}

/**
 * How Lighthouse throttles: 'simulate' (the default: an unthrottled load replayed through a model of
 * slow 4G and a slow CPU) or 'devtools' (the browser itself is slowed: network latency and bandwidth
 * through the DevTools protocol, CPU by the same calibrated multiplier; wall-clock, like a phone).
 */
export const THROTTLING_METHODS = ['simulate', 'devtools'];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const SOURCES = ['app', 'components', 'content', 'lib', 'public', 'next.config.mjs', 'package.json', 'postcss.config.mjs', 'tsconfig.json', 'scripts/finish-export'];

function parseArgs(argv) {
  const options = {
    runs: 3,
    presets: ['mobile', 'desktop'],
    routes: [],
    build: true,
    out: join(ROOT, 'bench-results/latest.json'),
    // Lighthouse turns the main-thread time it observes into simulated time: other work on the
    // machine inflates TBT and LCP. Before each run, wait (up to quietWait seconds) for the 1-minute
    // load average to drop below this.
    maxLoad: Math.max(1, cpus().length * 0.75),
    quietWait: 20,
    throttling: 'simulate',
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === '--help' || arg === '-h') {
      console.log(readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').filter((line) => line.startsWith('//')).map((line) => line.slice(3)).join('\n'));
      process.exit(0);
    } else if (arg === '--runs') options.runs = Number(value());
    else if (arg === '--preset' || arg === '--presets') options.presets = value().split(',');
    else if (arg === '--route' || arg === '--routes') options.routes.push(...value().split(','));
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--out') options.out = resolve(value());
    else if (arg === '--max-load') options.maxLoad = Number(value());
    else if (arg === '--quiet-wait') options.quietWait = Number(value());
    else if (arg === '--page-only') options.pageOnly = true;
    else if (arg === '--throttling') options.throttling = value();
    else if (arg === '--root') {
      OUT = resolve(value());
      options.build = false;
    }
    else throw new Error(`unknown argument ${arg}`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs needs a whole number ≥ 1');
  for (const preset of options.presets) if (!['mobile', 'desktop'].includes(preset)) throw new Error(`unknown preset ${preset}`);
  if (!THROTTLING_METHODS.includes(options.throttling)) throw new Error(`--throttling is one of ${THROTTLING_METHODS.join(', ')}`);
  return options;
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** Whether out/ was built with other NEXT_PUBLIC_ values than this shell's (the e2e build posts to local stand-ins). */
function builtWithOtherEnv() {
  // The build beside the export measured (out/'s, or --root's).
  const file = join(dirname(OUT), '.next', 'build-env.json');
  if (!existsSync(file)) return true;
  return JSON.stringify(JSON.parse(readFileSync(file, 'utf8'))) !== JSON.stringify(publicEnv());
}

function buildIfNeeded(allowed) {
  const built = existsSync(join(OUT, 'index.html')) ? statSync(join(OUT, 'index.html')).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((source) => newestMtime(join(ROOT, source))));
  const otherEnv = built && builtWithOtherEnv();
  if (otherEnv && !allowed) throw new Error('out/ was built with other NEXT_PUBLIC_ settings (the e2e build?); run npm run build, or drop --no-build');
  if (built && built >= sources && !otherEnv) return;
  if (otherEnv) console.log('bench: out/ was built with other NEXT_PUBLIC_ settings (the e2e build?); building…');
  if (!allowed) {
    if (!built) throw new Error('out/ is missing and --no-build was given');
    console.warn('bench: out/ is older than the sources (--no-build: measuring it anyway)');
    return;
  }
  console.log(built ? 'bench: out/ is older than the sources; building…' : 'bench: out/ is missing; building…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('bench: the build failed');
}

/** Every stock photo URL the measured pages can ask for (src, srcset, preload links). */
function photoUrls(routes) {
  const urls = new Set();
  for (const route of routes) {
    const html = readFileSync(join(OUT, route === '/' ? 'index.html' : `${route.slice(1)}.html`), 'utf8');
    for (const match of html.matchAll(new RegExp(`https://${PHOTO_HOST.replace(/\./g, '\\.')}/[^"\\s,]+`, 'g'))) {
      urls.add(match[0].replace(/&amp;/g, '&'));
    }
  }
  return [...urls];
}

/** Waits until the machine is quiet enough, or `seconds` have passed; returns the load average then. */
export async function waitForQuiet(maxLoad, seconds) {
  const until = Date.now() + seconds * 1000;
  while (loadavg()[0] > maxLoad && Date.now() < until) await sleep(2000);
  return loadavg()[0];
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP…) on a busy machine: try again. */
export async function runLighthouse(url, preset, photoPort, chromePath, multiplier, throttlingMethod = 'simulate', attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url, preset, photoPort, chromePath, multiplier, throttlingMethod);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`bench: ${url} (${preset}) failed, trying again: ${error instanceof Error ? error.message : error}`);
    }
  }
}

/** `multiplier`: the mobile CPU slowdown (desktop keeps its preset's); `throttlingMethod`: simulate or devtools. */
async function runLighthouseOnce(url, preset, photoPort, chromePath, multiplier, throttlingMethod) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      ...chromiumArgs,
      '--ignore-certificate-errors',
      `--host-resolver-rules=MAP ${PHOTO_HOST} 127.0.0.1:${photoPort}`,
    ],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: CATEGORIES,
        disableFullPageScreenshot: true,
        throttlingMethod,
        ...(preset === 'mobile' && multiplier ? { throttling: { cpuSlowdownMultiplier: multiplier } } : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const score = (lhr, category) => {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};

export function summarize(lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    cpuMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
    throttlingMethod: lhr.configSettings?.throttlingMethod ?? null,
    /** Bytes of JavaScript the browser fetched (transfer size), a cross-check of page-weight's count. */
    scriptTransfer: (lhr.audits['network-requests']?.details?.items ?? [])
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    /** What lost points: the scored audits that cost their category at least half a point. */
    failing: Object.fromEntries(
      CATEGORIES.map((category) => {
        const refs = lhr.categories[category]?.auditRefs ?? [];
        const total = refs.reduce((sum, ref) => sum + ref.weight, 0) || 1;
        const lost = refs.filter((ref) => {
          const value = lhr.audits[ref.id]?.score;
          return ref.weight > 0 && typeof value === 'number' && ((1 - value) * ref.weight * 100) / total >= 0.5;
        });
        return [category, lost.map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`)];
      }).filter(([, ids]) => ids.length),
    ),
  };
}

/** The run in the middle by performance score (ties: the one in the middle by LCP). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.summary.performance - b.summary.performance || b.summary.lcp - a.summary.lcp);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The middle value of each metric over the runs (each metric on its own). */
export function medianOf(summaries) {
  const middle = (values) => {
    const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
    return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
  };
  return Object.fromEntries(['performance', 'fcp', 'lcp', 'tbt', 'cls'].map((key) => [key, middle(summaries.map((s) => s[key]))]));
}

/** The gaps of one route's mobile median to its floors. */
export function gaps(page, nojs, empty) {
  return {
    pointsBelowNoJs: nojs.performance - page.performance,
    pointsBelowEmpty: empty.performance - page.performance,
    lcpRatio: nojs.lcp ? page.lcp / nojs.lcp : null,
    tbtAboveEmpty: page.tbt - empty.tbt,
    tbtAboveFloors: page.tbt - empty.tbt - nojs.tbt,
  };
}

function checkTargets(results, weights) {
  const misses = [];
  for (const { route, preset, median, floors } of results) {
    const s = median.summary;
    const where = `${route} ${preset}`;
    if (preset === 'desktop' && s.performance < TARGETS.desktop.performance) misses.push(`${where}: performance ${s.performance} < ${TARGETS.desktop.performance}`);
    if (preset === 'mobile' && floors) {
      const t = TARGETS.mobile;
      const { nojs, empty } = floors;
      const floor = Math.min(empty.performance, nojs.performance);
      if (s.performance < floor - t.performanceBelowFloor) misses.push(`${where}: performance ${s.performance} < lower floor ${floor} − ${t.performanceBelowFloor}`);
      if (s.lcp > nojs.lcp * t.lcpPerNoJs) misses.push(`${where}: LCP ${Math.round(s.lcp)} ms > ${t.lcpPerNoJs} × no-JS ${Math.round(nojs.lcp)} ms`);
      if (s.tbt > empty.tbt + nojs.tbt + t.tbtAboveFloors) {
        misses.push(`${where}: TBT ${Math.round(s.tbt)} ms > empty Next page ${Math.round(empty.tbt)} ms + no-JS ${Math.round(nojs.tbt)} ms + ${t.tbtAboveFloors} ms`);
      }
      if (s.cls >= t.cls) misses.push(`${where}: CLS ${s.cls.toFixed(3)} is not 0`);
    }
    for (const [category, key] of [['accessibility', 'accessibility'], ['best-practices', 'bestPractices'], ['seo', 'seo']]) {
      if (s[key] < TARGETS.categories[category]) misses.push(`${where}: ${category} ${s[key]} < ${TARGETS.categories[category]}`);
    }
  }
  for (const row of weights) {
    for (const kind of ['js', 'css', 'html', 'data']) {
      if (row[kind] > BUDGETS[kind]) misses.push(`${row.route}: ${kind} ${kib(row[kind])} > ${kib(BUDGETS[kind])}`);
    }
  }
  return misses;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => (value === null || value === undefined ? '–' : `${(value / 1000).toFixed(2)} s`);
const msInt = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)} ms`);

const signed = (value, unit = '') => (value === null || value === undefined ? '–' : `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(Math.round(value))}${unit}`);

export function renderTable(results, weights, emptyWeight, runs, photoEncoder = 'sharp', throttling = 'simulate') {
  const by = (route, preset) => results.find((r) => r.route === route && r.preset === preset);
  const lines = [
    `Lighthouse ${results[0]?.median.lhr.lighthouseVersion ?? ''}, ${throttling === 'devtools' ? 'devtools throttling (applied to the browser)' : 'simulated throttling'}, median of ${runs} run${runs === 1 ? '' : 's'}. Mobile: the page | its no-JS copy | the empty Next page, measured one after the other in each run.`,
    '',
    '| Route | Perf mobile: page / no-JS / empty (gap) | LCP: page / no-JS (×) | TBT: page / empty + no-JS (+) | FCP: page / no-JS | CLS | Desktop | A11y / BP / SEO | JS gzip (+ empty) | HTML + data gzip (× no-script) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const route of new Set(results.map((r) => r.route))) {
    const mobile = by(route, 'mobile');
    const desktop = by(route, 'desktop');
    const m = mobile?.median.summary;
    const f = mobile?.floors;
    const g = m && f ? gaps(m, f.nojs, f.empty) : null;
    const w = weights.find((row) => row.route === route);
    const cats = (s) => (s ? `${s.accessibility} / ${s.bestPractices} / ${s.seo}` : '–');
    lines.push(
      [
        route,
        m && !f ? `${m.performance}` : m ? `${m.performance} / ${f.nojs.performance} / ${f.empty.performance} (${signed(-g.pointsBelowNoJs)} / ${signed(-g.pointsBelowEmpty)})` : '–',
        m && !f ? ms(m.lcp) : m ? `${ms(m.lcp)} / ${ms(f.nojs.lcp)} (${g.lcpRatio.toFixed(2)}×)` : '–',
        m && !f ? msInt(m.tbt) : m ? `${msInt(m.tbt)} / ${msInt(f.empty.tbt)} + ${msInt(f.nojs.tbt)} (${signed(g.tbtAboveFloors, ' ms')})` : '–',
        m && !f ? ms(m.fcp) : m ? `${ms(m.fcp)} / ${ms(f.nojs.fcp)}` : '–',
        m ? m.cls.toFixed(3) : '–',
        desktop ? desktop.median.summary.performance : '–',
        [m ? cats(m) : null, desktop ? cats(desktop.median.summary) : null].filter(Boolean).join(' · ') || '–',
        `${kib(w.js)} (${w.js >= emptyWeight.js ? '+' : '−'}${kib(Math.abs(w.js - emptyWeight.js))})`,
        `${kib(w.html)} (${(w.html / w.noScript).toFixed(2)}×)`,
      ].join(' | ').replace(/^/, '| ').replace(/$/, ' |'),
    );
  }
  const all = results.flatMap((r) => [r.median.summary]);
  const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  const mobileRuns = results.filter((r) => r.preset === 'mobile').flatMap((r) => r.runs.map((run) => run.summary.cpuMultiplier));
  const range = mobileRuns.length ? `${Math.min(...mobileRuns)}–${Math.max(...mobileRuns)}× (median ${middle(mobileRuns)}×)` : '–';
  lines.push(
    '',
    `Machine: Lighthouse benchmarkIndex ${Math.round(middle(all.map((s) => s.benchmarkIndex ?? 0)))} (median of the reported runs), mobile CPU slowdown ${range} = benchmarkIndex / ${PHONE.benchmarkIndex}, clamped to ${PHONE.minMultiplier}–${PHONE.maxMultiplier}; 1-minute load average ${middle(all.map((s) => s.loadAverage ?? 0)).toFixed(1)} before a run; photos from the local stand-in (${photoEncoder}). Empty Next page: ${kib(emptyWeight.js)} JS gzip.`,
    `Targets: mobile performance ≥ the lower of empty and no-JS − ${TARGETS.mobile.performanceBelowFloor}, LCP ≤ ${TARGETS.mobile.lcpPerNoJs}× no-JS, TBT ≤ empty + no-JS + ${TARGETS.mobile.tbtAboveFloors} ms, CLS 0; desktop ${TARGETS.desktop.performance}; accessibility, best practices and SEO 100; bytes within the absolute budgets.`,
  );

  return lines.join('\n');
}

/** Runs Lighthouse once and prints a line; `label` says which of the three it was. */
async function measure(url, preset, label, options, servers, chromePath, multiplier) {
  const load = await waitForQuiet(options.maxLoad, options.quietWait);
  const lhr = await runLighthouse(url, preset, servers.photoPort, chromePath, multiplier, options.throttling);
  const summary = { ...summarize(lhr), loadAverage: Number(load.toFixed(2)) };
  noteBenchmarkIndex(summary.benchmarkIndex);
  console.log(
    `bench: ${preset} ${label}: perf ${summary.performance}, FCP ${msInt(summary.fcp)}, LCP ${msInt(summary.lcp)}, TBT ${msInt(summary.tbt)}, CLS ${summary.cls?.toFixed(3)}, a11y ${summary.accessibility}, bp ${summary.bestPractices}, seo ${summary.seo} (load ${summary.loadAverage}, benchmarkIndex ${Math.round(summary.benchmarkIndex)}${preset === 'mobile' ? `, CPU ${summary.cpuMultiplier}×` : ''})`,
  );
  return { summary, lhr };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  buildIfNeeded(options.build);
  // Every page of every language edition, from the built sitemap (one list: content/facts/routes.ts).
  const known = builtRoutes(OUT);
  for (const route of options.routes) if (!known.includes(route)) throw new Error(`unknown route ${route}; one of ${known.join(' ')}`);
  if (!options.routes.length) options.routes = known;
  const weights = measureAll(OUT).filter((row) => options.routes.includes(row.route));
  const chromePath = findChromium();
  if (!chromePath) throw new Error('bench: no Chromium found (set CHROMIUM_PATH or install chromium)');
  process.env.CHROME_PATH ??= chromePath;

  const workDir = dirname(options.out);
  console.log('bench: building the empty Next page (the framework floor) unless it is up to date…');
  const emptyOut = buildEmptyNext(ROOT, join(workDir, '.empty-next'));
  const emptyWeight = measureRoute('/', new Map(), emptyOut);
  const nojsRoot = writeNoJsCopies(OUT, options.routes, join(workDir, '.nojs'));

  const urls = photoUrls(options.routes);
  console.log(`bench: starting the servers; encoding up to ${urls.length} stand-in photos (cached in bench-results/.photo-cache)…`);
  const servers = await startServers({ root: OUT, nojsRoot, emptyRoot: emptyOut, cacheDir: join(workDir, '.photo-cache'), warm: urls });
  let photoStats = {};

  const results = [];
  const lhrDir = join(workDir, 'lhr');
  mkdirSync(lhrDir, { recursive: true });
  try {
    // Throwaway runs: the first measured page does not pay for cold disk caches, and they measure the
    // machine's benchmark index for the first CPU slowdown.
    for (let i = 0; i < 2; i++) noteBenchmarkIndex((await runLighthouse(`${servers.siteOrigin}/`, 'desktop', servers.photoPort, chromePath)).environment?.benchmarkIndex);
    console.log(`bench: mobile CPU slowdown ${currentMultiplier()}× to start with (benchmarkIndex / ${PHONE.benchmarkIndex}; follows the machine run by run)`);
    for (const preset of options.presets) {
      // Run after run over every route, so a slow minute on the machine spreads over all of them
      // instead of sinking one; on mobile each page is followed by its two floors.
      const byRoute = new Map(options.routes.map((route) => [route, { page: [], nojs: [], empty: [] }]));
      for (let i = 0; i < options.runs; i++) {
        for (const route of options.routes) {
          const runs = byRoute.get(route);
          const tag = `${route} run ${i + 1}/${options.runs}`;
          // The page and its two floors are measured at the same slowdown.
          const multiplier = preset === 'mobile' ? currentMultiplier() : undefined;
          runs.page.push(await measure(`${servers.siteOrigin}${route}`, preset, `${tag} page`, options, servers, chromePath, multiplier));
          if (preset !== 'mobile' || options.pageOnly) continue;
          runs.nojs.push(await measure(`${servers.siteOrigin}${NOJS_PREFIX}${route === '/' ? '' : route}`, preset, `${tag} no-JS copy`, options, servers, chromePath, multiplier));
          runs.empty.push(await measure(`${servers.emptyOrigin}/`, preset, `${tag} empty Next page`, options, servers, chromePath, multiplier));
        }
      }
      for (const route of options.routes) {
        const runs = byRoute.get(route);
        const median = medianRun(runs.page);
        const slug = route === '/' ? 'home' : route.slice(1).replace(/\//g, '_');
        writeFileSync(join(lhrDir, `${preset}-${slug}.json`), JSON.stringify(median.lhr));
        const floors = preset === 'mobile' && !options.pageOnly ? { nojs: medianOf(runs.nojs.map((r) => r.summary)), empty: medianOf(runs.empty.map((r) => r.summary)) } : null;
        results.push({ route, preset, runs: runs.page, median, floors, floorRuns: floors ? { nojs: runs.nojs.map((r) => r.summary), empty: runs.empty.map((r) => r.summary) } : null });
      }
    }
  } finally {
    photoStats = await servers.close();
  }

  const misses = checkTargets(results, weights);
  const table = renderTable(results, weights, emptyWeight, options.runs, servers.encoder === 'sharp' ? 'AVIF via sharp' : 'JPEG via jpeg-js', options.throttling);
  console.log(`\n${table}\n`);
  const report = {
    date: new Date().toISOString(),
    lighthouse: results[0]?.median.lhr.lighthouseVersion,
    chromium: results[0]?.median.lhr.environment?.hostUserAgent,
    runs: options.runs,
    throttling: options.throttling,
    targets: TARGETS,
    photoHost: photoStats,
    emptyNextPage: emptyWeight,
    weights,
    results: results.map(({ route, preset, runs, median, floors, floorRuns }) => ({
      route,
      preset,
      median: median.summary,
      floors,
      gaps: floors ? gaps(median.summary, floors.nojs, floors.empty) : null,
      runs: runs.map((run) => run.summary),
      floorRuns,
    })),
    misses,
    table,
  };
  mkdirSync(workDir, { recursive: true });
  writeFileSync(options.out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`bench: wrote ${options.out} and the median reports in ${lhrDir}/`);
  if (misses.length) {
    console.error(`bench: ${misses.length} target${misses.length === 1 ? '' : 's'} missed:\n  ${misses.join('\n  ')}`);
    for (const { route, preset, median } of results) {
      if (Object.keys(median.summary.failing).length) console.error(`  ${preset} ${route} loses points on: ${JSON.stringify(median.summary.failing)}`);
    }
    process.exitCode = 1;
  } else {
    console.log('bench: every target met');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().then(() => process.exit(process.exitCode ?? 0), (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
