import { BrochurePage, brochureMetadata } from '@/app/_pages/brochure';
import { localeOf, type LangParams } from '@/lib/i18n/params';

export async function generateMetadata(props: LangParams) {
  return brochureMetadata(await localeOf(props));
}

export default async function Page(props: LangParams) {
  return <BrochurePage locale={await localeOf(props)} />;
}
