import { absoluteUrl } from '@/lib/i18n/paths';
import { sitemapEntries } from '@/lib/sitemap';
import { sitemapFiles } from '@/lib/sitemap-files';

export const dynamic = 'force-static';

/**
 * /sitemap.xml, which robots.txt names: the one urlset while the site is within a sitemap file's
 * limits, past them the index of /sitemaps/1.xml, … (lib/sitemap-files.ts). A route handler rather
 * than Next's `sitemap.ts`, whose writer cannot write an index; the parts are written into out/ after
 * `next build` by scripts/sitemap-parts.mjs (a static export cannot have a route with no pages, and a
 * small site has no parts).
 */
export function GET() {
  const [first] = sitemapFiles(sitemapEntries(), absoluteUrl);
  return new Response(first!.xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
