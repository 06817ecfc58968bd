import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

/**
 * In-page links land on their section on a phone as on a desktop, and nothing on a page moves while
 * the reader scrolls through it. (Issue 11 tried `content-visibility: auto` on later sections; it
 * cut layout time by a third but made the smooth scroll to #scenarios stop a screen short on a phone.)
 */

const ANCHORS = [
  { route: '/', hash: '#projects' },
  { route: '/villas', hash: '#villas' },
  { route: '/apartments', hash: '#apartments' },
  { route: '/investment', hash: '#scenarios' },
  { route: '/caesar-resort', hash: '#developments' },
  { route: '/he', hash: '#projects' },
  { route: '/de/investment', hash: '#scenarios' },
];

/** Sums the layout shifts the page reports from now on (shifts right after input excepted). */
async function watchShifts(page: Page) {
  await page.evaluate(() => {
    const total = { value: 0, sources: [] as string[] };
    Object.assign(window, { __shifts: total });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        total.value += entry.value;
        total.sources.push(...(entry.sources ?? []).map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node))));
      }
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] } }).__shifts);
}

test.describe('in-page links and scrolling', () => {
  for (const { route, hash } of ANCHORS) {
    test(`${route}: the link to ${hash} lands on its section`, async ({ page }) => {
      await page.goto(route);
      await page.locator(`main a[href="${hash}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${hash}$`));
      const heading = page.locator(`${hash} h2`).first();
      // Once the (smooth) scroll has settled, the section's heading is near the top of the screen.
      await expect
        .poll(async () => Math.round((await heading.boundingBox())?.y ?? -1), { timeout: 5_000 })
        .toBeGreaterThanOrEqual(0);
      await expect(async () => {
        const before = (await heading.boundingBox())!.y;
        await page.waitForTimeout(300);
        const after = (await heading.boundingBox())!.y;
        expect(after).toBe(before);
        expect(after).toBeGreaterThanOrEqual(0);
        expect(after).toBeLessThan(250);
      }).toPass({ timeout: 5_000 });
    });
  }

  for (const route of ['/', '/villas', '/he/caesar-resort', '/ru/blog/buying-property-in-north-cyprus-complete-guide']) {
    test(`${route}: nothing moves while the reader scrolls down and back up`, async ({ page }) => {
      await page.goto(route);
      const shifts = await watchShifts(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const step = Math.round((page.viewportSize()?.height ?? 800) * 0.6);
      for (let y = step; y < height + step; y += step) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await page.waitForTimeout(60);
      }
      for (let y = height; y > -step; y -= step) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await page.waitForTimeout(60);
      }
      const { value, sources } = await shifts();
      expect(sources).toEqual([]);
      expect(value).toBe(0);
      // And back at the top, the page starts where it did.
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    });
  }
});
