import { SERVICES_ORIGIN } from './support/services';
import { publishedPress, reviews } from '@/lib/reviews';
import { pageContext } from '@/lib/i18n/page';
import { test, expect, expectNoAxeViolations, pauseClock, waitForHydration } from './support/fixtures';

const DEFAULT_MESSAGE = "Hi! I'm interested in North Cyprus properties. Can you help me?";

test.describe('home page', () => {
  test('shows the hero, benefits, projects, locations, investment, testimonials and closing call to action', async ({
    page,
    pageErrors,
    foreignRequests,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/^North Cyprus Properties for Sale \| .+/);

    const hero = page.locator('main section').first();
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('North Cyprus Properties for Sale');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const viewport = page.viewportSize();
    const heroBox = await hero.boundingBox();
    expect(heroBox!.height).toBeGreaterThanOrEqual(viewport!.height * 0.6 - 1);
    const heroWhatsApp = hero.getByRole('link', { name: /whatsapp/i });
    const heroLink = new URL((await heroWhatsApp.getAttribute('href'))!);
    expect(heroLink.host).toBe('wa.me');
    expect(heroLink.searchParams.get('text')).toBe(DEFAULT_MESSAGE);
    await expect(heroWhatsApp).toHaveAttribute('target', '_blank');

    const main = page.locator('main');
    // The comparison with Spain and Portugal is the computed saving per m², when the data supports one.
    const market = pageContext('en').v.market;
    for (const text of [...(market ? [pageContext('en').f.percent(market.lessPercent), 'Spain', 'Portugal', 'idealista'] : []), 'residen', '300+ sunny days']) {
      await expect(main).toContainText(text);
    }

    const projects = page.locator('#projects article');
    await expect(projects).toHaveCount(4);
    // A Caesar development's "from" is its listings' lowest price for sale; the others are their developers' list prices.
    const figures = pageContext('en');
    const expected = [
      ['Caesar Resort Collection', figures.f.euro(figures.v.developmentFrom.collection), /60-100 month interest-free/],
      ['Caesar Blue Villas', figures.f.euro(figures.v.developmentFrom.blueVillas), /7% rental guarantee/],
      ['Panah Construction', figures.f.euro(figures.v.projectFrom.panah), null],
      ['Aventus Residence', figures.f.euro(figures.v.projectFrom.aventus), null],
    ] as const;
    for (const [index, [name, price, highlight]] of expected.entries()) {
      const card = projects.nth(index);
      await expect(card.getByRole('heading')).toHaveText(name);
      await expect(card).toContainText(price);
      await expect(card.getByRole('img')).toHaveAttribute('alt', /.{10,}/);
      if (highlight) await expect(card).toContainText(highlight);
    }

    for (const place of ['Kyrenia', 'Iskele', 'Alsancak', 'Famagusta']) {
      await expect(main.getByRole('heading', { name: place })).toBeVisible();
    }
    const { f, v } = pageContext('en');
    // The middle tile counts the homes for sale now, from the inventory (it replaced an unsourced "50% cheaper");
    // the last is a published count of foreign buyers, with its source one tap away (it replaced an unsourced "10K+").
    for (const stat of ['300+', f.number(v.lists.villas.count + v.lists.apartments.count + v.lists.caesarResort.count), f.number(v.foreignBuyers.permits)]) {
      await expect(main.locator('dd', { hasText: stat })).toBeVisible();
    }
    const source = main.locator('dt', { hasText: String(v.foreignBuyers.year) }).getByRole('link');
    await expect(source).toHaveText(new RegExp(`^Source: ${v.foreignBuyers.publisher}, `));
    await expect(source).toHaveAttribute('href', v.foreignBuyers.source.url!);

    const carousel = page.getByRole('region', { name: /testimonials/i });
    await expect(carousel).toBeVisible();
    // Only real, consented reviews are shown, each with its stars (the test build's are stand-ins:
    // tests/fixtures/reviews-consented.json); the press strip lists only real, linked mentions.
    const real = reviews.testimonials.filter((review) => !review.sample);
    expect(real.length, 'the test build shows consented stand-in reviews').toBeGreaterThan(2);
    await expect(carousel.getByText(/Rated \d out of 5/)).toHaveCount(real.length);
    for (const review of reviews.testimonials.filter((item) => item.sample)) await expect(carousel).not.toContainText(review.words.en.text);
    await expect(main.getByRole('heading', { name: 'As featured in' })).toHaveCount(publishedPress().length > 0 ? 1 : 0);
    await expect(main.getByText(/How we collect reviews/)).toBeVisible();
    await expect(main.getByRole('button', { name: /brochure/i })).toBeVisible();

    expect(pageErrors).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });

  test('View Current Listings brings the featured projects into view', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'View Current Listings' }).click();
    await expect(page.getByRole('heading', { name: 'Featured projects' })).toBeInViewport();
    await expect(page).toHaveURL(/#projects$/);
  });

  test('the hero photo loads eagerly at high priority and the others lazily', async ({ page }) => {
    await page.goto('/');
    const heroImage = page.locator('main section').first().locator('img');
    await expect(heroImage).toHaveAttribute('fetchpriority', 'high');
    await expect(heroImage).not.toHaveAttribute('loading', 'lazy');
    await expect(heroImage).toHaveAttribute('srcset', /\/390\.webp 390w.*\/1920\.webp 1920w/s);
    await expect(page.locator('#projects img').first()).toHaveAttribute('loading', 'lazy');
  });

  test('testimonials rotate every 5 seconds, and the dots and Pause control them @once', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const carousel = page.getByRole('region', { name: /testimonials/i });
    await carousel.scrollIntoViewIfNeeded();
    const first = carousel.getByRole('button', { name: 'Show testimonial 1' });
    const second = carousel.getByRole('button', { name: 'Show testimonial 2' });
    await expect(first).toHaveAttribute('aria-current', 'true');
    // The rotation timer starts once the page has hydrated, which may be after the first tick:
    // move time a second at a time until the quote changes, and check it is the next one.
    await page.waitForLoadState('networkidle');
    await page.mouse.move(0, 0);
    await expect
      .poll(async () => {
        await page.clock.runFor(1000);
        return second.getAttribute('aria-current');
      }, { timeout: 15_000 })
      .toBe('true');
    await expect(first).not.toHaveAttribute('aria-current', 'true');

    await carousel.getByRole('button', { name: 'Show testimonial 3' }).click();
    await expect(carousel.getByRole('button', { name: 'Show testimonial 3' })).toHaveAttribute('aria-current', 'true');

    await carousel.getByRole('button', { name: 'Pause' }).click();
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    await page.clock.runFor(15000);
    await expect(carousel.getByRole('button', { name: 'Show testimonial 3' })).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('button', { name: 'Play' })).toBeVisible();
  });

  test('the brochure modal validates, sends to the form service, thanks the visitor for 2 seconds, then closes and clears', async ({ page }) => {
    await pauseClock(page);
    await page.goto('/');
    await waitForHydration(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      // Next prefetches routes with GET and HEAD; analytics events go to their own API.
      const sameSite = new URL(request.url()).host === new URL(page.url()).host;
      if (request.url().endsWith('/api/event')) return;
      if (!['GET', 'HEAD'].includes(request.method()) || !sameSite) {
        requests.push(`${request.method()} ${request.url()}`);
      }
    });
    const trigger = page.getByRole('button', { name: /brochure/i });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: /brochure/i });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Get the brochure' }).click();
    await expect(dialog).toContainText('Please enter your name.');
    await expect(dialog.getByLabel('Name')).toBeFocused();

    await dialog.getByLabel('Name').fill('Anna Schmidt');
    await dialog.getByLabel('Email').fill('anna@');
    await dialog.getByLabel('Phone').fill('call me');
    await dialog.getByRole('button', { name: 'Get the brochure' }).click();
    await expect(dialog).toContainText('valid email');
    await expect(dialog.getByLabel('Email')).toHaveValue('anna@');
    await expect(dialog.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Email').fill('anna@example.de');
    await dialog.getByLabel('Phone').fill('+49 170 1234567');
    await dialog.getByRole('button', { name: 'Get the brochure' }).click();
    await expect(dialog.getByRole('status')).toContainText('Your details have reached our sales team');
    await page.clock.runFor(1900);
    await expect(dialog).toBeVisible();
    await page.clock.runFor(200);
    await expect(dialog).toBeHidden();
    // One request: the details, to the configured form service (npm run build:e2e).
    expect(requests).toEqual([`POST ${SERVICES_ORIGIN}/lead`]);

    await trigger.click();
    await expect(dialog.getByLabel('Name')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expectNoAxeViolations(page);
  });
});
