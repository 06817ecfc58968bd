import type { APIRequestContext, Page } from '@playwright/test';
import { SERVICES_ORIGIN } from './support/services';
import { test, expect } from './support/fixtures';
import { brochurePaths } from '@/content/facts/routes';
import { leadForm } from '@/content/facts/site';
import { localeCodes, type Locale } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/i18n/paths';

/*
 * Brochure requests against a real form service: tests/e2e/support/endpoints.mjs, which the test
 * build (`npm run build:e2e`) posts to. It answers by the name typed: "fail" gets a 500, "stall"
 * no answer at all, anyone else a 200.
 */
const SERVICE = SERVICES_ORIGIN;

type Lead = { fields: Record<string, string>; contentType: string };

async function leadsFor(request: APIRequestContext, email: string): Promise<Lead[]> {
  return (await request.get(`${SERVICE}/__leads?email=${encodeURIComponent(email)}`)).json();
}

const words = (locale: Locale) => {
  const ctx = pageContext(locale);
  return ctx.t.home(ctx.f, ctx.v).brochure;
};

async function fillAndSend(page: Page, locale: Locale, name: string, email: string, beforeSending?: () => Promise<void>) {
  const b = words(locale);
  await page.getByRole('button', { name: b.trigger }).click();
  const dialog = page.getByRole('dialog', { name: b.title });
  await dialog.getByLabel(b.nameLabel).fill(name);
  await dialog.getByLabel(b.emailLabel).fill(email);
  await dialog.getByLabel(b.phoneLabel).fill('+44 7700 900123');
  await beforeSending?.();
  await dialog.getByRole('button', { name: b.submit }).click();
  return dialog;
}

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

for (const locale of localeCodes) {
  const home = localizedPath(locale, 'home');

  test(`${home}: with JavaScript, the request reaches the form service with every field and the visitor gets the brochure @once`, async ({ page, request }) => {
    const b = words(locale);
    const email = unique(`js-${locale}`);
    await page.goto(home);
    const dialog = await fillAndSend(page, locale, 'Dana Tester', email);

    await expect(dialog.getByRole('status')).toContainText(b.sent);
    await expect(dialog.getByRole('link', { name: b.openBrochure })).toHaveAttribute('href', localizedPath(locale, brochurePaths.brochure));
    const [lead] = await leadsFor(request, email);
    expect(lead?.fields).toMatchObject({ name: 'Dana Tester', email, phone: '+44 7700 900123', language: locale, _gotcha: '' });
    expect(new URL(lead!.fields.page!).pathname).toBe(home);

    // The spec's thank-you: two seconds, then the dialog closes and the form is clear; the brochure link stays.
    await expect(dialog).toBeHidden({ timeout: 4000 });
    await expect(page.getByRole('link', { name: b.openBrochure })).toBeVisible();
    await page.getByRole('button', { name: b.trigger }).click();
    await expect(dialog.getByLabel(b.emailLabel)).toHaveValue('');
  });

  test(`${home}: without JavaScript, the form posts to the same service and comes back to the thank-you page @once`, async ({ browser, request }) => {
    const b = words(locale);
    const thanks = pageContext(locale).t.brochure.thanks;
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = unique(`nojs-${locale}`);
    await page.goto(home);
    // The same button and form as with JavaScript: the browser opens the dialog and checks the fields.
    await page.getByRole('button', { name: b.trigger }).click();
    const form = page.getByRole('dialog', { name: b.title });
    await form.getByLabel(b.nameLabel).fill('Noam Tester');
    await form.getByLabel(b.emailLabel).fill('not an address');
    await form.getByLabel(b.phoneLabel).fill('+972 50 123 4567');
    await form.getByRole('button', { name: b.submit }).click();
    // The browser refuses the malformed address and says why at the field; nothing is posted.
    expect(await form.getByLabel(b.emailLabel).evaluate((input: HTMLInputElement) => input.validity.typeMismatch && input.validationMessage !== '')).toBe(true);
    await expect(form).toBeVisible();
    await form.getByLabel(b.emailLabel).fill(email);
    await form.getByRole('button', { name: b.submit }).click();

    await page.waitForURL(`**${localizedPath(locale, brochurePaths.thanks)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(thanks.title);
    await expect(page.getByRole('link', { name: thanks.openBrochure })).toHaveAttribute('href', localizedPath(locale, brochurePaths.brochure));
    const [lead] = await leadsFor(request, email);
    expect(lead?.fields).toMatchObject({ name: 'Noam Tester', email, phone: '+972 50 123 4567', language: locale, _gotcha: '' });
    expect(new URL(lead!.fields.page!).pathname).toBe(home);
    await context.close();
  });
}

for (const locale of ['en', 'he'] as const) {
  const home = localizedPath(locale, 'home');
  const failures = [
    { label: 'answers with an error', name: 'Fail Tester', stalls: false },
    { label: 'never answers', name: 'Stall Tester', stalls: true },
  ];
  for (const { label, name, stalls } of failures) {
    // What happens to the details does not depend on the viewport: the desktop project checks it.
    test(`${home}: when the form service ${label}, nothing typed is lost and WhatsApp takes the details in one tap @once`, async ({ page, request }) => {
      const b = words(locale);
      const email = unique(`fail-${locale}`);
      // The page's clock, moved on past the page's wait for an answer once the service has the request, instead of waiting it out.
      if (stalls) await page.clock.install();
      await page.goto(home);
      const dialog = await fillAndSend(page, locale, name, email);
      if (stalls) {
        await expect.poll(async () => (await leadsFor(request, email)).length).toBe(1);
        await expect(dialog.getByText(b.failed)).toHaveCount(0);
        await page.clock.fastForward(leadForm.sendTimeoutMs);
      }

      await expect(dialog.getByRole('alert')).toContainText(b.failed);
      await expect(dialog.getByLabel(b.nameLabel)).toHaveValue(name);
      await expect(dialog.getByLabel(b.emailLabel)).toHaveValue(email);
      const whatsApp = new URL((await dialog.getByRole('link', { name: b.sendByWhatsApp }).getAttribute('href'))!);
      expect(whatsApp.hostname).toBe('wa.me');
      const message = whatsApp.searchParams.get('text') ?? '';
      for (const detail of [name, email, '+44 7700 900123']) expect(message).toContain(detail);
      await expect(dialog.getByRole('link', { name: b.openBrochure })).toHaveAttribute('href', localizedPath(locale, brochurePaths.brochure));
      expect(await leadsFor(request, email)).toHaveLength(1);
    });
  }
}

test('offline, the same: the visitor keeps the details and can send them on WhatsApp @once', async ({ page, context }) => {
  const b = words('en');
  await page.goto('/');
  const dialog = await fillAndSend(page, 'en', 'Offline Tester', unique('offline'), () => context.setOffline(true));
  await expect(dialog.getByRole('alert')).toContainText(b.failed);
  await expect(dialog.getByLabel(b.nameLabel)).toHaveValue('Offline Tester');
  await expect(dialog.getByRole('link', { name: b.sendByWhatsApp })).toBeVisible();
});

for (const locale of localeCodes) {
  test(`${localizedPath(locale, brochurePaths.brochure)}: the brochure in its language, never indexed, ready to print @once`, async ({ page }) => {
    const ctx = pageContext(locale);
    const b = ctx.t.brochure;
    await page.goto(localizedPath(locale, brochurePaths.brochure));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(b.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    for (const title of Object.values(b.sections)) await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: b.print })).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('body > header')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: b.print })).toBeHidden();
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
}
