import { mainNavRoutes, searchPaths, shortlistPaths } from '@/content/facts/routes';
import { site } from '@/content/facts/site';
import { locales } from '@/content/locales';
import type { PageContext } from '@/lib/i18n/page';
import { WhatsAppLink } from '@/components/whatsapp/whatsapp-link';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/ui/icon';
import { localizedPath } from '@/lib/i18n/paths';
import { LanguageSwitcher } from './language-switcher';
import { SiteNav } from './site-nav';
import { ShortlistKeeper } from '@/components/shortlist/shortlist-keeper';

export function SiteHeader({ ctx }: { ctx: PageContext }) {
  const { common } = ctx.t;
  const items = mainNavRoutes.map((route) => ({ label: common.routeLabels[route], href: ctx.href(route) }));
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-sea-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
        <AppLink href={ctx.href('home')} className="flex min-h-11 min-w-0 items-center gap-2 font-bold tracking-tight text-sea-900">
          <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
            <rect width="32" height="32" rx="9" className="fill-sea-700" />
            <path d="M6 20c3-2.5 6-2.5 9 0s7 2.5 11 0M9 15l7-6 7 6" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span lang={ctx.locale === 'en' ? undefined : 'en'} className="text-[15px] leading-tight max-[399px]:sr-only sm:text-lg">
            {site.brand}
          </span>
        </AppLink>
        <div className="flex shrink-0 items-center gap-0.5 md:gap-2">
          <SiteNav items={items} label={common.mainNavLabel} menuLabel={common.menuButton} />
          <AppLink
            href={localizedPath(ctx.locale, searchPaths.search)}
            aria-label={ctx.t.search.headerLink}
            title={ctx.t.search.headerLink}
            className="flex size-11 items-center justify-center rounded-full text-sea-900 hover:bg-sea-50"
          >
            <Icon name="search" />
          </AppLink>
          <ShortlistKeeper
            href={localizedPath(ctx.locale, shortlistPaths.shortlist)}
            label={ctx.t.shortlist.headerLink}
            count={ctx.t.shortlist.headerCount}
            intl={ctx.info.intl}
            pattern={ctx.f.pattern}
          />
          <LanguageSwitcher
            current={ctx.locale}
            label={common.languageLabel}
            languages={locales.map(({ code, name }) => ({ code, name }))}
          />
          <WhatsAppLink message={common.defaultWhatsAppMessage} size="icon-sm" cta="header">
            <span className="sr-only sm:not-sr-only">{common.contactUs}</span>
          </WhatsAppLink>
        </div>
      </div>
    </header>
  );
}
