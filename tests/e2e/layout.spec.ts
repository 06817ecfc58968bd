import { pageContext } from '@/lib/i18n/page';
import { test, expect } from './support/fixtures';

const NAV = [
  ['Home', '/'],
  ['Villas', '/villas'],
  ['Apartments', '/apartments'],
  ['Investment', '/investment'],
  ['Payment Plans', '/payment-plans'],
] as const;

const DEFAULT_MESSAGE = "Hi! I'm interested in North Cyprus properties. Can you help me?";

test.describe('shared layout', () => {
  test('the header stays fixed and holds the brand, five nav links and Contact Us', async ({ page, isMobile }) => {
    await page.goto('/');
    const header = page.locator('body > header');
    await expect(header).toHaveCSS('position', /fixed|sticky/);

    if (isMobile) await page.getByRole('button', { name: /menu/i }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(5);
    for (const [index, [name, href]] of NAV.entries()) {
      await expect(links.nth(index)).toHaveAccessibleName(name);
      await expect(links.nth(index)).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    const contact = header.getByRole('link', { name: 'Contact Us' });
    await expect(contact).toBeVisible();
    await expect(contact).toHaveAttribute('target', '_blank');
    await expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
    const href = new URL((await contact.getAttribute('href')) ?? '');
    expect(href.host).toBe('wa.me');
    expect(href.pathname).toMatch(/^\/\d{10,15}$/);
    expect(href.searchParams.get('text')).toBe(DEFAULT_MESSAGE);

    await page.mouse.wheel(0, 2500);
    await expect(header).toBeInViewport();
  });

  test('the footer has about, Properties, Resources and Contact columns', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const heading of ['Properties', 'Resources', 'Contact']) {
      await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /villas/i })).toHaveAttribute('href', '/villas');
    await expect(footer.getByRole('link', { name: /apartments/i })).toHaveAttribute('href', '/apartments');
    await expect(footer.getByRole('link', { name: /guide/i })).toHaveAttribute(
      'href',
      '/blog/buying-property-in-north-cyprus-complete-guide',
    );
    await expect(footer.getByRole('link', { name: /whatsapp/i })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(footer.getByRole('link', { name: /phone/i })).toHaveAttribute('href', /^tel:\+90\d+$/);
    await expect(footer).toContainText('TRNC');
    await expect(footer).toContainText(pageContext('en').t.common.support);
  });

  test('the skip link moves keyboard users to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('below md the links sit behind a Menu button that closes on Escape and on a chosen link', async ({ page, isMobile }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Menu' });
    if (!isMobile) {
      // From md up the links are inline and there is no menu button.
      await expect(button).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Villas' })).toBeVisible();
      return;
    }
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Villas' })).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Villas' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Villas' })).toBeHidden();

    await button.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
