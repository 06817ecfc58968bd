import { SearchPage, searchMetadata, searchPageParams } from '@/app/_pages/search';
import { localeOf } from '@/lib/i18n/params';

// Every home for sale, 12 a page, for a buyer without JavaScript: /de/properties/page/2, …
export const dynamicParams = false;
export const generateStaticParams = searchPageParams;

type Props = { params: Promise<{ n: string; lang: string }> };

export async function generateMetadata({ params }: Props) {
  const { n, lang } = await params;
  return searchMetadata(await localeOf({ params: Promise.resolve({ lang }) }), Number(n));
}

export default async function Page({ params }: Props) {
  const { n, lang } = await params;
  return <SearchPage locale={await localeOf({ params: Promise.resolve({ lang }) })} page={Number(n)} />;
}
