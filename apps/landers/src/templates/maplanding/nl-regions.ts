/**
 * The Netherlands for the map lander, drawn from the regions data the site already ships: the twelve
 * provinces by their ISO 3166-2 codes and names (as `GET /api/regions.php` and the seed use them), each placed
 * at the approximate centre of the province, and the demo cities of the seed (`packages/db/src/seed/cities.ts`)
 * with their province. No map tiles, no coordinates of anyone: a campaign profile is counted in the province
 * of its city, and only the province is drawn.
 */
export interface MapRegion {
  id: string;
  name: string;
  /** Centre of the province in degrees (longitude, latitude), for the schematic projection. */
  lon: number;
  lat: number;
}

export const NL_REGIONS: readonly MapRegion[] = [
  { id: 'NL-GR', name: 'Groningen', lon: 6.75, lat: 53.25 },
  { id: 'NL-FR', name: 'Friesland', lon: 5.8, lat: 53.1 },
  { id: 'NL-DR', name: 'Drenthe', lon: 6.6, lat: 52.85 },
  { id: 'NL-OV', name: 'Overijssel', lon: 6.45, lat: 52.42 },
  { id: 'NL-FL', name: 'Flevoland', lon: 5.6, lat: 52.5 },
  { id: 'NL-NH', name: 'Noord-Holland', lon: 4.85, lat: 52.6 },
  { id: 'NL-GE', name: 'Gelderland', lon: 5.95, lat: 52.05 },
  { id: 'NL-UT', name: 'Utrecht', lon: 5.2, lat: 52.08 },
  { id: 'NL-ZH', name: 'Zuid-Holland', lon: 4.5, lat: 51.98 },
  { id: 'NL-ZE', name: 'Zeeland', lon: 3.85, lat: 51.5 },
  { id: 'NL-NB', name: 'Noord-Brabant', lon: 5.2, lat: 51.58 },
  { id: 'NL-LI', name: 'Limburg', lon: 5.92, lat: 51.2 },
];

/** The seed's Dutch demo cities and their province. */
export const NL_CITY_REGION: Readonly<Record<string, string>> = {
  Amsterdam: 'NL-NH',
  Haarlem: 'NL-NH',
  Rotterdam: 'NL-ZH',
  'Den Haag': 'NL-ZH',
  Leiden: 'NL-ZH',
  Utrecht: 'NL-UT',
  Eindhoven: 'NL-NB',
  Tilburg: 'NL-NB',
  Breda: 'NL-NB',
  Groningen: 'NL-GR',
  Almere: 'NL-FL',
  Nijmegen: 'NL-GE',
  Arnhem: 'NL-GE',
  Zwolle: 'NL-OV',
  Enschede: 'NL-OV',
  Maastricht: 'NL-LI',
  Leeuwarden: 'NL-FR',
  Assen: 'NL-DR',
  Middelburg: 'NL-ZE',
};

/** A simplified outline of the country (longitude, latitude), enough for a recognisable schematic shape. */
export const NL_OUTLINE: readonly (readonly [number, number])[] = [
  [4.72, 52.96],
  [5.35, 53.38],
  [6.0, 53.47],
  [6.9, 53.45],
  [7.2, 53.25],
  [7.05, 52.85],
  [6.7, 52.55],
  [7.05, 52.4],
  [6.75, 52.1],
  [6.1, 51.87],
  [6.2, 51.5],
  [6.1, 51.15],
  [6.02, 50.8],
  [5.7, 50.76],
  [5.75, 51.05],
  [5.5, 51.3],
  [5.0, 51.45],
  [4.4, 51.38],
  [3.9, 51.22],
  [3.37, 51.37],
  [3.6, 51.6],
  [4.0, 51.95],
  [4.4, 52.2],
  [4.6, 52.5],
];

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
