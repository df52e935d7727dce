/**
 * `pnpm bench:members` — the server-rendered member search `/members` (target P7: ≥ 500 req/s per core,
 * p99 ≤ 100 ms), logged in with real data and translated, through the real front door, against the floor:
 * a bare `react-dom/server` render of the same cards (no data fetching, no framework), served by a plain
 * `node:http` server in the same run.
 *
 *   --seconds S      seconds per round (default 10)
 *   --rounds K       rounds per case; the table shows the median round (default 3)
 *   --connections C  concurrent keep-alive clients, closed loop (default 8)
 *   --port P         first of four free ports for the site (default 3600)
 *   --no-build       use the existing builds (otherwise turbo builds what changed)
 *
 * It starts the whole site (`scripts/start.mjs`) on a throw-away embedded database with 1,000 demo members,
 * logs in as the demo member, and measures. CPU per request comes from /proc: the members process (Next.js
 * and the front door) and the API process it calls (user, settings and search per page). It prints figures;
 * it never fails because a machine was slow (exit 1 only on a real error).
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { TSearchResponse } from '@dating/core/contracts';
// The builds of `pnpm start` and the end-to-end run.
import { buildWebApps } from '../../../scripts/lib/build-site.mjs';
import type { ClosedLoadRequest, ClosedLoadResult } from './bench/closed-load';
import { startFloor } from './bench/floor';
import { fmt, pct, printTable, runBench, startSite, type BenchSite } from './bench/site';

const TARGET = { perCore: 500, p99: 100 } as const;
const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '8' },
    port: { type: 'string', default: '3600' },
    'no-build': { type: 'boolean', default: false },
  },
});
const seconds = Number(flags.seconds);
const rounds = Number(flags.rounds);
const connections = Number(flags.connections);
const port = Number(flags.port);

function load(req: ClosedLoadRequest): Promise<ClosedLoadResult> {
  const child = fork(fileURLToPath(new URL('./bench/closed-load.ts', import.meta.url)), [], {
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as ClosedLoadResult));
    child.once('error', reject);
    child.send(req);
  });
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  cpuMembers: number | null;
  cpuApi: number | null;
  bytes: number;
  errors: number;
  statuses: string;
}

async function measure(site: BenchSite | null, name: string, url: string, cookie: string): Promise<Row> {
  const withCpu = site !== null;
  await load({ url, cookie, connections, seconds: Math.min(3, seconds) }); // warm-up
  const results: Row[] = [];
  for (let r = 0; r < rounds; r += 1) {
    const before = site ? [site.membersCpu(), site.apiCpu()] : [0, 0];
    const res = await load({ url, cookie, connections, seconds });
    const after = site ? [site.membersCpu(), site.apiCpu()] : [0, 0];
    const sorted = [...res.latencies].sort((a, b) => a - b);
    results.push({
      name,
      rps: res.throughput,
      p50: pct(sorted, 50),
      p99: pct(sorted, 99),
      cpuMembers: withCpu ? ((after[0]! - before[0]!) / res.completed) * 1000 : null,
      cpuApi: withCpu ? ((after[1]! - before[1]!) / res.completed) * 1000 : null,
      bytes: res.bytes,
      errors: res.errors,
      statuses: Object.entries(res.statuses)
        .map(([s, n]) => `${s}×${n}`)
        .join(' '),
    });
  }
  return results.sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)]!;
}

async function main() {
  if (!flags['no-build']) await buildWebApps();
  const site = await startSite(port);
  try {
    const cookie = await site.login('demo@example.com');
    const base = site.base;

    // The page must carry its cards in the HTML, or there is nothing to measure.
    const html = await (await fetch(`${base}/members`, { headers: { cookie } })).text();
    const cardsInHtml = (html.match(/data-testid="search-card"/g) ?? []).length;
    const page = (await (
      await fetch(`${base}/api/search.php?min_age=18&max_age=99`, { headers: { cookie } })
    ).json()) as TSearchResponse;
    const floor = await startFloor(page);

    console.log(
      `\nbench:members — ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; ` +
        `${connections} clients, ${rounds} × ${seconds} s per case (median round); /members HTML carries ${cardsInHtml} cards\n`,
    );
    const rows = [
      await measure(site, '/members, logged in (SSR + data)', `${base}/members`, cookie),
      await measure(site, '/members, visitor (SSR + data)', `${base}/members`, 'i18n_redirected=en'),
      await measure(null, 'floor: react-dom/server, same cards', floor.url, ''),
    ];
    floor.close();

    const head = [
      'case',
      'req/s',
      'p50 ms',
      'p99 ms',
      'CPU ms/req members',
      'CPU ms/req api',
      'req/s per core',
      'kB',
      'P7',
    ];
    const body = rows.map((r) => {
      const perCore = r.cpuMembers !== null && r.cpuApi !== null ? 1000 / (r.cpuMembers + r.cpuApi) : null;
      const verdict =
        perCore === null
          ? 'floor'
          : `${perCore >= TARGET.perCore ? '✓' : '✗'} ≥ ${TARGET.perCore}/core; ${r.p99 <= TARGET.p99 ? '✓' : '✗'} p99 ≤ ${TARGET.p99}`;
      return [
        r.name,
        fmt(r.rps, 0),
        fmt(r.p50),
        fmt(r.p99),
        fmt(r.cpuMembers, 2),
        fmt(r.cpuApi, 2),
        fmt(perCore, 0),
        fmt(r.bytes / 1024, 1),
        verdict,
      ];
    });
    printTable(head, body);
    for (const r of rows)
      if (r.errors || !/^200×\d+$/.test(r.statuses))
        console.log(`  ${r.name}: ${r.statuses}, ${r.errors} errors`);
    console.log(
      '\nreq/s per core = 1000 / (members CPU ms + API CPU ms) per page: what one core would serve if it did only this.',
    );
  } finally {
    site.stop();
  }
}

runBench(main);
