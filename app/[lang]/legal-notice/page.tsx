import { LegalNoticePage, legalNoticeMetadata } from '@/app/_pages/legal';
import { localeOf, type LangParams } from '@/lib/i18n/params';

export async function generateMetadata(props: LangParams) {
  return legalNoticeMetadata(await localeOf(props));
}

export default async function Page(props: LangParams) {
  return <LegalNoticePage locale={await localeOf(props)} />;
}
