import { BrochureThanksPage, brochureThanksMetadata } from '@/app/_pages/brochure';

export const metadata = brochureThanksMetadata('en');

export default function Page() {
  return <BrochureThanksPage locale="en" />;
}
