import { test, expect } from './support/fixtures';
import { apartmentListings, caesarListings, developments, featuredProjects, titleDeedTypes, villaListings } from '@/content/facts/listings';
import { localeCodes } from '@/content/locales';
import { guaranteeAnswerId, titleDeedText } from '@/lib/claims';
import { pageContext } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/i18n/paths';

/*
 * What buyers in North Cyprus ask first: every listing and project names its title deed, the guide
 * explains the three kinds and the risk from before 1974, and every rental guarantee is one tap from its
 * full terms. Checked in a browser in every language.
 */
test.describe('title deeds and guarantee terms @once', () => {
  for (const locale of localeCodes) {
    const ctx = pageContext(locale);
    const { common } = ctx.t;

    test(`every ${locale} card and project names its title deed`, async ({ page }) => {
      const pages = [
        { route: 'villas', titles: villaListings.map((listing) => titleDeedText(ctx, listing.titleDeed)) },
        { route: 'apartments', titles: apartmentListings.map((listing) => titleDeedText(ctx, listing.titleDeed)) },
        {
          route: 'caesarResort',
          titles: [...caesarListings, ...developments].map((item) => titleDeedText(ctx, item.titleDeed)),
        },
        { route: 'home', titles: featuredProjects.map((project) => titleDeedText(ctx, project.titleDeed)) },
      ] as const;
      for (const { route, titles } of pages) {
        await page.goto(localizedPath(locale, route));
        for (const title of new Set(titles)) {
          await expect(page.getByText(title, { exact: true }), `${route}: ${title}`).toHaveCount(titles.filter((one) => one === title).length);
        }
      }
    });

    test(`the ${locale} guide explains the three kinds of title deed and the pre-1974 risk`, async ({ page }) => {
      const guide = ctx.t.guide(ctx.f, ctx.v).titleDeeds;
      await page.goto(localizedPath(locale, 'guide'));
      const section = page.getByRole('region', { name: guide.title });
      for (const type of titleDeedTypes) {
        await expect(section.getByRole('term').filter({ hasText: common.titleDeeds[type] })).toBeVisible();
        await expect(section.getByRole('definition').filter({ hasText: guide.types[type] })).toBeVisible();
      }
      await expect(section.getByRole('heading', { name: guide.riskTitle })).toBeVisible();
      await expect(section.getByText(guide.risk)).toBeVisible();
    });

    test(`a ${locale} guarantee claim links to its terms, and the link opens the answer`, async ({ page }) => {
      await page.goto(localizedPath(locale, 'home'));
      await page.getByRole('link', { name: common.claims.guaranteeLink }).first().click();
      // Through the router once the page has hydrated; on a busy machine rendering the next page took over 10 s.
      await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, 'caesarResort')}#${guaranteeAnswerId}$`), { timeout: 30_000 });
      const answer = page.locator(`#${guaranteeAnswerId}`);
      await expect(answer).toHaveAttribute('open', '');
      await expect(answer.getByRole('paragraph')).toBeVisible();
    });
  }
});

