import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';
import { pageContext } from '@/lib/i18n/page';
import { allListings, listingPath } from '@/lib/listings';
import { tomorrowOf } from '@/lib/lead';
import { holdChunks } from './support/hold-chunks';
import { scriptsAfterHero } from '../../scripts/finish-export/hero-first.mjs';

/**
 * Home's carousel and brochure and the payment calculator are in their pages' HTML, but their code
 * is not in the first JavaScript (components/layout/lazy-islands.tsx). Here that code is held back
 * after the page has asked for it, a visitor taps or moves a slider meanwhile, and that must still
 * take effect once the code arrives.
 */
async function holdLateScripts(page: Page, path = '/') {
  // The page's first JavaScript: the chunks its loader adds after the hero (scripts/finish-export/hero-first.mjs).
  const html = await (await page.request.get(path)).text();
  const first = new Set(scriptsAfterHero(html).chunks);
  expect(first.size).toBeGreaterThan(3);
  return holdChunks(page, { except: first });
}

test.describe('islands whose code comes after the page', () => {
  test('the first JavaScript of Home leaves out the carousel and brochure code, and the page asks for it once it hydrates @once', async ({ page }) => {
    const late = await holdLateScripts(page);
    await page.goto('/', { waitUntil: 'commit' }); // the held code would hold the load event too
    await late.requested;
    // Their HTML is there all along: every quote and the brochure button.
    await expect(page.getByRole('region', { name: /testimonials/i }).getByRole('button', { name: 'Show testimonial 3' })).toBeVisible();
    await expect(page.getByRole('button', { name: /brochure/i })).toBeVisible();
    await late.release();
  });

  test('a tap on a testimonial dot before the carousel code has arrived is kept @once', async ({ page }) => {
    const late = await holdLateScripts(page);
    await page.goto('/', { waitUntil: 'commit' }); // the held code would hold the load event too
    await late.requested;
    const carousel = page.getByRole('region', { name: /testimonials/i });
    const third = carousel.getByRole('button', { name: 'Show testimonial 3' });
    await third.click();
    await late.release();
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(carousel.locator('figure:visible')).toHaveCount(1);
  });

  test('a tap on the brochure button before its code has arrived still opens the form @once', async ({ page }) => {
    const late = await holdLateScripts(page);
    await page.goto('/', { waitUntil: 'commit' }); // the held code would hold the load event too
    await late.requested;
    await page.getByRole('button', { name: /brochure/i }).click();
    await late.release();
    await expect(page.getByRole('dialog', { name: /brochure/i })).toBeVisible();
    await expect(page.getByRole('dialog', { name: /brochure/i }).getByLabel(/name/i)).toBeVisible();
  });

  test('a slider moved before the calculator code has arrived counts once it has @once', async ({ page }) => {
    const late = await holdLateScripts(page, '/payment-plans');
    await page.goto('/payment-plans', { waitUntil: 'commit' }); // the held code would hold the load event too
    await late.requested;
    const price = page.getByLabel('Property price');
    await price.focus();
    await page.keyboard.press('ArrowRight');
    await expect(price).toHaveValue('210000');
    await late.release();
    await expect(page).toHaveURL(/\?price=210000&down=35&months=75$/);
    const whatsapp = page.locator('#calculator').getByRole('link', { name: 'Discuss this plan on WhatsApp' });
    await expect.poll(async () => new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')).toContain('€210,000');
  });
});

test.describe('a form filled before any of the page’s code has arrived', () => {
  const forSale = allListings.filter((listing) => listing.status !== 'sold');
  const subject = forSale.find((listing) => listing.list === 'villas') ?? forSale[0];

  test('the viewing request keeps every field the buyer typed once the page and the form hydrate @once', async ({ page }) => {
    test.skip(!subject, 'the inventory has no home for sale');
    const { t } = pageContext('en');
    const chunks = await holdChunks(page);
    await page.goto(listingPath('en', subject!), { waitUntil: 'commit' }); // the held code would hold the load event too
    await chunks.requested;
    const section = page.getByRole('region', { name: t.listing.viewing.title });
    const typed: [string, string][] = [
      [t.listing.viewing.days.labels[0]!, tomorrowOf(new Date(Date.now() + 3 * 86_400_000))],
      [t.listing.viewing.days.labels[1]!, tomorrowOf(new Date(Date.now() + 5 * 86_400_000))],
      [t.common.request.nameLabel, 'Early Typist'],
      [t.common.request.contactLabel, 'early@example.com'],
    ];
    for (const [label, value] of typed) await section.getByLabel(label, { exact: true }).fill(value);
    await section.getByRole('radio', { name: t.listing.viewing.how.video }).check();
    await chunks.release();
    await waitForHydration(page);
    for (const [label, value] of typed) await expect(section.getByLabel(label, { exact: true }), label).toHaveValue(value);
    await expect(section.getByRole('radio', { name: t.listing.viewing.how.video })).toBeChecked();
  });
});
