import { localeCodes } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { indexFiles } from '@/lib/search-index';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Per language, its facts file and its parts: /search-index/en.json, /search-index/en-0.json, … (lib/index-card.ts). */
export function generateStaticParams() {
  return localeCodes.flatMap((locale) => [
    { file: `${locale}.json` },
    ...indexFiles(pageContext(locale)).parts.map((_, part) => ({ file: `${locale}-${part}.json` })),
  ]);
}

/** A language's facts file or one of its parts, written to out/search-index/ by the static export. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  for (const locale of localeCodes) {
    if (file === `${locale}.json`) return Response.json(indexFiles(pageContext(locale)).facts);
    const part = file.startsWith(`${locale}-`) ? /^(\d+)\.json$/.exec(file.slice(locale.length + 1))?.[1] : undefined;
    const found = part === undefined ? undefined : indexFiles(pageContext(locale)).parts[Number(part)];
    if (found) return Response.json(found);
  }
  return new Response('Not found', { status: 404 });
}
