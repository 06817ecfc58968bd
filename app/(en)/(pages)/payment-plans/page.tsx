import { PaymentPlansPage, paymentPlansMetadata } from '@/app/_pages/payment-plans';

export const metadata = paymentPlansMetadata('en');

export default function Page() {
  return <PaymentPlansPage locale="en" />;
}
