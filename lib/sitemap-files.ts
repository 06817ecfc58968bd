import type { MetadataRoute } from 'next';

/**
 * The sitemap as files: one urlset at /sitemap.xml while the site is small, and past the limits a
 * sitemap index at /sitemap.xml (robots.txt names that address either way) with the URLs split over
 * /sitemaps/1.xml, /sitemaps/2.xml, … The protocol allows 50,000 URLs and 50 MiB (uncompressed) per
 * file; we stop at 45,000 and 45 MB to keep a margin. Pure: entries in, file texts out; the bytes
 * counted are the UTF-8 bytes of the XML exactly as written.
 *
 * The XML is written as Next's own sitemap writer writes it (metadata route `sitemap.ts`), line for
 * line, so a small site's /sitemap.xml is byte-identical to what Next wrote, except that text and
 * attribute values are escaped (Next's writer does not escape: an `&` in an address would make its
 * file ill-formed).
 */

/** What a sitemap entry may say here: an address, its date, and its language alternates. */
export type SitemapEntry = Pick<MetadataRoute.Sitemap[number], 'url' | 'lastModified' | 'changeFrequency' | 'priority' | 'alternates'>;

export type SitemapLimits = { urls: number; bytes: number };

/** Per file: 45,000 URLs and 45 MB, under the protocol's 50,000 URLs and 50 MiB. */
export const SITEMAP_LIMITS: SitemapLimits = { urls: 45_000, bytes: 45_000_000 };

/** Where the index sits (robots.txt names it) and where its parts go: /sitemaps/1.xml, … */
export const SITEMAP_PATH = '/sitemap.xml';
export const sitemapPartPath = (part: number) => `/sitemaps/${part}.xml`;

/** One file of the sitemap: its path in the export, its text and how many URLs it lists (0 for the index). */
export type SitemapFile = { path: string; xml: string; urls: number };

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or an attribute value as XML: the five characters the sitemap protocol asks to escape, escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

const hasAlternates = (entry: SitemapEntry) => Object.keys(entry.alternates ?? {}).length > 0;

/** The opening of a urlset: the xhtml namespace when any entry has language alternates (as Next decides it). */
function urlsetOpening(withAlternates: boolean): string {
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}"${withAlternates ? ` xmlns:xhtml="${XHTML_NS}"` : ''}>\n`;
}
const URLSET_CLOSING = '</urlset>\n';

/** One <url> element with its alternates, date, frequency and priority, in Next's order. */
export function urlElement(entry: SitemapEntry): string {
  let xml = `<url>\n<loc>${escapeXml(entry.url)}</loc>\n`;
  const languages = entry.alternates?.languages as Record<string, string | undefined> | undefined;
  for (const [language, href] of Object.entries(languages ?? {})) {
    if (href === undefined) continue;
    xml += `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(href)}" />\n`;
  }
  if (entry.lastModified) {
    xml += `<lastmod>${escapeXml(entry.lastModified instanceof Date ? entry.lastModified.toISOString() : entry.lastModified)}</lastmod>\n`;
  }
  if (entry.changeFrequency) xml += `<changefreq>${escapeXml(entry.changeFrequency)}</changefreq>\n`;
  if (typeof entry.priority === 'number') xml += `<priority>${entry.priority}</priority>\n`;
  return `${xml}</url>\n`;
}

/** A urlset of `entries`, as one string. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return urlsetOpening(entries.some(hasAlternates)) + entries.map(urlElement).join('') + URLSET_CLOSING;
}

/** A sitemap index naming each part by its absolute address. */
export function sitemapIndexXml(partUrls: readonly string[]): string {
  const parts = partUrls.map((url) => `<sitemap>\n<loc>${escapeXml(url)}</loc>\n</sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${parts}</sitemapindex>\n`;
}

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The sitemap's files for `entries`. Within both limits: one file, the urlset at /sitemap.xml. Past
 * either: the index at /sitemap.xml first, then the parts, each filled in order with as many URLs as
 * fit under both limits (every entry in exactly one part, in the order given). `absolute` makes a
 * part's path the address the index names (the site's base URL).
 */
export function sitemapFiles(entries: readonly SitemapEntry[], absolute: (path: string) => string, limits: SitemapLimits = SITEMAP_LIMITS): SitemapFile[] {
  const withAlternates = entries.some(hasAlternates);
  const opening = urlsetOpening(withAlternates);
  const elements = entries.map(urlElement);
  const frame = utf8Bytes(opening) + utf8Bytes(URLSET_CLOSING);
  const sizes = elements.map(utf8Bytes);
  const total = sizes.reduce((sum, size) => sum + size, frame);
  if (entries.length <= limits.urls && total <= limits.bytes) {
    return [{ path: SITEMAP_PATH, xml: opening + elements.join('') + URLSET_CLOSING, urls: entries.length }];
  }

  const parts: SitemapFile[] = [];
  let start = 0;
  while (start < elements.length) {
    let end = start;
    let bytes = frame;
    while (end < elements.length && end - start < limits.urls && bytes + sizes[end]! <= limits.bytes) bytes += sizes[end++]!;
    if (end === start) {
      throw new Error(`sitemap: the entry for ${entries[start]!.url} alone is ${sizes[start]} bytes, more than the ${limits.bytes} a sitemap file may hold`);
    }
    parts.push({ path: sitemapPartPath(parts.length + 1), xml: opening + elements.slice(start, end).join('') + URLSET_CLOSING, urls: end - start });
    start = end;
  }
  const index = sitemapIndexXml(parts.map((part) => absolute(part.path)));
  if (parts.length > limits.urls || utf8Bytes(index) > limits.bytes) {
    throw new Error(`sitemap: ${entries.length} URLs make ${parts.length} parts, more than one sitemap index may list`);
  }
  return [{ path: SITEMAP_PATH, xml: index, urls: 0 }, ...parts];
}
