/**
 * `pnpm --filter @dating/members size` (a step of `pnpm test`): the JavaScript a first visit to each route of the
 * member site downloads, in kB gzip, against its budget (P10 of targets.md; ADR 0033). Deterministic: it reads the
 * production build's manifests, not a browser, so it runs after `next build` and never depends on the machine.
 *
 * What a route loads on a cold visit (checked against Chromium's own count, see ADR 0033): the framework's
 * `rootMainFiles` plus every chunk of every entry in the route's `page_client-reference-manifest` (the root and
 * group layouts, the error, not-found and global-error boundaries, the page). The `polyfillFiles` are left out: they
 * sit in a `nomodule` script that modern browsers never fetch. Each file is gzipped at zlib's default level, as
 * `pnpm bench:pages` does, so the figure does not depend on how a server compresses.
 *
 * Exit 1 when a route is over its limit: its budget, or, where ADR 0033 records why the budget cannot be met yet,
 * the ceiling in `js-size.ceilings.json` (a ratchet at the size measured when it was written).
 *
 *   --build       build the web apps first (turbo: a no-op when current; `pnpm test` runs it so)
 *   --json        print the rows as JSON instead of the table
 *   --dir PATH    the Next.js build folder (default: apps/members/.next)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { buildWebApps } from '../../../scripts/lib/build-site.mjs';
import { isMemberOnlyPath } from '../src/lib/member-routes';

export type RouteClass = 'visitor' | 'member' | 'chat';

/** P10 of targets.md, kB gzip, first load: visitor pages and landers, member pages, the chat. */
export const JS_BUDGET_KB: Record<RouteClass, number> = { visitor: 130, member: 170, chat: 190 };

/** Routes of the chat screen (its own, larger budget). */
const CHAT_ROUTES = new Set(['/chats/[id]', '/members/[id]/chat']);

export interface Ceilings {
  reason: string;
  /** route → kB gzip it may not exceed while its budget is out of reach. */
  routes: Record<string, number>;
}

export interface RouteSize {
  route: string;
  class: RouteClass;
  files: number;
  kb: number;
  budget: number;
  /** The ratchet's ceiling when the route is allowed above its budget. */
  ceiling: number | null;
  ok: boolean;
}

/** `/(default)/members/[id]/page` → `/members/[id]`. */
export function routeOf(manifestKey: string): string {
  const route = manifestKey
    .replace(/\/page$/, '')
    .split('/')
    .filter((segment) => segment && !/^\(.*\)$/.test(segment))
    .join('/');
  return `/${route}`;
}

/** Visitor (public, landers), member-only, or chat. A public route counts as a visitor page, whoever opens it. */
export function classify(route: string): RouteClass {
  if (CHAT_ROUTES.has(route)) return 'chat';
  const sample = route.replace(/\/\[\[\.\.\.[^\]]+\]\]/g, '').replace(/\[(?:\.\.\.)?([^\]]+)\]/g, 'x$1');
  return isMemberOnlyPath(sample || '/') ? 'member' : 'visitor';
}

function listManifests(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'page_client-reference-manifest.js') found.push(full);
    }
  };
  walk(dir);
  return found.sort();
}

interface ClientManifest {
  entryJSFiles?: Record<string, string[]>;
}

/** The `globalThis.__RSC_MANIFEST[...] = {...}` assignments of one manifest file, evaluated in an empty context. */
function readClientManifests(file: string): Record<string, ClientManifest> {
  const sandbox: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, ClientManifest> } = {};
  sandbox.globalThis = sandbox;
  runInNewContext(readFileSync(file, 'utf8'), sandbox, { filename: file });
  return sandbox.__RSC_MANIFEST ?? {};
}

/** Sizes of every app route of a `next build` output folder. */
export function measure(buildDir: string, ceilings: Ceilings): RouteSize[] {
  const buildManifest = JSON.parse(readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[];
    polyfillFiles: string[];
  };
  const polyfills = new Set(buildManifest.polyfillFiles);
  const gzipCache = new Map<string, number>();
  const gzipBytes = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(buildDir, file))).length;
      gzipCache.set(file, size);
    }
    return size;
  };

  const rows: RouteSize[] = [];
  for (const file of listManifests(path.join(buildDir, 'server', 'app'))) {
    for (const [key, manifest] of Object.entries(readClientManifests(file))) {
      const route = routeOf(key);
      if (route.startsWith('/_')) continue; // Next's own /_not-found and /_global-error renders
      const chunks = new Set(buildManifest.rootMainFiles);
      for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const f of files) chunks.add(f);
      const js = [...chunks].filter((f) => f.endsWith('.js') && !polyfills.has(f));
      const kb = Math.round((js.reduce((sum, f) => sum + gzipBytes(f), 0) / 1024) * 10) / 10;
      const routeClass = classify(route);
      const budget = JS_BUDGET_KB[routeClass];
      const ceiling = kb > budget || route in ceilings.routes ? (ceilings.routes[route] ?? null) : null;
      rows.push({
        route,
        class: routeClass,
        files: js.length,
        kb,
        budget,
        ceiling,
        ok: kb <= budget || (ceiling !== null && kb <= ceiling),
      });
    }
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route));
}

export function formatTable(rows: RouteSize[]): string {
  const header = ['route', 'class', 'files', 'kB gzip', 'budget', 'ceiling', ''];
  const lines = rows.map((r) => [
    r.route,
    r.class,
    String(r.files),
    r.kb.toFixed(1),
    String(r.budget),
    r.ceiling === null ? '' : r.ceiling.toFixed(1),
    r.ok ? (r.kb <= r.budget ? 'ok' : `ok (ratchet, +${(r.kb - r.budget).toFixed(1)} over budget)`) : 'OVER',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [row(header), row(widths.map((w) => '-'.repeat(w))), ...lines.map(row)].join('\n');
}

async function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const { values } = parseArgs({
    options: {
      build: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      dir: { type: 'string' },
    },
  });
  if (values.build) await buildWebApps();
  const buildDir = path.resolve(values.dir ?? path.join(here, '..', '.next'));
  if (!existsSync(path.join(buildDir, 'build-manifest.json'))) {
    console.error(
      `js-size: no production build in ${buildDir}; run \`pnpm --filter @dating/members build\` first`,
    );
    process.exit(1);
  }
  const ceilings = JSON.parse(readFileSync(path.join(here, 'js-size.ceilings.json'), 'utf8')) as Ceilings;
  const rows = measure(buildDir, ceilings);
  if (values.json) console.log(JSON.stringify(rows, null, 2));
  else console.log(formatTable(rows));
  const over = rows.filter((r) => !r.ok);
  const stale = Object.keys(ceilings.routes).filter((route) => !rows.some((r) => r.route === route));
  for (const route of stale) console.error(`js-size: ceiling for ${route}, which the build does not have`);
  if (over.length) {
    console.error(
      `\njs-size: ${over.length} route(s) over their limit: ${over.map((r) => `${r.route} ${r.kb} kB > ${r.ceiling ?? r.budget} kB`).join(', ')}`,
    );
    process.exit(1);
  }
  const ratcheted = rows.filter((r) => r.kb > r.budget);
  console.log(
    `\njs-size: ${rows.length} routes, ${rows.length - ratcheted.length} within budget, ${ratcheted.length} over budget below their ceiling (ADR 0033)`,
  );
  if (stale.length) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
