import { placeKeys, type PlaceKey } from '@/content/facts/places';

/* A town in an address (/villas/in/long-beach, /properties?town=long-beach): no server code, so the search island uses it too. */

/** A town's address segment: longBeach → long-beach. */
export function townSlug(place: PlaceKey): string {
  return place.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The town an address segment names, if any. */
export function placeOfSlug(slug: string): PlaceKey | undefined {
  return placeKeys.find((place) => townSlug(place) === slug);
}
