import type { Metadata } from 'next';
import { site } from '@/content/facts/site';
import { getDictionary } from '@/content/dictionaries';
import { fillTemplate } from '@/lib/template';
import { NotFoundContent } from '@/app/_pages/not-found';
import { localeOf, type LangParams } from '@/lib/i18n/params';

/** out/<lang>/404.html: hosts answer unknown addresses under /<lang>/ with it (status 404). */
export async function generateMetadata(props: LangParams): Promise<Metadata> {
  const { meta } = getDictionary(await localeOf(props)).notFound;
  return { title: { absolute: `${meta.title} | ${site.brand}` }, description: fillTemplate(meta.description, { brand: site.brand }), robots: { index: false } };
}

export default async function NotFoundPage(props: LangParams) {
  return <NotFoundContent locale={await localeOf(props)} />;
}
