/** The Caesar Resort developments a listing file may belong to (its `development` field). */
export const developmentIds = ['collection', 'blueVillas', 'beach', 'park'] as const;
export type DevelopmentId = (typeof developmentIds)[number];

/**
 * Each development's starting price on the developer's own price list, as the agency last checked it
 * (`pricesCheckedOn` in listings.ts). A page quotes it only while no home of that development is for
 * sale on the site; while one is, "from" is the lowest price of those homes (lib/figures.ts).
 */
export const developerListFrom: Record<DevelopmentId, number> = {
  collection: 100_000,
  blueVillas: 300_000,
  beach: 150_000,
  park: 110_000,
};
