import { getDictionary, type Dictionary } from '@/content/dictionaries';
import type { PhotoKey } from '@/content/facts/photos';
import { stockPhotoSrc } from '@/lib/photos';
import type { RouteKey } from '@/content/facts/routes';
import { localeInfo, type Locale, type LocaleInfo } from '@/content/locales';
import type { Figures, Photo } from '@/content/types';
import { figuresFor } from '@/lib/figures';
import { allListings, type Listing } from '@/lib/listings';
import { createFormat, type Format } from './format';
import { absoluteUrl, localizedPath } from './paths';

/** Everything a server page needs to speak one language: its words, number formats and links. */
export type PageContext = {
  locale: Locale;
  info: LocaleInfo;
  f: Format;
  t: Dictionary;
  /** The inventory the page is built from: every listing file, sold ones included. */
  inventory: readonly Listing[];
  /** The figures its words quote, computed once from that inventory (lib/figures.ts). */
  v: Figures;
  /** A stock photo with its alt text in this language. */
  photo: (key: PhotoKey) => Photo;
  /** A route's path in this language. */
  href: (route: RouteKey) => string;
  /** A route's absolute address in this language. */
  url: (route: RouteKey) => string;
};

const figuresCache = new WeakMap<readonly Listing[], Map<Locale, Figures>>();

function cachedFigures(inventory: readonly Listing[], locale: Locale): Figures {
  let byLocale = figuresCache.get(inventory);
  if (!byLocale) figuresCache.set(inventory, (byLocale = new Map()));
  let figures = byLocale.get(locale);
  if (!figures) byLocale.set(locale, (figures = figuresFor(inventory, locale)));
  return figures;
}

/** `inventory` is the real listing files unless a test hands in its own. */
export function pageContext(locale: Locale, inventory: readonly Listing[] = allListings): PageContext {
  const t = getDictionary(locale);
  return {
    locale,
    info: localeInfo(locale),
    f: createFormat(locale),
    t,
    inventory,
    v: cachedFigures(inventory, locale),
    photo: (key) => ({ src: stockPhotoSrc(key), alt: t.photoAlt[key] }),
    href: (route) => localizedPath(locale, route),
    url: (route) => absoluteUrl(localizedPath(locale, route)),
  };
}
