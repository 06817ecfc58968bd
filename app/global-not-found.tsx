import type { Metadata } from 'next';
import { outsideLayouts } from '@/lib/metadata';
import { SiteDocument, documentViewport } from '@/app/_pages/document';
import { NotFoundContent, notFoundMetadata } from '@/app/_pages/not-found';
import './globals.css';
import './photo-fallback.css';

export const metadata: Metadata = outsideLayouts(notFoundMetadata('en'));
export const viewport = documentViewport;

/** Every unknown address outside a language prefix: the English 404 (out/404.html). */
export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en">
      <NotFoundContent locale="en" />
    </SiteDocument>
  );
}
