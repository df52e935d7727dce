/**
 * `pnpm bench:pages` — the member site's pages and authenticated JSON reads in one table, with the targets
 * beside them (P7–P11 of targets.md) and the floor measured in the same run. Per case:
 *
 *   - req/s per core: a closed-loop run (`--connections` keep-alive clients) divided by the CPU the site's
 *     processes spent on it (/proc): what one core would serve doing only this;
 *   - p50/p99 at a fixed rate: an open-loop run (`--page-rate` pages/s, `--json-rate` reads/s) from a load
 *     generator in its own process, latency measured from when each request was due;
 *   - HTML and flight bytes, and JavaScript per route (gzip, first load) measured in Chromium;
 *   - two floors of the same search cards: a bare `react-dom/server` render (no framework) and a bare Next.js
 *     page (one server component, built and started as the site is; port P+10): what the framework itself costs;
 *   - Lighthouse mobile in the Debian Chromium (median of `--lh-runs`, default 5): Performance, LCP, TBT, CLS, A11y.
 *
 *   --seconds S     seconds per load run (default 5)    --lh-runs N   Lighthouse runs per page (0: none)
 *   --port P        first of four free ports (3650)     --no-build    use the existing builds
 *   --only a,b      cases whose name contains one of these words (`--only json`: the JSON reads alone)
 *   --database-url U  JSON reads only: the API on a throw-away database on this PostgreSQL server
 *   --members N     demo members seeded (default 1000)
 *
 * With only JSON reads selected, the API process is started alone, as `pnpm start` starts it (only the API is
 * built): P8 is the API's own figure.
 *
 * It starts the whole site on a throw-away embedded database with 1,000 demo members, logs in as the demo
 * member (a free member; a premium member writes to it first so it has a conversation), and never fails
 * because a machine is slow: exit 1 only on a real error.
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import type { TSearchResponse, TUserResponse } from '@dating/core/contracts';
import { buildWebApps } from '../../../scripts/lib/build-site.mjs';
import { lighthouseMedian, LIGHTHOUSE } from '../../../scripts/lib/lighthouse.mjs';
import { openBrowser, routeWeight, type RouteWeight } from './bench/browser-js';
import type { ClosedLoadRequest, ClosedLoadResult } from './bench/closed-load';
import { startFloor, startNextFloor } from './bench/floor';
import type { OpenLoadRequest, OpenLoadResult } from './bench/open-load';
import { fmt, pct, printTable, runBench, startApi, startSite } from './bench/site';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '8' },
    'page-rate': { type: 'string', default: '20' },
    'json-rate': { type: 'string', default: '200' },
    'lh-runs': { type: 'string', default: '5' },
    port: { type: 'string', default: '3650' },
    only: { type: 'string' },
    'database-url': { type: 'string' },
    members: { type: 'string', default: '1000' },
    'no-build': { type: 'boolean', default: false },
  },
});
const seconds = Number(flags.seconds);
const connections = Number(flags.connections);
const lhRuns = Number(flags['lh-runs']);

type Kind = 'visitor' | 'member' | 'chat' | 'json' | 'floor';
interface Case {
  name: string;
  path: string;
  kind: Kind;
  cookie: 'visitor' | 'member' | 'none';
  lighthouse?: boolean;
  /** Floors: CPU seconds so far of the process that serves the case. */
  cpu?: () => number;
}

/** JavaScript budgets per route (P10), kB gzip. */
const JS_BUDGET: Record<Kind, number | null> = {
  visitor: 130,
  member: 170,
  chat: 190,
  json: null,
  floor: null,
};

function child<Req, Res>(file: string, req: Req): Promise<Res> {
  const proc = fork(fileURLToPath(new URL(file, import.meta.url)), [], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    proc.once('message', (result) => resolve(result as Res));
    proc.once('error', reject);
    proc.send(req as object);
  });
}

/** Buys the smallest credit package through the sandbox provider's checkout, as the e2e helpers do. */
async function buyCredits(base: string, cookie: string) {
  const headers = { cookie, origin: base, 'x-request-type': 'client', 'content-type': 'application/json' };
  const offer = (await (await fetch(`${base}/api/packages.php`, { headers })).json()) as {
    packages: { tier: string; price_cents: number }[];
    methods: { id: string; minimum_cents: number; maximum_cents: number | null }[];
  };
  const tier = offer.packages[0]!;
  const method = offer.methods.find(
    (m) => m.minimum_cents <= tier.price_cents && (m.maximum_cents ?? Infinity) >= tier.price_cents,
  );
  const order = await fetch(`${base}/api/orders.php`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ package: tier.tier, method: method?.id }),
  });
  if (!order.ok) throw new Error(`order: ${order.status} ${await order.text()}`);
  const checkout = new URL(((await order.json()) as { redirect_url: string }).redirect_url);
  const paid = await fetch(`${base}${checkout.pathname}${checkout.search}`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'status=paid',
    redirect: 'manual',
  });
  if (paid.status >= 400) throw new Error(`sandbox checkout: ${paid.status} ${await paid.text()}`);
  for (let i = 0; i < 50; i += 1) {
    const me = (await (await fetch(`${base}/api/user.php`, { headers })).json()) as TUserResponse;
    if (me.user.credits > 0) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the purchase was not credited');
}

async function main() {
  const words = flags.only?.split(',');
  const selected = (c: { name: string; kind: Kind }) =>
    !words || words.some((w) => c.name.includes(w) || c.kind === w);
  // Only JSON reads: the API alone, nothing to build.
  const jsonOnly = !!words && words.every((w) => w === 'json' || w.startsWith('GET /api/'));
  if (flags['database-url'] && !jsonOnly) throw new Error('--database-url needs --only json');
  if (!flags['no-build']) await buildWebApps({}, jsonOnly ? ['api'] : undefined);
  const site = jsonOnly
    ? await startApi(Number(flags.port), {
        seedMembers: Number(flags.members),
        databaseUrl: flags['database-url'],
      })
    : await startSite(Number(flags.port), Number(flags.members));
  try {
    const member = await site.login('demo@example.com');
    const premium = await site.login('premium@example.com');
    const visitor = 'i18n_redirected=en';
    const meRes = await fetch(`${site.base}/api/user.php`, {
      headers: { cookie: member, 'x-request-type': 'client' },
    });
    if (!meRes.ok) throw new Error(`GET /api/user.php: ${meRes.status} ${await meRes.text()}`);
    const me = (await meRes.json()) as TUserResponse;
    const memberId = me.user.profile.id;
    // A conversation for the demo member: the premium member buys credits (sandbox provider) and writes first.
    await buyCredits(site.base, premium);
    const sent = await fetch(`${site.base}/api/messages.php`, {
      method: 'POST',
      headers: {
        cookie: premium,
        'content-type': 'application/json',
        origin: site.base,
        'x-request-type': 'client',
      },
      body: JSON.stringify({ profile: memberId, kind: 'text', body: 'Hello!', client_id: randomUUID() }),
    });
    if (!sent.ok) throw new Error(`could not start a conversation: ${sent.status} ${await sent.text()}`);
    const conversation = ((await sent.json()) as { message: { conversation: string } }).message.conversation;
    const page = (await (
      await fetch(`${site.base}/api/search.php?min_age=18&max_age=99`, { headers: { cookie: member } })
    ).json()) as TSearchResponse;
    const profileId = page.results[0]?.id;
    if (!profileId) throw new Error('search found nobody');
    const floor = jsonOnly ? null : await startFloor(page);
    const NEXT_FLOOR = 'floor: Next.js bare page, same cards';
    const nextFloor =
      jsonOnly || !selected({ name: NEXT_FLOOR, kind: 'floor' })
        ? null
        : await startNextFloor(page, Number(flags.port) + 10);
    // The react-dom floor serves from this process, which only waits for its load generators meanwhile.
    const ownCpu = () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1e6;
    };

    const all: Case[] = [
      { name: '/ visitor', path: '/', kind: 'visitor', cookie: 'visitor', lighthouse: true },
      { name: '/signup visitor', path: '/signup', kind: 'visitor', cookie: 'visitor', lighthouse: true },
      { name: '/members visitor', path: '/members', kind: 'visitor', cookie: 'visitor' },
      { name: '/members member', path: '/members', kind: 'member', cookie: 'member', lighthouse: true },
      {
        name: '/members/{id} member',
        path: `/members/${profileId}`,
        kind: 'member',
        cookie: 'member',
        lighthouse: true,
      },
      { name: '/likes member', path: '/likes', kind: 'member', cookie: 'member' },
      {
        name: '/chats/{id} member',
        path: `/chats/${conversation}`,
        kind: 'chat',
        cookie: 'member',
        lighthouse: true,
      },
      {
        name: '/landers/gallery lander',
        path: '/landers/gallery/eng',
        kind: 'visitor',
        cookie: 'visitor',
        lighthouse: true,
      },
      { name: 'GET /api/likes.php', path: '/api/likes.php', kind: 'json', cookie: 'member' },
      { name: 'GET /api/chats.php', path: '/api/chats.php', kind: 'json', cookie: 'member' },
      { name: 'GET /api/user.php', path: '/api/user.php', kind: 'json', cookie: 'member' },
      { name: 'GET /api/settings.php', path: '/api/settings.php', kind: 'json', cookie: 'member' },
      // The API's own floor in the same run: no session, one `select 1`, the same plugins and hooks.
      { name: 'GET /health (API floor)', path: '/health', kind: 'json', cookie: 'none' },
      {
        name: 'floor: react-dom/server, same cards',
        path: floor?.url ?? '',
        kind: 'floor',
        cookie: 'none',
        cpu: ownCpu,
      },
      {
        name: NEXT_FLOOR,
        path: nextFloor?.url ?? '',
        kind: 'floor',
        cookie: 'none',
        cpu: nextFloor?.cpu,
      },
    ];
    const cases = all.filter(selected);
    const cookieOf = (c: Case) => (c.cookie === 'member' ? member : c.cookie === 'visitor' ? visitor : '');
    const urlOf = (c: Case) => (c.kind === 'floor' ? c.path : `${site.base}${c.path}`);

    console.log(
      `\nbench:pages — ${flags['database-url'] ? 'PostgreSQL' : 'PGlite'}, ${flags.members} members; ${os.cpus().length} cores, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(
          ' ',
        )}; closed loop ${connections} clients × ${seconds} s; open loop ${flags['page-rate']} pages/s, ` +
        `${flags['json-rate']} reads/s × ${seconds} s; Lighthouse ${LIGHTHOUSE} mobile, median of ${lhRuns}\n`,
    );
    const browser = jsonOnly ? null : await openBrowser();
    const rows: string[][] = [];
    const notes: string[] = [];
    for (const c of cases) {
      process.stdout.write(`measuring ${c.name}…\n`);
      const url = urlOf(c);
      const cookie = cookieOf(c);
      const headers: Record<string, string> =
        c.kind === 'json' ? { accept: 'application/json', 'x-request-type': 'client' } : {};
      // Throughput per core, closed loop, with the CPU the site spent.
      await child<ClosedLoadRequest, ClosedLoadResult>('./bench/closed-load.ts', {
        url,
        cookie,
        connections,
        seconds: 1,
      });
      const cpu0 = [site.membersCpu(), site.apiCpu(), c.cpu?.() ?? 0];
      const closed = await child<ClosedLoadRequest, ClosedLoadResult>('./bench/closed-load.ts', {
        url,
        cookie,
        connections,
        seconds,
        headers,
      });
      const cpuMs =
        c.kind === 'floor'
          ? c.cpu
            ? [(c.cpu() - cpu0[2]!) * 1000, 0]
            : null
          : [(site.membersCpu() - cpu0[0]!) * 1000, (site.apiCpu() - cpu0[1]!) * 1000];
      const perReq = cpuMs ? cpuMs.map((ms) => ms / Math.max(1, closed.completed)) : null;
      // JSON reads: the API's own cost (P8 is the API's figure); pages: members + API; floors: their server.
      const perCore = perReq
        ? 1000 / Math.max(c.kind === 'json' ? perReq[1]! : perReq[0]! + perReq[1]!, 1e-3)
        : closed.throughput / Math.max(1, Math.min(os.cpus().length, connections));
      // Latency at a fixed rate, open loop.
      const rate = Number(c.kind === 'json' ? flags['json-rate'] : flags['page-rate']);
      const open = await child<OpenLoadRequest, OpenLoadResult>('./bench/open-load.ts', {
        url,
        cookie,
        rate,
        seconds,
        headers,
      });
      const sorted = [...open.latencies].sort((a, b) => a - b);
      const p50 = pct(sorted, 50);
      const p99 = pct(sorted, 99);
      const bad = Object.entries({ ...closed.statuses, ...open.statuses }).filter(([s]) => s !== '200');
      if (bad.length || closed.errors || open.errors)
        notes.push(
          `${c.name}: statuses ${JSON.stringify({ closed: closed.statuses, open: open.statuses })}, errors ${closed.errors + open.errors}`,
        );
      // Weight in the browser, and Lighthouse.
      const weight: RouteWeight | null =
        c.kind === 'json' || c.kind === 'floor' || !browser ? null : await routeWeight(browser, url, cookie);
      const lh =
        c.lighthouse && lhRuns > 0
          ? await lighthouseMedian(
              c.name,
              url,
              lhRuns,
              cookie && c.cookie === 'member' ? { headers: { Cookie: cookie } } : {},
            )
          : null;
      const jsKb = weight ? weight.jsGzip / 1000 : null;
      const budget = JS_BUDGET[c.kind];
      const target =
        c.kind === 'json'
          ? c.path === '/health'
            ? 'floor'
            : `P8 ${perCore >= 8000 ? '✓' : '✗'}≥8000 ${p99 <= 20 ? '✓' : '✗'}p99≤20`
          : c.kind === 'floor'
            ? 'floor'
            : [
                c.name === '/members member'
                  ? `P7 ${perCore >= 500 ? '✓' : '✗'}≥500 ${p99 <= 100 ? '✓' : '✗'}p99≤100`
                  : '',
                budget !== null && jsKb !== null ? `P10 ${jsKb <= budget ? '✓' : '✗'}≤${budget}` : '',
                lh
                  ? `P9 ${lh.perf >= 95 && lh.lcp <= 2000 && lh.tbt <= 150 && lh.cls <= 0.05 ? '✓' : '✗'}`
                  : '',
              ]
                .filter(Boolean)
                .join(' ');
      rows.push([
        c.name,
        fmt(perCore, 0),
        fmt(closed.throughput, 0),
        fmt(p50),
        fmt(p99),
        weight ? fmt(weight.html / 1000) : '—',
        weight ? fmt(weight.flight / 1000) : '—',
        fmt(jsKb),
        lh ? String(lh.perf) : '—',
        lh ? fmt(lh.lcp, 0) : '—',
        lh ? fmt(lh.tbt, 0) : '—',
        lh ? fmt(lh.cls, 3) : '—',
        lh ? String(lh.a11y) : '—',
        target,
      ]);
    }
    await browser?.close();
    floor?.close();
    nextFloor?.close();
    console.log('');
    printTable(
      [
        'case',
        'req/s/core',
        'req/s',
        'p50 ms',
        'p99 ms',
        'HTML kB',
        'flight kB',
        'JS gz kB',
        'Perf',
        'LCP',
        'TBT',
        'CLS',
        'A11y',
        'targets',
      ],
      rows,
    );
    for (const n of notes) console.log(`  note: ${n}`);
    console.log(
      '\nreq/s/core = 1000 / CPU ms per request (pages: members + API processes; JSON: the API process; floors: ' +
        'the process serving them). p50/p99 at the fixed open-loop rate. JS: every script of a first visit, ' +
        'gzip. Targets: P7 SSR ≥ 500/core p99 ≤ 100 ms; P8 JSON ≥ 8,000/core p99 ≤ 20 ms; P9 Perf ≥ 95, LCP ≤ ' +
        '2,000 ms, TBT ≤ 150 ms, CLS ≤ 0.05; P10 JS ≤ 130 kB visitor/lander, ≤ 170 member, ≤ 190 chat.',
    );
  } finally {
    site.stop();
  }
}

runBench(main);
