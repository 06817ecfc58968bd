import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { SERVICES_ORIGIN } from './services';
import { LATE_ATTRIBUTE, REPLAY_GLOBAL } from '../../../lib/hydration-protocol';

export const STOCK_PHOTO_HOST = 'images.unsplash.com';

/**
 * A photo request: the site's own photos (/photos/…), which is every photo of the test build, since
 * `npm run build:e2e` fills the stock folder from a stand-in host first; or the stock host's.
 */
export const isPhoto = (url: URL) => url.pathname.startsWith('/photos/') || url.host === STOCK_PHOTO_HOST;


type Fixtures = {
  /** Console errors and uncaught exceptions seen by the page. */
  pageErrors: string[];
  /** Requests to any host but the site and the build's configured services (form, analytics): the stock host is one. */
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
      if (url.host !== siteHost && url.origin !== SERVICES_ORIGIN) foreign.push(request.url());
    });
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
  // Colours are judged at rest: a fade that is running (the WhatsApp popup opening on its timer, which
  // on a busy machine can fall in the middle of a scan) is let finish, and any later one is instant.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Every violation in full; passes and the rest are counted, not described node by node (a third
  // faster). `options` first: it replaces the options object that `withTags` writes its rules into.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/**
 * A listing's card on the page: the article that links the listing's own page. Two homes may share a
 * title (two villas of one development); their addresses never do.
 */
export function cardOf(page: Page, href: string) {
  return page.locator('main article').filter({ has: page.locator(`a[href="${href}"]`) });
}
