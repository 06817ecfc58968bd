import { PrivacyPage, privacyMetadata } from '@/app/_pages/legal';

export const metadata = privacyMetadata('en');

export default function Page() {
  return <PrivacyPage locale="en" />;
}
