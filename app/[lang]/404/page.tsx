import type { Metadata } from 'next';
import { NotFoundContent, notFoundMetadata } from '@/app/_pages/not-found';
import { localeOf, type LangParams } from '@/lib/i18n/params';

/** out/<lang>/404.html: hosts answer unknown addresses under /<lang>/ with it (status 404). */
export async function generateMetadata(props: LangParams): Promise<Metadata> {
  return notFoundMetadata(await localeOf(props));
}

export default async function NotFoundPage(props: LangParams) {
  return <NotFoundContent locale={await localeOf(props)} />;
}
