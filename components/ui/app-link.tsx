import type { AnchorHTMLAttributes } from 'react';
import { APP_LINK_ATTRIBUTE } from '@/lib/hydration-protocol';
import { isDocumentPath } from '@/lib/document-pages';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/**
 * An internal link: a plain <a> that works before hydration and without JavaScript. Once the page
 * has hydrated, `NavigationStatus` (one set of listeners on the window) moves it to the next page
 * through Next's router: no reload, the header and the islands stay, the "Loading…" status shows
 * while the page is on the way, and its data is fetched ahead when a pointer or a finger comes onto
 * the link or it gets focus.
 *
 * A link to a document page (a listing, a list's page 2 on: lib/document-pages.ts) stays a plain
 * link the browser follows, since such a page ships as its HTML alone, without the payloads the
 * router would fetch.
 *
 * It has no client code of its own, so it costs the page data and hydration nothing. next/link would add 3 KiB of
 * JavaScript to every page and prefetch every link in view, spending a phone's data on pages the
 * visitor does not open.
 */
export function AppLink({ href, ...props }: Props) {
  return <a {...props} href={href} {...(isDocumentPath(href) ? {} : { [APP_LINK_ATTRIBUTE]: '' })} />;
}
