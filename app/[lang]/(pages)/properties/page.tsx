import { SearchPage, searchMetadata } from '@/app/_pages/search';
import { localeOf, type LangParams } from '@/lib/i18n/params';

export async function generateMetadata(props: LangParams) {
  return searchMetadata(await localeOf(props));
}

export default async function Page(props: LangParams) {
  return <SearchPage locale={await localeOf(props)} />;
}
