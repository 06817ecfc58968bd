import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { deflateSync } from 'node:zlib';
import { SERVICES_ORIGIN } from './services';
import { LATE_ATTRIBUTE, REPLAY_GLOBAL } from '../../../lib/hydration-protocol';

export const STOCK_PHOTO_HOST = 'images.unsplash.com';

/** A small solid-colour PNG standing in for stock photos, which cannot load here. */
function placeholderPng(): Buffer {
  const width = 16;
  const height = 9;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = y * (width * 3 + 1) + 1 + x * 3;
      rows[offset] = 40 + y * 8;
      rows[offset + 1] = 110 + x * 4;
      rows[offset + 2] = 150;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const placeholder = placeholderPng();

type Fixtures = {
  /** Console errors and uncaught exceptions seen by the page. */
  pageErrors: string[];
  /** Requests to any host but the site, the stock photo host and the build's configured services (form, analytics). */
  foreignRequests: string[];
};

/** Set in the page by the test (never by the site) when the page has hydrated. */
const HYDRATED_MARK = '__e2eHydrated';

/**
 * Runs in the page before its own scripts: wraps the loader's replay global, which the page calls
 * once it has hydrated (components/layout/held-taps.tsx), so that the test can tell when it has.
 */
function watchHydration([replayGlobal, mark]: [string, string]) {
  const page = window as unknown as Record<string, unknown>;
  let replay: unknown;
  Object.defineProperty(page, replayGlobal, {
    configurable: true,
    get: () => replay,
    set: (given: () => void) => {
      page[`${mark}Loader`] = true;
      replay = () => {
        page[mark] = true;
        given();
      };
    },
  });
}

export const test = base.extend<Fixtures>({
  page: async ({ page }, provide) => {
    await page.addInitScript(watchHydration, [REPLAY_GLOBAL, HYDRATED_MARK] as [string, string]);
    await provide(page);
  },
  pageErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // Failed loads are reported below with their address.
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${response.url()}`);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await provide(errors);
  },
  foreignRequests: async ({ page, baseURL }, provide) => {
    const siteHost = new URL(baseURL ?? 'http://127.0.0.1').host;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return;
      if (url.host !== siteHost && url.host !== STOCK_PHOTO_HOST && url.origin !== SERVICES_ORIGIN) foreign.push(request.url());
    });
    await page.route(`https://${STOCK_PHOTO_HOST}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: placeholder }),
    );
    await provide(foreign);
  },
});

export { expect };

/**
 * Waits until the page has hydrated (it calls the loader's replay global then, which the test's
 * init script watches) and so has every late island (each drops its late attribute once its code
 * has hydrated, or failed). Pages load Next's code after the hero photo is painted, which can be
 * after the load event `page.goto` waits for; tests that move a paused clock need the islands'
 * timers to have started first.
 */
export async function waitForHydration(page: Page) {
  // Polled from the test, not in the page: a paused clock stops the page's own timers.
  await expect.poll(() => hasHydrated(page), { timeout: 30_000 }).toBe(true);
  await expect(page.locator(`[${LATE_ATTRIBUTE}]`)).toHaveCount(0, { timeout: 30_000 });
}

/** Waits until the page's script loader has run (it defines the replay global), so its timers are set. */
export async function waitForLoader(page: Page) {
  await expect.poll(() => page.evaluate((mark) => (window as unknown as Record<string, unknown>)[`${mark}Loader`] === true, HYDRATED_MARK), { timeout: 30_000 }).toBe(true);
}

/** Whether the page has hydrated yet. */
function hasHydrated(page: Page) {
  return page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark] === true, HYDRATED_MARK);
}

/** Installs a paused fake clock before the page loads, so timers run only when a test says so. */
export async function pauseClock(page: Page) {
  const start = new Date('2026-06-01T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** Moves a paused clock on until the page is `ms` old by its own clock (performance.now(), from when it opened). */
export async function runClockToPageAge(page: Page, ms: number) {
  const age = await page.evaluate(() => performance.now());
  if (age > ms) throw new Error(`the page is already ${Math.round(age)} ms old`);
  await page.clock.runFor(Math.ceil(ms - age));
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
