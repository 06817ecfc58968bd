import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { test, expect } from '@playwright/test';
import { legalPaths } from '@/content/facts/routes';
import { localeCodes } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { fillTemplate } from '@/lib/i18n/message';
import { localizedPath } from '@/lib/i18n/paths';
import { listingPath } from '@/lib/listings';
import { listingFileSchema } from '@/lib/listings/schema';
import { videoOf } from '@/lib/video';
import { copyRepository, ROOT, serve } from './support/cms';
import { recordCspViolations } from './support/hardening';

/*
 * A listing given a floor plan and a video tour (on a copy of the repository, built as the pipeline
 * builds it): the page shows the plan, opening full size, and the video as a still with a play
 * button. Nothing is asked of the video's host until the buyer taps play; then its privacy-mode
 * player loads, which only this page's policy lets it frame.
 */
test.describe.configure({ mode: 'serial' });

const files = readdirSync(join(ROOT, 'content/listings'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({ id: name.replace(/\.json$/, ''), data: JSON.parse(readFileSync(join(ROOT, 'content/listings', name), 'utf8')) }));
// A home for sale gets the plan and the video; another keeps neither.
const subject = files.find((file) => file.data.status !== 'sold')!;
const other = files.find((file) => file.id !== subject.id)!;
const videoAddress = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const video = videoOf(videoAddress)!;
const planAlt = Object.fromEntries(localeCodes.map((locale) => [locale, { en: 'Ground floor plan', de: 'Grundriss Erdgeschoss', ru: 'Планировка первого этажа', he: 'תוכנית קומת הקרקע' }[locale as string] ?? `Ground floor plan (${locale})`]));
const VIDEO_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)$/;

let site: { origin: string; stop: () => void } | undefined;
let dir: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(10 * 60_000);
  const repository = copyRepository();
  dir = repository.dir;
  const plan = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: { r: 250, g: 250, b: 245 } } }).png().toBuffer();
  const changed = { ...subject.data, floorPlans: [{ file: 'plan-ground.png', alt: planAlt }], video: videoAddress };
  listingFileSchema.parse(changed);
  repository.commit({ [`content/listings/${subject.id}.json`]: Buffer.from(`${JSON.stringify(changed, null, 2)}\n`), [`content/listings/${subject.id}/plan-ground.png`]: plan }, 'A floor plan and a video tour');
  site = await serve(await repository.build());
});

test.afterAll(() => {
  site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the listing shows its floor plan, opening full size, and its video tour as a still; nothing comes from the video host before a tap @once', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) asked.push(request.url());
  });
  // The player, as the host would send it (no network here): a page that says it plays.
  await page.route(`${video.origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Playing</p>' }));
  const violations = await recordCspViolations(page);

  for (const locale of localeCodes) {
    const w = pageContext(locale).t.listing;
    const path = listingPath(locale, { id: subject.id, list: subject.data.list });
    const response = await page.goto(site!.origin + path);
    // Only this page's policy lets it frame the player, and only from its privacy-mode origin.
    expect(response!.headers()['content-security-policy']).toMatch(new RegExp(`frame-src ${video.origin.replace(/\./g, '\\.')}(;|$)`));

    const plans = page.getByRole('region', { name: w.floorPlans.title });
    const planLink = plans.getByRole('link', { name: planAlt[locale] });
    await expect(planLink).toBeVisible();
    const full = await page.request.get(new URL((await planLink.getAttribute('href'))!, site!.origin).toString());
    expect(full.status()).toBe(200);
    expect((await sharp(await full.body()).metadata()).width).toBe(1400);

    const tour = page.getByRole('region', { name: w.video.title });
    await tour.scrollIntoViewIfNeeded();
    await expect(tour.getByRole('link', { name: fillTemplate(w.video.play, { title: subject.data.words[locale].title }), exact: true })).toBeVisible();
    await expect(tour.locator('iframe')).toHaveCount(0);
  }
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);

  // A tap plays it, in the page, from the privacy-mode player.
  const tour = page.getByRole('region', { name: pageContext('he').t.listing.video.title });
  await tour.locator(`a[data-video-origin="${video.origin}"]`).click();
  const frame = tour.locator('iframe');
  await expect(frame).toHaveAttribute('src', video.embed);
  await expect(page.frameLocator(`iframe[src="${video.embed}"]`).getByText('Playing')).toBeVisible();
  expect(asked.every((url) => url.startsWith(`${video.origin}/`))).toBe(true);
  expect(await violations()).toEqual([]);
});

test('another listing’s page may frame nothing, and the privacy policy says what a tap sends @once', async ({ page }) => {
  const response = await page.goto(site!.origin + listingPath('en', { id: other.id, list: other.data.list }));
  expect(response!.headers()['content-security-policy']).not.toContain('frame-src');
  for (const locale of localeCodes) {
    await page.goto(site!.origin + localizedPath(locale, legalPaths.privacy));
    const videos = pageContext(locale).t.legal(pageContext(locale).f, pageContext(locale).v).privacy.videos;
    await expect(page.getByRole('heading', { name: videos.heading })).toBeVisible();
  }
});
