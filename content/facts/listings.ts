import type { PhotoKey } from './photos';

/** A property for sale as numbers: the same in every language. Its title, place, type and features are words. */
export type ListingFacts = {
  id: string;
  /** Whole euros. */
  price: number;
  /** 0 is a studio. */
  bedrooms: number;
  bathrooms: number;
  /** Square metres. */
  area: number;
  photo: PhotoKey;
  /** Gross yearly yield in percent; absent where none is claimed (garden apartments). */
  roi?: number;
};

/** The day the prices and availability above were last checked with the developers (ISO); the brochure says so. */
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

export const villaListings = [
  { id: 'catalkoy-garden-villa', price: 295_000, bedrooms: 3, bathrooms: 2, area: 165, photo: 'villaGarden', roi: 7 },
  { id: 'alsancak-modern-villa', price: 335_000, bedrooms: 3, bathrooms: 3, area: 180, photo: 'villaModern', roi: 8 },
  { id: 'esentepe-golf-villa', price: 365_000, bedrooms: 3, bathrooms: 3, area: 190, photo: 'villaGolf', roi: 8 },
  { id: 'long-beach-contemporary-villa', price: 395_000, bedrooms: 4, bathrooms: 3, area: 205, photo: 'villaWhite', roi: 8 },
  { id: 'lapta-beachfront-villa', price: 465_000, bedrooms: 4, bathrooms: 4, area: 225, photo: 'villaPoolSea', roi: 9 },
  { id: 'bellapais-luxury-villa', price: 525_000, bedrooms: 4, bathrooms: 4, area: 245, photo: 'villaStone' },
] as const satisfies readonly ListingFacts[];

export const apartmentListings = [
  { id: 'famagusta-university-studio', price: 89_000, bedrooms: 0, bathrooms: 1, area: 42, photo: 'apartmentStudio', roi: 9 },
  { id: 'long-beach-one-bedroom', price: 112_000, bedrooms: 1, bathrooms: 1, area: 60, photo: 'apartmentLiving', roi: 8 },
  { id: 'alsancak-garden-apartment', price: 135_000, bedrooms: 2, bathrooms: 1, area: 85, photo: 'apartmentGarden' },
  { id: 'kyrenia-two-bedroom', price: 149_000, bedrooms: 2, bathrooms: 2, area: 95, photo: 'apartmentBlock', roi: 7 },
  { id: 'esentepe-sea-view-apartment', price: 165_000, bedrooms: 2, bathrooms: 2, area: 92, photo: 'apartmentBalcony', roi: 8 },
  { id: 'catalkoy-penthouse', price: 215_000, bedrooms: 2, bathrooms: 2, area: 125, photo: 'apartmentPenthouse', roi: 7 },
] as const satisfies readonly ListingFacts[];

export const caesarListings = [
  { id: 'caesar-collection-studio', price: developmentFrom.collection, bedrooms: 0, bathrooms: 1, area: 45, photo: 'apartmentStudio', roi: 7 },
  { id: 'caesar-park-suite', price: 118_000, bedrooms: 1, bathrooms: 1, area: 58, photo: 'apartmentInterior', roi: 7 },
  { id: 'caesar-collection-one-bedroom', price: 135_000, bedrooms: 1, bathrooms: 1, area: 70, photo: 'apartmentLiving', roi: 7 },
  { id: 'caesar-beach-two-bedroom', price: 175_000, bedrooms: 2, bathrooms: 2, area: 98, photo: 'apartmentBalcony', roi: 7 },
  { id: 'caesar-beach-penthouse', price: 245_000, bedrooms: 2, bathrooms: 2, area: 135, photo: 'apartmentPenthouse', roi: 7 },
  { id: 'caesar-blue-villa', price: developmentFrom.blueVillas, bedrooms: 3, bathrooms: 3, area: 170, photo: 'poolVilla', roi: 7 },
] as const satisfies readonly ListingFacts[];

export type VillaId = (typeof villaListings)[number]['id'];
export type ApartmentId = (typeof apartmentListings)[number]['id'];
export type CaesarListingId = (typeof caesarListings)[number]['id'];

/** The four Caesar developments: starting price, years of the 7% guarantee, photo; one is the flagship. */
export const developments = [
  { id: 'collection', from: developmentFrom.collection, guaranteeYears: 3, photo: 'resortPool', flagship: true },
  { id: 'blueVillas', from: developmentFrom.blueVillas, guaranteeYears: 2, photo: 'villaLuxury', flagship: false },
  { id: 'beach', from: developmentFrom.beach, guaranteeYears: 3, photo: 'resortHotel', flagship: false },
  { id: 'park', from: developmentFrom.park, guaranteeYears: 2, photo: 'resortGreen', flagship: false },
] as const satisfies readonly { id: keyof typeof developmentFrom; from: number; guaranteeYears: number; photo: PhotoKey; flagship: boolean }[];

/** The guaranteed yield at Caesar Resort, in percent a year. */
export const caesarGuaranteePercent = 7;

/** Featured projects on Home, in order. */
export const featuredProjects = [
  { id: 'caesarCollection', from: developmentFrom.collection, photo: 'resortPool' },
  { id: 'caesarBlueVillas', from: developmentFrom.blueVillas, photo: 'villaLuxury' },
  { id: 'panah', from: projectFrom.panah, photo: 'villaModern' },
  { id: 'aventus', from: projectFrom.aventus, photo: 'apartmentBlock' },
] as const satisfies readonly { id: string; from: number; photo: PhotoKey }[];
