import { BrochurePage, brochureMetadata } from '@/app/_pages/brochure';

export const metadata = brochureMetadata('en');

export default function Page() {
  return <BrochurePage locale="en" />;
}
