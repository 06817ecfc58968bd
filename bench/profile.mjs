// What a page's long tasks hold, and an A/B of two finished exports (`node bench/profile.mjs`; not part
// of `npm test`). Lighthouse gives one TBT per run; this loads a page in Chromium with the CPU slowed,
// records a trace, and lists each main-thread task of 50 ms or more after FCP with what ran inside it
// (layout, style, script evaluation by file, microtasks, timers). Given several roots it loads the page
// from each in turn, run after run, so that a machine whose speed drifts weighs on each alike, and
// prints each root's median of the sum over 50 ms (the TBT the tasks make, unsimulated).
//
// Usage: node bench/profile.mjs [--route /villas] [--runs 8] [--cpu 2] [--tasks] root [root…]
//   e.g. node bench/profile.mjs --route /villas out /tmp/old-build/out
// Each root is a finished export (scripts/finish-export), served with the production headers.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { createStaticHandler } from '../scripts/serve-static.mjs';
import { findChromium, chromiumArgs } from '../scripts/chromium.mjs';

const { values, positionals: roots } = parseArgs({
  options: { route: { type: 'string', default: '/villas' }, runs: { type: 'string', default: '8' }, cpu: { type: 'string', default: '2' }, tasks: { type: 'boolean', default: false } },
  allowPositionals: true,
});
if (roots.length === 0) throw new Error('profile: name one or more finished exports to load (e.g. out)');

/** What the task lists inside each long task. */
const INSIDE = ['EvaluateScript', 'FunctionCall', 'RunMicrotasks', 'TimerFire', 'EventDispatch', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'MinorGC', 'MajorGC'];

const servers = await Promise.all(
  roots.map(async (root) => {
    const server = createServer(createStaticHandler({ root, headers: true }));
    await new Promise((done) => server.listen(0, '127.0.0.1', done));
    return { root, server, origin: `http://localhost:${server.address().port}`, totals: [] };
  }),
);
// Nothing outside this machine: a photo host that cannot be reached fails at once instead of waiting on DNS.
const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost'] });

/** One load of the route: each long task after FCP with what it holds, and their sum over 50 ms. */
async function measure(origin) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'] });
  await page.goto(origin + values.route, { waitUntil: 'load' });
  // Hydration and the islands' effects follow the load event (the loader starts Next after the hero's paint).
  await page.waitForFunction(() => performance.now() > 6000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const parse = traceEvents.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith(origin));
  const main = (event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X';
  const start = traceEvents.find((event) => event.name === 'navigationStart' && event.pid === parse.pid)?.ts ?? parse.ts;
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid)?.ts ?? start;
  const long = traceEvents.filter((event) => main(event) && (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') && event.dur >= 50_000 && event.ts >= fcp);
  const tasks = long.map((task) => {
    const inside = {};
    for (const event of traceEvents) {
      if (!main(event) || !INSIDE.includes(event.name) || event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
      const key = event.name + (event.args?.data?.url ? ` ${event.args.data.url.replace(/.*\//, '')}` : '');
      inside[key] = (inside[key] ?? 0) + event.dur / 1000;
    }
    const top = Object.entries(inside).sort((a, b) => b[1] - a[1]).slice(0, 5);
    return { at: Math.round((task.ts - start) / 1000), ms: Math.round(task.dur / 1000), top: top.map(([name, ms]) => `${name} ${Math.round(ms)}`).join(' | ') };
  });
  return { blocking: tasks.reduce((sum, task) => sum + task.ms - 50, 0), tasks };
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
for (let run = 1; run <= Number(values.runs); run++) {
  for (const entry of servers) {
    const { blocking, tasks } = await measure(entry.origin);
    entry.totals.push(blocking);
    console.log(`run ${run} ${entry.root}: ${blocking} ms over 50 ms in ${tasks.length} long tasks`);
    if (values.tasks) for (const task of tasks) console.log(`    at ${task.at} ms, ${task.ms} ms: ${task.top}`);
  }
}
console.log(`\n${values.route} at CPU ${values.cpu}×, ${values.runs} runs each, interleaved:`);
for (const { root, totals } of servers) console.log(`  ${root}: median ${median(totals)} ms (${[...totals].sort((a, b) => a - b).join(', ')})`);
await browser.close();
for (const { server } of servers) server.close();
