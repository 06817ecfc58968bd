import type { Location } from '@/content/types';
import { Icon } from '@/components/ui/icon';

export function LocationList({ locations }: { locations: Location[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {locations.map((location) => (
        <li key={location.name} className="rounded-card bg-white p-6 shadow-card">
          <h3 className="flex items-center gap-2 text-lg font-semibold text-sea-950">
            <Icon name="pin" className="text-sand-700" />
            {location.name}
          </h3>
          <p className="mt-2 leading-relaxed text-muted">{location.text}</p>
        </li>
      ))}
    </ul>
  );
}
