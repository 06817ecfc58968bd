import { ShortlistPage, shortlistMetadata } from '@/app/_pages/shortlist';

export const metadata = shortlistMetadata('en');

export default function Page() {
  return <ShortlistPage locale="en" />;
}
