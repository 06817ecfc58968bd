import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { analytics, site } from '@/content/facts/site';
import { defaultLocale, locales, type Locale } from '@/content/locales';
import { getDictionary } from '@/content/dictionaries';
import { fontClasses } from '@/lib/font';
import { pageContext } from '@/lib/i18n/page';
import { documentTitle } from '@/lib/metadata';
import { realEstateAgentJsonLd } from '@/lib/structured-data';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { NavigationStatus } from '@/components/layout/navigation-status';
import { LoadingLabelProvider } from '@/components/layout/loading-fallback';
import { HeldTaps } from '@/components/layout/held-taps';
import { LateAnalytics, LateLanguageSuggestion, LateWhatsAppPopup } from '@/components/layout/lazy-islands';
import { JsonLd } from '@/components/ui/json-ld';

export const documentMetadata: Metadata = {
  metadataBase: new URL(site.url),
  applicationName: site.brand,
  title: documentTitle,
};

export const documentViewport: Viewport = {
  themeColor: site.themeColor,
  width: 'device-width',
  initialScale: 1,
};

/** What an English page offers a visitor whose browser prefers another edition, in that edition's words. */
const suggestions = locales
  .filter((locale) => locale.code !== defaultLocale)
  .map((locale) => ({ code: locale.code, dir: locale.dir, ...getDictionary(locale.code).common.languageSuggestion }));

/** The page around every route, in one language: <html lang dir>, header, footer and the layout's islands. */
export function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const ctx = pageContext(locale);
  const { common } = ctx.t;
  return (
    <html lang={locale} dir={ctx.info.dir} data-script={ctx.info.script} className={fontClasses(locale)}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-sea-950 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
        >
          {common.skipLink}
        </a>
        <SiteHeader ctx={ctx} />
        <NavigationStatus label={common.loading} />
        {locale === defaultLocale ? <LateLanguageSuggestion suggestions={suggestions} /> : null}
        <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
          <LoadingLabelProvider label={common.loading}>{children}</LoadingLabelProvider>
        </main>
        <SiteFooter ctx={ctx} />
        <JsonLd data={realEstateAgentJsonLd(ctx)} />
        <LateWhatsAppPopup copy={common.popup} message={common.defaultWhatsAppMessage} />
        {analytics.endpoint || analytics.google ? <LateAnalytics {...analytics} /> : null}
        <HeldTaps />
      </body>
    </html>
  );
}
