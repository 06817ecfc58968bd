import { SearchPage, searchMetadata } from '@/app/_pages/search';

export const metadata = searchMetadata('en');

export default function Page() {
  return <SearchPage locale="en" />;
}
