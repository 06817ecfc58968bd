import { ShortlistPage, shortlistMetadata } from '@/app/_pages/shortlist';
import { localeOf, type LangParams } from '@/lib/i18n/params';

export async function generateMetadata(props: LangParams) {
  return shortlistMetadata(await localeOf(props));
}

export default async function Page(props: LangParams) {
  return <ShortlistPage locale={await localeOf(props)} />;
}
