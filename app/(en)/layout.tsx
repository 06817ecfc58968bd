import type { ReactNode } from 'react';
import { SiteDocument, documentMetadata, documentViewport } from '@/app/_pages/document';
import '../globals.css';
import '../photo-fallback.css';

export const metadata = documentMetadata;
export const viewport = documentViewport;

/** The English edition, at the root. */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="en">{children}</SiteDocument>;
}
