import { onSale } from '@/lib/listings';
import type { PhotoKey } from './photos';
import { titleDeedTypes, type TitleDeedType } from './title-deeds';
import type { DevelopmentId } from './developments';

export { titleDeedTypes, type TitleDeedType };

/** The day the projects' starting prices were last checked with the developers (ISO); the brochure says so. Each listing has its own date. */
export const pricesCheckedOn = '2026-11-25';

/** Starting prices of the other featured projects on Home, from each developer's price list as checked on `pricesCheckedOn` (no listing file holds them). */
export const projectFrom = { panah: 190_000, aventus: 85_000 } as const;

/** The cards of each list page, in order: every listing file on that list that is not sold (content/listings). */
export const villaListings = onSale('villas');
export const apartmentListings = onSale('apartments');
export const caesarListings = onSale('caesarResort');

/** The four Caesar developments: years of the 7% guarantee, photo; one is the flagship. Their "from" prices come from the listing files (lib/figures.ts). */
export const developments = [
  { id: 'collection', guaranteeYears: 3, photo: 'resortPool', flagship: true, titleDeed: 'turkish' },
  { id: 'blueVillas', guaranteeYears: 2, photo: 'villaLuxury', flagship: false, titleDeed: 'turkish' },
  { id: 'beach', guaranteeYears: 3, photo: 'resortHotel', flagship: false, titleDeed: 'turkish' },
  { id: 'park', guaranteeYears: 2, photo: 'resortGreen', flagship: false, titleDeed: 'turkish' },
] as const satisfies readonly { id: DevelopmentId; guaranteeYears: number; photo: PhotoKey; flagship: boolean; titleDeed: TitleDeedType }[];

/** The developer's guaranteed rent at Caesar Resort: percent of the purchase price a year, gross, from handover. */
export const caesarGuaranteePercent = 7;

/** Featured projects on Home, in order: a Caesar development's "from" is its listings' (lib/figures.ts), another project's its developer's list price. */
export const featuredProjects = [
  { id: 'caesarCollection', from: { development: 'collection' }, photo: 'resortPool', titleDeed: 'turkish' },
  { id: 'caesarBlueVillas', from: { development: 'blueVillas' }, photo: 'villaLuxury', titleDeed: 'turkish' },
  { id: 'panah', from: { project: 'panah' }, photo: 'villaModern', titleDeed: 'turkish' },
  { id: 'aventus', from: { project: 'aventus' }, photo: 'apartmentBlock', titleDeed: 'turkish' },
] as const satisfies readonly { id: string; from: { development: DevelopmentId } | { project: keyof typeof projectFrom }; photo: PhotoKey; titleDeed: TitleDeedType }[];
