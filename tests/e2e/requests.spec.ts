import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { SERVICES_ORIGIN } from './support/services';
import { test, expect, expectNoAxeViolations } from './support/fixtures';
import { searchPaths } from '@/content/facts/routes';
import { localeCodes, type Locale } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/i18n/paths';
import { SENT_FRAGMENT, tomorrowOf } from '@/lib/lead';
import { listingView } from '@/lib/listing';
import { allListings, listingPath } from '@/lib/listings';
import { filtersToQuery } from '@/lib/search';
import { LATE_ATTRIBUTE } from '@/lib/hydration-protocol';

/*
 * A buyer asks for a viewing of a listing, or to hear about new homes like a search's, against the
 * test build's form service (tests/e2e/support/endpoints.mjs): the request carries what the sales team
 * needs, with JavaScript and without, and the analytics event says which it was.
 */
const forSale = allListings.filter((listing) => listing.status !== 'sold');
const subject = forSale.find((listing) => listing.list === 'villas') ?? forSale[0]!;

type Lead = { fields: Record<string, string> };
async function leadsFrom(request: APIRequestContext, contact: string): Promise<Lead[]> {
  return (await request.get(`${SERVICES_ORIGIN}/__leads?contact=${encodeURIComponent(contact)}`)).json();
}
type Recorded = { event: { name: string; props: Record<string, string> } | null };
async function eventsOf(request: APIRequestContext, ua: string): Promise<Recorded[]> {
  return (await request.get(`${SERVICES_ORIGIN}/__events?ua=${encodeURIComponent(ua)}`)).json();
}
const unique = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A day `days` after today, as a date input takes it. */
function dayAfter(days: number): string {
  const now = new Date();
  return tomorrowOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days - 1));
}

const wordsOf = (locale: Locale) => {
  const { t } = pageContext(locale);
  return { request: t.common.request, viewing: t.listing.viewing, alert: t.search.alert };
};

function viewingSection(page: Page, locale: Locale) {
  return page.getByRole('region', { name: wordsOf(locale).viewing.title });
}

async function fillViewing(page: Page, locale: Locale, { days, name, contact, video = false }: { days: string[]; name: string; contact: string; video?: boolean }) {
  const w = wordsOf(locale);
  const section = viewingSection(page, locale);
  if (video) await section.getByRole('radio', { name: w.viewing.how.video }).check();
  for (const [index, day] of days.entries()) await section.getByLabel(w.viewing.days.labels[index]!, { exact: true }).fill(day);
  await section.getByLabel(w.request.nameLabel).fill(name);
  await section.getByLabel(w.request.contactLabel).fill(contact);
  return section;
}

/**
 * Waits until the form in `section` runs its own code (its late island has hydrated): only then does a
 * tap send it with `fetch`, check it in the page's language and count the event. A tap before that is
 * held for a bounded time and then given to the form's plain post (lib/hydration-protocol.ts), which the
 * tests without JavaScript cover; on a busy machine the code can take longer than that bound.
 */
async function formReady(section: Locator) {
  await expect(section.locator('form')).toBeAttached();
  await expect(section.locator(`[${LATE_ATTRIBUTE}]`)).toHaveCount(0, { timeout: 30_000 });
}

async function contextWith(browser: Browser, options: { javaScriptEnabled?: boolean; userAgent?: string }) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...options });
  return { context, page: await context.newPage() };
}

test.describe('viewing requests on a listing page', () => {
  const path = listingPath('de', subject);

  test(`${path}: the request reaches the form service with the listing, how and the chosen days, and the event names the listing @once`, async ({ browser, request }) => {
    const ua = `viewing-${Date.now()}`;
    const { context, page } = await contextWith(browser, { userAgent: ua });
    const w = wordsOf('de');
    const contact = unique('viewing-de');
    const days = [dayAfter(3), dayAfter(5)];
    await page.goto(path);
    const section = await fillViewing(page, 'de', { days, name: 'Dana Tester', contact, video: true });
    await formReady(section);
    // The first day a buyer may pick is tomorrow, by the browser's own calendar.
    await expect(section.getByLabel(w.viewing.days.labels[0]!, { exact: true })).toHaveAttribute('min', dayAfter(1));
    await section.getByRole('button', { name: w.viewing.submit }).click();

    await expect(section.getByRole('status')).toContainText(w.request.sent);
    const [lead] = await leadsFrom(request, contact);
    const view = listingView(pageContext('de'), subject);
    expect(lead?.fields).toMatchObject({
      subject: 'viewing',
      reference: subject.reference,
      title: view.title,
      price: view.priceText,
      how: 'video-call',
      day1: days[0],
      day2: days[1],
      name: 'Dana Tester',
      contact,
      language: 'de',
    });
    expect(new URL(lead!.fields.page!).pathname).toBe(path);
    await expect
      .poll(async () => (await eventsOf(request, ua)).flatMap((recorded) => (recorded.event?.name === 'Viewing request' ? [recorded.event.props] : [])))
      .toEqual([expect.objectContaining({ listing: subject.id, result: 'sent' })]);
    await context.close();
  });

  test(`${path}: fewer than two days, or a day before tomorrow, is said at the field in German and nothing is sent @once`, async ({ page, request }) => {
    const w = wordsOf('de');
    const contact = unique('viewing-short');
    await page.goto(path);
    const section = await fillViewing(page, 'de', { days: [dayAfter(2)], name: 'Dana Tester', contact });
    await formReady(section);
    await section.getByRole('button', { name: w.viewing.submit }).click();
    await expect(section.getByText(w.viewing.errors.daysTooFew)).toBeVisible();
    await expect(section.getByLabel(w.viewing.days.labels[0]!, { exact: true })).toBeFocused();

    await section.getByLabel(w.viewing.days.labels[1]!, { exact: true }).fill(dayAfter(0));
    await section.getByRole('button', { name: w.viewing.submit }).click();
    await expect(section.getByText(w.viewing.errors.dayTooSoon)).toBeVisible();
    expect(await leadsFrom(request, contact)).toEqual([]);
  });

  test(`${path}: without JavaScript the form posts to the same service and comes back to the listing, which thanks the buyer @once`, async ({ browser, request }) => {
    const { context, page } = await contextWith(browser, { javaScriptEnabled: false });
    const w = wordsOf('de');
    const contact = unique('viewing-nojs');
    const days = [dayAfter(2), dayAfter(4), dayAfter(6)];
    await page.goto(path);
    const section = await fillViewing(page, 'de', { days, name: 'Noam Tester', contact });
    await section.getByRole('button', { name: w.viewing.submit }).click();

    await page.waitForURL(`**${path}#${SENT_FRAGMENT}`);
    await expect(page.getByText(w.request.sent)).toBeVisible();
    const [lead] = await leadsFrom(request, contact);
    expect(lead?.fields).toMatchObject({ subject: 'viewing', reference: subject.reference, how: 'in-person', day1: days[0], day2: days[1], day3: days[2], name: 'Noam Tester', contact, language: 'de' });
    await context.close();
  });

  for (const locale of localeCodes) {
    test(`${listingPath(locale, subject)}: the viewing form is in the page's language, each field named, and passes axe${locale === 'he' ? ', right to left' : ''}`, async ({ page }) => {
      const w = wordsOf(locale);
      await page.goto(listingPath(locale, subject));
      const section = viewingSection(page, locale);
      await section.scrollIntoViewIfNeeded();
      await expect(section.getByRole('group', { name: w.viewing.how.legend })).toBeVisible();
      await expect(section.getByRole('radio', { name: w.viewing.how.inPerson })).toBeChecked();
      for (const label of w.viewing.days.labels) await expect(section.getByLabel(label, { exact: true })).toHaveAttribute('type', 'date');
      await expect(section.getByRole('button', { name: w.viewing.submit })).toBeVisible();
      if (locale === 'he') expect(await section.locator('form').evaluate((form) => getComputedStyle(form).direction)).toBe('rtl');
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('"tell me about new homes like these" on the search', () => {
  for (const locale of ['de', 'he'] as const) {
    test(`${localizedPath(locale, searchPaths.search)}: the request carries the search's address to the form service @once`, async ({ browser, request }) => {
      const ua = `alert-${locale}-${Date.now()}`;
      const { context, page } = await contextWith(browser, { userAgent: ua });
      const w = wordsOf(locale);
      const contact = unique(`alert-${locale}`);
      const address = `${localizedPath(locale, searchPaths.search)}?${filtersToQuery({ type: 'villa', sort: 'priceAsc' })}`;
      await page.goto(address);
      const section = page.getByRole('region', { name: w.alert.title });
      await section.getByLabel(w.request.nameLabel).fill('Dana Tester');
      await section.getByLabel(w.request.contactLabel).fill(contact);
      await formReady(section);
      await section.getByRole('button', { name: w.alert.submit }).click();
      await expect(section.getByRole('status')).toContainText(w.request.sent);

      const [lead] = await leadsFrom(request, contact);
      expect(lead?.fields).toMatchObject({ subject: 'alert', name: 'Dana Tester', contact, language: locale });
      const search = new URL(lead!.fields.search!);
      expect(search.pathname + search.search).toBe(address);
      await expect.poll(async () => (await eventsOf(request, ua)).filter((recorded) => recorded.event?.name === 'Alert request')).toHaveLength(1);
      await context.close();
    });
  }
});
