import type { CardView } from '@/lib/listing';
import { PropertyCard, type PropertyCardCopy } from './property-card';

type Props = { properties: readonly CardView[]; copy: PropertyCardCopy; maxFeatures?: number };

export function PropertyGrid({ properties, copy, maxFeatures }: Props) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {properties.map((property) => (
        <PropertyCard key={property.id} property={property} copy={copy} maxFeatures={maxFeatures} />
      ))}
    </div>
  );
}
