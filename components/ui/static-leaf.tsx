'use client';

import type { ReactNode } from 'react';

/** The attribute that names a static leaf in the HTML; scripts/finish-export/static-leaves.mjs looks for it. */
export const STATIC_LEAF_ATTRIBUTE = 'data-static';

/**
 * The first page's leaves as the server rendered them, by id. Only the first page's page data is
 * stripped, so only its leaves ever render without children: at hydration, and again when the
 * router brings that page back (Back, or a link to it).
 */
const kept: Record<string, string> = {};

/**
 * Content that never changes once rendered (text, photos, links, <details>): React treats it as a
 * leaf and never hydrates what is inside.
 *
 * On the server it renders its children like any element. After `next build`,
 * scripts/finish-export/static-leaves.mjs removes those children from the page data inlined in the HTML file, so
 * the first page's markup is not sent a second time as script and not walked by hydration. Here,
 * without children, the leaf takes the HTML the server rendered as its own (the usual
 * dangerouslySetInnerHTML way to keep server HTML) and remembers it, so that coming back to the
 * first page through the router (Back, or a link to it) shows the same content. Pages reached by a
 * client-side navigation get their page data whole (the .txt files are untouched) and render the
 * children as usual.
 *
 * What can go inside: anything with no event handler or state of its own. Internal links are
 * AppLinks, routed by one listener on the window; FAQ answers are <details>. Never an island,
 * a button or a form field: the build fails if one is found in a leaf.
 */
export function StaticLeaf({ id, children }: { id: string; children?: ReactNode }) {
  const attributes = { [STATIC_LEAF_ATTRIBUTE]: id, className: 'contents' };
  if (children !== undefined) {
    return (
      <div key="live" {...attributes}>
        {children}
      </div>
    );
  }
  // Read while hydrating, from the server-rendered HTML this very element is about to take over.
  const html = (kept[id] ??= document.querySelector(`[${STATIC_LEAF_ATTRIBUTE}="${id}"]`)?.innerHTML ?? '');
  return <div key="kept" {...attributes} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
