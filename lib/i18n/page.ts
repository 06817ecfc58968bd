import { getDictionary, type Dictionary } from '@/content/dictionaries';
import { photoSrc, type PhotoKey } from '@/content/facts/photos';
import type { RouteKey } from '@/content/facts/routes';
import { localeInfo, type Locale, type LocaleInfo } from '@/content/locales';
import type { Photo } from '@/content/types';
import { createFormat, type Format } from './format';
import { absoluteUrl, localizedPath } from './paths';

/** Everything a server page needs to speak one language: its words, number formats and links. */
export type PageContext = {
  locale: Locale;
  info: LocaleInfo;
  f: Format;
  t: Dictionary;
  /** A stock photo with its alt text in this language. */
  photo: (key: PhotoKey) => Photo;
  /** A route's path in this language. */
  href: (route: RouteKey) => string;
  /** A route's absolute address in this language. */
  url: (route: RouteKey) => string;
};

export function pageContext(locale: Locale): PageContext {
  const t = getDictionary(locale);
  return {
    locale,
    info: localeInfo(locale),
    f: createFormat(locale),
    t,
    photo: (key) => ({ src: photoSrc[key], alt: t.photoAlt[key] }),
    href: (route) => localizedPath(locale, route),
    url: (route) => absoluteUrl(localizedPath(locale, route)),
  };
}
