import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { site, ui } from '@/content/site';
import { inter } from '@/lib/font';
import { realEstateAgentJsonLd } from '@/lib/structured-data';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { NavigationStatus } from '@/components/layout/navigation-status';
import { PageView } from '@/components/layout/page-view';
import { WhatsAppPopup } from '@/components/whatsapp/whatsapp-popup';
import { JsonLd } from '@/components/ui/json-ld';
import './globals.css';
import './photo-fallback.css';

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  applicationName: site.brand,
};

export const viewport: Viewport = {
  themeColor: site.themeColor,
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-sea-950 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
        >
          {ui.skipLink}
        </a>
        <SiteHeader />
        <NavigationStatus />
        <main id="main" tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <WhatsAppPopup />
        <PageView />
        <JsonLd data={realEstateAgentJsonLd()} />
      </body>
    </html>
  );
}
