import { notFound } from 'next/navigation';
import { isLocale, prefixedLocales, type Locale } from '@/content/locales';

export type LangParams = { params: Promise<{ lang: string }> };

/** The editions under a prefix, for generateStaticParams. */
export function langParams(): { lang: string }[] {
  return prefixedLocales.map((lang) => ({ lang }));
}

export async function localeOf({ params }: LangParams): Promise<Locale> {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return lang;
}
