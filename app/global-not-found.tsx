import type { Metadata } from 'next';
import { site } from '@/content/facts/site';
import { getDictionary } from '@/content/dictionaries';
import { fillTemplate } from '@/lib/template';
import { SiteDocument, documentViewport } from '@/app/_pages/document';
import { NotFoundContent } from '@/app/_pages/not-found';
import './globals.css';
import './photo-fallback.css';

const { meta } = getDictionary('en').notFound;

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { absolute: `${meta.title} | ${site.brand}` },
  description: fillTemplate(meta.description, { brand: site.brand }),
  robots: { index: false },
};
export const viewport = documentViewport;

/** Every unknown address outside a language prefix: the English 404 (out/404.html). */
export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en">
      <NotFoundContent locale="en" />
    </SiteDocument>
  );
}
