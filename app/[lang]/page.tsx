import { HomePage, homeMetadata } from '@/app/_pages/home';
import { localeOf, type LangParams } from '@/lib/i18n/params';

export async function generateMetadata(props: LangParams) {
  return homeMetadata(await localeOf(props));
}

export default async function Page(props: LangParams) {
  return <HomePage locale={await localeOf(props)} />;
}
