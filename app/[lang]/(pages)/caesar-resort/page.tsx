import { CaesarResortPage, caesarResortMetadata } from '@/app/_pages/caesar-resort';
import { localeOf, type LangParams } from '@/lib/i18n/params';

export async function generateMetadata(props: LangParams) {
  return caesarResortMetadata(await localeOf(props));
}

export default async function Page(props: LangParams) {
  return <CaesarResortPage locale={await localeOf(props)} />;
}
