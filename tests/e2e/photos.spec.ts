import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, isPhoto, STOCK_PHOTO_HOST } from './support/fixtures';
import { desktopOnly, parsePolicy, scrollThrough } from './support/hardening';
import { htmlFiles } from '../../scripts/security-headers.mjs';
import { legalPaths } from '@/content/facts/routes';
import { localeCodes } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/i18n/paths';
import { allListings, listingPath } from '@/lib/listings';

// `npm run build:e2e` fills the stock folder from a stand-in host (tests/e2e/support/stock-stand-in.mjs)
// the way `npm run photos` does on the agency's machine, so this build serves every photo itself.

const OUT = join(process.cwd(), 'out');


test.describe('with the stock photos fetched, every photo comes from the site', () => {
  test('no page names the stock host, and the policy allows images from the site alone @once', () => {
    const pages = htmlFiles(OUT).map((file) => join(OUT, file));
    expect(pages.length).toBeGreaterThan(100);
    const naming = pages.filter((file) => readFileSync(file, 'utf8').includes(STOCK_PHOTO_HOST)).map((file) => file.slice(OUT.length));
    expect(naming, 'pages that still load a photo from the stock host').toEqual([]);
    // The site's policy, which every page gets (the CMS at /admin/ has its own, for photos being uploaded).
    const site = (JSON.parse(readFileSync(join(OUT, '_headers.json'), 'utf8')) as Record<string, Record<string, string>>)['*']!;
    expect(parsePolicy(site['content-security-policy']!)['img-src']).toEqual(["'self'"]);
  });

  // Home, a list and a listing in English, a listing in each other language: their photos, lazy ones
  // included, arrive from the site (every page's HTML is checked above).
  const listing = allListings.find((candidate) => candidate.status !== 'sold') ?? allListings[0]!;
  for (const locale of localeCodes) {
    for (const path of [...(locale === 'en' ? [localizedPath(locale, 'home'), localizedPath(locale, 'villas')] : []), listingPath(locale, listing)]) {
      test(`${path} shows every photo from the site in AVIF, and asks nothing of the stock host${desktopOnly(path)}`, async ({ page, foreignRequests }) => {
        const photos: string[] = [];
        page.on('requestfinished', (request) => {
          if (isPhoto(new URL(request.url()))) photos.push(request.url());
        });
        await page.goto(path);
        await scrollThrough(page);
        const images = page.locator('main img');
        // Each photo the browser has asked for (a lazy one in a gallery strip not scrolled sideways has
        // not been) has arrived and been decoded, in the format Chromium prefers.
        await expect
          .poll(() => images.evaluateAll((all) => (all as HTMLImageElement[]).filter((image) => image.currentSrc && (!image.complete || image.naturalWidth === 0)).length))
          .toBe(0);
        const sources = await images.evaluateAll((all) => (all as HTMLImageElement[]).filter((image) => image.currentSrc).map((image) => new URL(image.currentSrc).pathname));
        expect(sources.length).toBeGreaterThan(0);
        for (const source of sources) expect(source).toMatch(/^\/photos\/(stock|listings)\/.+\/\d+\.avif$/);
        expect(photos.length).toBeGreaterThanOrEqual(new Set(sources).size);
        expect(photos.every((url) => new URL(url).host === new URL(page.url()).host)).toBe(true);
        expect(foreignRequests).toEqual([]);
      });
    }

    test(`${localizedPath(locale, legalPaths.privacy)} says the photos come from the site itself @once`, async ({ page }) => {
      const ctx = pageContext(locale);
      const words = ctx.t.legal(ctx.f, ctx.v).privacy;
      await page.goto(localizedPath(locale, legalPaths.privacy));
      await expect(page.getByRole('main')).toContainText(words.photos.own);
      await expect(page.getByRole('main')).not.toContainText(words.photos.stockHost);
    });
  }
});
