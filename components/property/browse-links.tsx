import type { PlaceKey } from '@/content/facts/places';
import type { PageContext } from '@/lib/i18n/page';
import { onSale } from '@/lib/listings';
import { onSaleIn, townPagePath, townsOn, type TownList } from '@/lib/towns';
import { onSaleOfType, typePagePath, typesWithPage, type TypePageKind } from '@/lib/type-pages';
import { AppLink } from '@/components/ui/app-link';
import { cn } from '@/lib/cn';

type BrowseLink = { key: string; href: string; name: string; count: number };

/**
 * A heading and a row of links, each with how many homes are for sale behind it: the way to one
 * town or one type of home without JavaScript, and what search engines follow to those pages.
 */
function BrowseLinks({ ctx, id, heading, links, current }: { ctx: PageContext; id: string; heading: string; links: BrowseLink[]; current?: string }) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-lg font-semibold text-sea-950">
        {heading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.key}>
            <AppLink
              href={link.href}
              aria-current={link.key === current ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-base font-semibold',
                link.key === current ? 'border-sea-800 bg-sea-800 text-white' : 'border-sea-200 bg-white text-sea-800 hover:bg-sea-50',
              )}
            >
              {link.name}
              <span className={link.key === current ? 'text-white' : 'text-muted'}>({ctx.f.number(link.count)})</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Links to a list's page for each town it has homes in ("Villas by town"). */
export function TownLinks({ ctx, list, current }: { ctx: PageContext; list: TownList; /** The town whose page this is. */ current?: PlaceKey }) {
  const links = townsOn(list, ctx.inventory).map((place) => ({
    key: place,
    href: townPagePath(ctx.locale, list, place),
    name: ctx.t.listing.places[place],
    count: onSaleIn(list, place, ctx.inventory).length,
  }));
  return <BrowseLinks ctx={ctx} id={`${list}-by-town`} heading={ctx.t.common.towns.nav[list]} links={links} current={current} />;
}

/** What a page per type is: one of the three lists, or a type without a list of its own. */
export type TypeKey = 'villas' | 'apartments' | 'caesarResort' | TypePageKind;

/** Links to each type's page, in a buyer's order: villas, apartments, penthouses, studios, resort homes ("Homes by type"). */
export function TypeLinks({ ctx, current }: { ctx: PageContext; /** The type whose page this is. */ current?: TypeKey }) {
  const names = ctx.t.common.types.names;
  const list = (key: 'villas' | 'apartments' | 'caesarResort') => ({ key, href: ctx.href(key), name: names[key], count: onSale(key, ctx.inventory).length });
  const links = [
    list('villas'),
    list('apartments'),
    ...typesWithPage(ctx.inventory).map((kind) => ({ key: kind, href: typePagePath(ctx.locale, kind), name: names[kind], count: onSaleOfType(kind, ctx.inventory).length })),
    list('caesarResort'),
  ];
  return <BrowseLinks ctx={ctx} id="homes-by-type" heading={ctx.t.common.types.nav} links={links} current={current} />;
}
