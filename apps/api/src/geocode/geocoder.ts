import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Offline reverse geocoding (ADR 0011): a point → one of OUR regions (ids of the `regions` table), from
 * `data/geocode-regions.bin` — Natural Earth admin-1 polygons of the 15 served countries, simplified to
 * ~500 m, made by `scripts/build-geocode-data.ts`. Point-in-polygon through a 0.5° grid of bounding boxes;
 * a point just outside every polygon (coastline and border simplification) snaps to the nearest edge within
 * SNAP_KM. No network, nothing stored: the coordinates live only for the call.
 */

export const DATA_FILE = fileURLToPath(new URL('../../data/geocode-regions.bin', import.meta.url));
const MAGIC = 'AMGEO1\n';
/** Grid cell edge in degrees. */
const CELL_DEG = 0.5;
/** A point at most this far from a region's edge, and inside none, belongs to the nearest region. */
export const SNAP_KM = 2;
const KM_PER_DEG = 111.32;

export interface GeocodeHit {
  country: string;
  countryregion: string;
}

export interface Geocoder {
  lookup(lat: number, lon: number): GeocodeHit | null;
  readonly regions: readonly string[];
  readonly polygons: number;
  readonly vertices: number;
  readonly bytes: number;
}

interface Header {
  scale: number;
  regions: string[];
  polygons: number[][];
}

interface Polygon {
  region: number;
  /** Ring boundaries as vertex indices: ring k spans [starts[k], starts[k + 1]). */
  starts: number[];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** Parses the data file and builds the grid index. */
export function createGeocoder(file: string = DATA_FILE): Geocoder {
  const buf = readFileSync(file);
  if (buf.toString('latin1', 0, MAGIC.length) !== MAGIC) throw new Error(`${file}: not a geocode data file`);
  const headerLength = buf.readUInt32LE(MAGIC.length);
  const bodyStart = MAGIC.length + 4 + headerLength;
  const header = JSON.parse(buf.toString('utf8', MAGIC.length + 4, bodyStart)) as Header;
  const body = buf.subarray(bodyStart);
  // An aligned copy: Int32Array views need a 4-byte aligned offset.
  const xy = new Int32Array(body.buffer.slice(body.byteOffset, body.byteOffset + body.length));
  const { scale } = header;
  const cell = CELL_DEG * scale;

  const polygons: Polygon[] = [];
  let vertex = 0;
  for (const [region, ...ringLengths] of header.polygons) {
    const starts = [vertex];
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const n of ringLengths) {
      for (let i = vertex; i < vertex + n; i++) {
        const x = xy[2 * i]!;
        const y = xy[2 * i + 1]!;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
      vertex += n;
      starts.push(vertex);
    }
    polygons.push({ region: region!, starts, minX, minY, maxX, maxY });
  }

  const key = (cx: number, cy: number) => cx * 4096 + cy;
  const grid = new Map<number, number[]>();
  polygons.forEach((p, id) => {
    for (let cx = Math.floor(p.minX / cell); cx <= Math.floor(p.maxX / cell); cx++) {
      for (let cy = Math.floor(p.minY / cell); cy <= Math.floor(p.maxY / cell); cy++) {
        const k = key(cx, cy);
        const list = grid.get(k);
        if (list) list.push(id);
        else grid.set(k, [id]);
      }
    }
  });

  /** Even–odd rule over every ring of the polygon (holes included). */
  const contains = (p: Polygon, x: number, y: number): boolean => {
    let inside = false;
    for (let r = 0; r + 1 < p.starts.length; r++) {
      const from = p.starts[r]!;
      const to = p.starts[r + 1]!;
      for (let i = from, j = to - 1; i < to; j = i++) {
        const xi = xy[2 * i]!;
        const yi = xy[2 * i + 1]!;
        const xj = xy[2 * j]!;
        const yj = xy[2 * j + 1]!;
        if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
    return inside;
  };

  /** Distance in km from the point to the polygon's nearest edge (equirectangular, fine at this scale). */
  const distanceKm = (p: Polygon, x: number, y: number, kx: number): number => {
    let best = Infinity;
    for (let r = 0; r + 1 < p.starts.length; r++) {
      const from = p.starts[r]!;
      const to = p.starts[r + 1]!;
      for (let i = from + 1; i < to; i++) {
        const ax = (xy[2 * i - 2]! - x) * kx;
        const ay = xy[2 * i - 1]! - y;
        const bx = (xy[2 * i]! - x) * kx;
        const by = xy[2 * i + 1]! - y;
        const dx = bx - ax;
        const dy = by - ay;
        const len2 = dx * dx + dy * dy;
        const t = len2 ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2)) : 0;
        const ex = ax + t * dx;
        const ey = ay + t * dy;
        const d = ex * ex + ey * ey;
        if (d < best) best = d;
      }
    }
    return (Math.sqrt(best) / scale) * KM_PER_DEG;
  };

  const hit = (id: number): GeocodeHit => {
    const countryregion = header.regions[polygons[id]!.region]!;
    return { country: countryregion.slice(0, 2), countryregion };
  };

  return {
    regions: header.regions,
    polygons: polygons.length,
    vertices: xy.length / 2,
    bytes: buf.length,
    lookup(lat, lon) {
      if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
        return null;
      }
      const x = Math.round(lon * scale);
      const y = Math.round(lat * scale);
      const cx = Math.floor(x / cell);
      const cy = Math.floor(y / cell);
      for (const id of grid.get(key(cx, cy)) ?? []) {
        const p = polygons[id]!;
        if (x >= p.minX && x <= p.maxX && y >= p.minY && y <= p.maxY && contains(p, x, y)) return hit(id);
      }
      // Inside no polygon: the nearest edge within SNAP_KM, else the sea or an unserved country.
      const kx = Math.cos((lat * Math.PI) / 180);
      const margin = (SNAP_KM / KM_PER_DEG) * scale;
      const marginX = margin / Math.max(kx, 0.01);
      const seen = new Set<number>();
      let best = SNAP_KM;
      let bestId = -1;
      for (let dx = -1; dx <= 1; dx++) {
        for (let dy = -1; dy <= 1; dy++) {
          for (const id of grid.get(key(cx + dx, cy + dy)) ?? []) {
            if (seen.has(id)) continue;
            seen.add(id);
            const p = polygons[id]!;
            if (x < p.minX - marginX || x > p.maxX + marginX || y < p.minY - margin || y > p.maxY + margin) {
              continue;
            }
            const d = distanceKm(p, x, y, kx);
            if (d <= best) {
              best = d;
              bestId = id;
            }
          }
        }
      }
      return bestId >= 0 ? hit(bestId) : null;
    },
  };
}

let shared: Geocoder | null = null;

/** The process-wide geocoder, loaded on first use (about 1 MB of data, a few MB of index). */
export function geocoder(): Geocoder {
  shared ??= createGeocoder();
  return shared;
}
