import { test, expect, waitForHydration } from './support/fixtures';

type Recorded = { event: string; path: unknown; title: unknown }[];

/** Page views the page has sent, read back from the stand-in analytics script. */
async function pageViews(page: import('@playwright/test').Page): Promise<Recorded> {
  return page.evaluate(() => (window as unknown as { __views: Recorded }).__views);
}

const analyticsScripts = {
  gtag: () => {
    const views: unknown[] = [];
    Object.assign(window, {
      __views: views,
      gtag: (command: string, name: string, params: Record<string, unknown>) =>
        views.push({ event: `${command}:${name}`, path: params.page_path, title: params.page_title }),
    });
  },
  dataLayer: () => {
    const views: unknown[] = [];
    const dataLayer: Record<string, unknown>[] = [];
    dataLayer.push = (...items: Record<string, unknown>[]) => {
      for (const item of items) views.push({ event: `dataLayer:${item.event}`, path: item.page_path, title: item.page_title });
      return Array.prototype.push.apply(dataLayer, items);
    };
    Object.assign(window, { __views: views, dataLayer });
  },
};

test.describe('page-view analytics', () => {
  for (const [kind, script] of Object.entries(analyticsScripts)) {
    const event = kind === 'gtag' ? 'event:page_view' : 'dataLayer:page_view';

    test(`sends one page view per load and per client navigation through ${kind} @once`, async ({ page }) => {
      await page.addInitScript(script);
      await page.goto('/investment');
      await expect.poll(() => pageViews(page)).toHaveLength(1);
      expect(await pageViews(page)).toEqual([{ event, path: '/investment', title: await page.title() }]);
      expect(await page.title()).toMatch(/Investment.*\| Azure Cyprus Homes$/);

      // Before hydration a link is plain HTML (a new document, its own first page view): this is about
      // the router's navigations.
      await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Villas for sale' }).click();
      await expect(page).toHaveURL(/\/villas$/);
      await expect.poll(() => pageViews(page)).toHaveLength(2);
      const views = await pageViews(page);
      expect(views[1]).toEqual({ event, path: '/villas', title: await page.title() });
      expect(views[1]?.title).toMatch(/^Villas for Sale in North Cyprus/);
    });
  }

  test('sends nothing and breaks nothing without an analytics script @once', async ({ page, pageErrors }) => {
    await page.goto('/payment-plans');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Villas for sale' }).click();
    await expect(page).toHaveURL(/\/villas$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('icon sizes', () => {
  test('a card icon is drawn at the size its card asks for, not the default', async ({ page }) => {
    await page.goto('/villas');
    const card = page.getByRole('article').first();
    const icons = card.locator('svg');
    // Pin, bed, bath and area are asked for at 16 px; the WhatsApp button keeps the 20 px default.
    const widths = await icons.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().width));
    expect(widths.slice(0, 4)).toEqual([16, 16, 16, 16]);
    expect(widths.at(-1)).toBe(20);
  });
});
