import type { PlaceKey } from '@/content/facts/places';
import type { PageContext } from '@/lib/i18n/page';
import { onSaleIn, townPagePath, townsOn, type TownList } from '@/lib/towns';
import { AppLink } from '@/components/ui/app-link';
import { cn } from '@/lib/cn';

type Props = { ctx: PageContext; list: TownList; /** The town whose page this is. */ current?: PlaceKey };

/**
 * Links to a list's page for each town it has homes in, with how many are for sale there: the way
 * to one town without JavaScript, and what search engines follow to the town pages.
 */
export function TownLinks({ ctx, list, current }: Props) {
  const towns = townsOn(list, ctx.inventory);
  if (towns.length === 0) return null;
  const id = `${list}-by-town`;
  return (
    <nav aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-lg font-semibold text-sea-950">
        {ctx.t.common.towns.nav[list]}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {towns.map((place) => (
          <li key={place}>
            <AppLink
              href={townPagePath(ctx.locale, list, place)}
              aria-current={place === current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-base font-semibold',
                place === current ? 'border-sea-800 bg-sea-800 text-white' : 'border-sea-200 bg-white text-sea-800 hover:bg-sea-50',
              )}
            >
              {ctx.t.listing.places[place]}
              <span className={place === current ? 'text-white' : 'text-muted'}>({ctx.f.number(onSaleIn(list, place, ctx.inventory).length)})</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
