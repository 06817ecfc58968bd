import { GuidePage, guideMetadata } from '@/app/_pages/guide';

export const metadata = guideMetadata('en');

export default function Page() {
  return <GuidePage locale="en" />;
}
