// How long a filtered search address takes to show its own homes, and what it shows meanwhile
// (`node bench/settle.mjs`; not part of `npm test`). Loads a search address with filters in Chromium
// with the CPU slowed, records in every frame which cards are visible and what the count line says,
// and reports, per load, the time from navigation to the moment the visible cards are the ones the page
// settles on, and how many frames showed a card the page does not settle on (a home outside the
// filters). Given several roots it loads the address from each in turn, run after run, so that a
// machine whose speed drifts weighs on each alike, and prints each root's medians.
//
// Usage: node bench/settle.mjs [--route '/properties?beds=3&max=400000'] [--runs 8] [--cpu 4] root [root…]
//   e.g. node bench/settle.mjs out /tmp/old-build/out
// Each root is a finished export (scripts/finish-export), served with the production headers.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { createStaticHandler } from '../scripts/serve-static.mjs';
import { findChromium, chromiumArgs } from '../scripts/chromium.mjs';
import { recordFrames } from '../scripts/frame-recorder.mjs';
import PROTOCOL from '../lib/hydration-protocol.json' with { type: 'json' };

const { values, positionals: roots } = parseArgs({
  options: {
    route: { type: 'string', default: '/properties?beds=3&max=400000' },
    runs: { type: 'string', default: '8' },
    cpu: { type: 'string', default: '4' },
  },
  allowPositionals: true,
});
if (roots.length === 0) throw new Error('settle: name one or more finished exports to load (e.g. out)');

const servers = await Promise.all(
  roots.map(async (root) => {
    const server = createServer(createStaticHandler({ root, headers: true }));
    await new Promise((done) => server.listen(0, '127.0.0.1', done));
    return { root, server, origin: `http://localhost:${server.address().port}`, settled: [], fcp: [], wrong: [], cards: null };
  }),
);
const browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost'] });

/** Runs in the page from its first moment: marks when the page has hydrated (it calls the loader's replay global then: lib/hydration-protocol.ts). */
function markHydration(replayGlobal) {
  let replay;
  Object.defineProperty(window, replayGlobal, {
    configurable: true,
    get: () => replay,
    set: (given) => {
      replay = () => {
        window.__settleHydrated ??= performance.now();
        given();
      };
    },
  });
}

/** One load: when the visible cards became the settled ones, and how many sampled states showed another card. */
async function measure(origin) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  await page.addInitScript(recordFrames);
  await page.addInitScript(markHydration, PROTOCOL.replayGlobal);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
  await page.goto(origin + values.route, { waitUntil: 'load' });
  // Settled: the page has hydrated, and nothing has changed on screen for two seconds since.
  await page.waitForFunction(() => {
    const samples = window.__frames;
    const hydrated = window.__settleHydrated;
    return hydrated !== undefined && samples.length > 0 && performance.now() - Math.max(hydrated, samples.at(-1).at) > 2000;
  }, null, { timeout: 60_000, polling: 200 });
  const samples = await page.evaluate(() => window.__frames);
  const fcp = Math.round(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN));
  await context.close();
  const final = samples.at(-1);
  const settledSet = new Set(final.cards);
  const same = (cards) => cards.length === settledSet.size && cards.every((card) => settledSet.has(card));
  // The first sample from which the cards never change again.
  let from = samples.length - 1;
  while (from > 0 && same(samples[from - 1].cards)) from--;
  const wrong = samples.filter((sample) => sample.cards.some((card) => !settledSet.has(card)));
  return { fcp, settledAt: Math.round(samples[from].at), wrong: wrong.length, cards: final.cards.length, status: final.status, states: samples.map((sample) => `${Math.round(sample.at)} ms: ${sample.cards.length} cards, "${sample.status}"`) };
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
for (let run = 1; run <= Number(values.runs); run++) {
  for (const entry of servers) {
    const result = await measure(entry.origin);
    entry.settled.push(result.settledAt);
    entry.wrong.push(result.wrong);
    entry.fcp.push(result.fcp);
    entry.cards = result.cards;
    console.log(`run ${run} ${entry.root}: first contentful paint ${result.fcp} ms; the ${result.cards} settled cards from ${result.settledAt} ms ("${result.status}"); ${result.wrong} states showed another card`);
    if (run === 1) for (const state of result.states) console.log(`    ${state}`);
  }
}
console.log(`\n${values.route} at CPU ${values.cpu}×, ${values.runs} runs each, interleaved:`);
for (const { root, settled, fcp, wrong } of servers) {
  console.log(`  ${root}: first contentful paint ${median(fcp)} ms median; settled cards from ${median(settled)} ms median (${[...settled].sort((a, b) => a - b).join(', ')}); loads that showed a card outside the filters: ${wrong.filter(Boolean).length} of ${wrong.length}`);
}
await browser.close();
for (const { server } of servers) server.close();
