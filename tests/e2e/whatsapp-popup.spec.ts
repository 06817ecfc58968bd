import { test, expect, expectNoAxeViolations, pauseClock, runClockToPageAge, waitForHydration } from './support/fixtures';

const DEFAULT_MESSAGE = "Hi! I'm interested in North Cyprus properties. Can you help me?";

test.describe('WhatsApp popup', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const opened: string[] = [];
      Object.assign(window, { __opened: opened });
      window.open = ((url?: string | URL) => {
        opened.push(String(url));
        return null;
      }) as typeof window.open;
    });
  });

  test('appears 5 seconds after the page opened, minimizes to a badge button and restores', async ({ page, pageErrors }) => {
    await pauseClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const popup = page.getByRole('dialog', { name: /whatsapp/i });
    await runClockToPageAge(page, 4900);
    await expect(popup).toBeHidden();
    await page.clock.runFor(100);
    await expect(popup).toBeVisible();
    await page.clock.resume(); // axe schedules its own timers
    await expectNoAxeViolations(page);

    await popup.getByRole('button', { name: 'Minimize' }).click();
    await expect(popup).toBeHidden();
    const bubble = page.getByRole('button', { name: /whatsapp/i });
    await expect(bubble).toBeVisible();
    await expect(bubble).toContainText('1');
    await bubble.click();
    await expect(popup).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('Close keeps it away for 24 hours @once', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const popup = page.getByRole('dialog', { name: /whatsapp/i });
    await page.clock.runFor(5000);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await expect(page.getByRole('button', { name: /whatsapp/i })).toBeHidden();

    await page.reload();
    await waitForHydration(page);
    await page.clock.runFor(10_000);
    await expect(popup).toBeHidden();

    // A day and a second later (moving the stored close time back keeps the page clock paused).
    const closedAt = await page.evaluate(() => Number(window.localStorage.getItem('whatsapp-popup-closed-at')));
    expect(closedAt).toBeGreaterThan(0);
    await page.evaluate((time) => window.localStorage.setItem('whatsapp-popup-closed-at', String(time)), closedAt - 86_401_000);
    await page.reload();
    await waitForHydration(page);
    await page.clock.runFor(5000);
    await expect(popup).toBeVisible();
  });

  test('Start Chat opens WhatsApp with the default message and closes the popup @once', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const popup = page.getByRole('dialog', { name: /whatsapp/i });
    await page.clock.runFor(5000);
    await popup.getByRole('button', { name: 'Start Chat' }).click();
    await expect(popup).toBeHidden();
    const opened = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened);
    expect(opened).toHaveLength(1);
    const url = new URL(opened[0]!);
    expect(url.host).toBe('wa.me');
    expect(url.searchParams.get('text')).toBe(DEFAULT_MESSAGE);
    const stored = await page.evaluate(() => window.localStorage.getItem('whatsapp-popup-closed-at'));
    expect(Number(stored)).toBeGreaterThan(0);
  });

  test('does not take focus or cover the focused element', async ({ page }) => {
    // Without motion the popup is where it ends up, and each Tab's scroll is done when the key is:
    // the boxes compared below are then final ones, not frames of a slide or a smooth scroll.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await pauseClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const popup = page.getByRole('dialog', { name: /whatsapp/i });
    await page.clock.runFor(5000);
    await expect(popup).toBeVisible();
    await expect(popup).not.toHaveAttribute('aria-modal', 'true');
    const focusedInside = await popup.evaluate((element) => element.contains(document.activeElement));
    expect(focusedInside).toBe(false);

    // Tab through the page: the focused element is never fully hidden beneath the popup.
    const popupBox = (await popup.boundingBox())!;
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const box = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const rect = element.getBoundingClientRect();
        return { x: rect.x, y: rect.y, width: rect.width, height: rect.height, inPopup: !!element.closest('[role="dialog"]') };
      });
      if (!box || box.inPopup) continue;
      const covered =
        box.x >= popupBox.x &&
        box.y >= popupBox.y &&
        box.x + box.width <= popupBox.x + popupBox.width &&
        box.y + box.height <= popupBox.y + popupBox.height;
      expect(covered).toBe(false);
    }
  });
});
