import jpeg from 'jpeg-js';
import type { Locator } from '@playwright/test';
import { test, expect, pauseClock, waitForHydration } from './support/fixtures';

/**
 * What an icon paints: its box is shot with the icon shown and again hidden, and the pixels that
 * differ are its ink. `share` is the part of the box inked (0 for a blank icon). `solid` is the part
 * still inked after eroding the ink by a stroke's width: a line drawing keeps nothing, a line icon
 * painted as a filled shape (the sprite's stroke lost, a black disc for the globe) keeps its inside.
 */
async function ink(icon: Locator): Promise<{ share: number; solid: number }> {
  await icon.scrollIntoViewIfNeeded();
  const box = await icon.boundingBox();
  if (!box) throw new Error('the icon has no box');
  const page = icon.page();
  const shot = async () => jpeg.decode(await page.screenshot({ type: 'jpeg', quality: 100, clip: box, animations: 'disabled' }));
  const shown = await shot();
  await icon.evaluate((node) => ((node as SVGElement).style.visibility = 'hidden'));
  const hidden = await shot();
  await icon.evaluate((node) => ((node as SVGElement).style.visibility = ''));
  const { width, height } = shown;
  const inked = (x: number, y: number) => {
    const at = (y * width + x) * 4;
    return [0, 1, 2].some((channel) => Math.abs((shown.data[at + channel] ?? 0) - (hidden.data[at + channel] ?? 0)) > 48);
  };
  // The icons are 24 units wide with strokes 1.8 units wide. A square this size fits neither in a
  // stroke nor where two strokes cross, even with their anti-aliased edges.
  const stroke = (1.8 * width) / 24;
  const reach = Math.ceil(0.75 * stroke) + 1;
  let share = 0;
  let solid = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!inked(x, y)) continue;
      share++;
      let inside = x >= reach && y >= reach && x < width - reach && y < height - reach;
      for (let dy = -reach; inside && dy <= reach; dy++) for (let dx = -reach; inside && dx <= reach; dx++) inside = inked(x + dx, y + dy);
      if (inside) solid++;
    }
  }
  return { share: share / (width * height), solid: solid / (width * height) };
}

/** Drawn as a line: something painted, and nothing filled. */
async function expectLineIcon(button: Locator) {
  const { share, solid } = await ink(button.locator('svg').first());
  expect(share, 'part of the icon box painted').toBeGreaterThan(0.04);
  expect(solid, 'part of the icon box painted as a filled shape').toBeLessThan(0.01);
}

test.describe('icon-only buttons paint their icon as a line', () => {
  // Enough pixels that a filled shape has an inside wider than a stroke.
  test.use({ deviceScaleFactor: 4 });

  test('Menu and the language globe in the header', async ({ page, isMobile }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    if (isMobile) await expectLineIcon(header.getByRole('button', { name: 'Menu' }));
    await expectLineIcon(header.locator('summary'));
    // The Hebrew header too: the sprite is shared, the colours around it are not.
    await page.goto('/he');
    await expectLineIcon(page.getByRole('banner').locator('summary'));
  });

  test("the WhatsApp popup's minimise and close, and the brochure dialog's close", async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.clock.runFor(5000);
    const popup = page.getByRole('dialog', { name: /whatsapp/i });
    await expect(popup).toBeVisible();
    await page.clock.resume();
    await expectLineIcon(popup.getByRole('button', { name: 'Minimize' }));
    await expectLineIcon(popup.getByRole('button', { name: 'Close' }));
    await popup.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('main').getByRole('button', { name: /brochure/i }).click();
    const dialog = page.getByRole('dialog', { name: /brochure/i });
    await expect(dialog).toBeVisible();
    await expectLineIcon(dialog.getByRole('button', { name: 'Close' }));
  });
});
