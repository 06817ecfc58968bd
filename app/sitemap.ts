import type { MetadataRoute } from 'next';
import { routeKeys } from '@/content/facts/routes';
import { localeCodes } from '@/content/locales';
import { absoluteUrl, languageAlternates, localizedPath } from '@/lib/i18n/paths';

export const dynamic = 'force-static';

/** Every route in every language, each with its language alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return routeKeys.flatMap((route) =>
    localeCodes.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, route)),
      alternates: { languages: languageAlternates(route) },
    })),
  );
}
