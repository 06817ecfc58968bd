import { LegalNoticePage, legalNoticeMetadata } from '@/app/_pages/legal';

export const metadata = legalNoticeMetadata('en');

export default function Page() {
  return <LegalNoticePage locale="en" />;
}
