import { test, expect } from './support/fixtures';
import { attr, elements, first, parse, textContent } from '../../scripts/finish-export/dom.mjs';
import { brochurePaths, legalPaths, routeKeys } from '@/content/facts/routes';
import { agency } from '@/content/facts/site';
import { localeCodes } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/i18n/paths';

test.describe('legal notice and privacy policy @once', () => {
  for (const locale of localeCodes) {
    const ctx = pageContext(locale);
    const words = ctx.t.legal(ctx.f, ctx.v);
    const paths = [...routeKeys.map((route) => localizedPath(locale, route)), localizedPath(locale, brochurePaths.brochure), localizedPath(locale, legalPaths.privacy)];

    test(`every ${locale} page links its legal notice and privacy policy from the footer, in ${locale}`, async ({ request }) => {
      for (const path of paths) {
        const document = parse(await (await request.get(path)).text());
        const footer = first(document, 'footer');
        expect(footer, path).toBeTruthy();
        const links = elements(footer!, 'a').map((link) => [attr(link, 'href'), textContent(link).trim()]);
        expect(links, path).toContainEqual([localizedPath(locale, legalPaths.notice), words.footerNotice]);
        expect(links, path).toContainEqual([localizedPath(locale, legalPaths.privacy), words.footerPrivacy]);
      }
    });

    test(`${localizedPath(locale, legalPaths.notice)} names the agency, and ${localizedPath(locale, legalPaths.privacy)} says what is collected`, async ({ page }) => {
      await page.goto(localizedPath(locale, legalPaths.notice));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.notice.title);
      const main = page.getByRole('main');
      for (const fact of [agency.legalName, agency.representative, agency.street, agency.town, agency.email, agency.register, agency.vat, agency.licence, agency.euRepresentative, agency.responsible]) {
        await expect(main).toContainText(fact);
      }
      // The words around the values are the edition's own: no English label inside a German or Hebrew row.
      for (const label of Object.values(words.notice.labels)) await expect(main.locator('dt', { hasText: label }).first()).toBeVisible();
      await expect(main).toContainText(words.notice.values.country);
      await expect(main.getByRole('heading', { level: 2, name: words.notice.sections.at(-1)!.heading })).toBeVisible();

      await page.goto(localizedPath(locale, legalPaths.privacy));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.privacy.title);
      for (const section of [words.privacy.controller, words.privacy.form, words.privacy.storage, words.privacy.rights, words.privacy.objection]) {
        await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
      }
      await expect(page.getByRole('main')).toContainText('whatsapp-popup-closed-at');
      // The controller, its EU representative, the host and the form service are named, not referred to.
      for (const fact of [agency.legalName, agency.email, agency.euRepresentative, agency.host]) await expect(page.getByRole('main')).toContainText(fact);
      await expect(page.getByRole('main')).not.toContainText(/\{\w+\}/);
    });
  }
});
