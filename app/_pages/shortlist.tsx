import type { Metadata } from 'next';
import { routePhotos, searchPaths, shortlistPaths } from '@/content/facts/routes';
import type { Locale } from '@/content/locales';
import { pageContext } from '@/lib/i18n/page';
import { localizedPath } from '@/lib/i18n/paths';
import { cardCopy } from '@/lib/listing';
import { pageMetadata } from '@/lib/metadata';
import { indexWords, searchIndexPath } from '@/lib/search-index';
import { partCount } from '@/lib/index-card';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { AppLink } from '@/components/ui/app-link';
import { ShortlistIsland } from '@/components/shortlist/shortlist-island';

/** The shortlist is the buyer's own, kept in their browser: a page for them, not for search engines. */
export function shortlistMetadata(locale: Locale): Metadata {
  const ctx = pageContext(locale);
  return pageMetadata(ctx, {
    pathIn: (language) => localizedPath(language, shortlistPaths.shortlist),
    meta: ctx.t.shortlist.meta,
    photo: ctx.photo(routePhotos.villas.share),
    brandIfShort: true,
    robots: { index: false, follow: true },
  });
}

/**
 * The shortlist page (/shortlist): the homes saved in this browser, read from the language's index
 * (so a list made in one language shows in another), sold ones marked, removed ones dropped with a
 * note, and "Send my shortlist" as one WhatsApp message in the page's language.
 */
export function ShortlistPage({ locale }: { locale: Locale }) {
  const ctx = pageContext(locale);
  const w = ctx.t.shortlist;
  const searchHref = localizedPath(locale, searchPaths.search);
  return (
    <section aria-labelledby="shortlist-title" className="bg-sand-50 pt-6 pb-14 sm:pb-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <Breadcrumb label={ctx.t.listing.breadcrumbLabel} trail={[{ name: ctx.t.common.routeLabels.home, href: ctx.href('home') }]} current={w.headerLink} />
        <h1 id="shortlist-title" className="mt-6 text-3xl font-bold tracking-tight text-balance text-sea-950 sm:text-4xl">
          {w.title}
        </h1>
        <p className="mt-3 max-w-measure text-lg text-muted">{w.intro}</p>
        <p className="without-script mt-4 max-w-measure rounded-lg bg-sea-50 p-4 text-base text-sea-950">
          {w.noScript}{' '}
          <AppLink href={searchHref} className="font-semibold text-sea-800 underline underline-offset-4">
            {ctx.t.search.headerLink}
          </AppLink>
        </p>
        <div className="script-only mt-8">
          <ShortlistIsland
            indexUrl={searchIndexPath(locale)}
            parts={partCount(ctx.inventory.length)}
            searchHref={searchHref}
            indexWords={indexWords(ctx)}
            words={w}
            cardCopy={cardCopy(ctx)}
          />
        </div>
      </div>
    </section>
  );
}
