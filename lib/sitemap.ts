import type { MetadataRoute } from 'next';
import { routeKeys, searchPaths } from '@/content/facts/routes';
import { localeCodes } from '@/content/locales';
import { absoluteUrl, alternatesOf, languageAlternates, localizedPath } from '@/lib/i18n/paths';
import { allListings, listingPath, onSale, type Listing, type ListingList } from '@/lib/listings';
import { listPagePath, pageCount } from '@/lib/pagination';
import { onSaleIn, townLists, townPagePath, townsOn } from '@/lib/towns';
import { onSaleOfType, typePagePath, typesWithPage } from '@/lib/type-pages';

const lists: ListingList[] = ['villas', 'apartments', 'caesarResort'];

/**
 * Every route, the search page (its filtered addresses are not for search), every later page of a list (/villas/page/2…), every town page with homes for sale
 * (/villas/in/kyrenia), every type's page with homes for sale (/apartments/penthouses) and every listing's page (sold ones too: their pages stay) in every language,
 * each with its language alternates.
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
  // Each town's page with something for sale there, and its later pages (one with nothing is not for search).
  const towns = townLists.flatMap((list) =>
    townsOn(list, inventory).flatMap((place) =>
      Array.from({ length: onSaleIn(list, place, inventory).length === 0 ? 0 : pageCount(onSaleIn(list, place, inventory).length) }, (_, index) => index + 1).flatMap((page) =>
        localeCodes.map((locale) => ({
          url: absoluteUrl(townPagePath(locale, list, place, page)),
          alternates: { languages: alternatesOf((language) => townPagePath(language, list, place, page)) },
        })),
      ),
    ),
  );
  // Each type's page (/apartments/penthouses) with something of that type for sale, and its later pages.
  const types = typesWithPage(inventory).flatMap((type) =>
    Array.from({ length: onSaleOfType(type, inventory).length === 0 ? 0 : pageCount(onSaleOfType(type, inventory).length) }, (_, index) => index + 1).flatMap((page) =>
      localeCodes.map((locale) => ({
        url: absoluteUrl(typePagePath(locale, type, page)),
        alternates: { languages: alternatesOf((language) => typePagePath(language, type, page)) },
      })),
    ),
  );
  const search = localeCodes.map((locale) => ({
    url: absoluteUrl(localizedPath(locale, searchPaths.search)),
    alternates: { languages: alternatesOf((language) => localizedPath(language, searchPaths.search)) },
  }));
  return [...routes, ...search, ...pages, ...towns, ...types, ...listings];
}
