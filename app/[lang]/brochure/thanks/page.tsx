import { BrochureThanksPage, brochureThanksMetadata } from '@/app/_pages/brochure';
import { localeOf, type LangParams } from '@/lib/i18n/params';

export async function generateMetadata(props: LangParams) {
  return brochureThanksMetadata(await localeOf(props));
}

export default async function Page(props: LangParams) {
  return <BrochureThanksPage locale={await localeOf(props)} />;
}
