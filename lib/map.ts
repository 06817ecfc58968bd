import { geoDistance, geoMercator, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries from 'world-atlas/countries-10m.json';
import { ercanAirport, places, type PlaceKey } from '@/content/facts/places';

/**
 * The island of Cyprus as SVG paths, drawn once at build time from Natural Earth's public-domain
 * coastline (world-atlas) with d3-geo: no tile server, no map library, no request from the page.
 */
export const MAP_WIDTH = 640;
export const MAP_HEIGHT = 300;
const PADDING = 12;

const topology = countries as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
const cyprus = (feature(topology, topology.objects.countries) as FeatureCollection<GeoJSON.Geometry, { name: string }>).features.filter((country) =>
  ['Cyprus', 'N. Cyprus', 'Cyprus U.N. Buffer Zone'].includes(country.properties.name),
);
const north = cyprus.find((country) => country.properties.name === 'N. Cyprus');
if (!north || cyprus.length !== 3) {
  throw new Error('world-atlas no longer has "N. Cyprus", "Cyprus" and "Cyprus U.N. Buffer Zone" in countries-10m: the map cannot be drawn');
}

const projection = geoMercator().fitExtent(
  [
    [PADDING, PADDING],
    [MAP_WIDTH - PADDING, MAP_HEIGHT - PADDING],
  ],
  { type: 'FeatureCollection', features: cyprus } as FeatureCollection,
);
const path = geoPath(projection).digits(0);

export const islandPaths = {
  /** North Cyprus, where every listing is. */
  north: path(north as Feature) ?? '',
  /** The rest of the island (the Republic of Cyprus and the buffer zone), drawn quieter. */
  south: cyprus
    .filter((country) => country !== north)
    .map((country) => path(country as Feature) ?? '')
    .join(''),
};

export type MapMarker = { place: PlaceKey; x: number; y: number; side: 'left' | 'right' };

/** Where a town sits on the map, and which side of its dot its name goes. */
export function mapMarker(place: PlaceKey): MapMarker {
  const { lon, lat, label } = places[place];
  const point = projection([lon, lat]);
  if (!point) throw new Error(`The map cannot place ${place}`);
  return { place, x: Math.round(point[0]), y: Math.round(point[1]), side: label };
}

/** The Earth's mean radius in kilometres. */
const EARTH_KM = 6371;

/** A town's distance to Ercan airport as the crow flies, rounded to 5 km (the town's coordinates are good to about 1 km; roads are longer). */
export function airportKm(place: PlaceKey): number {
  const town = places[place];
  const km = geoDistance([town.lon, town.lat], [ercanAirport.lon, ercanAirport.lat]) * EARTH_KM;
  return Math.max(5, Math.round(km / 5) * 5);
}
