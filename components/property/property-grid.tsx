import type { CardView } from '@/lib/listing';
import { PropertyCard, type PropertyCardCopy } from './property-card';

/** `leadPhoto`: the page opens with this grid, so its first photo is the page's largest paint. */
type Props = { properties: readonly CardView[]; copy: PropertyCardCopy; maxFeatures?: number; leadPhoto?: boolean };

export function PropertyGrid({ properties, copy, maxFeatures, leadPhoto = false }: Props) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {properties.map((property, index) => (
        <PropertyCard key={property.id} property={property} copy={copy} maxFeatures={maxFeatures} lead={leadPhoto && index === 0} />
      ))}
    </div>
  );
}
