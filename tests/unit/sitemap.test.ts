/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { GET } from '@/app/sitemap.xml/route';
import robots from '@/app/robots';
import { site } from '@/content/facts/site';
import { absoluteUrl } from '@/lib/i18n/paths';
import { allListings, type Listing } from '@/lib/listings';
import { sitemapEntries } from '@/lib/sitemap';
import { SITEMAP_LIMITS, SITEMAP_PATH, sitemapFiles, urlsetXml, type SitemapEntry, type SitemapFile } from '@/lib/sitemap-files';
import { builtSitemapUrls, writeSitemapParts } from '../../scripts/sitemap-parts.mjs';

/*
 * /sitemap.xml is one urlset while the site fits in one sitemap file (45,000 URLs, 45 MB), and past
 * that an index of parts, each within both limits, every URL in exactly one of them with its language
 * alternates. Every number is derived from the entries (the real inventory, or one grown from it).
 */

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name) });
const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

type ParsedUrl = { loc: string; 'xhtml:link'?: { hreflang: string; href: string }[] };

/** A well-formed file's root element and its content. */
function parse(file: Pick<SitemapFile, 'path' | 'xml'>) {
  const valid = XMLValidator.validate(file.xml);
  if (valid !== true) throw new Error(`${file.path} is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  return parser.parse(file.xml) as { urlset?: { xmlns: string; url?: ParsedUrl[] }; sitemapindex?: { xmlns: string; sitemap: { loc: string }[] } };
}

/** Each URL a part lists, with its alternates as the entries give them (read with an XML parser). */
function urlsOf(file: SitemapFile): Map<string, Record<string, string>> {
  const { urlset } = parse(file);
  if (!urlset) throw new Error(`${file.path} is not a urlset`);
  return new Map((urlset.url ?? []).map((url) => [url.loc, Object.fromEntries((url['xhtml:link'] ?? []).map((link) => [link.hreflang, link.href]))]));
}

const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!);

/**
 * The same for a large part, faster: checked well-formed by the XML validator, then read by pattern
 * (parsing tens of megabytes into objects would take most of the test's time).
 */
function urlsOfLarge(file: SitemapFile): Map<string, Record<string, string>> {
  const valid = XMLValidator.validate(file.xml);
  if (valid !== true) throw new Error(`${file.path} is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  expect(file.xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">\n/);
  const urls = new Map<string, Record<string, string>>();
  for (const [, body] of file.xml.matchAll(/<url>\n([\s\S]*?)<\/url>\n/g)) {
    const loc = unescape(/<loc>([^<]*)<\/loc>/.exec(body!)![1]!);
    if (urls.has(loc)) throw new Error(`${loc} twice in ${file.path}`);
    urls.set(loc, Object.fromEntries([...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)" \/>/g)].map(([, language, href]) => [unescape(language!), unescape(href!)])));
  }
  return urls;
}

/** Checks an index and its parts against the entries and limits; returns the parts. */
function checkSplit(entries: readonly SitemapEntry[], files: SitemapFile[], limits = SITEMAP_LIMITS, read = urlsOf): SitemapFile[] {
  const [index, ...parts] = files;
  expect(index!.path).toBe(SITEMAP_PATH);
  const { sitemapindex } = parse(index!);
  expect(sitemapindex?.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  // The index names every part by its absolute address, in order, and nothing else.
  expect(sitemapindex!.sitemap.map((part) => part.loc)).toEqual(parts.map((part) => `${site.url}${part.path}`));
  expect(parts.length).toBeGreaterThan(1);
  const seen = new Map<string, Record<string, string>>();
  for (const part of parts) {
    expect(part.path).toMatch(/^\/sitemaps\/\d+\.xml$/);
    expect(part.urls).toBeLessThanOrEqual(limits.urls);
    expect(bytes(part.xml)).toBeLessThanOrEqual(limits.bytes);
    const urls = read(part);
    expect(urls.size).toBe(part.urls);
    for (const [url, alternates] of urls) {
      if (seen.has(url)) throw new Error(`${url} is in more than one part`);
      seen.set(url, alternates);
    }
  }
  // Every entry exactly once over all the parts, with its alternates intact.
  expect(seen.size).toBe(entries.length);
  const same = (a: Record<string, string> | undefined, b: object | undefined) => JSON.stringify(a) === JSON.stringify(b);
  const problems = entries.filter((entry) => !same(seen.get(entry.url), entry.alternates?.languages)).map((entry) => `${entry.url}: ${JSON.stringify(seen.get(entry.url))}`);
  expect(problems).toEqual([]);
  return parts;
}

/**
 * An inventory grown from the real listings, as scripts/scale-inventory.mjs grows the files: copies
 * under new addresses and references, on the same lists, until the sitemap passes `urls` URLs.
 */
function grownInventory(urls: number): Listing[] {
  const originals = [...allListings];
  const inventory = [...originals];
  const copy = (index: number): Listing => {
    const original = originals[index % originals.length]!;
    const round = Math.floor(index / originals.length);
    return {
      ...original,
      id: `${original.id}-copy-${round}`,
      order: original.order + round * 1000,
      reference: original.reference.replace(/-(\d+)$/, (_, n: string) => `-${round}${n.padStart(4, '0')}`),
    };
  };
  // What one round of copies adds to the sitemap (their pages, and the list pages they fill) sets the pace.
  const before = sitemapEntries(inventory).length;
  while (inventory.length < 2 * originals.length) inventory.push(copy(inventory.length));
  const perListing = (sitemapEntries(inventory).length - before) / originals.length;
  for (let count = sitemapEntries(inventory).length; count <= urls; count = sitemapEntries(inventory).length) {
    const target = inventory.length + Math.ceil((urls - count) / perListing) + 1;
    while (inventory.length < target) inventory.push(copy(inventory.length));
  }
  return inventory;
}

describe('the sitemap of the site as it is', () => {
  const entries = sitemapEntries();

  it('is one urlset at /sitemap.xml, written as Next writes a sitemap, while it is within the limits', () => {
    const files = sitemapFiles(entries, absoluteUrl);
    const xml = urlsetXml(entries);
    expect(entries.length).toBeLessThanOrEqual(SITEMAP_LIMITS.urls);
    expect(bytes(xml)).toBeLessThanOrEqual(SITEMAP_LIMITS.bytes);
    expect(files).toEqual([{ path: SITEMAP_PATH, xml, urls: entries.length }]);
    // Byte for byte what Next's sitemap.ts writer gave for the same entries (nothing to escape in them).
    expect(xml).toBe(resolveSitemap(entries));
    const urls = urlsOf(files[0]!);
    expect([...urls.keys()]).toEqual(entries.map((entry) => entry.url));
    expect(robots().sitemap).toBe(`${site.url}${SITEMAP_PATH}`);
  });

  it('is what the /sitemap.xml route writes, and the build step then writes no parts', async () => {
    const response = GET();
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toBe(urlsetXml(entries));

    const out = mkdtempSync(join(tmpdir(), 'sitemap-'));
    try {
      writeFileSync(join(out, 'sitemap.xml'), xml);
      writeSitemapParts(out, sitemapFiles(entries, absoluteUrl));
      expect(existsSync(join(out, 'sitemaps'))).toBe(false);
      expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toBe(xml);
      expect(builtSitemapUrls(out)).toEqual(entries.map((entry) => entry.url));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('refuses to write parts beside a /sitemap.xml made from other data', () => {
    const out = mkdtempSync(join(tmpdir(), 'sitemap-'));
    try {
      writeFileSync(join(out, 'sitemap.xml'), urlsetXml(entries.slice(1)));
      expect(() => writeSitemapParts(out, sitemapFiles(entries, absoluteUrl))).toThrow(/sitemap\.xml is not the sitemap the data gives now/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('splits by bytes as written: one byte over the size of the urlset makes an index, each part within it', () => {
    const size = bytes(urlsetXml(entries));
    expect(sitemapFiles(entries, absoluteUrl, { urls: SITEMAP_LIMITS.urls, bytes: size })).toHaveLength(1);
    const limits = { urls: SITEMAP_LIMITS.urls, bytes: size - 1 };
    checkSplit(entries, sitemapFiles(entries, absoluteUrl, limits), limits);
    // A third of the size: at least three parts, each within it.
    const third = { urls: SITEMAP_LIMITS.urls, bytes: Math.ceil(size / 3) };
    expect(checkSplit(entries, sitemapFiles(entries, absoluteUrl, third), third).length).toBeGreaterThanOrEqual(3);
  });

  it('splits by count: one URL over the limit makes an index', () => {
    const limits = { urls: entries.length - 1, bytes: SITEMAP_LIMITS.bytes };
    const parts = checkSplit(entries, sitemapFiles(entries, absoluteUrl, limits), limits);
    expect(parts.map((part) => part.urls)).toEqual([entries.length - 1, 1]);
  });
});

describe('escaping', () => {
  // Fixture entries from real ones, with the characters XML must escape in their addresses.
  const entries: SitemapEntry[] = sitemapEntries().slice(0, 3).map((entry, index) => ({
    ...entry,
    url: `${entry.url}?a=${index}&b='<"q">'`,
    alternates: { languages: { ...entry.alternates?.languages, 'x-default': `${entry.url}?x=1&y=2` } },
  }));

  it('escapes addresses and alternates, counts the escaped bytes, and reads back as the addresses given', () => {
    const [file] = sitemapFiles(entries, absoluteUrl);
    expect(file!.xml).toContain('&amp;b=&apos;&lt;&quot;q&quot;&gt;&apos;');
    const urls = urlsOf(file!);
    for (const entry of entries) expect(urls.get(entry.url)).toEqual(entry.alternates?.languages);
    const size = bytes(file!.xml);
    expect(sitemapFiles(entries, absoluteUrl, { urls: entries.length, bytes: size })).toHaveLength(1);
    expect(sitemapFiles(entries, absoluteUrl, { urls: entries.length, bytes: size - 1 }).length).toBeGreaterThan(1);
  });

  it('names the entry when one alone is over the byte limit', () => {
    expect(() => sitemapFiles(entries, absoluteUrl, { urls: 10, bytes: 200 })).toThrow(new RegExp(`the entry for ${entries[0]!.url.replace(/[.?*+^$()[\]\\|]/g, '\\$&')} alone is \\d+ bytes`));
  });
});

describe('a sitemap grown past 45,000 URLs', () => {
  const inventory = grownInventory(SITEMAP_LIMITS.urls);
  const entries = sitemapEntries(inventory);
  const files = sitemapFiles(entries, absoluteUrl);

  it('is an index at /sitemap.xml naming parts, each within both limits, every URL in exactly one with its alternates', () => {
    expect(entries.length).toBeGreaterThan(SITEMAP_LIMITS.urls);
    const parts = checkSplit(entries, files, SITEMAP_LIMITS, urlsOfLarge);
    expect(parts.length).toBeGreaterThanOrEqual(Math.ceil(entries.length / SITEMAP_LIMITS.urls));
    // Every listing's page, the copies' too, in every language.
    const urls = new Set(entries.map((entry) => entry.url));
    expect(urls.size).toBe(entries.length);
  });

  it('is what the build writes: the index, the parts it names, and every page read back from them', () => {
    const out = mkdtempSync(join(tmpdir(), 'sitemap-'));
    try {
      writeFileSync(join(out, 'sitemap.xml'), files[0]!.xml);
      writeSitemapParts(out, files);
      for (const part of files.slice(1)) expect(readFileSync(join(out, part.path), 'utf8')).toBe(part.xml);
      expect(builtSitemapUrls(out)).toEqual(entries.map((entry) => entry.url));
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('a sitemap over 45 MB in fewer than 45,000 URLs', () => {
  it('is split by its bytes under the default limits', () => {
    // Fixture entries from the real ones with long addresses (a query string): the count stays small.
    const real = sitemapEntries();
    const padding = 'x'.repeat(Math.ceil((SITEMAP_LIMITS.bytes * 1.5) / real.length));
    const entries = real.map((entry) => ({ ...entry, url: `${entry.url}?p=${padding}` }));
    expect(entries.length).toBeLessThanOrEqual(SITEMAP_LIMITS.urls);
    const files = sitemapFiles(entries, absoluteUrl);
    expect(files.length).toBeGreaterThan(2);
    for (const part of files.slice(1)) expect(bytes(part.xml)).toBeLessThanOrEqual(SITEMAP_LIMITS.bytes);
    expect(files.slice(1).reduce((sum, part) => sum + part.urls, 0)).toBe(entries.length);
  });
});
