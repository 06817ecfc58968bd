import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';

/**
 * The sections of a page that never change are static leaves (components/ui/static-leaf.tsx): their
 * markup is in the HTML once, not again in the page data, and React never hydrates them. A visitor
 * must not be able to tell: links in them move through the router, and the first page comes back
 * whole when the router returns to it.
 */

/** Marks this document, so a test can tell a client-side navigation (mark kept) from a reload. */
const markDocument = (page: Page) => page.evaluate(() => ((window as Window & { __sameDocument?: boolean }).__sameDocument = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument === true);

test.describe('static leaves', () => {
  test('the first page’s FAQ is in its HTML once, not in its page data, and still opens', async ({ page, request, pageErrors }) => {
    await page.goto('/villas');
    await waitForHydration(page);
    const question = page.locator('main details summary').first();
    const text = (await question.textContent())?.trim() ?? '';
    expect(text.length).toBeGreaterThan(10);

    const pageData = await page.locator('script[data-page]').getAttribute('data-page');
    expect(pageData).toBeTruthy();
    const script = await (await request.get(pageData!)).text();
    expect(script).toContain('self.__next_f');
    expect(script).not.toContain(text);

    await question.click();
    await expect(page.locator('main details').first()).toHaveAttribute('open', '');
    expect(pageErrors).toEqual([]);
  });

  test('a link in a static section moves through the router, and Back brings the first page back whole', async ({ page, pageErrors }) => {
    await page.goto('/villas');
    await waitForHydration(page);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const cards = await page.locator('main article').count();
    expect(cards).toBeGreaterThan(3);
    await markDocument(page);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Apartments for sale', exact: true }).click();
    await expect(page).toHaveURL(/\/apartments$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading ?? '');
    expect(await sameDocument(page)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(/\/villas$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    await expect(page.locator('main article')).toHaveCount(cards);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Apartments for sale', exact: true })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);

    // And forward again through a link in the page that came back from memory.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Investment', exact: true }).click();
    await expect(page).toHaveURL(/\/investment$/);
    expect(await sameDocument(page)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('a page reached through the router and left again keeps its content too', async ({ page, pageErrors }) => {
    await page.goto('/de/investment');
    await waitForHydration(page);
    await markDocument(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Villen zum Kauf', exact: true }).click();
    await expect(page).toHaveURL(/\/de\/villas$/);
    const cards = page.locator('main article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    await page.goBack();
    await expect(page).toHaveURL(/\/de\/investment$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/de\/villas$/);
    await expect(page.locator('main article')).toHaveCount(count);
    expect(await sameDocument(page)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
