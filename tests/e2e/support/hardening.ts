import { test, type Page } from '@playwright/test';
import { routeKeys, routePaths } from '@/content/facts/routes';
import { localeCodes } from '@/content/locales';
import { localizedPath } from '@/lib/i18n/paths';

/** The seven English routes, Home first. */
export const ENGLISH_ROUTES: readonly string[] = routeKeys.map((route) => routePaths[route]);

/** Every public page: each route in each language. */
export const ROUTES: readonly string[] = localeCodes.flatMap((locale) => routeKeys.map((route) => localizedPath(locale, route)));

/**
 * The routes full browser checks run on, in each language: Home (carousel, brochure, popup), a list
 * (cards, lazy photos) and the payment plans (the calculator). Cheap HTML checks cover every page.
 */
export const BROWSER_SAMPLE_ROUTES = ['home', 'villas', 'paymentPlans'] as const;

/** That sample in every language. */
export const SAMPLE_ROUTES: readonly string[] = localeCodes.flatMap((locale) => BROWSER_SAMPLE_ROUTES.map((route) => localizedPath(locale, route)));

/**
 * A tag for per-page browser checks: German and Russian pages share the English layout direction and
 * fonts apart from the Cyrillic face, so the phone project runs them for English and Hebrew only.
 */
export function desktopOnly(route: string): string {
  return /^\/(de|ru)(\/|$)/.test(route) ? ' @once' : '';
}

/** A path no page answers: the host serves 404.html with status 404. */
export const UNKNOWN_PATH = '/no-such-page';

/** Unknown paths inside each prefixed edition: the host serves that language's 404. */
export const UNKNOWN_LOCALIZED_PATHS = localeCodes.filter((locale) => locale !== 'en').map((locale) => `/${locale}/no-such-page`);

type CspWindow = Window & { __cspViolations?: string[] };

/**
 * Records Content-Security-Policy violations from the first byte of every document the page loads:
 * `securitypolicyviolation` events (listened for before any page script runs) and the browser's own
 * console reports. Returns a function that reads what the current document has seen so far.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) fromConsole.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as CspWindow).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as CspWindow).__cspViolations ?? []))];
}

/** A step of the scroll that has not settled within this (each settles in at most 250 ms by the page's own timer). */
const STEP_LIMIT_MS = 30_000;

/**
 * Scrolls to the end of the page in steps, so every lazy image and late island gets its turn; then
 * back to the top at once, or (`stepBack`) in steps as a reader would. The test drives each step (one
 * short call into the page per screen, never one call for the whole page): a fresh clone's run of
 * 3 Dec 2026 saw one call that scrolled a whole page in a single evaluation hang for four minutes while
 * the other worker ran at full speed (the cause is not known: 284 repeats since did not show it again).
 * A step that hangs now fails within 30 s, naming the step and where the page was.
 */
export async function scrollThrough(page: Page, { stepBack = false } = {}) {
  // Playwright's own step limit: a step that hangs fails under its title, which names the page, the step and the offset.
  const stepTo = (top: number, index: number) =>
    test.step(
      `scroll ${page.url()}: step ${index}, to ${top} px`,
      () =>
        page.evaluate(async (top) => {
          // 'instant': the site scrolls smoothly, which would leave every step short of its target.
          window.scrollTo({ top, behavior: 'instant' });
          // A frame and a little time for lazy images and islands to react; never more than 250 ms, since a
          // headless browser starved of CPU can pause frames for a long while (seen on busy 2-core runs).
          await new Promise<void>((resolve) => {
            const bound = setTimeout(resolve, 250);
            requestAnimationFrame(() =>
              setTimeout(() => {
                clearTimeout(bound);
                resolve();
              }, 30),
            );
          });
          return { height: document.documentElement.scrollHeight, screen: window.innerHeight };
        }, top),
      { box: true, timeout: STEP_LIMIT_MS },
    );
  // A screen at a time: every part of the page is on screen once, and lazy photos start loading well
  // before (the browser looks more than a screen ahead), so a long page on a phone (the Hebrew resort
  // page) stays within the test's time on a busy machine; half-screen steps ran out of it in a CI run.
  const first = await stepTo(0, 0);
  // The window's height as the test set it, so a page that reads 0 for a moment cannot make the steps
  // empty (a step of 0 px would never reach the end); the page's own reading where no viewport is set.
  const screen = page.viewportSize()?.height ?? first.screen;
  let height = first.height;
  if (!(screen > 0)) throw new Error(`scrolling ${page.url()}: the window is ${screen} px high`);
  let index = 1;
  for (let y = screen; y < height; y += screen) ({ height } = await stepTo(y, index++));
  if (stepBack) for (let y = height - screen; y > 0; y -= screen) await stepTo(y, index++);
  await stepTo(0, index);
}

type ShiftWindow = Window & { __layoutShifts?: { total: number; sources: string[] } };

/**
 * Records the layout shifts of every document the page loads from its first paint (shifts right
 * after input excepted, as CLS counts them). Returns a function that reads the current document's
 * total so far and the elements that moved.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<{ total: number; sources: string[] }>> {
  await page.addInitScript(() => {
    const shifts = { total: 0, sources: [] as string[] };
    (window as ShiftWindow).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        shifts.total += entry.value;
        shifts.sources.push(...(entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node))));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => {
    const shifts = (window as ShiftWindow).__layoutShifts ?? { total: 0, sources: [] };
    return { total: shifts.total, sources: [...shifts.sources] };
  });
}

/** Splits a Content-Security-Policy into its directives: { 'script-src': ["'self'", …], … }. */
export function parsePolicy(policy: string): Record<string, string[]> {
  const directives: Record<string, string[]> = {};
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = sources;
  }
  return directives;
}
