import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, waitForHydration } from './support/fixtures';
import { site } from '@/content/facts/site';
import { apartmentListings, caesarListings, villaListings } from '@/content/facts/listings';
import type { FaqItem } from '@/content/types';
import { rentalScenarios, scenarioYears } from '@/content/facts/examples';
import { rentalScenario, scenarioPrice } from '@/lib/scenarios';
import { pageContext } from '@/lib/i18n/page';
import { PAGE_SIZE } from '@/lib/pagination';
import { listingViews, type ListingView } from '@/lib/listing';

// The English pages, checked against the English words and the facts.
const en = pageContext('en');
const { t, f, v } = en;

type Route = { path: string; h1: string; faq?: FaqItem[]; cards?: ListingView[] };

const GUIDE = '/blog/buying-property-in-north-cyprus-complete-guide';
const villasHero = t.villas(f, v).hero;

const routes: Route[] = [
  { path: '/villas', h1: villasHero.title, faq: t.villas(f, v).faq, cards: listingViews(en, villaListings) },
  {
    path: '/apartments',
    h1: t.apartments(f, v).hero.title,
    faq: t.apartments(f, v).faq,
    cards: listingViews(en, apartmentListings),
  },
  { path: '/investment', h1: t.investment(f, v).hero.title, faq: t.investment(f, v).faq },
  { path: '/payment-plans', h1: t.paymentPlans(f, v).hero.title, faq: t.paymentPlans(f, v).faq },
  {
    path: '/caesar-resort',
    h1: t.caesarResort(f, v).hero.title,
    faq: t.caesarResort(f, v).faq,
    cards: listingViews(en, caesarListings),
  },
  { path: GUIDE, h1: t.guide(f, v).hero.title },
];

function euros(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}

async function cardFigures(page: Page) {
  return page.locator('main article:has(ul[aria-label="Features"])').evaluateAll((cards) =>
    cards.map((card) => ({
      title: card.querySelector('h3')?.textContent ?? '',
      // As rendered: the price and the line under it are separate lines (textContent would run "€295,000" into "3 bedrooms").
      text: (card as HTMLElement).innerText,
      features: card.querySelectorAll('ul[aria-label="Features"] > li').length,
      enquiry: card.querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]')?.href ?? '',
      alt: card.querySelector('img')?.getAttribute('alt') ?? '',
    })),
  );
}

for (const route of routes) {
  test.describe(`${route.path}`, () => {
    test('has the shared landmarks, one h1 in a 60vh hero, and its own title', async ({ page, pageErrors, foreignRequests }) => {
      await page.goto(route.path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`\\| ${site.brand}$`));

      const hero = page.locator('main section').first();
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const height = (await hero.boundingBox())!.height;
      expect(height).toBeGreaterThanOrEqual(page.viewportSize()!.height * 0.6 - 1);

      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${route.path}$`));
      await page.mouse.wheel(0, 20000);
      // Errors from hydration and lazy photos arrive after load: wait for the page to settle first.
      await page.waitForLoadState('networkidle');
      expect(pageErrors).toEqual([]);
      expect(foreignRequests).toEqual([]);
    });

    if (route.faq) {
      const faq = route.faq;
      test('has every FAQ of its words, one open at a time, and clicking the open one closes it @once', async ({ page }) => {
        await page.goto(route.path);
        const section = page.locator('section', { has: page.getByRole('heading', { name: /Frequently Asked Questions/ }) });
        const items = section.locator('details');
        await expect(items).toHaveCount(faq.length);
        // Every answer is in the pre-rendered HTML, open or not.
        for (const [index, item] of faq.entries()) {
          await expect(items.nth(index).locator('summary')).toHaveText(item.question);
          await expect(items.nth(index)).toContainText(item.answer);
        }
        await items.nth(0).locator('summary').click();
        await expect(items.nth(0)).toHaveAttribute('open', '');
        await expect(items.nth(0).getByText(faq[0]!.answer)).toBeVisible();
        await items.nth(3).locator('summary').click();
        await expect(items.nth(3)).toHaveAttribute('open', '');
        await expect(items.nth(0)).not.toHaveAttribute('open', '');
        await expect(section.locator('details[open]')).toHaveCount(1);
        await items.nth(3).locator('summary').click();
        await expect(section.locator('details[open]')).toHaveCount(0);
      });
    }

    if (route.cards) {
      const cards = route.cards;
      test('shows its first page of property cards, each naming its price and asking on WhatsApp about that property', async ({ page }) => {
        await page.goto(route.path);
        const figures = await cardFigures(page);
        // Every home the list has for sale (content/listings), at most a page of them.
        expect(figures).toHaveLength(Math.min(PAGE_SIZE, cards.length));
        for (const [index, card] of figures.entries()) {
          const content = cards[index]!;
          expect(card.title).toBe(content.title);
          expect(card.text).toContain(content.priceText);
          expect(card.text).toMatch(/\d+ bathrooms?/);
          expect(card.text).toContain(`${content.area} m²`);
          expect(card.features).toBeLessThanOrEqual(3);
          expect(card.alt.length).toBeGreaterThan(10);
          const message = new URL(card.enquiry).searchParams.get('text') ?? '';
          expect(message).toContain(content.title);
          expect(message).toContain(content.priceText);
          expect(message).toContain(`${site.url}${route.path}`);
        }
      });
    }

    test('has no accessibility violations', async ({ page }) => {
      await page.goto(route.path);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('property ranges', () => {
  // From the listing files: an editor's price change changes the expectation, not the result.
  test('the villas page shows each villa for sale with its own price and rooms, and quotes the range they give', async ({ page }) => {
    await page.goto('/villas');
    const figures = await cardFigures(page);
    const cards = listingViews(en, villaListings).slice(0, 12);
    expect(figures.map((card) => euros(card.text.match(/€[\d,]+/)![0]))).toEqual(cards.map((card) => card.price));
    figures.forEach((card, index) => {
      expect(card.text).toContain(cards[index]!.bedroomsText);
      expect(card.text).toContain(cards[index]!.areaText);
      expect(card.features).toBeLessThanOrEqual(3);
    });
    const prices = villaListings.map((listing) => listing.price);
    await expect(page.locator('main section').first()).toContainText(f.euroRange(Math.min(...prices), Math.max(...prices)));
    await expect(page.getByRole('heading', { name: /Why buy a villa/ })).toBeVisible();
  });

  test('the apartments page starts at its cheapest apartment, and an apartment with no yield claims none', async ({ page }) => {
    await page.goto('/apartments');
    const hero = page.locator('main section').first();
    const lowest = Math.min(...apartmentListings.map((listing) => listing.price));
    await expect(hero).toContainText(`From ${f.euro(lowest)}`);
    const figures = await cardFigures(page);
    expect(Math.min(...figures.map((card) => euros(card.text.match(/€[\d,]+/)![0])))).toBe(lowest);
    for (const card of figures) expect(card.features).toBeLessThanOrEqual(3);
    for (const listing of apartmentListings.filter((entry) => entry.roi === undefined)) {
      const card = page.locator('main article', { hasText: listing.words.en.title });
      await expect(card).toHaveCount(1);
      await expect(card).not.toContainText('yield');
    }
    for (const tier of ['€80-120K', '€120-180K', '€180K+']) {
      await expect(page.getByRole('heading', { name: tier })).toBeVisible();
    }
  });

  test('the resort page marks one of four developments as the flagship, each with its price and guarantee', async ({ page }) => {
    await page.goto('/caesar-resort');
    await expect(page.getByText('Flagship', { exact: true })).toHaveCount(1);
    const developments = page.locator('#developments li');
    await expect(developments).toHaveCount(4);
    const flagship = developments.filter({ hasText: 'Flagship' });
    await expect(flagship.getByRole('heading', { level: 3 })).toHaveText('Caesar Resort Collection');
    // Each "from" price is the lowest of that development's homes for sale (or the developer's list price while none is).
    const { f, v } = pageContext('en');
    await expect(flagship.locator('dl')).toContainText(`Starting price${f.euro(v.developmentFrom.collection)}`);
    await expect(flagship.locator('dl')).toContainText('Developer’s guarantee7% for 3 years');
    await expect(developments.filter({ hasText: 'Caesar Blue Villas' }).locator('dl')).toContainText(f.euro(v.developmentFrom.blueVillas));
  });

  test('the investment scenarios show prices and the income they earn', async ({ page }) => {
    await page.goto('/investment');
    const main = page.locator('main');
    // The studio is priced as the cheapest such studio for sale (content/facts/examples.ts); the rent follows the price.
    const { f, inventory } = pageContext('en');
    for (const scenario of rentalScenarios) {
      const price = scenarioPrice(scenario, inventory);
      await expect(main).toContainText(f.euro(price));
      await expect(main).toContainText(f.euro(rentalScenario({ price, yieldPercent: scenario.yieldPercent }, scenarioYears).annual));
    }
    await expect(main).toContainText('9-11%');
  });

  test('the buying guide walks through eight steps and the cost example of the dated cost facts, with its sources', async ({ page }) => {
    await page.goto(GUIDE);
    const article = page.locator('main article');
    await expect(article).toHaveCount(1);
    await expect(article.getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
    for (let step = 1; step <= 8; step++) {
      await expect(article.getByRole('heading', { name: new RegExp(`^Step ${step}\\b`) })).toBeVisible();
    }
    const { f, v } = pageContext('en');
    const table = article.getByRole('table');
    await expect(table).toContainText(f.euro(v.costs.example.total));
    await expect(table).toContainText(f.percent(v.costs.example.extraPercent));
    for (const amount of Object.values(v.costs.example.lines).filter((value) => value > 0)) await expect(table).toContainText(f.euro(amount));
    const costs = article.locator('#costs');
    await expect(costs).toContainText(f.date(v.costs.confirmedOn ?? v.costs.asOf!));
    // Each source is a link to its page, marked as another site.
    await expect(costs.locator('a[rel~="external"]').first()).toHaveAttribute('href', /^https:\/\//);
    await expect(article.locator('a[href="/villas"]').first()).toBeVisible();
    await expect(article.locator('a[href="/apartments"]').first()).toBeVisible();
  });
});

test.describe('payment calculator', () => {
  test('opens at €200,000, 35% and 75 months and updates on every change @once', async ({ page }) => {
    await page.goto('/payment-plans');
    const calculator = page.locator('#calculator');
    await expect(calculator).toContainText('€70,000');
    await expect(calculator).toContainText('€130,000');
    await expect(calculator).toContainText('€1,733');
    await expect(calculator).toContainText(
      'Calculations are estimates. Actual terms depend on property selection and developer policies.',
    );

    const period = page.getByLabel('Payment period');
    await expect(period).toHaveValue('75');
    // The 12-month keyboard steps are the calculator's own; before hydration the slider is a plain range (a month a press).
    await waitForHydration(page);
    await period.focus();
    await page.keyboard.press('ArrowUp');
    await expect(period).toHaveValue('87');
    await expect(calculator).toContainText('87 months');
    await expect(calculator).toContainText('€1,494');
    await page.keyboard.press('Home');
    await expect(period).toHaveValue('36');
    await page.keyboard.press('ArrowRight');
    await expect(period).toHaveValue('48');
    await page.keyboard.press('End');
    await expect(period).toHaveValue('100');
    await expect(calculator).toContainText('€1,300');

    const price = page.getByLabel('Property price');
    await price.focus();
    await page.keyboard.press('ArrowRight');
    await expect(price).toHaveValue('210000');
    await expect(page).toHaveURL(/\?price=210000&down=35&months=100$/);

    const whatsapp = calculator.getByRole('link', { name: 'Discuss this plan on WhatsApp' });
    const message = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!;
    expect(message).toContain('€210,000');
    expect(message).toContain('100 months');
    expect(message).toContain('€1,365');
  });

  test('a shared plan reopens, and bad values are clamped instead of breaking the page @once', async ({ page, pageErrors }) => {
    await page.goto('/payment-plans?price=320000&down=40&months=60');
    await expect(page.getByLabel('Property price')).toHaveValue('320000');
    await expect(page.getByLabel('Down payment')).toHaveValue('40');
    await expect(page.getByLabel('Payment period')).toHaveValue('60');
    await expect(page.locator('#calculator')).toContainText('€3,200');

    await page.goto('/payment-plans?price=-5&down=abc&months=99999');
    await expect(page.getByLabel('Property price')).toHaveValue('50000');
    await expect(page.getByLabel('Down payment')).toHaveValue('35');
    await expect(page.getByLabel('Payment period')).toHaveValue('100');
    expect(pageErrors).toEqual([]);
  });
});

test.describe('navigation', () => {
  test('a tap on a slow connection shows "Loading…" until the next page arrives', async ({ page, isMobile }) => {
    // Hold every request for the next page's data for 2.5 s, as on a slow phone network. Set up
    // before the page loads, so that Next's viewport prefetch of /villas is held as well.
    await page.route(/\/villas(\.txt|\/|\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await page.goto('/');
    // Before hydration the link is plain HTML (a new document, no status of ours): this is about the router.
    await waitForHydration(page);
    if (isMobile) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Villas' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' }).first()).toBeVisible({ timeout: 2000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(villasHero.title, { timeout: 10_000 });
    await expect(page).toHaveURL(/\/villas$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]')).toHaveText('Villas');
  });
});
