import { PaymentPlansPage, paymentPlansMetadata } from '@/app/_pages/payment-plans';
import { localeOf, type LangParams } from '@/lib/i18n/params';

export async function generateMetadata(props: LangParams) {
  return paymentPlansMetadata(await localeOf(props));
}

export default async function Page(props: LangParams) {
  return <PaymentPlansPage locale={await localeOf(props)} />;
}
