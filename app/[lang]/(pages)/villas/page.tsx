import { VillasPage, villasMetadata } from '@/app/_pages/villas';
import { localeOf, type LangParams } from '@/lib/i18n/params';

export async function generateMetadata(props: LangParams) {
  return villasMetadata(await localeOf(props));
}

export default async function Page(props: LangParams) {
  return <VillasPage locale={await localeOf(props)} />;
}
