import { CaesarResortPage, caesarResortMetadata } from '@/app/_pages/caesar-resort';

export const metadata = caesarResortMetadata('en');

export default function Page() {
  return <CaesarResortPage locale="en" />;
}
