/**
 * The parts of the words that are message files: each part by the file's name in content/<lang>/
 * (content/<lang>/search.json). content/messages.ts reads them for the pages; the CMS edits them.
 */
export const MESSAGE_FILES = {
  common: 'common',
  photoAlt: 'photos',
  notFound: 'not-found',
  brochure: 'brochure',
  listing: 'listing',
  search: 'search',
  shortlist: 'shortlist',
} as const;

/**
 * The parts of the words that take a page's figures: each a message file like those above, whose
 * messages lib/words/<name>.ts gives the figures as arguments (`{lowest}`, `{count, plural, …}`,
 * `{range, select, …}`). `costs` holds the cost and legal sentences the pages share.
 */
export const PAGE_FILES = {
  costs: 'costs',
  home: 'home',
  villas: 'villas',
  apartments: 'apartments',
  investment: 'investment',
  paymentPlans: 'payment-plans',
  caesarResort: 'caesar-resort',
  guide: 'guide',
  legal: 'legal',
} as const;

/** Every message file of a language, by its part's name. */
export const ALL_MESSAGE_FILES = { ...MESSAGE_FILES, ...PAGE_FILES } as const;

/** The path of a language's message file, from the project's root. */
export const messageFile = (locale: string, name: string) => `content/${locale}/${name}.json`;

/** Keys in the words whose values are not words (a page's key, an icon's name): the same in every language, not for a translator. */
export const NOT_WORDS = ['route', 'href', 'icon', 'variant', 'id'] as const;
