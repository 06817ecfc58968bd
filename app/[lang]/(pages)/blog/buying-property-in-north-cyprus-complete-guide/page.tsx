import { GuidePage, guideMetadata } from '@/app/_pages/guide';
import { localeOf, type LangParams } from '@/lib/i18n/params';

export async function generateMetadata(props: LangParams) {
  return guideMetadata(await localeOf(props));
}

export default async function Page(props: LangParams) {
  return <GuidePage locale={await localeOf(props)} />;
}
