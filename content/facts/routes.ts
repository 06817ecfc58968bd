import type { PhotoKey } from './photos';

/** Every public route, Home first: navigation, footer, breadcrumbs, sitemap, metadata and tests read this list. */
export const routePaths = {
  home: '/',
  villas: '/villas',
  apartments: '/apartments',
  investment: '/investment',
  paymentPlans: '/payment-plans',
  caesarResort: '/caesar-resort',
  guide: '/blog/buying-property-in-north-cyprus-complete-guide',
} as const;

export type RouteKey = keyof typeof routePaths;

export const routeKeys = Object.keys(routePaths) as RouteKey[];

/** The printable brochure and the brochure request's thank-you page: in every language, never indexed, not in the sitemap. */
export const brochurePaths = { brochure: '/brochure', thanks: '/brochure/thanks' } as const;

/** The legal notice and the privacy policy: in every language, linked from every footer, not in the sitemap. */
export const legalPaths = { notice: '/legal-notice', privacy: '/privacy' } as const;

/** The search page, in every language: in the header, linked from each list, in the sitemap (its filtered addresses are not for search). */
export const searchPaths = { search: '/properties' } as const;

/** The shortlist page, in every language: in the header; personal to the browser, so never indexed and not in the sitemap. */
export const shortlistPaths = { shortlist: '/shortlist' } as const;

/** The five routes in the header (spec: Home, Villas, Apartments, Investment, Payment Plans). */
export const mainNavRoutes: RouteKey[] = ['home', 'villas', 'apartments', 'investment', 'paymentPlans'];

/** Each route's hero photo and its share-card photo. */
export const routePhotos = {
  home: { hero: 'villaPoolSea', share: 'villaPoolSea' },
  villas: { hero: 'villaLuxury', share: 'villaLuxury' },
  apartments: { hero: 'apartmentComplex', share: 'apartmentPenthouse' },
  investment: { hero: 'resortBeach', share: 'resortBeach' },
  paymentPlans: { hero: 'keysHandover', share: 'contractSigning' },
  caesarResort: { hero: 'resortBeach', share: 'resortPool' },
  guide: { hero: 'keysHandover', share: 'keysHandover' },
} as const satisfies Record<RouteKey, { hero: PhotoKey; share: PhotoKey }>;
