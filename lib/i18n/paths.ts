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
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  const [, first = ''] = trimmed.split('/');
  const locale = (localeCodes as string[]).includes(first) && first !== defaultLocale ? (first as Locale) : defaultLocale;
  const rest = locale === defaultLocale ? trimmed : trimmed.slice(locale.length + 1) || '/';
  const route = (Object.keys(routePaths) as RouteKey[]).find((key) => routePaths[key] === rest);
  return route ? { locale, route } : null;
}
