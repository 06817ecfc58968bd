import { apartmentsMeta } from './apartments';
import { caesarMeta } from './caesar-resort';
import { guideMeta } from './guide';
import { homeMeta } from './home';
import { investmentMeta } from './investment';
import { paymentPlansMeta } from './payment-plans';
import type { PageMeta } from './types';
import { villasMeta } from './villas';

/** A public route: its page metadata and its short name in breadcrumbs. */
export type SiteRoute = { label: string; meta: PageMeta };

/** Every public route, Home first. The sitemap, breadcrumbs and SEO tests all read this one list. */
export const siteRoutes: SiteRoute[] = [
  { label: 'Home', meta: homeMeta },
  { label: 'Villas', meta: villasMeta },
  { label: 'Apartments', meta: apartmentsMeta },
  { label: 'Investment', meta: investmentMeta },
  { label: 'Payment Plans', meta: paymentPlansMeta },
  { label: 'Caesar Resort', meta: caesarMeta },
  { label: 'Buying guide', meta: guideMeta },
];

export const allRoutes: string[] = siteRoutes.map((route) => route.meta.path);
