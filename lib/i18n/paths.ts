import { defaultLocale, localeCodes, type Locale } from '@/content/locales';
import { routePaths, type RouteKey } from '@/content/facts/routes';
import { site } from '@/content/facts/site';

/** A route's path in a language: `/villas` in English, `/de/villas` in German, `/de` for German Home. */
export function localizedPath(locale: Locale, route: RouteKey | string): string {
  const path = route in routePaths ? routePaths[route as RouteKey] : route;
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

export function absoluteUrl(path: string): string {
  return path === '/' ? `${site.url}/` : `${site.url}${path}`;
}

/** hreflang alternates of one route: every language, and English as x-default. */
export function languageAlternates(route: RouteKey): Record<string, string> {
  return alternatesOf((locale) => localizedPath(locale, route));
}

/** hreflang alternates of any page, given its path in each language. */
export function alternatesOf(pathIn: (locale: Locale) => string): Record<string, string> {
  const entries: [string, string][] = localeCodes.map((code) => [code, absoluteUrl(pathIn(code))]);
  entries.push(['x-default', absoluteUrl(pathIn(defaultLocale))]);
  return Object.fromEntries(entries);
}

/** The route a path shows, whatever its language prefix: `/de/villas` → villas. */
export function routeOfPath(pathname: string): { locale: Locale; route: RouteKey } | null {
  const { locale, rest } = splitLocale(pathname);
  const route = (Object.keys(routePaths) as RouteKey[]).find((key) => routePaths[key] === rest);
  return route ? { locale, route } : null;
}

/** The language a path is in, from its prefix (`/de/…` German; no prefix English), and the path after it. */
export function splitLocale(pathname: string): { locale: Locale; rest: string } {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const [, first = ''] = trimmed.split('/');
  const locale = (localeCodes as string[]).includes(first) && first !== defaultLocale ? (first as Locale) : defaultLocale;
  return { locale, rest: locale === defaultLocale ? trimmed : trimmed.slice(locale.length + 1) || '/' };
}

/** The paths Next gives the not-found pages when it renders them (out/404.html, out/de/404.html). */
const NOT_FOUND_PATHS = new Set(['/_not-found', '/404']);

/**
 * The same page in another language: every edition has the same path after its prefix, so the
 * prefix is swapped, whatever the page (a list, a listing, a page of a list, a legal page). A 404
 * page has no address of its own, so it offers the other edition's Home.
 */
export function localeSwitchPath(pathname: string, to: Locale): string {
  const { rest } = splitLocale(pathname);
  return localizedPath(to, NOT_FOUND_PATHS.has(rest) ? '/' : rest);
}
