import type { Page, Route } from '@playwright/test';
import { test, expect, pauseClock, runClockToPageAge, isPhoto, waitForHydration, waitForLoader } from './support/fixtures';
import { scriptsAfterHero, START_BOUND_MS } from '../../scripts/finish-export/hero-first.mjs';
import { attr, first, parse } from '../../scripts/finish-export/dom.mjs';
import { allListings } from '@/lib/listings';
import { townPagePath, townsOn } from '@/lib/towns';

/**
 * Every page paints its hero photo before Next's JavaScript is fetched (scripts/finish-export/hero-first.mjs), but
 * never waits for it longer than a short, fixed time: a slow or stalled photo host must not hold the
 * page's controls. A tap on a button in the meantime is held and given again once the page has
 * hydrated; a tap on a link is never held.
 */

const CHUNKS = '**/_next/static/chunks/*.js';

/** Records when the page first asks for a Next chunk, and can hold every chunk until released. */
async function watchChunks(page: Page, { hold = false } = {}) {
  const held: Route[] = [];
  let holding = hold;
  let firstAt: number | null = null;
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(CHUNKS, async (route) => {
    firstAt ??= Date.now();
    asked();
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    requested,
    firstAt: () => firstAt,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Photos answer after `delayMs`, or never; counts those answered. */
async function slowPhotos(page: Page, delayMs: number | 'never') {
  let answered = 0;
  await page.route(isPhoto, async (route) => {
    if (delayMs === 'never') return; // never answered
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    answered++;
    await route.fallback().catch(() => {}); // the page may be gone by then
  });
  return { answered: () => answered };
}

/**
 * The router has moved to `url` within the document that was marked `__samePage`. The router first
 * fetches the next page's data and code: on a busy machine that can take longer than an assertion's
 * default 5 s, so this waits on the page itself for up to 15 s.
 */
async function expectClientNavigation(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/villas/i);
  expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);
}

test.describe('the hero photo first, then the framework', () => {
  // A list under its hero; a town's page, which opens with its cards: there the first card's photo is the one.
  for (const path of ['/villas', townPagePath('en', 'villas', townsOn('villas', allListings)[0]!)]) {
    test(`${path}: no Next chunk is fetched before the hero photo has arrived`, async ({ page }) => {
      // The hero photo's folder on the site (/photos/stock/<key>/), whichever width and format the browser picks.
      const hero = first(parse(await (await page.request.get(path)).text()), 'img', (image) => attr(image, 'elementtiming') === 'hero');
      const heroFolder = /^(\/photos\/.+\/)[^/]+$/.exec((hero && attr(hero, 'src')) ?? '')?.[1];
      expect(heroFolder, 'the hero is one of the site’s own photos (npm run build:e2e)').toBeTruthy();
      let heroServedAt = 0;
      await page.route(isPhoto, async (route) => {
        if (new URL(route.request().url()).pathname.startsWith(heroFolder!)) heroServedAt ||= Date.now();
        await route.fallback();
      });
      const chunks = await watchChunks(page);
      await page.goto(path, { waitUntil: 'commit' });
      await chunks.requested;
      expect(heroServedAt).toBeGreaterThan(0);
      expect(chunks.firstAt()!).toBeGreaterThanOrEqual(heroServedAt);
    });
  }

  // A page without a hero photo (the search, the shortlist): its largest paint is its text, and the
  // framework is asked for only once that has been painted. Fonts that fail at once make the race
  // likeliest: they are "ready" before the first frame.
  for (const path of ['/properties', '/he/properties', '/shortlist']) {
    test(`${path}: no framework script is asked for before the first contentful paint`, async ({ page }) => {
      await page.route('**/*.woff2', (route) => route.abort());
      await page.goto(path);
      await waitForHydration(page);
      const { paint, parsed, script } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
        script: Math.min(...performance.getEntriesByType('resource').filter((entry) => /\/_next\/static\/(chunks|page-data)\/[^/]+\.js$/.test(entry.name)).map((entry) => entry.startTime)),
      }));
      expect(paint).not.toBeNull();
      // Unless the paint took longer than the loader's bound after parsing: then the bound starts it.
      const startedBy = script > paint! ? 'the paint' : script >= parsed + START_BOUND_MS ? 'the bound' : `neither: asked at ${script} ms, painted at ${paint} ms`;
      expect(startedBy).not.toMatch(/^neither/);
    });
  }

  test('a tap on the Menu button before the page has hydrated opens the menu once it has', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 }); // the Menu button is for narrow screens
    const chunks = await watchChunks(page, { hold: true });
    await page.goto('/', { waitUntil: 'commit' }); // held code would hold the load event too
    await chunks.requested;
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    // Held for the page's code: the menu does not open by itself meanwhile.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Villas' })).toBeHidden();
    await chunks.release();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Villas' })).toBeVisible();
  });

  for (const where of ['header', 'footer'] as const) {
    // The header's links are behind the Menu button on a phone (the test above): the desktop project taps them there.
    test(`a tap on an internal link in the ${where} before the page has hydrated leaves at once, as plain HTML${where === 'header' ? ' @once' : ''}`, async ({ page }) => {
      const chunks = await watchChunks(page, { hold: true }); // the framework's code never arrives meanwhile
      await page.goto('/payment-plans', { waitUntil: 'commit' });
      await chunks.requested;
      await page.evaluate(() => Object.assign(window, { __samePage: true }));
      const region = page.getByRole(where === 'header' ? 'banner' : 'contentinfo');
      await region.getByRole('link', { name: where === 'header' ? 'Villas' : 'Villas for sale', exact: true }).click();
      await expect(page).toHaveURL(/\/villas$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/villas/i);
      // A new document: the browser followed the link itself.
      expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBeUndefined();
      await chunks.release();
    });
  }

  test('once the page has hydrated, an internal link is a client navigation', async ({ page }) => {
    await page.goto('/payment-plans');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Villas for sale' }).click();
    await expectClientNavigation(page, /\/villas$/);
  });
});

test.describe('controls never wait on a photo', () => {
  for (const delay of [20_000, 'never'] as const) {
    const host = delay === 'never' ? 'a stalled photo host' : 'a photo host answering after 20 s';

    /** Opens `path` with slow photos and waits until it has hydrated, checking the photos had not arrived by then. */
    async function openHydratedBeforePhotos(page: Page, path: string, { pausedClock = false } = {}) {
      const photos = await slowPhotos(page, delay);
      await page.goto(path, { waitUntil: 'commit' });
      // On a paused clock, the loader's bound after parsing is moved past by hand.
      if (pausedClock) {
        await waitForLoader(page);
        await page.clock.runFor(START_BOUND_MS + 100);
      }
      await waitForHydration(page);
      expect(photos.answered(), 'the page hydrated only once the photos had arrived').toBe(0);
    }

    test(`with ${host}, the page hydrates and Menu answers a tap before the photos arrive`, async ({ page, isMobile }) => {
      if (!isMobile) await page.setViewportSize({ width: 390, height: 800 }); // the Menu button is for narrow screens
      await openHydratedBeforePhotos(page, '/');
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
    });

    test(`with ${host}, the WhatsApp popup appears 5 s after the page opened, by its own clock`, async ({ page }) => {
      await pauseClock(page);
      await openHydratedBeforePhotos(page, '/', { pausedClock: true });
      const popup = page.getByRole('dialog', { name: /whatsapp/i });
      await runClockToPageAge(page, 4900);
      await expect(popup).toBeHidden();
      await page.clock.runFor(100);
      await expect(popup).toBeVisible();
    });

    test(`with ${host}, a slider moved before the photos arrive updates its result`, async ({ page }) => {
      await openHydratedBeforePhotos(page, '/payment-plans');
      const price = page.getByLabel('Property price');
      await price.focus();
      await page.keyboard.press('ArrowRight');
      const monthly = page.locator('#calculator').getByRole('link', { name: 'Discuss this plan on WhatsApp' });
      await expect.poll(async () => new URL((await monthly.getAttribute('href'))!).searchParams.get('text')).toContain('€210,000');
    });

    test(`with ${host}, a nav link used before the photos arrive is a client navigation`, async ({ page }) => {
      await openHydratedBeforePhotos(page, '/investment');
      await page.evaluate(() => Object.assign(window, { __samePage: true }));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Villas for sale' }).click();
      await expectClientNavigation(page, /\/villas$/);
    });
  }
});

test.describe('an island whose code cannot load is never a dead button', () => {
  /** Fails every request for the code a page loads after its first JavaScript, `times` times (or always). */
  async function failLateCode(page: Page, path: string, times = Infinity) {
    const first = new Set(scriptsAfterHero(await (await page.request.get(path)).text()).chunks);
    let failed = 0;
    await page.route(CHUNKS, async (route) => {
      if (first.has(new URL(route.request().url()).pathname) || failed >= times) return route.continue();
      failed++;
      await route.abort('connectionreset');
    });
    return () => failed;
  }

  test('the brochure button turns into a WhatsApp link when its code never arrives @once', async ({ page }) => {
    await failLateCode(page, '/');
    await page.goto('/');
    const banner = page.getByRole('main').locator('section').last();
    await expect(banner.getByRole('button', { name: /brochure/i })).toBeHidden({ timeout: 10_000 });
    const whatsapp = banner.getByRole('link', { name: 'Chat on WhatsApp' });
    await expect(whatsapp.first()).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    // The quotes stay readable: all three at once, as a list.
    await expect(page.getByRole('main').locator('blockquote:visible')).toHaveCount(3);
  });

  test('the calculator offers its WhatsApp link when its code never arrives @once', async ({ page }) => {
    await failLateCode(page, '/payment-plans');
    await page.goto('/payment-plans');
    const calculator = page.locator('#calculator');
    await expect(calculator.getByLabel('Property price')).toBeHidden({ timeout: 10_000 });
    await expect(calculator.getByRole('link', { name: 'Discuss this plan on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  });

  test('a brochure tap while its code failed once is answered when the retry brings it', async ({ page }) => {
    const failures = await failLateCode(page, '/', 1);
    await page.goto('/');
    await expect.poll(failures).toBe(1);
    await page.getByRole('button', { name: /brochure/i }).click();
    await expect(page.getByRole('dialog', { name: /brochure/i })).toBeVisible({ timeout: 10_000 });
  });
});
