import type { MetadataRoute } from 'next';
import { routeKeys } from '@/content/facts/routes';
import { localeCodes } from '@/content/locales';
import { absoluteUrl, alternatesOf, languageAlternates, localizedPath } from '@/lib/i18n/paths';
import { allListings, listingPath } from '@/lib/listings';

export const dynamic = 'force-static';

/** Every route and every listing's page (sold ones too: their pages stay) in every language, each with its language alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  const routes = routeKeys.flatMap((route) =>
    localeCodes.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, route)),
      alternates: { languages: languageAlternates(route) },
    })),
  );
  const listings = allListings.flatMap((listing) =>
    localeCodes.map((locale) => ({
      url: absoluteUrl(listingPath(locale, listing)),
      lastModified: listing.checkedOn,
      alternates: { languages: alternatesOf((language) => listingPath(language, listing)) },
    })),
  );
  return [...routes, ...listings];
}
