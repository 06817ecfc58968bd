import { InvestmentPage, investmentMetadata } from '@/app/_pages/investment';

export const metadata = investmentMetadata('en');

export default function Page() {
  return <InvestmentPage locale="en" />;
}
