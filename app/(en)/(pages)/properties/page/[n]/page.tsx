import { SearchPage, searchMetadata, searchPageParams } from '@/app/_pages/search';

// Every home for sale, 12 a page, for a buyer without JavaScript: /properties/page/2, …
export const dynamicParams = false;
export const generateStaticParams = searchPageParams;

type Props = { params: Promise<{ n: string }> };

export async function generateMetadata({ params }: Props) {
  return searchMetadata('en', Number((await params).n));
}

export default async function Page({ params }: Props) {
  return <SearchPage locale="en" page={Number((await params).n)} />;
}
