import { ApartmentsPage, apartmentsMetadata } from '@/app/_pages/apartments';

export const metadata = apartmentsMetadata('en');

export default function Page() {
  return <ApartmentsPage locale="en" />;
}
