import type { PropertyCard as Property } from '@/content/types';
import { absoluteUrl } from '@/lib/metadata';
import { PropertyCard } from './property-card';

type Props = { properties: Property[]; path: string; maxFeatures?: number };

export function PropertyGrid({ properties, path, maxFeatures }: Props) {
  const pageUrl = absoluteUrl(path);
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {properties.map((property) => (
        <PropertyCard key={property.id} property={property} pageUrl={pageUrl} maxFeatures={maxFeatures} />
      ))}
    </div>
  );
}
