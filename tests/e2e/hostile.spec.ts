import type { Page } from '@playwright/test';
import { test, expect, pauseClock, runClockToPageAge, isPhoto, waitForHydration } from './support/fixtures';
import { ENGLISH_ROUTES as ROUTES, recordLayoutShifts, SAMPLE_ROUTES, scrollThrough } from './support/hardening';
import { pageContext } from '@/lib/i18n/page';
import { PAGE_DATA_ID } from '../../scripts/finish-export/externalize-scripts.mjs';

const english = pageContext('en');
const brochure = english.t.home(english.f, english.v).brochure;

/** What a visitor can see in <main>: headings, cards, prices and FAQ questions. */
async function visibleContent(page: Page) {
  const main = page.locator('main');
  return {
    headings: await main.locator('h1, h2, h3').filter({ visible: true }).allInnerTexts(),
    cards: await main.locator('article').filter({ visible: true }).count(),
    prices: (await main.innerText()).match(/€[\d,]+/g) ?? [],
    questions: await main.locator('details > summary').filter({ visible: true }).allInnerTexts(),
  };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ROUTES) {
    // What a page says does not change with the viewport: the desktop project reads it (@once).
    test(`${route} shows the same headings, cards, prices and FAQs as with it @once`, async ({ page, browser }) => {
      await page.goto(route);
      const withoutScript = await visibleContent(page);

      const scripted = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
            const reference = await scripted.newPage();
      await reference.goto(route);
      await reference.waitForLoadState('networkidle');
      const withScript = await visibleContent(reference);
      await scripted.close();

      expect(withoutScript.headings.length).toBeGreaterThan(3);
      // Home's brochure form is a dialog with script and a plain form (with its heading) without.
      const plainForm = route === '/' ? brochure.title : null;
      expect({ ...withoutScript, headings: withoutScript.headings.filter((heading) => heading !== plainForm) }).toEqual(withScript);

      // The accordion is native: every answer opens without a script.
      const items = page.locator('main details');
      for (let i = 0; i < (await items.count()); i++) {
        const item = items.nth(i);
        await item.locator('summary').click();
        await expect(item).toHaveAttribute('open', '');
        await expect(item.locator('summary + *')).toBeVisible();
        expect((await item.locator('summary + *').innerText()).length).toBeGreaterThan(20);
      }
    });
  }

  test('the calculator shows its opening plan', async ({ page }) => {
    await page.goto('/payment-plans');
    const calculator = page.locator('#calculator');
    for (const figure of ['€200,000', '35%', '75 months', '€70,000', '€130,000', '€1,733']) {
      await expect(calculator).toContainText(figure);
    }
    await expect(page.getByLabel('Property price')).toHaveValue('200000');
  });

  test('neither the WhatsApp popup nor the brochure modal appears @once', async ({ page }) => {
    const response = await page.goto('/');
    // The popup exists only as script: the page as served has none of it, so no timer can show it.
    // (Its words are in the page's data, which only the page's code reads: scripts/finish-export/externalize-scripts.mjs.)
    const served = (await response?.text()) ?? '';
    const html = served.replace(new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">[\\s\\S]*?</script>`), '');
    expect(html.length).toBeLessThan(served.length);
    expect(html).not.toContain(english.t.common.popup.title);
    expect(html).not.toContain(english.t.common.popup.startChat);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The brochure form opens only when asked, through the platform (tests/e2e/brochure-delivery.spec.ts):
    // Escape closes it again.
    await page.getByRole('button', { name: brochure.trigger }).click();
    await expect(page.getByRole('dialog', { name: brochure.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('every route stays reachable from the brand and footer links (the mobile menu needs a script)', async ({ page }) => {
    await page.goto('/');
    const hrefs = new Set(
      await page.locator('body > header a[href^="/"], footer a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    );
    for (const route of ROUTES) expect(hrefs, route).toContain(route);
  });
});

test.describe('when localStorage throws', () => {
  const variants = {
    'on every call': () => {
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Object.defineProperty(Storage.prototype, method, {
          configurable: true,
          value: () => {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    },
    'on access': () => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    },
  };

  for (const [name, breakStorage] of Object.entries(variants)) {
    test(`${name}, the site runs and the popup still opens and closes for the visit`, async ({ page, pageErrors, isMobile }) => {
      await page.addInitScript(breakStorage);
      await pauseClock(page);
      await page.goto('/');
      await waitForHydration(page);
      await expect(page.evaluate(() => window.localStorage.getItem('x'))).rejects.toThrow();

      const popup = page.getByRole('dialog', { name: /whatsapp/i });
      await runClockToPageAge(page, 4900);
      await expect(popup).toBeHidden();
      await page.clock.runFor(100);
      await expect(popup).toBeVisible();
      await popup.getByRole('button', { name: 'Close' }).click();
      await expect(popup).toBeHidden();
      await page.clock.runFor(60_000);
      await expect(popup).toBeHidden();

      // Still closed on the next page of the same visit, and the other islands still work.
      // Client navigation schedules timers of its own: let the clock run again for it.
      await page.clock.resume();
      if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payment Plans' }).click();
      await expect(page).toHaveURL(/\/payment-plans$/);
      await page.getByLabel('Property price').focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.locator('#calculator')).toContainText('€73,500');
      await page.clock.fastForward(10_000);
      await expect(popup).toBeHidden();
      expect(pageErrors).toEqual([]);
    });
  }
});

test.describe('when the stock photo host is down', () => {
  type Box = { x: number; y: number; width: number; height: number };

  /** Page-relative boxes of every photo and of the blocks that hold them. */
  async function photoBoxes(page: Page): Promise<Box[]> {
    return page.locator('main img, main section:has(h1), main article').evaluateAll((elements) =>
      elements.map((element) => {
        const rect = element.getBoundingClientRect();
        return { x: Math.round(rect.x), y: Math.round(rect.y + window.scrollY), width: Math.round(rect.width), height: Math.round(rect.height) };
      }),
    );
  }

  for (const route of ROUTES) {
    // Every route on the desktop; on the phone, the browser sample (Home, a list, the calculator).
    test(`${route} keeps every photo box, shows the alt text on a plain background, and does not shift${SAMPLE_ROUTES.includes(route) ? '' : ' @once'}`, async ({ page, context }) => {
      test.slow(); // it scrolls through the whole page twice, a frame at a time
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await scrollThrough(page);
      const loaded = await photoBoxes(page);

      const broken = await context.newPage();
      const errors: string[] = [];
      broken.on('pageerror', (error) => errors.push(error.message));
      broken.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
      });
      await broken.route(isPhoto, (photo) => photo.abort('connectionrefused'));
      const layoutShifts = await recordLayoutShifts(broken);
      await broken.goto(route);
      await broken.waitForLoadState('networkidle');
      await scrollThrough(broken);
      // Every photo has been asked for, lazy ones included, and has failed.
      await expect
        .poll(() => broken.locator('main img').evaluateAll((images) => (images as HTMLImageElement[]).filter((image) => !image.complete).length))
        .toBe(0);

      expect(await photoBoxes(broken)).toEqual(loaded);
      const cls = (await layoutShifts()).total;
      expect(cls).toBeLessThan(0.01);

      // A failed <img> draws its ::after (app/photo-fallback.css): the alt text on a plain background.
      const photos = await broken.locator('main img').evaluateAll((images) =>
        (images as HTMLImageElement[]).map((image) => {
          const fallback = getComputedStyle(image, '::after');
          const box = image.getBoundingClientRect();
          return {
            alt: image.alt,
            failed: image.complete && image.naturalWidth === 0,
            text: fallback.content,
            colour: fallback.color,
            background: fallback.backgroundColor,
            covers: fallback.position === 'absolute' && fallback.inset === '0px' && box.width > 0 && box.height > 0,
            nativeAltColour: getComputedStyle(image).color,
          };
        }),
      );
      expect(photos.length).toBeGreaterThan(0);
      const transparent = /^(transparent|rgba\(\d+, \d+, \d+, 0\))$/;
      for (const photo of photos) {
        expect(photo.failed, photo.alt).toBe(true);
        expect(photo.alt.length).toBeGreaterThan(5);
        expect(photo.text, photo.alt).toBe(JSON.stringify(photo.alt));
        expect(photo.covers, photo.alt).toBe(true);
        expect(photo.background, photo.alt).not.toMatch(transparent);
        expect(photo.colour, photo.alt).not.toMatch(transparent);
        expect(photo.nativeAltColour, photo.alt).not.toMatch(transparent);
      }
      expect(errors).toEqual([]);
      await broken.close();
    });
  }
});

test.describe('calculator addresses from anywhere', () => {
  const cases: { name: string; query: string; expected: [price: string, down: string, months: string] }[] = [
    { name: 'negative values', query: 'price=-250000&down=-35&months=-75', expected: ['50000', '20', '36'] },
    { name: 'huge values', query: 'price=1e15&down=9999&months=99999999', expected: ['500000', '50', '100'] },
    { name: 'non-numeric values', query: 'price=abc&down=&months=NaN', expected: ['200000', '35', '75'] },
    { name: 'off-step values', query: 'price=123456&down=33&months=50.6', expected: ['120000', '35', '51'] },
    { name: 'hex, infinity and overflow', query: 'price=0x10&down=Infinity&months=1e400', expected: ['200000', '35', '75'] },
    { name: 'markup', query: 'price=%3Cscript%3Ealert(1)%3C%2Fscript%3E&down=%22%3E%3Cimg%20src%3Dx%3E&months=75', expected: ['200000', '35', '75'] },
    { name: 'repeated keys', query: 'price=90000&price=-1&down=25&down=x&months=48&months=', expected: ['90000', '25', '48'] },
  ];

  for (const { name, query, expected } of cases) {
    test(`${name} open a clamped plan without errors @once`, async ({ page, pageErrors }) => {
      page.on('dialog', (dialog) => pageErrors.push(`unexpected dialog: ${dialog.message()}`));
      await page.goto(`/payment-plans?${query}`);
      const [price, down, months] = expected;
      await expect(page.getByLabel('Property price')).toHaveValue(price);
      await expect(page.getByLabel('Down payment')).toHaveValue(down);
      await expect(page.getByLabel('Payment period')).toHaveValue(months);

      const downPayment = (Number(price) * Number(down)) / 100;
      const monthly = Math.round((Number(price) - downPayment) / Number(months));
      const calculator = page.locator('#calculator');
      await expect(calculator).toContainText(`€${downPayment.toLocaleString('en-GB')}`);
      await expect(calculator).toContainText(`€${monthly.toLocaleString('en-GB')}`);
      await expect(calculator).not.toContainText('NaN');
      await expect(page.locator('main img[src="x"]')).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });
  }
});

test.describe('brochure form', () => {
  test('rejects an empty name, a malformed email and a phone with letters, and keeps what was typed @once', async ({ page, pageErrors }) => {
    await page.goto('/');
    await page.getByRole('button', { name: brochure.trigger }).click();
    const dialog = page.getByRole('dialog', { name: /brochure/i });
    const name = dialog.getByLabel('Name');
    const email = dialog.getByLabel('Email');
    const phone = dialog.getByLabel('Phone');
    const send = dialog.getByRole('button', { name: brochure.submit });

    async function expectRejected(field: typeof name, message: string) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(field).toBeFocused();
      await expect(dialog.getByRole('status')).toHaveText('');
    }

    // An empty (or blank) name.
    await name.fill('   ');
    await email.fill('anna@example.de');
    await phone.fill('+49 170 1234567');
    await send.click();
    await expectRejected(name, brochure.errors.nameRequired);
    await expect(email).toHaveValue('anna@example.de');
    await expect(phone).toHaveValue('+49 170 1234567');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');

    // A malformed email.
    for (const malformed of ['anna@', 'anna.example.de', 'anna@example', 'an na@example.de']) {
      await name.fill('Anna Schmidt');
      await email.fill(malformed);
      await send.click();
      await expectRejected(email, brochure.errors.emailInvalid);
      await expect(email).toHaveValue(malformed);
      await expect(name).toHaveValue('Anna Schmidt');
    }

    // A phone number with letters.
    await email.fill('anna@example.de');
    for (const lettered of ['+49 17O 1234567', 'call me', '0800-FLOWERS']) {
      await phone.fill(lettered);
      await send.click();
      await expectRejected(phone, brochure.errors.phoneInvalid);
      await expect(phone).toHaveValue(lettered);
      await expect(name).toHaveValue('Anna Schmidt');
      await expect(email).toHaveValue('anna@example.de');
    }

    // Fixed, it goes through.
    await phone.fill('+49 170 1234567');
    await send.click();
    await expect(dialog.getByRole('status')).toContainText(brochure.sent);
    expect(pageErrors).toEqual([]);
  });
});
