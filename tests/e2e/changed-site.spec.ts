import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import S3rver from 's3rver';
import { test, expect, type Locator, type Page } from '@playwright/test';
import { legalPaths, searchPaths } from '@/content/facts/routes';
import { localeCodes, localeInfo, prefixedLocales, type Locale } from '@/content/locales';
import { listingInFieldOrder, stockPhotoLabel } from '@/lib/cms/config';
import { stockPhotoKeys } from '@/content/facts/photos';
import { pageContext } from '@/lib/i18n/page';
import { fillTemplate } from '@/lib/i18n/message';
import { localizedPath } from '@/lib/i18n/paths';
import { listingPath } from '@/lib/listings';
import { listingFileSchema, type ListingFile } from '@/lib/listings/schema';
import { filtersToQuery } from '@/lib/search';
import { videoOf } from '@/lib/video';
import { copyRepository, named, openCms, readRepository, ROOT, serve } from './support/cms';
import { cardOf } from './support/fixtures';
import { recordCspViolations } from './support/hardening';
import { addLanguage } from './support/new-language';
import { MIN_PHOTO_WIDTH } from '../../scripts/photos/sizes.mjs';

/*
 * The site as the agency changes it, on a copy of the repository built once as the pipeline builds it:
 * - staff use the CMS at /admin as they would on the live site, in Chromium with no network (the CMS's
 *   test backend keeps the repository's files in the browser's storage): they mark a home sold, change
 *   its price, add a listing with its own photo and its words in four languages, and a translator changes
 *   a German FAQ answer. The files the CMS writes change exactly what they changed and pass the build's
 *   schema;
 * - a listing gets a floor plan and a video tour;
 * - a new language is added as data (issue 42): a generated edition (Turkish codes, the English words with
 *   a marker), as the README's "Adding a language" says, with one entry in content/locales.ts and a folder
 *   of message files, nothing in app/, components/, lib/ or scripts/.
 * One build of all of it (a build is minutes on 2 cores, so the three share it), `npm run build` with no
 * form service or analytics set (npm test builds nothing else that way) and the photos in a bucket of
 * a real S3 server (s3rver), uploaded by `npm run photos:upload` (a second upload sends nothing), then keeps every page within
 * its budgets and without the analytics island, and shows the home sold in every language, the new
 * listing on its list, in the search and in the portal feed, the German answer, the plan and the video,
 * and every page of the new edition in its language.
 */

test.describe.configure({ mode: 'serial' });
type FileOf = { id: string; file: ListingFile; text: string };
const listings: FileOf[] = readdirSync(join(ROOT, 'content/listings'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => {
    const text = readFileSync(join(ROOT, 'content/listings', name), 'utf8');
    return { id: name.replace(/\.json$/, ''), file: listingFileSchema.parse(JSON.parse(text)), text };
  });
// A home for sale, a villa where there is one: staff mark it sold.
const forSale = listings.filter((listing) => listing.file.status !== 'sold');
const subject = forSale.find((listing) => listing.file.list === 'villas') ?? forSale[0];
const newPrice = subject ? (subject.file.price > 10_000 ? subject.file.price - 5000 : subject.file.price + 5000) : 0;
const subjectAt = subject && { id: subject.id, list: subject.file.list };

// The new listing: a reference no listing has, and a title that makes its address unique.
const referenceNumber = Math.max(100, ...listings.map((listing) => Number(listing.file.reference.split('-')[1]))) + 1;
const reference = `V-${referenceNumber}`;
const today = new Date().toISOString().slice(0, 10);
const place = 'lapta' as const;
// Its words in the four first editions as staff would write them; an edition added later gets the English marked with its code.
const written = {
  reference,
  price: 345_000,
  words: {
    en: { title: `Harbour View Villa ${reference}`, location: 'Lapta, Kyrenia', type: 'Sea View Villa', features: ['Private pool', 'Sea views', 'Walk to the harbour'], description: 'A three-bedroom villa above the harbour of Lapta with its own pool, a garden of olive trees and the sea in view from every room.' },
    de: { title: `Villa mit Hafenblick ${reference}`, location: 'Lapta bei Kyrenia', type: 'Villa mit Meerblick', features: ['Eigener Pool', 'Meerblick', 'Zu Fuß zum Hafen'], description: 'Eine Villa mit drei Schlafzimmern über dem Hafen von Lapta, mit eigenem Pool, einem Garten mit Olivenbäumen und Meerblick aus jedem Zimmer.' },
    ru: { title: `Вилла с видом на гавань ${reference}`, location: 'Лапта, Кирения', type: 'Вилла с видом на море', features: ['Собственный бассейн', 'Вид на море', 'Пешком до гавани'], description: 'Вилла с тремя спальнями над гаванью Лапты: собственный бассейн, сад с оливковыми деревьями и вид на море из каждой комнаты.' },
    he: { title: `וילה עם נוף לנמל ${reference}`, location: 'לאפטה, קירניה', type: 'וילה עם נוף לים', features: ['בריכה פרטית', 'נוף לים', 'הליכה לנמל'], description: 'וילה עם שלושה חדרי שינה מעל הנמל של לאפטה, עם בריכה פרטית, גינה של עצי זית ונוף לים מכל חדר בבית.' },
  },
  alt: { en: 'The pool and the sea beyond it', de: 'Der Pool und dahinter das Meer', ru: 'Бассейн и море за ним', he: 'הבריכה והים שמעבר לה' } as { en: string } & Record<string, string>,
};
type Words = (typeof written.words)['en'];
const inOwn = <T,>(given: Record<string, T>, english: T, mark: (value: T, locale: string) => T): Record<Locale, T> =>
  Object.fromEntries(localeCodes.map((locale) => [locale, given[locale] ?? mark(english, locale)])) as Record<Locale, T>;
const added = {
  reference,
  price: written.price,
  words: inOwn<Words>(written.words, written.words.en, (w, locale) => ({ ...w, title: `${w.title} (${locale})`, description: `${w.description} (${locale})` })),
  alt: inOwn<string>(written.alt, written.alt.en, (text, locale) => `${text} (${locale})`),
};
const slug = added.words.en.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const photoName = 'Pool and Sea 01.JPG';
const savedPhotoName = 'pool-and-sea-01.jpg';

// The villas page's words: a translator rewrites a German FAQ answer, the first that quotes no figure.
type FaqWords = { faq: { question: string; answer: string }[] };
const englishVillas = JSON.parse(readFileSync(join(ROOT, 'content/en/villas.json'), 'utf8')) as FaqWords;
const germanVillas = JSON.parse(readFileSync(join(ROOT, 'content/de/villas.json'), 'utf8')) as FaqWords;
const faqIndex = germanVillas.faq.findIndex((item) => !item.answer.includes('{'));
const germanAnswer = 'Die meisten Villen an der Küste haben einen eigenen Pool; Karte und Seite jeder Villa sagen, ob er privat oder geteilt ist.';

/** What the CMS saved, by path, shared by the steps. */
const saved: Record<string, Buffer> = {};

/** The editor's field for `label`, within `scope` (a group such as a language's words). */
const field = (scope: Page | Locator, label: string) => scope.getByRole('group', { name: named(`“${label}” Field`) });

/** Saves the entry, and waits until the CMS says it is saved. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Entry saved.' })).toBeVisible();
}

test.describe('the CMS at /admin @once', () => {
  // The whole form at once: the editor draws a field only once it is scrolled into view.
  test.use({ viewport: { width: 1280, height: 8000 } });

  // Nothing leaves the machine (a CDN font the CMS asks for first is refused by its own CSP anyway), and
  // no script comes from anywhere but the site: the CMS is bundled into the export.
  let foreignScripts: string[] = [];
  test.beforeEach(async ({ page }) => {
    foreignScripts = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).hostname !== '127.0.0.1') foreignScripts.push(request.url());
    });
    await page.context().route((url) => !['127.0.0.1', 'localhost'].includes(url.hostname), (route) => route.abort());
  });
  test.afterEach(() => {
    expect(foreignScripts).toEqual([]);
  });

  test('the CMS opens with no request off the site and no policy violation, in its own fonts', async ({ page }) => {
    const offSite: string[] = [];
    page.on('request', (request) => {
      const { protocol, hostname } = new URL(request.url());
      if (['http:', 'https:'].includes(protocol) && hostname !== '127.0.0.1') offSite.push(request.url());
    });
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`));
    });
    await openCms(page);
    await page.goto(`/admin/#/collections/listings`);
    await expect(page.getByRole('treeitem', { name: /^Listings/ })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'Entries' })).toBeVisible();
    // Every face the CMS declares loads (a face loads only once text needs it, so each is asked for).
    const faces = await page.evaluate(async () => {
      const all = [...document.fonts];
      await Promise.allSettled(all.map((face) => face.load()));
      return all.map((face) => `${face.family}: ${face.status}`);
    });
    expect(faces.length).toBeGreaterThan(0);
    expect(faces.filter((face) => !face.endsWith(': loaded'))).toEqual([]);
    expect(offSite).toEqual([]);
    expect(violations).toEqual([]);
  });

  test('staff mark a home sold and change its price: the file changes in those two fields only', async ({ page }) => {
    test.skip(!subject, 'the inventory has no home for sale');
    test.setTimeout(2 * 60_000);
    await openCms(page);
    await page.goto(`/admin/#/collections/listings/entries/${subject!.id}`);
    await expect(field(page, 'Status').getByRole('radio', { name: 'For sale' })).toBeVisible();
    await field(page, 'Status').getByRole('radio', { name: 'Sold' }).check();
    await field(page, 'Price (whole euros)').getByRole('spinbutton').fill(String(newPrice));
    await save(page);

    const path = `content/listings/${subject!.id}.json`;
    await expect.poll(async () => JSON.parse((await readRepository(page, 'content/listings'))[path]!.toString()).status).toBe('sold');
    const text = (await readRepository(page, 'content/listings'))[path]!.toString();
    // No key lost, none added, no null: the file is the old one with two values changed...
    const expected = { ...JSON.parse(subject!.text), status: 'sold', price: newPrice };
    expect(JSON.parse(text)).toEqual(expected);
    expect(text).not.toContain('null');
    // ...in the order the CMS writes, which is the files' own: only those two lines differ.
    expect(text).toBe(`${JSON.stringify(listingInFieldOrder(expected), null, 2)}\n`);
    if (subject!.text === `${JSON.stringify(listingInFieldOrder(JSON.parse(subject!.text)), null, 2)}\n`) {
      const before = subject!.text.split('\n');
      const changed = text.split('\n').filter((line, index) => line !== before[index]);
      expect(changed.map((line) => line.trim())).toEqual([`"status": "sold",`, `"price": ${newPrice},`]);
    }
    expect(listingFileSchema.safeParse(JSON.parse(text)).success).toBe(true);
    saved[path] = Buffer.from(text);
  });

  test('staff add a listing with its own photo and its words in every language', async ({ page }, testInfo) => {
    // About 40 s on an idle 2-core machine, 100 s beside the rest of the suite: every field is typed.
    test.setTimeout(5 * 60_000);
    await openCms(page);
    await page.goto('/admin/#/collections/listings/new');
    await field(page, 'Listed on').getByRole('radio', { name: 'Villas' }).check();
    await field(page, 'Place on its page').getByRole('spinbutton').fill('0');
    await field(page, 'Status').getByRole('radio', { name: 'For sale' }).check();
    await field(page, 'Price (whole euros)').getByRole('spinbutton').fill(String(added.price));
    await field(page, 'Payment plan').getByRole('button', { name: named('Add Payment plan') }).click();
    await page.getByRole('menuitem', { name: 'None (paid as the contract says)' }).click();
    await field(page, 'Bedrooms').getByRole('spinbutton').fill('3');
    await field(page, 'Bathrooms').getByRole('spinbutton').fill('2');
    await field(page, 'Area (m²)').getByRole('spinbutton').fill('185');
    await field(page, 'Kind of building').getByRole('radio', { name: 'House' }).check();
    await field(page, 'Title deed').getByRole('radio', { name: 'Turkish title' }).check();
    await field(page, 'Reference').getByRole('textbox').fill(reference);
    await field(page, 'Pool').getByRole('radio', { name: 'Its own' }).check();
    await field(page, 'Sea view from the home itself').getByRole('switch').check();
    await field(page, 'Stage').getByRole('radio', { name: 'Resale' }).check();
    const town = pageContext('en').t.listing.places[place];
    await field(page, 'Town').getByRole('combobox').click();
    await page.getByRole('option', { name: town, exact: true }).click();

    // The home's own photo, uploaded from the computer, with what it shows in every language.
    const photos = field(page, 'Photos');
    await photos.getByRole('button', { name: named('Add Photo') }).click();
    await page.getByRole('menuitem', { name: 'The home’s own photo' }).click();
    await photos.getByRole('button', { name: 'Browse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Image' });
    const photoFile = testInfo.outputPath(photoName);
    await sharp({ create: { width: 1800, height: 1200, channels: 3, background: { r: 30, g: 110, b: 170 } } }).jpeg().toFile(photoFile);
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await (await chooser).setFiles(photoFile);
    await dialog.getByRole('button', { name: 'Insert' }).click();
    const alt = field(page, 'What the photo shows, for a buyer who cannot see it');
    for (const locale of localeCodes) await alt.getByRole('textbox', { name: named(`${localeInfo(locale).name} (${locale})`) }).fill(added.alt[locale]);
    // Two stock photos after it, picked from the site's own list.
    const stock = stockPhotoKeys.slice(0, 2);
    for (const key of stock) {
      await photos.getByRole('button', { name: named('Add Photo') }).last().click();
      await page.getByRole('menuitem', { name: 'A stock photo' }).click();
      await field(photos, 'Stock photo').last().getByRole('combobox').click();
      await page.getByRole('option', { name: stockPhotoLabel(key), exact: true }).click();
    }
    await field(page, 'Price and status last checked with the seller').getByRole('textbox').fill(today);
    await field(page, 'Day it went on the site').getByRole('textbox').fill(today);

    for (const locale of localeCodes) {
      const words = field(field(page, 'Words'), `${localeInfo(locale).name} (${locale})`);
      const w = added.words[locale];
      const title = field(words, 'Title').getByRole('textbox');
      await title.fill(w.title);
      // Hebrew is typed right to left.
      expect(await title.evaluate((input) => input.matches(':dir(rtl)'))).toBe(localeInfo(locale).dir === 'rtl');
      await field(words, 'Location').getByRole('textbox').fill(w.location);
      await field(words, 'Type').getByRole('textbox').fill(w.type);
      const features = field(words, 'Features');
      for (const [index, feature] of w.features.entries()) {
        await features.getByRole('button', { name: named('Add Features') }).click();
        await features.getByRole('textbox').nth(index).fill(feature);
      }
      await field(words, 'Description').getByRole('textbox').fill(w.description);
    }
    await save(page);

    const path = `content/listings/${slug}.json`;
    await expect.poll(async () => Object.keys(await readRepository(page, 'content/listings')).filter((name) => name.startsWith(`content/listings/${slug}`)).sort()).toEqual([
      `content/listings/${slug}.json`,
      `content/listings/${slug}/${savedPhotoName}`,
    ]);
    const files = await readRepository(page, 'content/listings');
    const text = files[path]!.toString();
    const file = listingFileSchema.parse(JSON.parse(text));
    expect(text).not.toContain('null');
    expect(text).toBe(`${JSON.stringify(listingInFieldOrder(JSON.parse(text)), null, 2)}\n`);
    expect(file).toMatchObject({ list: 'villas', status: 'available', price: added.price, reference, place, stage: 'resale', plan: { kind: 'none' }, seaView: true, penthouse: false, priceIncludesVat: false, checkedOn: today, listedOn: today, words: added.words });
    expect(file.photos).toEqual([
      { type: 'own', file: savedPhotoName, alt: added.alt },
      ...stock.map((key) => ({ type: 'stock', key })),
    ]);
    // The photo is the file uploaded, byte for byte.
    expect(files[`content/listings/${slug}/${savedPhotoName}`]!.equals(readFileSync(photoFile))).toBe(true);
    saved[path] = files[path]!;
    saved[`content/listings/${slug}/${savedPhotoName}`] = files[`content/listings/${slug}/${savedPhotoName}`]!;
  });

  test('a translator changes a German FAQ answer beside its English: only that message changes', async ({ page }) => {
    test.setTimeout(2 * 60_000);
    expect(faqIndex, 'content/de/villas.json has a FAQ answer with no figure in it').toBeGreaterThanOrEqual(0);
    await openCms(page);
    await page.goto('/admin/#/collections/words/entries/villas');
    const panes = page.getByRole('radiogroup', { name: 'Switch Locale' });
    await panes.first().getByRole('radio', { name: 'German' }).check();
    // The English beside it, as the reference.
    await panes.last().getByRole('radio', { name: 'English' }).check();
    /** The FAQ item at `faqIndex` in a language's pane (its fields show once it is scrolled into view). */
    const item = (language: string) =>
      field(page.getByRole('group', { name: named(`Edit ${language} Content`) }), 'Faq')
        .getByRole('group')
        .filter({ has: page.getByRole('button', { name: 'Reorder Item' }) })
        .filter({ hasNot: page.getByRole('button', { name: named('Add Faq') }) })
        .nth(faqIndex);
    await item('English').scrollIntoViewIfNeeded();
    await expect(field(item('English'), 'Answer').getByRole('textbox')).toHaveValue(englishVillas.faq[faqIndex]!.answer);
    await item('German').scrollIntoViewIfNeeded();
    await expect(field(item('German'), 'Question').getByRole('textbox')).toHaveValue(germanVillas.faq[faqIndex]!.question);
    const answer = field(item('German'), 'Answer').getByRole('textbox');
    await expect(answer).toHaveValue(germanVillas.faq[faqIndex]!.answer);
    await answer.fill(germanAnswer);
    await save(page);

    const path = 'content/de/villas.json';
    await expect.poll(async () => (JSON.parse((await readRepository(page, 'content/de'))[path]!.toString()) as FaqWords).faq[faqIndex]!.answer).toBe(germanAnswer);
    const text = (await readRepository(page, 'content/de'))[path]!.toString();
    const expected = structuredClone(germanVillas);
    expected.faq[faqIndex]!.answer = germanAnswer;
    expect(text).toBe(`${JSON.stringify(expected, null, 2)}\n`);
    // The English and the other languages are as they were.
    const english = (await readRepository(page, 'content/en'))['content/en/villas.json']!.toString();
    expect(english).toBe(readFileSync(join(ROOT, 'content/en/villas.json'), 'utf8'));
    saved[path] = Buffer.from(text);
  });

  test('one production build of the changed site, its photos uploaded once to a bucket they load from, keeps every page within its budgets, shows the home sold in every language, the new listing on its list, in the search and in the portal feed, and the German FAQ answer', async ({ page }) => {
    test.setTimeout(15 * 60_000);
    expect(Object.keys(saved).length, 'the steps above saved their files').toBeGreaterThan(0);
    site = await buildChangedSite();
    const origin = site.origin;
    // Built without a form service or analytics, as a newcomer's first build: every page within its
    // budgets (scripts/page-weight.mjs), and none loads the analytics island.
    expect(site.weight.failed, site.weight.output).toBe(false);
    expect(site.weight.output).toMatch(/Analytics not configured: 0 of \d+ pages load its island\./);
    const newListing = { id: slug, list: 'villas' as const };

    // The portal feed (which the build validated against Kyero's schema) carries the new listing, the
    // first with a photo of its own, with that photo as a JPEG on the site at 1280 px or more; the home
    // marked sold has left it.
    const feed = await (await fetch(`${origin}/feeds/kyero.xml`)).text();
    const entry = feed.match(new RegExp(`<property>\\s*<id>${slug}</id>[\\s\\S]*?</property>`))?.[0] ?? '';
    expect(entry).toContain(`<ref>${reference}</ref>`);
    const images = [...entry.matchAll(/<url>([^<]+\.jpg)<\/url>/g)].map((match) => match[1]!);
    expect(images).toHaveLength(1);
    // Every photo is in the bucket, sent by the first upload; the second sent nothing; none is in out/.
    expect(site.uploads[0]).toMatch(/photos:upload: [1-9]\d* photos sent .*, 0 already in agency-photos/);
    expect(site.uploads[1]).toMatch(/photos:upload: 0 photos sent \(0 files, 0\.0 MiB\), [1-9]\d* already in agency-photos/);
    expect(existsSync(join(site.out, 'photos'))).toBe(false);
    expect(images[0]!.startsWith(`${bucket!.publicUrl}/`)).toBe(true);
    const photo = await fetch(images[0]!);
    expect(photo.status).toBe(200);
    const jpeg = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(jpeg.format).toBe('jpeg');
    expect(jpeg.width).toBeGreaterThanOrEqual(MIN_PHOTO_WIDTH);
    if (subject && saved[`content/listings/${subject.id}.json`]) expect(feed).not.toContain(`<id>${subject.id}</id>`);

    for (const locale of localeCodes) {
      const t = pageContext(locale).t;
      if (subject && saved[`content/listings/${subject.id}.json`]) {
        // The home's page stays, and says it is sold; its list no longer offers it.
        await page.goto(origin + listingPath(locale, subjectAt!));
        await expect(page.getByRole('heading', { name: t.listing.sold.title })).toBeVisible();
        await page.goto(origin + localizedPath(locale, subject.file.list));
        await expect(cardOf(page, listingPath(locale, subjectAt!))).toHaveCount(0);
      }
      // The new listing has its page with its own photo, a card on its list and a place in the search.
      await page.goto(origin + listingPath(locale, newListing));
      await expect(page.getByRole('heading', { level: 1, name: added.words[locale].title })).toBeVisible();
      const ownKeys = Object.entries(site.keys).flatMap(([folder, key]) => (folder.startsWith(`listings/${slug}/`) ? [`${bucket!.publicUrl}/${key}/`] : []));
      expect(ownKeys).toHaveLength(1);
      // Its first photo loads from the bucket, and so does every photo the page has loaded.
      const own = page.locator(`main img[src^="${ownKeys[0]}"]`).first();
      await own.scrollIntoViewIfNeeded();
      await expect.poll(() => own.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const loaded = await page.locator('main img').evaluateAll((images) => images.flatMap((image) => ((image as HTMLImageElement).naturalWidth > 0 ? [(image as HTMLImageElement).currentSrc] : [])));
      expect(loaded.filter((src) => !src.startsWith(`${bucket!.publicUrl}/`))).toEqual([]);
      await page.goto(origin + localizedPath(locale, 'villas'));
      await expect(cardOf(page, listingPath(locale, newListing))).toHaveCount(1);
      await page.goto(`${origin}${localizedPath(locale, searchPaths.search)}?${filtersToQuery({ town: place, sort: 'priceAsc' })}`);
      await expect(cardOf(page, listingPath(locale, newListing))).toHaveCount(1);
      // The privacy policy names the photo bucket by its host, as it now sees each visitor's IP address, and no longer says the photos come from the site.
      const privacy = pageContext(locale).t.legal(pageContext(locale).f, pageContext(locale).v).privacy;
      await page.goto(origin + localizedPath(locale, legalPaths.privacy));
      await expect(page.getByRole('main')).toContainText(fillTemplate(privacy.photos.bucket, { photoHost: new URL(bucket!.publicUrl).host }));
      await expect(page.getByRole('main')).not.toContainText(privacy.photos.own);
      // The German villas page answers as the translator wrote; the others as they did.
      if (saved['content/de/villas.json']) {
        await page.goto(origin + localizedPath(locale, 'villas'));
        await expect(page.getByText(germanAnswer)).toHaveCount(locale === 'de' ? 1 : 0);
      }
    }
  });
});

// --- The copy of the site with every change, built once.

const run = promisify(execFile);
const language = { code: 'tr', intl: 'tr-TR', name: 'Türkçe', marker: 'ᵀᴿ' };
/** What adding the language wrote, and what the copy's content check said. */
let languageAdded: { written: string[]; check: string } | undefined;

// A home for sale that staff do not mark sold gets the plan and the video (the new listing, if there is
// no other); another home keeps neither.
const planSubject: { id: string; data: ListingFile } | undefined = forSale.map((listing) => ({ id: listing.id, data: listing.file })).find((listing) => listing.id !== subject?.id);
const planAt = () => planSubject ?? { id: slug, data: listingFileSchema.parse(JSON.parse(saved[`content/listings/${slug}.json`]!.toString())) };
const videoAddress = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const video = videoOf(videoAddress)!;
const planAlt = Object.fromEntries(localeCodes.map((locale) => [locale, { en: 'Ground floor plan', de: 'Grundriss Erdgeschoss', ru: 'Планировка первого этажа', he: 'תוכנית קומת הקרקע' }[locale as string] ?? `Ground floor plan (${locale})`]));
const VIDEO_HOSTS = /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)$/;

let site: { dir: string; out: string; weight: { output: string; failed: boolean }; uploads: string[]; keys: Record<string, string>; origin: string; stop: () => void } | undefined;
let bucket: Awaited<ReturnType<typeof startBucket>> | undefined;

/** An S3 server (s3rver) with the agency's photo bucket, its files in the copy; the settings the upload reads, and the bucket's public address. */
async function startBucket(dir: string) {
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(dir, '.e2e/s3'), configureBuckets: [{ name: 'agency-photos', configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    publicUrl: `${endpoint}/agency-photos`,
    settings: { PHOTOS_BUCKET: 'agency-photos', PHOTOS_S3_ENDPOINT: endpoint, PHOTOS_S3_ACCESS_KEY_ID: 'S3RVER', PHOTOS_S3_SECRET_ACCESS_KEY: 'S3RVER' },
    stop: () => server.close(),
  };
}

/**
 * A copy of the repository with the CMS's commit, a floor plan and a video on a listing, and a new
 * language, then the content check and the test build there, served as the hosts serve it.
 */
async function buildChangedSite() {
  const repository = copyRepository();
  try {
    // The commit holds exactly the files staff changed.
    expect(repository.commit(saved, 'Changes from the CMS')).toEqual(Object.keys(saved).sort());
    const target = planAt();
    const plan = await sharp({ create: { width: 1400, height: 1000, channels: 3, background: { r: 250, g: 250, b: 245 } } }).png().toBuffer();
    const withPlan = { ...target.data, floorPlans: [{ file: 'plan-ground.png', alt: planAlt }], video: videoAddress };
    listingFileSchema.parse(withPlan);
    repository.commit({ [`content/listings/${target.id}.json`]: Buffer.from(`${JSON.stringify(withPlan, null, 2)}\n`), [`content/listings/${target.id}/plan-ground.png`]: plan }, 'A floor plan and a video tour');
    const written = addLanguage(repository.dir, language);
    const check = await run('npm', ['run', 'check:content'], { cwd: repository.dir, maxBuffer: 16 * 1024 * 1024 }).catch((error: { stdout: string; stderr: string }) => error);
    languageAdded = { written, check: `${check.stdout}${check.stderr}` };
    // The photos in a bucket (a real S3 server on this machine), as the pipeline deploys them at scale.
    bucket = await startBucket(repository.dir);
    const { out, output } = await repository.build({ NEXT_PUBLIC_PHOTOS_BASE_URL: bucket.publicUrl });
    // The pipeline's build checks the types: a change that breaks them never deploys.
    expect(output).toMatch(/Finished TypeScript in/);
    expect(output).not.toContain('Skipping validation of types');
    const uploads = [await repository.script('photos:upload', bucket.settings), await repository.script('photos:upload', bucket.settings)];
    // The budgets of every page as the pipeline builds it, with no analytics configured: no page loads its island.
    const env: NodeJS.ProcessEnv = { ...process.env };
    for (const name of Object.keys(env)) if (name.startsWith('NEXT_PUBLIC_')) delete env[name];
    const weight = await run('node', ['scripts/page-weight.mjs', '--check'], { cwd: repository.dir, env, maxBuffer: 16 * 1024 * 1024 }).catch(
      (error: { stdout: string; stderr: string }) => ({ stdout: `${error.stdout}${error.stderr}`, failed: true }),
    );
    const keys = (JSON.parse(readFileSync(join(repository.dir, 'public/photos/manifest.json'), 'utf8')) as { keys: Record<string, string> }).keys;
    return { dir: repository.dir, out, weight: { output: weight.stdout, failed: 'failed' in weight }, uploads, keys, ...(await serve(out)) };
  } catch (error) {
    rmSync(repository.dir, { recursive: true, force: true });
    throw error;
  }
}

test.afterAll(async () => {
  site?.stop();
  await bucket?.stop();
  if (site) rmSync(site.dir, { recursive: true, force: true });
});

/** Every HTML file under `dir`, relative to it. */
function pagesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pagesUnder(path).map((inner) => join(name, inner));
    return name.endsWith('.html') ? [name] : [];
  });
}

test('@once a generated new language builds every page with no code change', async ({ page }) => {
  expect(site, 'the changed site was built').toBeDefined();
  const { written, check } = languageAdded!;
  expect(written.filter((file) => /^(app|components|lib|scripts)\//.test(file))).toEqual([]);
  expect(written).toContain(`content/${language.code}/common.json`);
  expect(check).toMatch(/checked in [\d.]+ s: no problem/);

  const out = site!.out;
  // Every page another edition has, the new one has at the same place.
  const reference = prefixedLocales[0]!;
  const expected = pagesUnder(join(out, reference)).sort();
  const built = pagesUnder(join(out, language.code)).sort();
  expect(built).toEqual(expected);
  for (const file of built) {
    const html = readFileSync(join(out, language.code, file), 'utf8');
    expect(html, `${language.code}/${file}`).toContain(`<html lang="${language.code}"`);
    expect(html, `${language.code}/${file} shows the new language's words`).toContain(language.marker);
  }
  // The English home names it among the editions, and its pages are in the sitemap.
  const home = readFileSync(join(out, 'index.html'), 'utf8');
  expect(home).toMatch(new RegExp(`hreflang="${language.code}"`));
  expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain(`/${language.code}/`);

  // In the browser: the new edition's home is in its language, and the switcher offers it.
  await page.goto(`${site!.origin}/${language.code}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language.code);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(language.marker);
  await page.goto(`${site!.origin}/`);
  await expect(page.locator(`a[hreflang="${language.code}"]`).first()).toBeAttached();
});

test('a listing shows its floor plan, opening full size, and its video tour as a still; nothing comes from the video host before a tap @once', async ({ page }) => {
  expect(site, 'the changed site was built').toBeDefined();
  const target = planAt();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (VIDEO_HOSTS.test(new URL(request.url()).hostname)) asked.push(request.url());
  });
  // The player, as the host would send it (no network here): a page that says it plays.
  await page.route(`${video.origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title><p>Playing</p>' }));
  const violations = await recordCspViolations(page);

  for (const locale of localeCodes) {
    const w = pageContext(locale).t.listing;
    const path = listingPath(locale, { id: target.id, list: target.data.list });
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
    await expect(tour.getByRole('link', { name: fillTemplate(w.video.play, { title: target.data.words[locale].title }), exact: true })).toBeVisible();
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
  expect(site, 'the changed site was built').toBeDefined();
  const other = listings.find((listing) => listing.id !== planAt().id)!;
  const response = await page.goto(site!.origin + listingPath('en', { id: other.id, list: other.file.list }));
  expect(response!.headers()['content-security-policy']).not.toContain('frame-src');
  for (const locale of localeCodes) {
    await page.goto(site!.origin + localizedPath(locale, legalPaths.privacy));
    const videos = pageContext(locale).t.legal(pageContext(locale).f, pageContext(locale).v).privacy.videos;
    await expect(page.getByRole('heading', { name: videos.heading })).toBeVisible();
  }
});
