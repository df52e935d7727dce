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
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import type { TSearchResponse } from '@dating/core/contracts';
// The builds and the health wait of `pnpm start` and the end-to-end run.
import { buildWebApps } from '../../../scripts/lib/build-site.mjs';
import { waitFor } from '../../../scripts/lib/processes.mjs';
import type { ClosedLoadRequest, ClosedLoadResult } from './bench/closed-load';

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
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const base = `http://localhost:${port}`;
const CLK_TCK = 100;

/** CPU seconds (user + system) of every process whose command line and environment match. */
function cpuSeconds(match: (cmdline: string, environ: string) => boolean): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
      if (!match(cmdline, environ)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone, or not ours to read
    }
  }
  return ticks / CLK_TCK;
}

const membersCpu = () =>
  cpuSeconds((cmd, env) => cmd.includes('front-door.ts') && env.includes(`\0PORT=${port}\0`));
const apiCpu = () =>
  cpuSeconds((cmd, env) => cmd.includes('src/server.ts') && env.includes(`\0API_PORT=${port + 1}\0`));

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

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

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

async function measure(name: string, url: string, cookie: string, withCpu: boolean): Promise<Row> {
  await load({ url, cookie, connections, seconds: Math.min(3, seconds) }); // warm-up
  const results: Row[] = [];
  for (let r = 0; r < rounds; r += 1) {
    const before = withCpu ? [membersCpu(), apiCpu()] : [0, 0];
    const res = await load({ url, cookie, connections, seconds });
    const after = withCpu ? [membersCpu(), apiCpu()] : [0, 0];
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

/** The floor: the same cards as plain React elements rendered to a string per request, nothing else. */
function floorServer(page: TSearchResponse): Promise<http.Server> {
  const doc = () =>
    h(
      'html',
      { lang: 'en' },
      h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'Members')),
      h(
        'body',
        null,
        h(
          'main',
          null,
          h('h1', null, 'Members'),
          h(
            'ul',
            null,
            page.results.map((card) =>
              h(
                'li',
                { key: card.id, 'data-profile-id': card.id },
                h(
                  'a',
                  { href: `/members/${card.id}` },
                  card.main_image
                    ? h('img', {
                        src: card.main_image.thumb_filename,
                        alt: '',
                        width: 240,
                        height: 300,
                        loading: 'lazy',
                      })
                    : null,
                  h('strong', null, `${card.name}, ${card.age}`),
                  card.city ? h('span', null, card.city) : null,
                  card.fictional ? h('span', null, 'Fictional profile') : null,
                ),
                h('button', { type: 'button', 'aria-label': `Like ${card.name}` }, '♥'),
              ),
            ),
          ),
        ),
      ),
    );
  const server = http.createServer((_req, res) => {
    const html = '<!DOCTYPE html>' + renderToString(doc());
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const fmt = (n: number | null, d = 1) => (n === null || Number.isNaN(n) ? '—' : n.toFixed(d));

async function main() {
  if (!flags['no-build']) await buildWebApps();
  const data = mkdtempSync(path.join(os.tmpdir(), 'bench-members-'));
  const site: ChildProcess = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      API_PORT: String(port + 1),
      LEGAL_PORT: String(port + 2),
      LANDERS_PORT: String(port + 3),
      PUBLIC_URL: base,
      DATA_DIR: path.join(data, 'pglite'),
      MEDIA_DIR: path.join(data, 'media'),
      DATABASE_URL: '',
      SEED_MEMBERS: '1000',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => {
    try {
      process.kill(-site.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  try {
    await waitFor(`${base}/health`, 300_000);
    const login = await fetch(`${base}/api/user.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-type': 'client', origin: base },
      body: JSON.stringify({ email: 'demo@example.com', password: 'welcome-to-amora' }),
    });
    if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`);
    const token = login.headers.getSetCookie().find((c) => c.startsWith('auth._token='));
    if (!token) throw new Error('no session cookie');
    const cookie = `${token.split(';')[0]}; i18n_redirected=en`;

    // The page must carry its cards in the HTML, or there is nothing to measure.
    const html = await (await fetch(`${base}/members`, { headers: { cookie } })).text();
    const cardsInHtml = (html.match(/data-testid="search-card"/g) ?? []).length;
    const page = (await (
      await fetch(`${base}/api/search.php?min_age=18&max_age=99`, { headers: { cookie } })
    ).json()) as TSearchResponse;
    const floor = await floorServer(page);
    const floorUrl = `http://127.0.0.1:${(floor.address() as AddressInfo).port}/`;

    console.log(
      `\nbench:members — ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; ` +
        `${connections} clients, ${rounds} × ${seconds} s per case (median round); /members HTML carries ${cardsInHtml} cards\n`,
    );
    const rows = [
      await measure('/members, logged in (SSR + data)', `${base}/members`, cookie, true),
      await measure('/members, visitor (SSR + data)', `${base}/members`, 'i18n_redirected=en', true),
      await measure('floor: react-dom/server, same cards', floorUrl, '', false),
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
    const widths = head.map((_, i) => Math.max(head[i]!.length, ...body.map((b) => b[i]!.length)));
    const line = (cells: string[]) =>
      cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
    console.log(line(head));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const b of body) console.log(line(b));
    for (const r of rows)
      if (r.errors || !/^200×\d+$/.test(r.statuses))
        console.log(`  ${r.name}: ${r.statuses}, ${r.errors} errors`);
    console.log(
      '\nreq/s per core = 1000 / (members CPU ms + API CPU ms) per page: what one core would serve if it did only this.',
    );
  } finally {
    stop();
    rmSync(data, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
