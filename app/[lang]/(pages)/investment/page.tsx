import { InvestmentPage, investmentMetadata } from '@/app/_pages/investment';
import { localeOf, type LangParams } from '@/lib/i18n/params';

export async function generateMetadata(props: LangParams) {
  return investmentMetadata(await localeOf(props));
}

export default async function Page(props: LangParams) {
  return <InvestmentPage locale={await localeOf(props)} />;
}
