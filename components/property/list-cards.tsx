import type { PageContext } from '@/lib/i18n/page';
import type { ListingList } from '@/lib/listings';
import type { ListingView } from '@/lib/listing';
import { listPagePath } from '@/lib/pagination';
import { fillTemplate } from '@/lib/i18n/message';
import { Pagination } from '@/components/ui/pagination';
import { PropertyGrid } from '@/components/property/property-grid';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';

type Props = {
  ctx: PageContext;
  list: ListingList;
  /** One page of the list's cards (lib/listing listPage). */
  cards: ListingView[];
  page: number;
  pages: number;
  maxFeatures?: number;
};

/**
 * One page of a list's cards with links to its other pages; when nothing on the list is for sale,
 * says so in the page's language and offers WhatsApp instead of an empty grid.
 */
export function ListCards({ ctx, list, cards, page, pages, maxFeatures }: Props) {
  const { common } = ctx.t;
  if (cards.length === 0) {
    const words = common.emptyList;
    return (
      <div className="mx-auto max-w-measure rounded-card bg-white p-6 text-center shadow-sm">
        <p className="text-xl font-semibold text-sea-950">{words.title}</p>
        <p className="mt-3 text-muted">{words.text}</p>
        <WhatsAppLink className="mt-6" message={fillTemplate(words.message, { page: common.routeLabels[list] })} cta="empty-list">
          {words.action}
        </WhatsAppLink>
      </div>
    );
  }
  return (
    <>
      <PropertyGrid properties={cards} copy={{ ...common.property, details: ctx.t.listing.details }} maxFeatures={maxFeatures} />
      <Pagination current={page} count={pages} href={(n) => listPagePath(ctx.locale, list, n)} copy={common.pagination} />
    </>
  );
}
