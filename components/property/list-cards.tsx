import type { PlaceKey } from '@/content/facts/places';
import type { PageContext } from '@/lib/i18n/page';
import type { ListingList } from '@/lib/listings';
import { cardCopy, type ListingView } from '@/lib/listing';
import { listPagePath } from '@/lib/pagination';
import { fillTemplate } from '@/lib/i18n/message';
import { Pagination } from '@/components/ui/pagination';
import { PropertyGrid } from '@/components/property/property-grid';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';
import { TownLinks, TypeLinks, type TypeKey } from '@/components/property/browse-links';
import { isTownList } from '@/lib/towns';
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
  /** The page opens with these cards (no hero above them): the first card's photo is its largest paint. */
  leadPhoto?: boolean;
  /**
   * On a town's page (/villas/in/kyrenia) or a type's (/apartments/penthouses): its title, which an
   * empty page's WhatsApp message names, and the address of its page n (numbered under its own).
   */
  within?: { title: string; pageHref: (n: number) => string; town?: PlaceKey; type?: TypeKey };
};

/**
 * One page of a list's cards with links to its other pages, to each type's page and, on the villas
 * and apartments, to the list's town pages; when nothing is for sale, says so in the page's language
 * and offers WhatsApp instead of an empty grid.
 */
export function ListCards({ ctx, list, cards, page, pages, maxFeatures, leadPhoto, within }: Props) {
  const { common } = ctx.t;
  const words = common.emptyList;
  const href = within?.pageHref ?? ((n: number) => listPagePath(ctx.locale, list, n));
  // The link to this very page is marked current: a list's first page, or a type's page.
  const currentType = within ? within.type : page === 1 ? list : undefined;
  return (
    <>
      {cards.length === 0 ? (
        <div className="mx-auto max-w-measure rounded-card bg-white p-6 text-center shadow-sm">
          <p className="text-xl font-semibold text-sea-950">{words.title}</p>
          <p className="mt-3 text-muted">{words.text}</p>
          <WhatsAppLink className="mt-6" message={fillTemplate(words.message, { page: within?.title ?? common.routeLabels[list] })} cta="empty-list">
            {words.action}
          </WhatsAppLink>
        </div>
      ) : (
        <>
          <PropertyGrid properties={cards} copy={cardCopy(ctx)} maxFeatures={maxFeatures} leadPhoto={leadPhoto} />
          <Pagination current={page} count={pages} href={href} copy={common.pagination} />
        </>
      )}
      {isTownList(list) && !within?.type ? <TownLinks ctx={ctx} list={list} current={within?.town} /> : null}
      <TypeLinks ctx={ctx} current={currentType} />
      <p className="mt-6">
        <AppLink href={localizedPath(ctx.locale, searchPaths.search)} className="inline-flex min-h-11 items-center gap-2 font-semibold text-sea-800 underline underline-offset-4 hover:text-sea-950">
          <Icon name="search" size="4" />
          {ctx.t.search.listLink}
        </AppLink>
      </p>
    </>
  );
}
