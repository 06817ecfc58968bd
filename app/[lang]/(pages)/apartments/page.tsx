import { ApartmentsPage, apartmentsMetadata } from '@/app/_pages/apartments';
import { localeOf, type LangParams } from '@/lib/i18n/params';

export async function generateMetadata(props: LangParams) {
  return apartmentsMetadata(await localeOf(props));
}

export default async function Page(props: LangParams) {
  return <ApartmentsPage locale={await localeOf(props)} />;
}
