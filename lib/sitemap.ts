import type { MetadataRoute } from 'next';
import { routeKeys } from '@/content/facts/routes';
import { localeCodes } from '@/content/locales';
import { absoluteUrl, alternatesOf, languageAlternates, localizedPath } from '@/lib/i18n/paths';
import { allListings, listingPath, onSale, type Listing, type ListingList } from '@/lib/listings';
import { listPagePath, pageCount } from '@/lib/pagination';

const lists: ListingList[] = ['villas', 'apartments', 'caesarResort'];

/**
 * Every route, every later page of a list (/villas/page/2…) and every listing's page (sold ones too:
 * their pages stay) in every language, each with its language alternates.
 */
export function sitemapEntries(inventory: readonly Listing[] = allListings): MetadataRoute.Sitemap {
  const routes = routeKeys.flatMap((route) =>
    localeCodes.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, route)),
      alternates: { languages: languageAlternates(route) },
    })),
  );
  const pages = lists.flatMap((list) =>
    Array.from({ length: pageCount(onSale(list, inventory).length) - 1 }, (_, index) => index + 2).flatMap((page) =>
      localeCodes.map((locale) => ({
        url: absoluteUrl(listPagePath(locale, list, page)),
        alternates: { languages: alternatesOf((language) => listPagePath(language, list, page)) },
      })),
    ),
  );
  const listings = inventory.flatMap((listing) =>
    localeCodes.map((locale) => ({
      url: absoluteUrl(listingPath(locale, listing)),
      lastModified: listing.checkedOn,
      alternates: { languages: alternatesOf((language) => listingPath(language, listing)) },
    })),
  );
  return [...routes, ...pages, ...listings];
}
