import type { Metadata } from 'next';
import { routePhotos } from '@/content/facts/routes';
import type { Locale } from '@/content/locales';
import { pageContext, type PageContext } from '@/lib/i18n/page';
import { listingViews, listPage } from '@/lib/listing';
import type { PlaceKey } from '@/content/facts/places';
import { isTownList, onSaleIn, placeOfSlug, townPagePath, townSlug, townsOn, type TownList } from '@/lib/towns';
import { allListings, listingById, listingsOn, onSale, type Listing, type ListingList } from '@/lib/listings';
import { localeOf } from '@/lib/i18n/params';
import { absoluteUrl } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/metadata';
import { listPagePath, pageCount, pageSlice, PAGE_SEGMENT, TOWN_SEGMENT, TYPE_SEGMENTS } from '@/lib/pagination';
import { onSaleOfType, typeOfSegment, typePagePath, typesWithPage, type TypePageKind } from '@/lib/type-pages';
import { breadcrumbJsonLd, listingBreadcrumbJsonLd, propertyListJsonLd } from '@/lib/structured-data';
import { fillTemplate } from '@/lib/i18n/message';
import type { PluralForms } from '@/content/types';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ClaimNote } from '@/components/ui/claim-note';
import { guaranteeNote } from '@/lib/claims';
import { JsonLd } from '@/components/ui/json-ld';
import { CtaBanner } from '@/components/sections/cta-banner';
import { ListCards } from '@/components/property/list-cards';
import { ListingPage, listingMetadata } from './listing';

/** The words of a list page: its title, its cards' heading and its closing call to action. */
function listWords(ctx: PageContext, list: ListingList) {
  const words = { villas: ctx.t.villas, apartments: ctx.t.apartments, caesarResort: ctx.t.caesarResort }[list](ctx.f, ctx.v);
  return { meta: words.meta, listings: words.listings, closingCta: words.closingCta };
}

/** "Villas for Sale in North Cyprus, page 2". */
function pageTitle(ctx: PageContext, list: ListingList, page: number): string {
  return `${listWords(ctx, list).meta.title}, ${fillTemplate(ctx.t.common.pagination.titleSuffix, { n: String(page) })}`;
}

export function listPageMetadata(locale: Locale, list: ListingList, page: number): Metadata {
  const ctx = pageContext(locale);
  const { meta } = listWords(ctx, list);
  return pageMetadata(ctx, {
    pathIn: (language) => listPagePath(language, list, page),
    meta: { ...meta, title: pageTitle(ctx, list, page) },
    photo: ctx.photo(routePhotos[list].share),
    // "Купить квартиру на Северном Кипре, страница 2" leaves no room for the brand within 70 characters.
    brandIfShort: true,
    // /villas/page/1 shows what /villas shows: it exists so that a list always has an address under it, even with no listing.
    ...(page === 1 ? { canonical: ctx.url(list), robots: { index: false, follow: true } } : {}),
  });
}

/** Page `page` of a list (the second and later; the first is the list page itself): its cards, links to the other pages, and a way to ask. */
export function ListPagePage({ locale, list, page, inventory }: { locale: Locale; list: ListingList; page: number; inventory?: readonly Listing[] }) {
  const ctx = pageContext(locale, inventory);
  const { common } = ctx.t;
  const w = listWords(ctx, list);
  const { cards, pages } = listPage(ctx, list, page);
  const title = pageTitle(ctx, list, page);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(ctx, list)} />
      <JsonLd data={propertyListJsonLd(ctx, { name: title, route: list, cards, url: absoluteUrl(listPagePath(locale, list, page)) })} />
      <section aria-labelledby="list-page-title" className="bg-sand-50 pt-6 pb-14 sm:pb-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <Breadcrumb label={ctx.t.listing.breadcrumbLabel} trail={[{ name: common.routeLabels.home, href: ctx.href('home') }, { name: common.routeLabels[list], href: ctx.href(list) }]} current={fillTemplate(common.pagination.page, { n: String(page) })} />
          <h1 id="list-page-title" className="mt-6 text-3xl font-bold tracking-tight text-balance text-sea-950 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-3 max-w-measure text-lg text-muted">{w.listings.intro}</p>
          <div className="mt-8">
            {/* The cards' titles are h3, as on the list's own page: a heading between them and the h1 keeps the outline whole. */}
            <h2 className="sr-only">{w.listings.title}</h2>
            <ListCards ctx={ctx} list={list} cards={cards} page={Math.min(page, pages)} pages={pages} maxFeatures={list === 'villas' ? 3 : undefined} leadPhoto />
          </div>
          {/* The resort's cards quote the developer's guarantee: its terms go with them, as on the resort page. */}
          {list === 'caesarResort' ? <ClaimNote note={guaranteeNote(ctx)} className="mt-6" /> : null}
        </div>
      </section>
      <CtaBanner cta={w.closingCta} labels={common} message={common.defaultWhatsAppMessage} />
    </>
  );
}

/** A page's title after its first page: "Villas for Sale in Kyrenia, page 2". */
function withPageNumber(ctx: PageContext, title: string, page: number): string {
  return page > 1 ? `${title}, ${fillTemplate(ctx.t.common.pagination.titleSuffix, { n: String(page) })}` : title;
}

/** The words of a page narrowed to a town or a type: the sentence under its title, by how many are for sale there. */
type CountedWords = { none: string; single: string; several: PluralForms };

/**
 * A page narrowed to what is for sale in one town (/villas/in/kyrenia) or of one type
 * (/apartments/penthouses): its title, the sentence under it (none, one at its price, or several from
 * the lowest), its address in each language and where it sits under its list.
 */
type Narrowed = {
  ctx: PageContext;
  list: ListingList;
  /** Its name in the breadcrumb, after its list. */
  name: string;
  title: string;
  intro: string;
  listings: Listing[];
  pathIn: (locale: Locale, page: number) => string;
  /** What the list's cards need to know: which town or type link is this page's. */
  current: { town?: PlaceKey; type?: TypePageKind };
};

function narrowed(ctx: PageContext, base: Omit<Narrowed, 'ctx' | 'intro'>, words: CountedWords, values: Record<string, string> = {}): Narrowed {
  const { listings } = base;
  const price = ctx.f.euro(listings.length > 0 ? Math.min(...listings.map((listing) => listing.price)) : 0);
  const all = { ...values, price };
  const intro =
    listings.length === 0 ? fillTemplate(words.none, all) : listings.length === 1 ? fillTemplate(words.single, all) : ctx.f.plural(listings.length, words.several, all);
  return { ...base, ctx, intro };
}

function townPage(ctx: PageContext, list: TownList, place: PlaceKey): Narrowed {
  const words = ctx.t.common.towns;
  const inTown = words.in[place];
  return narrowed(
    ctx,
    {
      list,
      name: ctx.t.listing.places[place],
      title: fillTemplate(words.title[list], { inTown }),
      listings: onSaleIn(list, place, ctx.inventory),
      pathIn: (locale, page) => townPagePath(locale, list, place, page),
      current: { town: place },
    },
    { none: words.intro.none[list], single: words.intro.single[list], several: words.intro.several[list] },
    { inTown },
  );
}

function typePage(ctx: PageContext, type: TypePageKind): Narrowed {
  const words = ctx.t.common.types;
  return narrowed(
    ctx,
    {
      list: 'apartments',
      name: words.names[type],
      title: words.title[type],
      listings: onSaleOfType(type, ctx.inventory),
      pathIn: (locale, page) => typePagePath(locale, type, page),
      current: { type },
    },
    { none: words.intro.none[type], single: words.intro.single[type], several: words.intro.several[type] },
  );
}

function narrowedMetadata({ ctx, list, title, intro, listings, pathIn }: Narrowed, page: number): Metadata {
  return pageMetadata(ctx, {
    pathIn: (language) => pathIn(language, page),
    meta: { title: withPageNumber(ctx, title, page), description: `${intro} ${ctx.t.common.towns.description}` },
    photo: ctx.photo(routePhotos[list].share),
    brandIfShort: true,
    // A town or a type with nothing for sale keeps its page for links already shared, but is not offered to search.
    ...(listings.length === 0 ? { robots: { index: false, follow: true } } : {}),
  });
}

export function townPageMetadata(locale: Locale, list: TownList, place: PlaceKey, page: number): Metadata {
  return narrowedMetadata(townPage(pageContext(locale), list, place), page);
}

export function typePageMetadata(locale: Locale, type: TypePageKind, page: number): Metadata {
  return narrowedMetadata(typePage(pageContext(locale), type), page);
}

/** Page `page` of a town's or a type's cards, under its list in the breadcrumb, with a way to ask. */
function NarrowedPage({ narrowed: { ctx, list, name, title, intro, listings, pathIn, current }, page }: { narrowed: Narrowed; page: number }) {
  const { common } = ctx.t;
  const { locale } = ctx;
  const pages = pageCount(listings.length);
  const shown = pageSlice(listings, Math.min(page, pages));
  const cards = listingViews(ctx, shown);
  const fullTitle = withPageNumber(ctx, title, page);
  return (
    <>
      <JsonLd data={listingBreadcrumbJsonLd(ctx, list, { name, url: absoluteUrl(pathIn(locale, 1)) })} />
      {cards.length > 0 ? <JsonLd data={propertyListJsonLd(ctx, { name: fullTitle, route: list, cards, url: absoluteUrl(pathIn(locale, page)) })} /> : null}
      <section aria-labelledby="narrowed-page-title" className="bg-sand-50 pt-6 pb-14 sm:pb-16">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <Breadcrumb label={ctx.t.listing.breadcrumbLabel} trail={[{ name: common.routeLabels.home, href: ctx.href('home') }, { name: common.routeLabels[list], href: ctx.href(list) }]} current={name} />
          <h1 id="narrowed-page-title" className="mt-6 text-3xl font-bold tracking-tight text-balance text-sea-950 sm:text-4xl">
            {fullTitle}
          </h1>
          <p className="mt-3 max-w-measure text-lg text-muted">{intro}</p>
          <div className="mt-8">
            <h2 className="sr-only">{title}</h2>
            <ListCards
              ctx={ctx}
              list={list}
              cards={cards}
              page={Math.min(page, pages)}
              pages={pages}
              maxFeatures={list === 'villas' ? 3 : undefined}
              leadPhoto
              within={{ title, ...current, pageHref: (n) => pathIn(locale, n) }}
            />
          </div>
          {/* A resort home among the cards (a penthouse at the resort) quotes the developer's guarantee: its terms go with it, as on the resort's list. */}
          {list !== 'caesarResort' && shown.some((listing) => listing.list === 'caesarResort') ? <ClaimNote note={guaranteeNote(ctx)} className="mt-6" /> : null}
        </div>
      </section>
      <CtaBanner cta={listWords(ctx, list).closingCta} labels={common} message={common.defaultWhatsAppMessage} />
    </>
  );
}

/** A list's page for one town (/villas/in/kyrenia, and /villas/in/kyrenia/page/2 when it is long). */
export function TownPage({ locale, list, place, page, inventory }: { locale: Locale; list: TownList; place: PlaceKey; page: number; inventory?: readonly Listing[] }) {
  return <NarrowedPage narrowed={townPage(pageContext(locale, inventory), list, place)} page={page} />;
}

/** A page per type without a list of its own (/apartments/penthouses, /apartments/studios/page/2): every home of that type for sale, wherever it is listed. */
export function TypePage({ locale, type, page, inventory }: { locale: Locale; type: TypePageKind; page: number; inventory?: readonly Listing[] }) {
  return <NarrowedPage narrowed={typePage(pageContext(locale, inventory), type)} page={page} />;
}

type Path = { path: string[] };

/** What an address under a list shows: a listing, a page of the list, a page of one town's, or a page of one type's. */
type Under =
  | { kind: 'listing'; id: string }
  | { kind: 'page'; page: number }
  | { kind: 'town'; place: PlaceKey; page: number }
  | { kind: 'type'; type: TypePageKind; page: number };

/** A page's number from what follows its root: nothing for the first, page/<n> for the others. */
function pageAfter(rest: string[]): number {
  return rest.length === 0 ? 1 : rest[0] === PAGE_SEGMENT && rest.length === 2 ? Number(rest[1]) : NaN;
}

function underList(list: ListingList, path: string[]): Under {
  if (path[0] === PAGE_SEGMENT && path.length === 2) return { kind: 'page', page: Number(path[1]) };
  const type = list === 'apartments' ? typeOfSegment(path[0] ?? '') : undefined;
  if (type) {
    const page = pageAfter(path.slice(1));
    if (Number.isInteger(page)) return { kind: 'type', type, page };
  }
  if (path[0] === TOWN_SEGMENT && isTownList(list)) {
    const place = placeOfSlug(path[1] ?? '');
    const page = pageAfter(path.slice(2));
    if (place && Number.isInteger(page)) return { kind: 'town', place, page };
  }
  if (path.length === 1) return { kind: 'listing', id: path[0]! };
  throw new Error(`No page at /${list}/${path.join('/')}`);
}

/**
 * Everything under a list's address, one catch-all route: a page per listing file on the list
 * (/villas/esentepe-golf-villa), the list's pages (/villas/page/2) and, on the villas and the
 * apartments, a page per town (/villas/in/kyrenia, /villas/in/kyrenia/page/2). /villas/page/1 is
 * always there, so the route has an address even when the list has no listing left (a static export
 * fails on a dynamic route without one).
 */
export function listRoutes(list: ListingList) {
  const generateStaticParams = (): Path[] => [
    ...listingsOn(list).map((listing) => ({ path: [listing.id] })),
    ...Array.from({ length: pageCount(onSale(list).length) }, (_, index) => ({ path: [PAGE_SEGMENT, String(index + 1)] })),
    ...(isTownList(list)
      ? townsOn(list, allListings).flatMap((place) => [
          { path: [TOWN_SEGMENT, townSlug(place)] },
          ...Array.from({ length: pageCount(onSaleIn(list, place, allListings).length) - 1 }, (_, index) => ({ path: [TOWN_SEGMENT, townSlug(place), PAGE_SEGMENT, String(index + 2)] })),
        ])
      : []),
    ...(list === 'apartments'
      ? typesWithPage(allListings).flatMap((type) => [
          { path: [TYPE_SEGMENTS[type]] },
          ...Array.from({ length: pageCount(onSaleOfType(type, allListings).length) - 1 }, (_, index) => ({ path: [TYPE_SEGMENTS[type], PAGE_SEGMENT, String(index + 2)] })),
        ])
      : []),
  ];
  const metadata = (locale: Locale, path: string[]) => {
    const under = underList(list, path);
    if (under.kind === 'listing') return listingMetadata(locale, under.id);
    if (under.kind === 'page') return listPageMetadata(locale, list, under.page);
    if (under.kind === 'type') return typePageMetadata(locale, under.type, under.page);
    return townPageMetadata(locale, list as TownList, under.place, under.page);
  };
  const Page = ({ locale, path }: { locale: Locale; path: string[] }) => {
    const under = underList(list, path);
    if (under.kind === 'listing') return <ListingPage locale={locale} listing={listingById(under.id)} />;
    if (under.kind === 'page') return <ListPagePage locale={locale} list={list} page={under.page} />;
    if (under.kind === 'type') return <TypePage locale={locale} type={under.type} page={under.page} />;
    return <TownPage locale={locale} list={list as TownList} place={under.place} page={under.page} />;
  };
  type EnProps = { params: Promise<{ path: string[] }> };
  type LangProps = { params: Promise<{ path: string[]; lang: string }> };
  const langOf = async (lang: string) => localeOf({ params: Promise.resolve({ lang }) });
  return {
    generateStaticParams,
    en: {
      generateMetadata: async ({ params }: EnProps) => metadata('en', (await params).path),
      Page: async ({ params }: EnProps) => <Page locale="en" path={(await params).path} />,
    },
    lang: {
      generateMetadata: async ({ params }: LangProps) => {
        const { path, lang } = await params;
        return metadata(await langOf(lang), path);
      },
      Page: async ({ params }: LangProps) => {
        const { path, lang } = await params;
        return <Page locale={await langOf(lang)} path={path} />;
      },
    },
  };
}
