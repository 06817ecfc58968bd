import { VillasPage, villasMetadata } from '@/app/_pages/villas';

export const metadata = villasMetadata('en');

export default function Page() {
  return <VillasPage locale="en" />;
}
