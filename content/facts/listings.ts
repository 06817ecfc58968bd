import { onSale } from '@/lib/listings';
import type { PhotoKey } from './photos';
import { titleDeedTypes, type TitleDeedType } from './title-deeds';

export { titleDeedTypes, type TitleDeedType };

/** The day the projects' starting prices were last checked with the developers (ISO); the brochure says so. Each listing has its own date. */
export const pricesCheckedOn = '2026-11-25';

/** Starting prices of the Caesar developments, shown on Home and on the resort page alike. */
export const developmentFrom = {
  collection: 100_000,
  blueVillas: 300_000,
  beach: 150_000,
  park: 110_000,
} as const;

/** Starting prices of the other featured projects on Home. */
export const projectFrom = { panah: 190_000, aventus: 85_000 } as const;

/** The cards of each list page, in order: every listing file on that list that is not sold (content/listings). */
export const villaListings = onSale('villas');
export const apartmentListings = onSale('apartments');
export const caesarListings = onSale('caesarResort');

/** The four Caesar developments: starting price, years of the 7% guarantee, photo; one is the flagship. */
export const developments = [
  { id: 'collection', from: developmentFrom.collection, guaranteeYears: 3, photo: 'resortPool', flagship: true, titleDeed: 'turkish' },
  { id: 'blueVillas', from: developmentFrom.blueVillas, guaranteeYears: 2, photo: 'villaLuxury', flagship: false, titleDeed: 'turkish' },
  { id: 'beach', from: developmentFrom.beach, guaranteeYears: 3, photo: 'resortHotel', flagship: false, titleDeed: 'turkish' },
  { id: 'park', from: developmentFrom.park, guaranteeYears: 2, photo: 'resortGreen', flagship: false, titleDeed: 'turkish' },
] as const satisfies readonly { id: keyof typeof developmentFrom; from: number; guaranteeYears: number; photo: PhotoKey; flagship: boolean; titleDeed: TitleDeedType }[];

/** The developer's guaranteed rent at Caesar Resort: percent of the purchase price a year, gross, from handover. */
export const caesarGuaranteePercent = 7;

/** Featured projects on Home, in order. */
export const featuredProjects = [
  { id: 'caesarCollection', from: developmentFrom.collection, photo: 'resortPool', titleDeed: 'turkish' },
  { id: 'caesarBlueVillas', from: developmentFrom.blueVillas, photo: 'villaLuxury', titleDeed: 'turkish' },
  { id: 'panah', from: projectFrom.panah, photo: 'villaModern', titleDeed: 'turkish' },
  { id: 'aventus', from: projectFrom.aventus, photo: 'apartmentBlock', titleDeed: 'turkish' },
] as const satisfies readonly { id: string; from: number; photo: PhotoKey; titleDeed: TitleDeedType }[];
