import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, cardOf, waitForHydration } from './support/fixtures';
import { shortlistPaths } from '@/content/facts/routes';
import { localeCodes, type Locale } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { absoluteUrl, localizedPath } from '@/lib/i18n/paths';
import { allListings, listingPath, onSale, type Listing } from '@/lib/listings';
import { fillTemplate } from '@/lib/i18n/message';
import { SHORTLIST_KEY } from '@/lib/shortlist';

/*
 * The shortlist: a buyer saves homes on any page (no account; kept in this browser), finds them on
 * the shortlist page in any language, and sends them to the sales team as one WhatsApp message in
 * the page's language that names each home, its price and its page.
 */

const shortlistPath = (locale: Locale) => localizedPath(locale, shortlistPaths.shortlist);
const words = (locale: Locale) => pageContext(locale).t.shortlist;
const saveName = (locale: Locale, listing: Listing) => fillTemplate(words(locale).save, { title: listing.words[locale].title });

/** The first villas of the list's first page, and an apartment, all for sale: whatever the inventory holds. */
const villas = onSale('villas', allListings).slice(0, 2);
const apartment = onSale('apartments', allListings)[0]!;
const three = [...villas, apartment];

/** What the sales team should read: every saved home, in the order saved, in `locale`'s words. */
function expectedMessage(locale: Locale, listings: readonly Listing[]): string {
  const ctx = pageContext(locale);
  const w = ctx.t.shortlist.message;
  const lines = listings.map((listing, index) => `${index + 1}. ${fillTemplate(w.item, { title: listing.words[locale].title, price: ctx.f.euro(listing.price), url: absoluteUrl(listingPath(locale, listing)) })}`);
  return [w.intro, lines.join('\n'), w.outro].join('\n\n');
}

async function sentMessage(page: Page, locale: Locale): Promise<string> {
  const link = page.getByRole('link', { name: words(locale).send });
  return new URL((await link.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
}

async function stored(page: Page): Promise<string[]> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as string[], SHORTLIST_KEY);
}

/** Opens `path` with `ids` already saved in this browser. */
async function openWithSaved(page: Page, path: string, ids: readonly string[]) {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [SHORTLIST_KEY, JSON.stringify(ids)] as const);
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('the shortlist', () => {
  test('three homes saved on English pages are sent from a German page as one German message naming the three @once', async ({ page, pageErrors }) => {
    await page.goto('/villas');
    await waitForHydration(page);
    for (const villa of villas) {
      const save = cardOf(page, listingPath('en', villa)).getByRole('button', { name: saveName('en', villa) });
      await save.click();
      await expect(save).toHaveAttribute('aria-pressed', 'true');
    }
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: new RegExp(`^${words('en').headerLink}`) })).toHaveAccessibleName(
      `${words('en').headerLink}, ${fillTemplate(words('en').headerCount.other, { n: '2' })}`,
    );

    // The listing page's own button, with its words.
    await page.goto(listingPath('en', apartment));
    await waitForHydration(page);
    const save = page.getByRole('main').getByRole('button', { name: saveName('en', apartment) }).first();
    await expect(save).toHaveText(words('en').saveText, { useInnerText: true });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(save).toHaveText(words('en').savedText, { useInnerText: true });

    // The same page in German remembers it, and the header leads to the German shortlist.
    await page.getByRole('banner').locator('details summary').click();
    await page.getByRole('banner').getByRole('link', { name: 'Deutsch', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${listingPath('de', apartment)}$`));
    await waitForHydration(page);
    await expect(page.getByRole('main').getByRole('button', { name: saveName('de', apartment) }).first()).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('banner').getByRole('link', { name: new RegExp(`^${words('de').headerLink}`) }).click();
    await expect(page).toHaveURL(new RegExp(`${shortlistPath('de')}$`));

    await expect(page.getByRole('status').filter({ hasText: words('de').count.other.replace('{n}', '3') })).toBeVisible();
    await expect(page.locator('main article h3')).toHaveText(three.map((listing) => listing.words.de.title));
    await expect.poll(() => sentMessage(page, 'de')).toBe(expectedMessage('de', three));
    expect(pageErrors).toEqual([]);
  });

  test('a home taken off stays in view to be saved again, the count and the message follow; a listing gone from the site is dropped with a note @once', async ({ page, pageErrors }) => {
    await openWithSaved(page, shortlistPath('en'), [...three.map((listing) => listing.id), 'a-home-no-longer-listed']);
    const w = words('en');
    await expect(page.getByText(fillTemplate(w.removed.one!, { n: '1' }))).toBeVisible();
    expect(await stored(page)).toEqual(three.map((listing) => listing.id));
    await expect.poll(() => sentMessage(page, 'en')).toBe(expectedMessage('en', three));

    // Off with the keyboard: the card stays, unpressed; the count and the message drop it.
    const first = cardOf(page, listingPath('en', three[0]!)).getByRole('button', { name: saveName('en', three[0]!) });
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('main article')).toHaveCount(3);
    await expect(page.getByRole('status').filter({ hasText: fillTemplate(w.count.other, { n: '2' }) })).toBeVisible();
    await expect.poll(() => sentMessage(page, 'en')).toBe(expectedMessage('en', three.slice(1)));
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(`^${w.headerLink}`) })).toHaveAccessibleName(`${w.headerLink}, ${fillTemplate(w.headerCount.other, { n: '2' })}`);

    // And on again: it goes to the end of the list, as saved last.
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(await stored(page)).toEqual([...three.slice(1), three[0]!].map((listing) => listing.id));
    expect(pageErrors).toEqual([]);
  });

  test('an empty shortlist says how to fill it and leads to the search @once', async ({ page }) => {
    await page.goto(shortlistPath('en'));
    await waitForHydration(page);
    await expect(page.getByText(words('en').empty.title)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: words('en').empty.action })).toHaveAttribute('href', '/properties');
    await expect(page.getByRole('link', { name: words('en').send })).toHaveCount(0);
  });

  test('a browser that refuses to store anything still saves for the visit, and the shortlist says it will not last @once', async ({ page, pageErrors }) => {
    await page.addInitScript(() => {
      for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
        Storage.prototype[method] = () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        };
      }
    });
    await page.goto('/villas');
    await waitForHydration(page);
    const save = cardOf(page, listingPath('en', villas[0]!)).getByRole('button', { name: saveName('en', villas[0]!) });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    // A client navigation keeps the page's scripts, and so the list.
    await page.getByRole('banner').getByRole('link', { name: new RegExp(`^${words('en').headerLink}`) }).click();
    await expect(page).toHaveURL(/\/shortlist$/);
    await expect(page.getByText(words('en').notKept)).toBeVisible();
    // The saved home's card comes with its part of the search index, after the page's own words.
    await expect(page.locator('main article h3')).toHaveText([villas[0]!.words.en.title]);
    expect(pageErrors).toEqual([]);
  });

  test('without JavaScript there is no button that would do nothing, and the shortlist page says what to do instead @once', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/villas');
    await expect(cardOf(page, listingPath('en', villas[0]!)).getByRole('button', { name: saveName('en', villas[0]!) })).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: words('en').headerLink })).toBeHidden();
    await page.goto(shortlistPath('en'));
    await expect(page.getByText(words('en').noScript)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: pageContext('en').t.search.headerLink })).toBeVisible();
    await context.close();
  });

  for (const locale of localeCodes) {
    test(`${shortlistPath(locale)} passes axe with three homes, on a 360 px phone and on desktop${locale === 'he' ? ', right to left' : ''}`, async ({ page }, testInfo) => {
      if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 360, height: 780 });
      await openWithSaved(page, shortlistPath(locale), three.map((listing) => listing.id));
      await expect(page.locator('main article')).toHaveCount(3);
      expect(await page.locator('main').evaluate((element) => getComputedStyle(element).direction)).toBe(locale === 'he' ? 'rtl' : 'ltr');
      await expectNoAxeViolations(page);
    });
  }
});
