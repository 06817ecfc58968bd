import { localeCodes, type Locale } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { indexFile } from '@/lib/search-index';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** One file per language: /search-index/en.json, /search-index/de.json, … */
export function generateStaticParams() {
  return localeCodes.map((locale) => ({ file: `${locale}.json` }));
}

/** A language's search index, written to out/search-index/<locale>.json by the static export. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const locale = localeCodes.find((code) => `${code}.json` === file) as Locale;
  return Response.json(indexFile(pageContext(locale)));
}
