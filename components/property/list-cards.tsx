import type { PlaceKey } from '@/content/facts/places';
import type { PageContext } from '@/lib/i18n/page';
import type { ListingList } from '@/lib/listings';
import { cardCopy, type ListingView } from '@/lib/listing';
import { listPagePath } from '@/lib/pagination';
import { fillTemplate } from '@/lib/i18n/message';
import { Pagination } from '@/components/ui/pagination';
import { PropertyGrid } from '@/components/property/property-grid';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';
import { TownLinks } from '@/components/property/town-links';
import { isTownList, townPagePath } from '@/lib/towns';
import { searchPaths } from '@/content/facts/routes';
import { localizedPath } from '@/lib/i18n/paths';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';

type Props = {
  ctx: PageContext;
  list: ListingList;
  /** One page of the list's cards (lib/listing listPage). */
  cards: ListingView[];
  page: number;
  pages: number;
  maxFeatures?: number;
  /** On a town's page (/villas/in/kyrenia): that town; its pages are numbered under its address. */
  town?: { place: PlaceKey; title: string };
};

/**
 * One page of a list's cards with links to its other pages and, on the villas and apartments, to the
 * list's town pages; when nothing is for sale, says so in the page's language and offers WhatsApp
 * instead of an empty grid.
 */
export function ListCards({ ctx, list, cards, page, pages, maxFeatures, town }: Props) {
  const { common } = ctx.t;
  const words = common.emptyList;
  const href = (n: number) => (town && isTownList(list) ? townPagePath(ctx.locale, list, town.place, n) : listPagePath(ctx.locale, list, n));
  return (
    <>
      {cards.length === 0 ? (
        <div className="mx-auto max-w-measure rounded-card bg-white p-6 text-center shadow-sm">
          <p className="text-xl font-semibold text-sea-950">{words.title}</p>
          <p className="mt-3 text-muted">{words.text}</p>
          <WhatsAppLink className="mt-6" message={fillTemplate(words.message, { page: town?.title ?? common.routeLabels[list] })} cta="empty-list">
            {words.action}
          </WhatsAppLink>
        </div>
      ) : (
        <>
          <PropertyGrid properties={cards} copy={cardCopy(ctx)} maxFeatures={maxFeatures} />
          <Pagination current={page} count={pages} href={href} copy={common.pagination} />
        </>
      )}
      {isTownList(list) ? <TownLinks ctx={ctx} list={list} current={town?.place} /> : null}
      <p className="mt-6">
        <AppLink href={localizedPath(ctx.locale, searchPaths.search)} className="inline-flex min-h-11 items-center gap-2 font-semibold text-sea-800 underline underline-offset-4 hover:text-sea-950">
          <Icon name="search" size="4" />
          {ctx.t.search.listLink}
        </AppLink>
      </p>
    </>
  );
}
