import type { ReactNode } from 'react';
import { SiteDocument, documentMetadata, documentViewport } from '@/app/_pages/document';
import { langParams, localeOf, type LangParams } from '@/lib/i18n/params';
import '../globals.css';
import '../photo-fallback.css';

export const metadata = documentMetadata;
export const viewport = documentViewport;
export const dynamicParams = false;
export const generateStaticParams = langParams;

/** Every other edition, under its language prefix: /de, /ru, /he. */
export default async function LocalizedLayout({ children, params }: LangParams & { children: ReactNode }) {
  return <SiteDocument locale={await localeOf({ params })}>{children}</SiteDocument>;
}
