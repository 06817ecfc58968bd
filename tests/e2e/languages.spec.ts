import { legalFacts } from '@/lib/legal-facts';
import { test, expect, cardOf, expectNoAxeViolations, pauseClock, waitForHydration } from './support/fixtures';
import { BROWSER_SAMPLE_ROUTES, desktopOnly } from './support/hardening';
import { routeKeys, type RouteKey } from '@/content/facts/routes';
import { localeCodes, locales } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { reviews } from '@/lib/reviews';
import { costFacts } from '@/lib/costs';
import { localeSwitchPath, localizedPath } from '@/lib/i18n/paths';
import { listingPath } from '@/lib/listings';
import type { Locale } from '@/content/locales';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles } from '../../scripts/security-headers.mjs';
import { resolveFile } from '../../scripts/static-files.mjs';
import { first, parse } from '../../scripts/finish-export/dom.mjs';
import { listingView, listPage } from '@/lib/listing';
import { villaListings } from '@/content/facts/listings';
import { SUGGESTION_DISMISSED_KEY } from '@/lib/i18n/suggestion';

const editions = localeCodes.filter((locale) => locale !== 'en');

/** The questions a route's words ask, where it has an FAQ. */
function faqOf({ t, f, v }: ReturnType<typeof pageContext>, route: RouteKey): readonly unknown[] | undefined {
  const faqs: Partial<Record<RouteKey, readonly unknown[]>> = {
    villas: t.villas(f, v).faq,
    apartments: t.apartments(f, v).faq,
    investment: t.investment(f, v).faq,
    paymentPlans: t.paymentPlans(f, v).faq,
    caesarResort: t.caesarResort(f, v).faq,
  };
  return faqs[route];
}
/** A parsed node, as much of it as the text walk reads. */
type DomNode = { nodeName: string; value?: string; childNodes?: DomNode[] };

const allPages = localeCodes.flatMap((locale) => routeKeys.map((route) => ({ locale, route, path: localizedPath(locale, route) })));

/** The text of a page's <main> as exported (what a crawler and a visitor without JavaScript get), one entry per text block. */
function textBlocks(path: string): string[] {
  const out = join(process.cwd(), 'out');
  const file = resolveFile(out, path);
  if (!file) throw new Error(`${path} is not an exported page`);
  const main = first(parse(readFileSync(join(out, file), 'utf8')), 'main');
  if (!main) throw new Error(`${path} has no <main>`);
  const code = new Set(['script', 'style', 'template']);
  const blocks: string[] = [];
  const walk = (node: DomNode) => {
    for (const child of node.childNodes ?? []) {
      if (child.nodeName === '#text') {
        const text = (child.value ?? '').replace(/\s+/g, ' ').trim();
        if (text) blocks.push(text);
      } else if (!code.has(child.nodeName)) walk(child);
    }
  };
  walk(main);
  return blocks;
}

test.describe('every edition is complete in its language', () => {
  // Read from out/: every block of text each edition's page carries, hidden ones too, against its English page's.
  test('no edition page shows an English sentence from its English page @once', () => {
    // Reviewers' and papers' names and the titles of the cost and legal sources (English pages) are the same in every language.
    const names = new Set([
      ...reviews.testimonials.map((review) => review.words.en.name),
      ...reviews.press.map((mention) => mention.name),
      ...Object.values(costFacts.sources).map((source) => source.name),
      ...Object.values(legalFacts.sources).map((source) => source.name),
    ]);
    const shared: string[] = [];
    for (const route of routeKeys) {
      const english = new Set(textBlocks(localizedPath('en', route)).filter((text) => text.split(' ').length >= 4));
      expect(english.size, route).toBeGreaterThan(10);
      for (const locale of editions) {
        const path = localizedPath(locale, route);
        shared.push(...textBlocks(path).filter((text) => english.has(text) && !names.has(text)).map((text) => `${path}: ${text}`));
      }
    }
    expect(shared).toEqual([]);
  });

  for (const { locale, path } of allPages) {
    test(`${path}: every internal link stays in ${locale}, except the language links @once`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const anchors = [...html.matchAll(/<a\b([^>]*)>/g)].map((match) => match[1]!);
      const internal = anchors
        .filter((attributes) => !/\shrefLang="/i.test(attributes))
        .map((attributes) => /\shref="([^"]*)"/.exec(attributes)?.[1] ?? '')
        .filter((href) => href.startsWith('/'));
      expect(internal.length).toBeGreaterThan(10);
      const home = localizedPath(locale, 'home');
      for (const href of internal) {
        const target = href.split(/[?#]/)[0]!;
        if (locale === 'en') expect(target, href).not.toMatch(/^\/(de|ru|he)(\/|$)/);
        else expect(target === home || target.startsWith(`${home}/`), `${href} on ${path}`).toBe(true);
      }
    });
  }

  test('hreflang is reciprocal: each alternate of each page lists that page back @once', async ({ request }) => {
    const alternatesOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      return Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((match) => [match[1]!, new URL(match[2]!).pathname.replace(/(.)\/$/, '$1')]),
      );
    };
    for (const { path } of allPages) {
      const own = await alternatesOf(path);
      expect(Object.keys(own).sort(), path).toEqual([...localeCodes, 'x-default'].sort());
      expect(Object.values(own), path).toContain(path);
      for (const alternate of Object.values(own)) expect(await alternatesOf(alternate), `${alternate} from ${path}`).toEqual(own);
    }
  });
});

test.describe('the language switcher', () => {
  // Every kind of page (list, listing, page of a list, legal notice, privacy, brochure, thank-you):
  // read from out/, so a new kind of page is covered the day it is built.
  test('on every exported page, it links the same page in each language, and that page exists @once', () => {
    const out = join(process.cwd(), 'out');
    const pages = htmlFiles(out).filter((file) => !/(^|\/)(404|_not-found)\.html$/.test(file));
    expect(pages.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const file of pages) {
      const path = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');
      const html = readFileSync(join(out, file), 'utf8');
      const links = [...html.matchAll(/<a\b[^>]*\bdata-language-switch="([a-z]+)"[^>]*>/g)];
      if (links.length !== localeCodes.length) wrong.push(`${path}: ${links.length} language links`);
      for (const [tag, code] of links) {
        const href = /\shref="([^"]*)"/.exec(tag)?.[1] ?? '';
        const expected = localeSwitchPath(path, code as Locale);
        if (href !== expected) wrong.push(`${path} → ${code}: ${href}, not ${expected}`);
        else if (!resolveFile(out, href)?.endsWith('.html')) wrong.push(`${path} → ${code}: ${href} is not a page`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('the offer to read a listing in German leads to that listing in German @once', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const listing = villaListings[0]!;
    await page.goto(`/villas/${listing.id}`);
    const suggestion = pageContext('de').t.common.languageSuggestion;
    const offer = page.getByRole('complementary', { name: suggestion.text });
    await offer.getByRole('link', { name: suggestion.action }).click();
    await expect(page).toHaveURL(new RegExp(`/de/villas/${listing.id}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await context.close();
  });

  for (const { locale, route, path } of allPages.filter((entry) => entry.route === 'villas' || entry.route === 'home')) {
    test(`${path} links the same page in every language, named in itself, without JavaScript${desktopOnly(path)}`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      const ctx = pageContext(locale);
      const switcher = page.getByRole('banner').locator('details');
      await switcher.locator('summary').click();
      for (const language of locales) {
        const link = switcher.getByRole('link', { name: language.name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', localizedPath(language.code, route as RouteKey));
        await expect(link).toHaveAttribute('hreflang', language.code);
        await expect(link).toHaveAttribute('lang', language.code);
        if (language.code === locale) await expect(link).toHaveAttribute('aria-current', 'true');
        else await expect(link).not.toHaveAttribute('aria-current', /.*/);
      }
      await expect(switcher.locator('summary')).toContainText(ctx.t.common.languageLabel);
      const target = locales.find((language) => language.code !== locale)!;
      await switcher.getByRole('link', { name: target.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath(target.code, route as RouteKey).replace(/\//g, '\\/')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', target.code);
      await context.close();
    });
  }
});

// One test per language: its seven routes in one browser context (a context costs about as much as a
// page). English pages: hostile.spec.ts compares each with and without JavaScript.
test.describe('without JavaScript', () => {
  for (const locale of editions) {
    const ctx = pageContext(locale);
    test(`every ${locale} route shows its heading, cards and FAQ answers @once`, async ({ browser }) => {
      test.setTimeout(20_000 * routeKeys.length);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      for (const route of routeKeys) {
        const path = localizedPath(locale, route);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: ctx.t.common.loading })).toHaveCount(0);
        if (route === 'villas' || route === 'apartments' || route === 'caesarResort') {
          // The list's first page as the listing files have it today, whatever they hold.
          await expect(page.locator('main article:has(ul[aria-label])'), path).toHaveCount(listPage(ctx, route).cards.length);
        }
        const faq = page.locator('main details');
        const questions = faqOf(ctx, route) ?? [];
        await expect(faq, path).toHaveCount(questions.length);
        if (questions.length > 0) {
          await faq.first().locator('summary').click();
          await expect(faq.first().locator('p'), path).toBeVisible();
        }
      }
      await context.close();
    });
  }
});

test.describe('phones and long words', () => {
  for (const locale of localeCodes) {
    test(`no ${locale} route scrolls sideways at 360 px @once`, async ({ page }) => {
      test.setTimeout(20_000 * routeKeys.length);
      await page.setViewportSize({ width: 360, height: 780 });
      const wide: string[] = [];
      for (const route of routeKeys) {
        const path = localizedPath(locale, route);
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) wide.push(`${path}: ${overflow} px`);
      }
      expect(wide).toEqual([]);
    });
  }
});

// A sample per language (English has every route in pages.spec.ts): Home, a list and the calculator.
test.describe('accessibility in every language', () => {
  for (const { path } of allPages.filter((entry) => entry.locale !== 'en' && (BROWSER_SAMPLE_ROUTES as readonly string[]).includes(entry.route))) {
    test(`${path} has no accessibility violations${desktopOnly(path)}`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('the islands speak the page language', () => {
  for (const locale of editions) {
    const ctx = pageContext(locale);
    const { common } = ctx.t;

    test(`${locale}: the popup, the WhatsApp messages and the property enquiry${desktopOnly(`/${locale}`)}`, async ({ page }) => {
      await pauseClock(page);
      await page.goto(localizedPath(locale, 'villas'));
      await waitForHydration(page);
      await page.clock.runFor(5000);
      const popup = page.getByRole('dialog', { name: common.popup.title });
      await expect(popup).toBeVisible();
      await expect(popup.getByRole('button', { name: common.popup.minimize })).toBeVisible();

      const contact = page.getByRole('banner').getByRole('link', { name: common.contactUs });
      expect(new URL((await contact.getAttribute('href')) ?? '').searchParams.get('text')).toBe(common.defaultWhatsAppMessage);

      // The first villa for sale: its card is on the list's first page, whatever the inventory holds.
      const villa = villaListings.find((listing) => listing.status !== 'sold')!;
      const first = listingView(ctx, villa);
      const enquiry = cardOf(page, listingPath(locale, villa)).getByRole('link', { name: `${common.property.enquire} ${common.property.enquireAbout} ${first.title}` });
      const message = new URL((await enquiry.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
      expect(message).toContain(first.title);
      expect(message).toContain(first.priceText);
      expect(message).toContain(`/${locale}/villas/${first.id}`);
    });

    test(`${locale}: the calculator keeps the language in its plan link and message${desktopOnly(`/${locale}`)}`, async ({ page }) => {
      const calculator = ctx.t.paymentPlans(ctx.f, ctx.v).calculator;
      await page.goto(localizedPath(locale, 'paymentPlans'));
      const section = page.locator('#calculator');
      await expect(section).toContainText(calculator.disclaimer);
      await expect(section).toContainText(ctx.f.euro(1733));
      await page.getByLabel(calculator.downLabel).focus();
      // Up raises a slider in either direction (Right does only left to right).
      await page.keyboard.press('ArrowUp');
      await expect(page).toHaveURL(new RegExp(`/${locale}/payment-plans\\?price=200000&down=40&months=75$`));
      const link = page.getByRole('link', { name: calculator.whatsAppCta });
      const message = new URL((await link.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
      expect(message).toContain(ctx.f.euro(80_000));
      expect(message).toContain(ctx.f.euro(120_000));
      await page.reload();
      await expect(section).toContainText(ctx.f.euro(80_000));
    });

    test(`${locale}: the brochure form validates in the language${desktopOnly(`/${locale}`)}`, async ({ page }) => {
      const brochure = ctx.t.home(ctx.f, ctx.v).brochure;
      await page.goto(localizedPath(locale, 'home'));
      await page.getByRole('button', { name: brochure.trigger }).click();
      const dialog = page.getByRole('dialog', { name: brochure.title });
      await dialog.getByRole('button', { name: brochure.submit }).click();
      await expect(dialog).toContainText(brochure.errors.nameRequired);
      await dialog.getByLabel(brochure.nameLabel).fill('Test');
      await dialog.getByLabel(brochure.emailLabel).fill('not-an-email');
      await dialog.getByRole('button', { name: brochure.submit }).click();
      await expect(dialog).toContainText(brochure.errors.emailInvalid);
    });
  }
});

test.describe('right to left', () => {
  if (!localeCodes.includes('he')) return;
  test('the Hebrew home page mirrors: brand on the right, menu on the left, numbers left to right', async ({ page, isMobile }) => {
    await page.goto('/he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const viewport = page.viewportSize()!;
    const brand = (await page.getByRole('banner').getByRole('link').first().boundingBox())!;
    expect(brand.x + brand.width).toBeGreaterThan(viewport.width * 0.6);
    if (isMobile) {
      const menu = (await page.getByRole('button', { name: pageContext('he').t.common.menuButton }).boundingBox())!;
      expect(menu.x).toBeLessThan(brand.x);
    }
    const phone = page.getByRole('contentinfo').locator('bdi[dir="ltr"]').first();
    await expect(phone).toHaveCSS('direction', 'ltr');
    await expect(page.locator('main h1')).toHaveCSS('text-align', 'start');
  });

  test('Hebrew cards and lists align to the right, and a Hebrew page loads the Hebrew face', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(request.url());
    });
    await page.goto('/he/villas');
    // Where the title's words sit inside its card: against the right edge, with the room on the left.
    const gaps = await page.locator('main article').first().evaluate((card) => {
      const range = document.createRange();
      range.selectNodeContents(card.querySelector('h3')!);
      const text = range.getBoundingClientRect();
      const box = card.getBoundingClientRect();
      return { right: box.right - text.right, left: text.left - box.left };
    });
    expect(gaps.right).toBeLessThan(gaps.left);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').length)).toBeGreaterThanOrEqual(2);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
  });

  test('the testimonial keys follow the reading direction @once', async ({ page }) => {
    for (const [path, next, previous] of [['/', 'ArrowRight', 'ArrowLeft'], ['/he', 'ArrowLeft', 'ArrowRight']] as const) {
      await page.goto(path);
      const locale = path === '/' ? 'en' : 'he';
      const ctx = pageContext(locale);
      const carousel = ctx.t.home(ctx.f, ctx.v).testimonials.carousel;
      const dot = (n: number) => page.getByRole('button', { name: carousel.dotLabel.replace('{n}', String(n)) });
      await dot(1).focus();
      await page.keyboard.press(next);
      await expect(dot(2)).toHaveAttribute('aria-current', 'true');
      await expect(dot(2)).toBeFocused();
      await page.keyboard.press(previous);
      await page.keyboard.press(previous);
      await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    }
  });
});

test.describe('fonts by script', () => {
  test('an English page fetches neither the Cyrillic nor the Hebrew face @once', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(request.url());
    });
    await page.goto('/villas');
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    expect(fonts).toHaveLength(1);
  });
});

test.describe('the offer to read a page in the visitor language', () => {
  for (const locale of editions) {
    test(`a browser preferring ${locale} is offered the same page in it, once @once`, async ({ browser }) => {
      const info = locales.find((entry) => entry.code === locale)!;
      const context = await browser.newContext({ locale: info.intl });
      const page = await context.newPage();
      await page.goto('/villas');
      const suggestion = pageContext(locale).t.common.languageSuggestion;
      const offer = page.getByRole('complementary', { name: suggestion.text });
      await expect(offer).toBeVisible();
      await expect(offer).toHaveAttribute('lang', locale);
      await expect(offer).toHaveCSS('position', 'fixed');
      await expect(offer.getByRole('link', { name: suggestion.action })).toHaveAttribute('href', localizedPath(locale, 'villas'));
      await expect(page).toHaveURL(/\/villas$/);
      await offer.getByRole('button', { name: suggestion.dismiss }).click();
      await expect(offer).toBeHidden();
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('complementary', { name: suggestion.text })).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), SUGGESTION_DISMISSED_KEY)).not.toBeNull();
      await context.close();
    });
  }

  test('an English-preferring browser, and every edition page, get no offer @once', async ({ browser }) => {
    const english = await browser.newContext({ locale: 'en-GB' });
    const page = await english.newPage();
    await page.goto('/villas');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('complementary')).toHaveCount(0);
    await english.close();

    const german = await browser.newContext({ locale: 'de-DE' });
    const dePage = await german.newPage();
    await dePage.goto('/de/villas');
    await dePage.waitForLoadState('networkidle');
    await expect(dePage.getByRole('complementary')).toHaveCount(0);
    await german.close();
  });

  test('storage that throws still shows the offer and lets it be dismissed @once', async ({ browser }) => {
    const edition = locales.find((locale) => locale.code !== 'en')!;
    const context = await browser.newContext({ locale: edition.intl });
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new Error('denied');
        },
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    const suggestion = pageContext(edition.code).t.common.languageSuggestion;
    const offer = page.getByRole('complementary', { name: suggestion.text });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: suggestion.dismiss }).click();
    await expect(offer).toBeHidden();
    expect(errors).toEqual([]);
    await context.close();
  });
});

test('no language’s words ship in the shared JavaScript: islands get only their page’s words as props @once', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const dir = join(process.cwd(), 'out/_next/static/chunks');
  const chunks = readdirSync(dir).filter((name) => name.endsWith('.js')).map((name) => readFileSync(join(dir, name), 'utf8'));
  expect(chunks.length).toBeGreaterThan(3);
  for (const locale of localeCodes) {
    const { about, popup } = pageContext(locale).t.common;
    for (const text of [about, popup.greeting]) expect(chunks.some((chunk) => chunk.includes(text)), `${locale}: ${text}`).toBe(false);
  }
});
