import map from './nl-map.json';

/**
 * The Netherlands for the map lander, drawn from the regions data the site already ships: the twelve
 * provinces by their ISO 3166-2 codes and names (as `GET /api/regions.php` and the seed use them), each placed
 * at the approximate centre of the province, and the demo cities of the seed (`packages/db/src/seed/cities.json`)
 * with their province. No map tiles, no coordinates of anyone: a campaign profile is counted in the province
 * of its city, and only the province is drawn. The data (provinces, cities, outline) is `nl-map.json`.
 */
export interface MapRegion {
  id: string;
  name: string;
  /** Centre of the province in degrees (longitude, latitude), for the schematic projection. */
  lon: number;
  lat: number;
}

export const NL_REGIONS: readonly MapRegion[] = map.regions;

/** The seed's Dutch demo cities and their province. */
export const NL_CITY_REGION: Readonly<Record<string, string>> = map.cityRegion;

/** A simplified outline of the country (longitude, latitude), enough for a recognisable schematic shape. */
export const NL_OUTLINE = map.outline as unknown as readonly (readonly [number, number])[];

export const MAP_WIDTH = 300;
export const MAP_HEIGHT = 340;

/** Equirectangular projection of the Dutch bounding box into the map's viewBox (a schematic, not a survey). */
export function project(lon: number, lat: number): { x: number; y: number } {
  const x = ((lon - 3.2) / (7.35 - 3.2)) * (MAP_WIDTH - 20) + 10;
  const y = ((53.6 - lat) / (53.6 - 50.65)) * (MAP_HEIGHT - 20) + 10;
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}

/** Profiles per province, from the cities of the campaign's profiles; cities outside the map are skipped. */
export function countByRegion(cities: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>(NL_REGIONS.map((r) => [r.id, 0]));
  for (const city of cities) {
    const region = NL_CITY_REGION[city];
    if (region) counts.set(region, (counts.get(region) ?? 0) + 1);
  }
  return counts;
}

/** Dot radius for a count: a small ring for none, then growing with the square root (area ∝ count). */
export function dotRadius(count: number): number {
  return count === 0 ? 4 : Math.round((6 + 6 * Math.sqrt(count)) * 10) / 10;
}
