import { preload } from 'react-dom';
import type { Metadata } from 'next';
import { ALERT_SECTION } from '@/lib/lead';
import { RequestSection } from '@/components/lead/request-section';
import { placeKeys } from '@/content/facts/places';
import { routePhotos, searchPaths } from '@/content/facts/routes';
import type { Locale } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { fillTemplate } from '@/lib/i18n/message';
import { absoluteUrl, localizedPath } from '@/lib/i18n/paths';
import type { Listing } from '@/lib/listings';
import { cardCopy } from '@/lib/listing';
import { pageMetadata } from '@/lib/metadata';
import { pageCount, pageSlice, PAGE_SEGMENT } from '@/lib/pagination';
import { indexWords, searchIndex, searchIndexPath } from '@/lib/search-index';
import { offeredSorts } from '@/lib/search';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Pagination } from '@/components/ui/pagination';
import { PropertyGrid } from '@/components/property/property-grid';
import { TownLinks, TypeLinks } from '@/components/property/browse-links';
import { SearchIsland } from '@/components/search/search-island';

/** Page `page` of the search page without filters (/properties, /properties/page/2): how a buyer without JavaScript sees every home. */
export function searchPagePath(locale: Locale, page = 1): string {
  const root = localizedPath(locale, searchPaths.search);
  return page <= 1 ? root : `${root}/${PAGE_SEGMENT}/${page}`;
}

/**
 * The later pages of the unfiltered search, for the static export. /properties/page/1 is always
 * there (a static export fails on a dynamic route without a page); it is not for search engines.
 */
export function searchPageParams(): { n: string }[] {
  const pages = pageCount(searchIndex(pageContext('en')).length);
  return Array.from({ length: pages }, (_, index) => ({ n: String(index + 1) }));
}

function title(locale: Locale, page: number): string {
  const ctx = pageContext(locale);
  return page > 1 ? `${ctx.t.search.title}, ${fillTemplate(ctx.t.common.pagination.titleSuffix, { n: String(page) })}` : ctx.t.search.title;
}

/** `page` 0 is /properties itself; 1 and up are its numbered pages. */
export function searchMetadata(locale: Locale, page = 0): Metadata {
  const ctx = pageContext(locale);
  return pageMetadata(ctx, {
    pathIn: (language) => (page === 0 ? searchPagePath(language) : `${searchPagePath(language)}/${PAGE_SEGMENT}/${page}`),
    meta: { title: page > 1 ? title(locale, page) : ctx.t.search.meta.title, description: ctx.t.search.meta.description },
    photo: ctx.photo(routePhotos.villas.share),
    brandIfShort: true,
    // /properties/page/1 shows what /properties shows: it exists so that the route always has an address.
    ...(page === 1 ? { canonical: absoluteUrl(searchPagePath(locale)), robots: { index: false, follow: true } } : {}),
  });
}

/**
 * The search page (/properties): every home for sale, first page by price, with filters for type,
 * price, bedrooms, town, pool, sea view and build stage, and the links to each type's and each town's page.
 */
export function SearchPage({ locale, page = 1, inventory }: { locale: Locale; page?: number; inventory?: readonly Listing[] }) {
  const ctx = pageContext(locale, inventory);
  const { common } = ctx.t;
  const w = ctx.t.search;
  const entries = searchIndex(ctx);
  // The island's index request starts with the page, not once the framework has hydrated it.
  preload(searchIndexPath(locale), { as: 'fetch', crossOrigin: 'anonymous' });
  const pages = pageCount(entries.length);
  const current = Math.min(page, pages);
  const towns = placeKeys
    .filter((place) => entries.some((entry) => entry.facts.town === place))
    .map((place) => ({ place, name: ctx.t.listing.places[place], in: common.towns.in[place] }));
  return (
    <section aria-labelledby="search-title" className="bg-sand-50 pt-6 pb-14 sm:pb-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <Breadcrumb label={ctx.t.listing.breadcrumbLabel} trail={[{ name: common.routeLabels.home, href: ctx.href('home') }]} current={w.headerLink} />
        <h1 id="search-title" className="mt-6 text-3xl font-bold tracking-tight text-balance text-sea-950 sm:text-4xl">
          {title(locale, current)}
        </h1>
        <p className="mt-3 max-w-measure text-lg text-muted">{w.intro}</p>
        <p className="without-script mt-4 max-w-measure rounded-lg bg-sea-50 p-4 text-base text-sea-950">{w.noScript}</p>
        <div className="mt-8">
          <SearchIsland
            action={searchPagePath(locale)}
            indexUrl={searchIndexPath(locale)}
            indexWords={indexWords(ctx)}
            words={w}
            towns={towns}
            cardCopy={cardCopy(ctx)}
            total={entries.length}
            sorts={offeredSorts(entries, 'priceAsc')}
          >
            <PropertyGrid properties={pageSlice(entries, current).map((entry) => entry.card)} copy={cardCopy(ctx)} />
            <Pagination current={current} count={pages} href={(n) => searchPagePath(locale, n)} copy={common.pagination} />
          </SearchIsland>
        </div>
        <section id={ALERT_SECTION} aria-labelledby={`${ALERT_SECTION}-title`} className="mt-12 scroll-mt-24 rounded-card bg-white p-6 shadow-sm sm:p-8">
          <h2 id={`${ALERT_SECTION}-title`} className="text-2xl font-bold text-sea-950">
            {w.alert.title}
          </h2>
          <p className="mt-2 mb-6 max-w-measure text-muted">{w.alert.intro}</p>
          <RequestSection
            ctx={ctx}
            path={searchPagePath(locale)}
            event="Alert request"
            cta="alert"
            copy={{ ...common.request, submit: w.alert.submit }}
            subject={[
              ['subject', 'alert'],
              ['search', absoluteUrl(searchPagePath(locale))],
            ]}
            whatsAppMessage={w.alert.whatsAppMessage}
            fallbackMessage={common.defaultWhatsAppMessage}
          />
        </section>
        <TypeLinks ctx={ctx} />
        <TownLinks ctx={ctx} list="villas" />
        <TownLinks ctx={ctx} list="apartments" />
      </div>
    </section>
  );
}
