import { PrivacyPage, privacyMetadata } from '@/app/_pages/legal';
import { localeOf, type LangParams } from '@/lib/i18n/params';

export async function generateMetadata(props: LangParams) {
  return privacyMetadata(await localeOf(props));
}

export default async function Page(props: LangParams) {
  return <PrivacyPage locale={await localeOf(props)} />;
}
