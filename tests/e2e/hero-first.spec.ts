import type { Page, Route } from '@playwright/test';
import { test, expect, STOCK_PHOTO_HOST } from './support/fixtures';

/**
 * Every page paints its hero photo before Next's JavaScript is fetched (scripts/hero-first.mjs),
 * and a tap on a button in the meantime is held and given again once the page has hydrated.
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

test.describe('the hero photo first, then the framework', () => {
  test('no Next chunk is fetched before the hero photo has arrived, and the page hydrates after it', async ({ page, isMobile }) => {
    let heroServedAt = 0;
    // Registered after the fixture's own photo stand-in, so it sees the hero request first.
    await page.route(`https://${STOCK_PHOTO_HOST}/**`, async (route) => {
      if (route.request().url().includes('q=60')) {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        heroServedAt = Date.now();
      }
      await route.fallback();
    });
    const chunks = await watchChunks(page);
    await page.goto('/villas', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => chunks.firstAt(), { timeout: 10_000 }).not.toBeNull();
    expect(heroServedAt).toBeGreaterThan(0);
    expect(chunks.firstAt()!).toBeGreaterThanOrEqual(heroServedAt);
    // And then the page works: the menu opens (on a phone) or a nav link moves without a reload.
    if (isMobile) {
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(async () => {
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 500 });
      }).toPass({ timeout: 10_000 });
    }
  });

  test('the page still hydrates when the hero photo cannot load', async ({ page }) => {
    await page.route(`https://${STOCK_PHOTO_HOST}/**`, (route) => route.abort('connectionrefused'));
    const chunks = await watchChunks(page);
    await page.goto('/payment-plans');
    await chunks.requested;
    const price = page.getByLabel('Property price');
    await expect(async () => {
      await price.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(/\?price=/, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
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
});
