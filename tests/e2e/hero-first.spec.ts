import type { Page, Route } from '@playwright/test';
import { test, expect, STOCK_PHOTO_HOST } from './support/fixtures';
import { scriptsAfterHero } from '../../scripts/finish-export/hero-first.mjs';

/**
 * Every page paints its hero photo before Next's JavaScript is fetched (scripts/finish-export/hero-first.mjs), but
 * never waits for it longer than a short, fixed time: a slow or stalled photo host must not hold the
 * page's controls. A tap in the meantime is held and given again once the page has hydrated.
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

/** Photos answer after `delayMs`, or never. Registered after the fixture's stand-in, so it comes first. */
async function slowPhotos(page: Page, delayMs: number | 'never') {
  await page.route(`https://${STOCK_PHOTO_HOST}/**`, async (route) => {
    if (delayMs === 'never') return; // never answered
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fallback().catch(() => {}); // the page may be gone by then
  });
}

/** Milliseconds since the page opened, by the page's own clock. */
const pageAge = (page: Page) => page.evaluate(() => performance.now());

test.describe('the hero photo first, then the framework', () => {
  test('no Next chunk is fetched before the hero photo has arrived', async ({ page }) => {
    let heroServedAt = 0;
    await page.route(`https://${STOCK_PHOTO_HOST}/**`, async (route) => {
      if (route.request().url().includes('q=60')) heroServedAt ||= Date.now();
      await route.fallback();
    });
    const chunks = await watchChunks(page);
    await page.goto('/villas', { waitUntil: 'commit' });
    await chunks.requested;
    expect(heroServedAt).toBeGreaterThan(0);
    expect(chunks.firstAt()!).toBeGreaterThanOrEqual(heroServedAt);
  });

  test('a tap on the Menu button before the page has hydrated opens the menu once it has', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 }); // the Menu button is for narrow screens
    const chunks = await watchChunks(page, { hold: true });
    await page.goto('/', { waitUntil: 'commit' }); // held code would hold the load event too
    await chunks.requested;
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await chunks.release();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Villas' })).toBeVisible();
  });

  test('a tap on an internal link before the page has hydrated moves through the router once it has', async ({ page }) => {
    const chunks = await watchChunks(page, { hold: true });
    await page.goto('/payment-plans', { waitUntil: 'commit' });
    await chunks.requested;
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Villas for sale' }).click();
    await expect(page).toHaveURL(/\/payment-plans$/);
    await chunks.release();
    await expect(page).toHaveURL(/\/villas$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/villas/i);
    expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);
  });
});

test.describe('controls never wait on a photo', () => {
  for (const delay of [12_000, 'never'] as const) {
    const host = delay === 'never' ? 'a stalled photo host' : 'a photo host answering after 12 s';

    test(`with ${host}, a tap on Menu 2.5 s after the page opened is answered at once`, async ({ page, isMobile }) => {
      if (!isMobile) await page.setViewportSize({ width: 390, height: 800 }); // the Menu button is for narrow screens
      await slowPhotos(page, delay);
      await page.goto('/', { waitUntil: 'commit' });
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await page.waitForTimeout(Math.max(0, 2500 - (await pageAge(page))));
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
    });

    test(`with ${host}, the WhatsApp popup appears about 5 s after the page opened`, async ({ page }) => {
      await slowPhotos(page, delay);
      await page.goto('/', { waitUntil: 'commit' });
      const popup = page.getByRole('dialog', { name: /whatsapp/i });
      await expect(popup).toBeVisible({ timeout: 8000 });
      const age = await pageAge(page);
      expect(age).toBeGreaterThan(4900);
      expect(age).toBeLessThan(6500);
    });

    test(`with ${host}, a slider moved as soon as the heading shows updates its result at once`, async ({ page }) => {
      await slowPhotos(page, delay);
      await page.goto('/payment-plans', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const price = page.getByLabel('Property price');
      await price.focus();
      await page.keyboard.press('ArrowRight');
      const monthly = page.locator('#calculator').getByRole('link', { name: 'Discuss this plan on WhatsApp' });
      await expect.poll(async () => new URL((await monthly.getAttribute('href'))!).searchParams.get('text'), { timeout: 2000 }).toContain('€210,000');
    });

    test(`with ${host}, a nav link used as soon as the heading shows is a client navigation`, async ({ page }) => {
      await slowPhotos(page, delay);
      await page.goto('/investment', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => Object.assign(window, { __samePage: true }));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Villas for sale' }).click();
      await expect(page).toHaveURL(/\/villas$/, { timeout: 2000 });
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/villas/i);
      expect(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage)).toBe(true);
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

  test('the brochure button turns into a WhatsApp link when its code never arrives', async ({ page }) => {
    await failLateCode(page, '/');
    await page.goto('/');
    const banner = page.getByRole('main').locator('section').last();
    await expect(banner.getByRole('button', { name: /brochure/i })).toBeHidden({ timeout: 10_000 });
    const whatsapp = banner.getByRole('link', { name: 'Chat on WhatsApp' });
    await expect(whatsapp.first()).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    // The quotes stay readable: all three at once, as a list.
    await expect(page.getByRole('main').locator('blockquote:visible')).toHaveCount(3);
  });

  test('the calculator offers its WhatsApp link when its code never arrives', async ({ page }) => {
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
