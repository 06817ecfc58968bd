/**
 * The towns listings are in, with their coordinates (WGS84, to about 1 km) for the static map. `label`
 * says which side of its dot a town's name goes, so names of neighbouring towns do not collide.
 * `district` is the district the town lies in, named after its chief town (Kyrenia/Girne, İskele,
 * Famagusta/Gazimağusa): the portal feed's province.
 */
export const places = {
  kyrenia: { lat: 35.336, lon: 33.319, label: 'right', district: 'kyrenia' },
  catalkoy: { lat: 35.327, lon: 33.37, label: 'right', district: 'kyrenia' },
  alsancak: { lat: 35.343, lon: 33.204, label: 'left', district: 'kyrenia' },
  lapta: { lat: 35.337, lon: 33.164, label: 'left', district: 'kyrenia' },
  bellapais: { lat: 35.306, lon: 33.355, label: 'right', district: 'kyrenia' },
  esentepe: { lat: 35.334, lon: 33.58, label: 'right', district: 'kyrenia' },
  iskele: { lat: 35.287, lon: 33.892, label: 'right', district: 'iskele' },
  longBeach: { lat: 35.317, lon: 33.945, label: 'left', district: 'iskele' },
  bafra: { lat: 35.425, lon: 34.07, label: 'left', district: 'iskele' },
  famagusta: { lat: 35.125, lon: 33.942, label: 'left', district: 'famagusta' },
} as const satisfies Record<string, { lat: number; lon: number; label: 'left' | 'right'; district: 'kyrenia' | 'iskele' | 'famagusta' }>;

export type PlaceKey = keyof typeof places;

/** The country the towns are in, as the portal feed names it (Kyero's `country`, in English). */
export const feedCountry = 'North Cyprus';

/** Ercan, North Cyprus's airport (WGS84): listing pages give each town's distance to it. */
export const ercanAirport = { lat: 35.1547, lon: 33.4961 } as const;

/** The four areas Home describes, marked on its map in this order. */
export const homeMapPlaces: PlaceKey[] = ['kyrenia', 'iskele', 'alsancak', 'famagusta'];
export const placeKeys = Object.keys(places) as [PlaceKey, ...PlaceKey[]];
