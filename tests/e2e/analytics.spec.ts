import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { SERVICES_ORIGIN } from './support/services';
import { test, expect, cardOf } from './support/fixtures';
import { listingPath } from '@/lib/listings';
import { villaListings } from '@/content/facts/listings';
import { pageContext } from '@/lib/i18n/page';
import { fillTemplate } from '@/lib/i18n/message';

/*
 * Cookie-less analytics against a local stand-in of Plausible's events API
 * (tests/e2e/support/endpoints.mjs), which the test build (`npm run build:e2e`) reports to. Each test
 * browses with a user agent of its own, so it reads back only its own events.
 */
const SERVICE = SERVICES_ORIGIN;

type Recorded = { ua: string; contentType: string; cookie: string | null; event: { name: string; url: string; domain: string; props: Record<string, string> } | null };

async function eventsOf(request: APIRequestContext, ua: string): Promise<Recorded[]> {
  return (await request.get(`${SERVICE}/__events?ua=${encodeURIComponent(ua)}`)).json();
}

async function visitor(browser: Browser, tag: string): Promise<{ context: BrowserContext; ua: string; violations: string[] }> {
  const ua = `e2e-analytics-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const context = await browser.newContext({ userAgent: ua, viewport: { width: 1280, height: 900 } });
  const violations: string[] = [];
  await context.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return { context, ua, violations };
}

const named = (events: Recorded[], name: string) => events.filter((recorded) => recorded.event?.name === name).map((recorded) => recorded.event!);

test.describe('analytics @once', () => {
  test('a page view on load and on every client navigation, with the language and path, and no cookie', async ({ browser, request }) => {
    const { context, ua, violations } = await visitor(browser, 'views');
    const page = await context.newPage();
    await page.goto('/de/investment');
    await expect.poll(async () => named(await eventsOf(request, ua), 'pageview')).toHaveLength(1);
    const de = pageContext('de');
    const villasLink = de.t.common.footerColumns.flatMap((column) => column.links).find((link) => link.route === 'villas')!;
    await page.getByRole('contentinfo').getByRole('link', { name: villasLink.label }).click();
    await expect(page).toHaveURL(/\/de\/villas$/);
    await expect.poll(async () => named(await eventsOf(request, ua), 'pageview')).toHaveLength(2);

    const recorded = await eventsOf(request, ua);
    const views = named(recorded, 'pageview');
    expect(views.map((view) => view.props)).toEqual([
      { language: 'de', path: '/de/investment' },
      { language: 'de', path: '/de/villas' },
    ]);
    expect(views[0]?.domain).toBeTruthy();
    expect(recorded.every((entry) => entry.cookie === null)).toBe(true);
    expect(await context.cookies()).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  });

  test('WhatsApp clicks name their call to action (the card its listing), and phone calls are counted', async ({ browser, request }) => {
    const { context, ua, violations } = await visitor(browser, 'clicks');
    const page = await context.newPage();
    await page.goto('/villas');
    await expect.poll(async () => named(await eventsOf(request, ua), 'pageview')).toHaveLength(1);
    // WhatsApp links open a new tab; the click is what counts here.
    await context.route('https://wa.me/**', (route) => route.abort());
    await page.locator('header a[data-cta="header"]').click();
    const first = villaListings[0]!.id;
    await page.locator(`a[data-listing="${first}"]`).click();
    await page.locator('a[href^="tel:"][data-cta="banner"]').first().evaluate((link) => {
      link.addEventListener('click', (event) => event.preventDefault(), { once: true });
      (link as HTMLAnchorElement).click();
    });

    await expect.poll(async () => named(await eventsOf(request, ua), 'WhatsApp click')).toHaveLength(2);
    const clicks = named(await eventsOf(request, ua), 'WhatsApp click').map((event) => event.props);
    expect(clicks).toEqual([
      { cta: 'header', language: 'en', path: '/villas' },
      { cta: 'card', listing: first, language: 'en', path: '/villas' },
    ]);
    await expect.poll(async () => named(await eventsOf(request, ua), 'Phone click').map((event) => event.props)).toEqual([{ cta: 'banner', language: 'en', path: '/villas' }]);
    expect(violations).toEqual([]);
    await context.close();
  });

  test('a search names the filters used, in the page’s language', async ({ browser, request }) => {
    const { context, ua, violations } = await visitor(browser, 'search');
    const page = await context.newPage();
    // The island asks for the index once it has hydrated: from then on a change is its to handle.
    const indexLoaded = page.waitForResponse((response) => response.url().endsWith('/search-index/de.json'));
    await page.goto('/de/properties');
    await indexLoaded;
    await expect.poll(async () => named(await eventsOf(request, ua), 'pageview')).toHaveLength(1);
    const w = pageContext('de').t.search;
    const form = page.getByRole('search', { name: w.form });
    await form.getByLabel(w.beds.label).selectOption('2');
    await form.getByLabel(w.pool).check();
    await expect
      .poll(async () => named(await eventsOf(request, ua), 'Search').map((event) => event.props))
      .toEqual([
        { filters: 'beds', sort: 'priceAsc', language: 'de', path: '/de/properties' },
        { filters: 'beds,pool', sort: 'priceAsc', language: 'de', path: '/de/properties' },
      ]);
    expect(violations).toEqual([]);
    await context.close();
  });

  test('a home saved to the shortlist and the shortlist sent, each with the page’s language', async ({ browser, request }) => {
    const { context, ua, violations } = await visitor(browser, 'shortlist');
    const page = await context.newPage();
    const villa = villaListings.find((listing) => listing.status !== 'sold')!;
    await page.goto('/villas');
    await expect.poll(async () => named(await eventsOf(request, ua), 'pageview')).toHaveLength(1);
    const en = pageContext('en').t.shortlist;
    await cardOf(page, listingPath('en', villa)).getByRole('button', { name: fillTemplate(en.save, { title: villa.words.en.title }) }).click();
    await expect.poll(async () => named(await eventsOf(request, ua), 'Shortlist added').map((event) => event.props)).toEqual([{ listing: villa.id, language: 'en', path: '/villas' }]);

    await page.goto('/de/shortlist');
    const de = pageContext('de').t.shortlist;
    const send = page.getByRole('link', { name: de.send });
    await send.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
    await send.click();
    await expect.poll(async () => named(await eventsOf(request, ua), 'Shortlist sent').map((event) => event.props)).toEqual([{ count: '1', language: 'de', path: '/de/shortlist' }]);
    expect(violations).toEqual([]);
    await context.close();
  });

  test('a plan sent from the calculator, a brochure request and a switch of language', async ({ browser, request }) => {
    const { context, ua, violations } = await visitor(browser, 'actions');
    const page = await context.newPage();
    await context.route('https://wa.me/**', (route) => route.abort());
    await page.goto('/payment-plans?price=300000&down=30&months=60');
    await expect.poll(async () => named(await eventsOf(request, ua), 'pageview')).toHaveLength(1);
    await page.locator('a[data-cta="calculator"]').click();
    await expect
      .poll(async () => named(await eventsOf(request, ua), 'Plan shared').map((event) => event.props))
      .toEqual([{ price: '300000', down: '30', months: '60', language: 'en', path: '/payment-plans' }]);

    await page.goto('/');
    const en = pageContext('en');
    const b = en.t.home(en.f, en.v).brochure;
    await page.getByRole('button', { name: b.trigger }).click();
    const dialog = page.getByRole('dialog', { name: b.title });
    await dialog.getByLabel(b.nameLabel).fill('Analytics Tester');
    await dialog.getByLabel(b.emailLabel).fill(`${ua}@example.com`);
    await dialog.getByLabel(b.phoneLabel).fill('+44 7700 900123');
    await dialog.getByRole('button', { name: b.submit }).click();
    await expect.poll(async () => named(await eventsOf(request, ua), 'Brochure request').map((event) => event.props.result)).toEqual(['sent']);

    await page.locator('details:has(a[data-language-switch]) > summary').locator('visible=true').first().click();
    await page.locator('a[data-language-switch="he"]').locator('visible=true').first().click();
    await expect(page).toHaveURL(/\/he$/);
    await expect.poll(async () => named(await eventsOf(request, ua), 'Language switch').map((event) => event.props)).toEqual([{ to: 'he', language: 'en', path: '/' }]);
    expect(violations).toEqual([]);
    await context.close();
  });
});
