/**
 * `pnpm bench:live` — the live channel against targets P1 to P5 (../shared/design/targets.md), with
 * a bare `ws` relay (no storage, no auth) measured by the same load generator as the floor. Every party is a
 * process of its own: the API (scripts/bench/live-server.ts, the real app), the relay, and the load generator
 * (scripts/bench/live-load.ts), so that each has its own event loop.
 *
 *   --engine E          pglite | postgres | both (default both)
 *   --database-url URL  PostgreSQL server for a throw-away database (default TEST_DATABASE_URL, else
 *                       postgres://postgres@127.0.0.1:5432/test)
 *   --redis-url URL     Redis for P5 (default REDIS_URL, else redis://127.0.0.1:6379; P5 skipped if unreachable)
 *   --sockets N         idle authenticated sockets (P1) held open during P2 and dropped in P4 (default 10,000)
 *   --members N         members the sockets belong to, paired into conversations (default 2,000)
 *   --rate R            stored messages per second in P2 and P5 (default 200; the target's 1,000 is --rate 1000)
 *   --seconds S         seconds of P2 and P5 (default 10; the target's is 60)
 *   --grace S           seconds to wait for deliveries after the last send (default 3)
 *   --storm-seconds S   P4: every socket reconnects within S seconds (default 10)
 *   --gap-messages N    P4: messages stored while the sockets are down (default 500)
 *   --stages LIST       which of p2,p3,p4,p5 to run (default all; P1 is always measured, every stage needs the
 *                       sockets open). P3 alone: --stages p3
 *   --ramp LIST         P3: offered send rates in messages/s, one short step each (default 250,500,1000,2000,3000);
 *                       the ramp stops after the first step whose p99 passes 100 ms
 *   --step-seconds S    P3: seconds per step (default 5)
 *
 * It prints figures and verdicts; it never fails because a machine was slow (exit 1 only on a real error).
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { child as forkChild, runMain, stop, type Child } from './bench/children';
import { databaseUrlFlag, ENGINE_OPTIONS, engineFlag, intFlag } from './bench/flags';
import { prepare, type Prepared } from './bench/live-data';
import type { ChatResult, LoadCommand, Member, Mode, Pair, StormResult } from './bench/live-load';
import type { ServerStart } from './bench/live-server';
import type { MemSample } from './bench/mem-sample';
import { ms, percentiles } from './bench/stats';

const { values: flags } = parseArgs({
  options: {
    ...ENGINE_OPTIONS,
    'redis-url': { type: 'string' },
    sockets: { type: 'string', default: '10000' },
    members: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    grace: { type: 'string', default: '3' },
    'storm-seconds': { type: 'string', default: '10' },
    'gap-messages': { type: 'string', default: '500' },
    stages: { type: 'string', default: 'p2,p3,p4,p5' },
    ramp: { type: 'string', default: '250,500,1000,2000,3000' },
    'step-seconds': { type: 'string', default: '5' },
  },
});
const int = intFlag(flags);
const opts = {
  sockets: int('sockets', 2),
  members: int('members', 2),
  rate: int('rate', 1),
  seconds: int('seconds', 1),
  grace: int('grace', 0),
  stormSeconds: int('storm-seconds', 1),
  gapMessages: int('gap-messages', 0),
  stepSeconds: int('step-seconds', 1),
  stages: new Set(
    String(flags.stages)
      .toLowerCase()
      .split(',')
      .map((x) => x.trim()),
  ),
  ramp: String(flags.ramp)
    .split(',')
    .map((x) => Number(x.trim()))
    .filter((x) => Number.isInteger(x) && x > 0),
  engines: engineFlag(flags.engine),
  databaseUrl: databaseUrlFlag(flags['database-url']),
  redisUrl: flags['redis-url'] ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};
if ([...opts.stages].some((x) => !['p2', 'p3', 'p4', 'p5'].includes(x)))
  throw new Error('--stages: a comma-separated list of p2, p3, p4, p5');
if (opts.ramp.length === 0) throw new Error('--ramp: a comma-separated list of rates');
const stage = (id: 'p2' | 'p3' | 'p4' | 'p5') => opts.stages.has(id);
if (opts.members % 2) opts.members += 1;
if (opts.sockets > 18_000) throw new Error('--sockets: one process holds at most ~19,000 sockets here');

const say = (msg: string) => console.log(msg);
const progress = (msg: string) => process.stderr.write(`  … ${msg}\n`);
const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));

// ---- child processes ----

const child = (file: string): Child => forkChild(here(file));
async function loadAsk<T>(load: Child, cmd: LoadCommand): Promise<T> {
  const r = await load.ask<{ ok: boolean; result: T; error?: string }>(cmd);
  if (!r.ok) throw new Error(`load generator: ${r.error}`);
  return r.result;
}

/**
 * Chat between `pairs` at `rate` messages/s for `seconds`, then `grace` s for the last ones (default: the options').
 * With `servers`, also the CPU time those API processes used meanwhile (ms), beside the load generator's own.
 */
async function chatLoad(
  load: Child,
  pairs: Pair[],
  rate = opts.rate,
  seconds = opts.seconds,
  grace = opts.grace,
  servers: Child[] = [],
): Promise<ChatResult & { serverCpuMs: number; serverStatements: number }> {
  const cpu = () =>
    Promise.all(servers.map((s) => s.ask<{ ms: number; statements: number }>({ cmd: 'cpu' })));
  const before = await cpu();
  const r = await loadAsk<ChatResult>(load, { cmd: 'chat', pairs, rate, seconds, grace });
  const after = await cpu();
  return {
    ...r,
    serverCpuMs: after.reduce((sum, a, i) => sum + a.ms - (before[i]?.ms ?? 0), 0),
    serverStatements: after.reduce((sum, a, i) => sum + a.statements - (before[i]?.statements ?? 0), 0),
  };
}
/**
 * CPU ms per acknowledged message of the API process(es) and of the load generator, and the API's SQL
 * statements per acknowledged message (everything the stage ran: sessions, sends, notifications, unread counts).
 */
const cpuText = (r: ChatResult & { serverCpuMs: number; serverStatements: number }) => {
  const n = Math.max(1, r.acked);
  return (
    `API ${(r.serverCpuMs / n).toFixed(2)} ms (${(r.serverStatements / n).toFixed(2)} statements), ` +
    `load generator ${(r.cpuMs / n).toFixed(2)} ms`
  );
};

// ---- measurements ----

interface Row {
  id: string;
  what: string;
  ours: string;
  floor: string;
  target: string;
  verdict: string;
}
const rows: Row[] = [];
/** Records a row and prints it at once, so a run cut short still shows what it measured. */
function record(r: Row): void {
  rows.push(r);
  progress(`${r.id} ${r.what}: ${r.ours} (floor ${r.floor}; target ${r.target}: ${r.verdict})`);
}
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const lat = (xs: number[]) => percentiles(xs, { p50: 50, p95: 95, p99: 99, p999: 99.9 });
const latText = (xs: number[]) => {
  const l = lat(xs);
  return `p50 ${ms(l.p50)} / p95 ${ms(l.p95)} / p99 ${ms(l.p99)} / p99.9 ${ms(l.p999)} ms`;
};
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
/** A plain-text table, every column left-aligned (the cells are sentences, not numbers). */
function table(header: readonly string[], body: readonly (readonly string[])[]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...body.map(line)].join('\n');
}

async function startServer(
  p: Prepared,
  extra: Partial<ServerStart> = {},
): Promise<{ c: Child; port: number }> {
  const c = child('./bench/live-server.ts');
  const { port } = await c.ask<{ port: number }>({ ...p.start, ...extra } satisfies ServerStart);
  return { c, port };
}

/** Opens the sockets and measures the server's memory per socket (after a full GC). */
async function openAndMeasure(
  load: Child,
  server: Child,
  mode: Mode,
  members: Member[],
): Promise<{ perSocketRss: number; perSocketHeap: number; opened: number; failed: number; ms: number }> {
  const before = await server.ask<MemSample>({ cmd: 'mem' });
  const r = await loadAsk<{ opened: number; failed: number; ms: number }>(load, {
    cmd: 'open',
    mode,
    members,
    socketsPerMember: Math.ceil(opts.sockets / members.length),
    total: opts.sockets,
  });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const after = await server.ask<MemSample>({ cmd: 'mem' });
  const n = Math.max(1, r.opened);
  return {
    perSocketRss: (after.rss - before.rss) / n,
    perSocketHeap: (after.heapUsed + after.external - before.heapUsed - before.external) / n,
    ...r,
  };
}

interface Step {
  rate: number;
  achieved: number;
  p50: number;
  p99: number;
  acked: number;
  sent: number;
  lost: number;
  twice: number;
}
interface Ramp {
  steps: Step[];
  /** Highest offered rate whose p99 stayed ≤ 100 ms (0: none). */
  ceiling: number;
}
const rampRows: string[][] = [];
const P3_P99_MS = 100;

/** P3: ramps the offered rate on the sockets already open; stops after the first step past 100 ms. */
async function ramp(label: string, load: Child, pairs: Pair[], server?: Child): Promise<Ramp> {
  const steps: Step[] = [];
  for (const rate of opts.ramp) {
    progress(`${label}: P3 step ${rate}/s × ${opts.stepSeconds} s`);
    const r = await chatLoad(load, pairs, rate, opts.stepSeconds, 1, server ? [server] : []);
    const l = lat(r.latencies);
    const step: Step = {
      rate,
      achieved: r.acked / Math.max(0.001, r.elapsedMs / 1000),
      p50: l.p50,
      p99: l.p99,
      acked: r.acked,
      sent: r.sent,
      lost: r.lost,
      twice: r.duplicates,
    };
    steps.push(step);
    rampRows.push([
      label,
      String(rate),
      step.achieved.toFixed(0),
      ms(step.p50),
      ms(step.p99),
      `${r.acked}/${r.sent}`,
      `${r.lost} / ${r.duplicates}`,
      server ? `${(r.serverCpuMs / Math.max(1, r.acked)).toFixed(2)}` : '—',
      server ? `${(r.serverStatements / Math.max(1, r.acked)).toFixed(2)}` : '—',
      (r.cpuMs / Math.max(1, r.acked)).toFixed(2),
      step.p99 <= P3_P99_MS ? 'within' : 'past 100 ms',
    ]);
    if (!(step.p99 <= P3_P99_MS)) break;
  }
  for (const rate of opts.ramp.slice(steps.length))
    rampRows.push([label, String(rate), '—', '—', '—', '—', '—', '—', '—', '—', 'not run (ceiling passed)']);
  const ok = steps.filter((s) => s.p99 <= P3_P99_MS && s.lost === 0);
  return { steps, ceiling: Math.max(0, ...ok.map((s) => s.rate)) };
}
const ceilingText = (r: Ramp | null) =>
  !r ? '—' : r.ceiling ? `${r.ceiling.toLocaleString('en')} msg/s` : `< ${opts.ramp[0]} msg/s`;

interface FloorResult {
  mem: number;
  heap: number;
  chat: ChatResult | null;
  ramp: Ramp | null;
}

async function floor(p: Prepared): Promise<FloorResult> {
  progress('floor: bare ws relay');
  const relay = child('./bench/live-relay.ts');
  const { port } = await relay.ask<{ port: number }>({ cmd: 'start' });
  const load = child('./bench/live-load.ts');
  const members = p.members.map((m) => ({ ...m, port }));
  const m = await openAndMeasure(load, relay, 'relay', members);
  progress(`relay: ${m.opened} sockets in ${(m.ms / 1000).toFixed(1)} s`);
  const chat =
    stage('p2') || stage('p5')
      ? await loadAsk<ChatResult>(load, {
          cmd: 'chat',
          pairs: p.pairs,
          rate: opts.rate,
          seconds: opts.seconds,
          grace: opts.grace,
        })
      : null;
  const r = stage('p3') ? await ramp('relay', load, p.pairs) : null;
  await loadAsk(load, { cmd: 'close' });
  load.proc.kill();
  await stop(relay);
  return { mem: m.perSocketRss, heap: m.perSocketHeap, chat, ramp: r };
}

async function runEngine(kind: 'pglite' | 'postgres', floorResult: FloorResult) {
  progress(`${kind}: preparing ${opts.members} members, ${opts.members / 2} conversations`);
  const p = await prepare(kind, {
    databaseUrl: opts.databaseUrl,
    members: opts.members,
    dbName: `bench_live_${process.pid}`,
    say,
  });
  if (!p) return;
  say(`${kind}: ${p.version}`);
  const { c: server, port } = await startServer(p);
  const load = child('./bench/live-load.ts');
  const members = p.members.map((m) => ({ ...m, port }));
  const m = await openAndMeasure(load, server, 'api', members);
  progress(`${kind}: ${m.opened} sockets (${m.failed} failed) in ${(m.ms / 1000).toFixed(1)} s`);
  record({
    id: 'P1',
    what: `${kind}: memory per idle authenticated socket (${m.opened.toLocaleString('en')} sockets, RSS Δ; heap+ext Δ)`,
    ours: `${kib(m.perSocketRss)} (${kib(m.perSocketHeap)})`,
    floor: `${kib(floorResult.mem)} (${kib(floorResult.heap)})`,
    target: '≤ 15 KiB',
    verdict: verdict(m.perSocketRss <= 15 * 1024),
  });

  const p2p99 = stage('p2') ? await runP2(kind, load, p, floorResult, server) : undefined;
  if (stage('p3')) {
    const r = await ramp(kind, load, p.pairs, server);
    record({
      id: 'P3',
      what: `${kind}: one process, offered ${opts.ramp.join(', ')} msg/s × ${opts.stepSeconds} s: highest rate with p99 ≤ 100 ms`,
      ours: ceilingText(r),
      floor: ceilingText(floorResult.ramp),
      target: '≥ 2,000 msg/s',
      verdict: verdict(r.ceiling >= 2_000),
    });
  }
  if (stage('p4')) await runP4(kind, load, p, m.opened);
  await loadAsk(load, { cmd: 'close' });
  load.proc.kill();
  const stats = await server.ask<Record<string, number>>({ cmd: 'stats' });
  progress(`${kind}: hub stats ${JSON.stringify(stats)}`);
  const statements = await server.ask<Record<string, number>>({ cmd: 'statements' });
  progress(
    `${kind}: statements run by the API (whole run, by first words): ` +
      Object.entries(statements)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${v} × ${k}`)
        .join('; '),
  );
  await stop(server);

  if (kind === 'postgres' && stage('p5')) await runP5(p, p2p99);
}

/** P2: the target rate on one process; answers its p99. */
async function runP2(
  kind: string,
  load: Child,
  p: Prepared,
  floorResult: FloorResult,
  server: Child,
): Promise<number> {
  progress(`${kind}: P2 ${opts.rate} stored messages/s × ${opts.seconds} s`);
  const chat = await chatLoad(load, p.pairs, opts.rate, opts.seconds, opts.grace, [server]);
  const l = lat(chat.latencies);
  record({
    id: 'P2',
    what: `${kind}: ${opts.rate}/s × ${opts.seconds} s via POST /api/messages.php, send → each tab`,
    ours: latText(chat.latencies),
    floor: floorResult.chat ? latText(floorResult.chat.latencies) : '—',
    target: 'p99 ≤ 50, p99.9 ≤ 200 ms',
    verdict: verdict(l.p99 <= 50 && l.p999 <= 200),
  });
  record({
    id: 'P2',
    what: `${kind}: acked ${chat.acked}/${chat.sent} (${JSON.stringify(chat.statuses)}), deliveries ${chat.received}/${chat.expected}`,
    ours: `lost ${chat.lost}, twice ${chat.duplicates}`,
    floor: floorResult.chat ? `lost ${floorResult.chat.lost}, twice ${floorResult.chat.duplicates}` : '—',
    target: '0 lost, 0 twice',
    verdict: verdict(chat.lost === 0 && chat.duplicates === 0),
  });
  record({
    id: 'P2',
    what: `${kind}: CPU per acknowledged message (the load generator shares the same cores)`,
    ours: cpuText(chat),
    floor: floorResult.chat
      ? `load generator ${(floorResult.chat.cpuMs / Math.max(1, floorResult.chat.acked)).toFixed(2)} ms`
      : '—',
    target: '—',
    verdict: '—',
  });
  return l.p99;
}

/** P4: every socket drops while messages are stored, and reconnects within the storm. */
async function runP4(kind: string, load: Child, p: Prepared, opened: number): Promise<void> {
  progress(`${kind}: P4 reconnect storm of ${opened} sockets within ${opts.stormSeconds} s`);
  const storm = await loadAsk<StormResult>(load, {
    cmd: 'storm',
    pairs: p.pairs,
    gapMessages: opts.gapMessages,
    seconds: opts.stormSeconds,
    grace: opts.grace,
  });
  const cu = lat(storm.catchUp);
  record({
    id: 'P4',
    what: `${kind}: ${storm.sockets} sockets drop, ${storm.gapMessages} messages stored meanwhile, reconnect in ${opts.stormSeconds} s (≤ 5 attempts)`,
    ours:
      `resumed ${storm.resumed}/${storm.sockets}, missed ${storm.missed}, twice ${storm.duplicates}, ` +
      `catch-up p50 ${ms(cu.p50)} / p99 ${ms(cu.p99)} ms` +
      (storm.retries ? `; ${storm.retries} attempts retried ${JSON.stringify(storm.failures)}` : ''),
    floor: '—',
    target: '100 %, 0 missed, p99 ≤ 2 s',
    verdict: verdict(storm.resumed === storm.sockets && storm.missed === 0 && cu.p99 <= 2_000),
  });
}

async function redisReachable(): Promise<boolean> {
  const r = new Redis(opts.redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  r.on('error', () => undefined);
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/** Two API processes and Redis; even pairs have their members on different processes, odd pairs on one. */
async function runP5(p: Prepared, singleP99: number | undefined): Promise<void> {
  if (!(await redisReachable())) {
    say(`P5: skipped, Redis not reachable at ${opts.redisUrl}`);
    return;
  }
  progress('postgres: P5 two API processes + Redis');
  const channel = `live:bench:${process.pid}`;
  const one = await startServer(p, { redisUrl: opts.redisUrl, redisChannel: channel });
  const two = await startServer(p, { redisUrl: opts.redisUrl, redisChannel: channel });
  const ports = [one.port, two.port];
  const members = p.members.map((m, i) => {
    const pair = i >> 1;
    const side = i % 2;
    const server = pair % 2 === 0 ? side : (pair >> 1) % 2;
    return { ...m, port: ports[server]! };
  });
  const load = child('./bench/live-load.ts');
  await loadAsk(load, {
    cmd: 'open',
    mode: 'api',
    members,
    socketsPerMember: Math.ceil(opts.sockets / members.length),
    total: opts.sockets,
  });
  const chat = await chatLoad(load, p.pairs, opts.rate, opts.seconds, opts.grace, [one.c, two.c]);
  const l = lat(chat.latencies);
  record({
    id: 'P5',
    what: `postgres: 2 processes + Redis, half the pairs across, ${opts.rate}/s × ${opts.seconds} s`,
    ours: `${latText(chat.latencies)}; lost ${chat.lost}, twice ${chat.duplicates}; CPU per message ${cpuText(chat)}`,
    floor: singleP99 === undefined ? '— (P2 not run)' : `single process p99 ${ms(singleP99)} ms`,
    target: 'p99 ≤ single + 5 ms, 0 lost',
    verdict: verdict(
      (singleP99 === undefined || l.p99 <= singleP99 + 5) && chat.lost === 0 && chat.duplicates === 0,
    ),
  });
  await loadAsk(load, { cmd: 'close' });
  load.proc.kill();
  await Promise.all([stop(one.c), stop(two.c)]);
}

async function main(): Promise<void> {
  const t0 = performance.now();
  say(
    `bench:live — ${opts.sockets.toLocaleString('en')} sockets over ${opts.members.toLocaleString('en')} members, ` +
      `${opts.rate}/s × ${opts.seconds} s, storm in ${opts.stormSeconds} s, stages p1,${[...opts.stages].join(',')}; ` +
      `Node ${process.version}, ` +
      `${os.cpus().length} cores, load ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' / ')}`,
  );
  // The relay needs no database: members and pairs of the same shape.
  const synthetic = Array.from({ length: opts.members }, () => ({ id: randomUUID(), token: '' }));
  const floorResult = await floor({
    start: { mediaDir: '' },
    members: synthetic,
    pairs: Array.from({ length: opts.members / 2 }, (_, i) => ({
      a: 2 * i,
      b: 2 * i + 1,
      conversation: randomUUID(),
    })),
    version: '',
  });
  for (const kind of opts.engines) await runEngine(kind, floorResult);
  say('');
  say(
    table(
      ['Id', 'What', 'Ours', 'Floor (bare ws relay)', 'Target', 'Verdict'],
      rows.map((r) => [r.id, r.what, r.ours, r.floor, r.target, r.verdict]),
    ),
  );
  if (rampRows.length > 0) {
    say('');
    say(
      'P3 ramp: send (due time) → each tab of both members; achieved = acknowledged / (first due → last ack)',
    );
    say(
      table(
        [
          'Target',
          'Offered /s',
          'Achieved /s',
          'p50 ms',
          'p99 ms',
          'Acked',
          'Lost / twice',
          'API CPU ms/msg',
          'API statements/msg',
          'Load gen. CPU ms/msg',
          'p99 ≤ 100 ms',
        ],
        rampRows,
      ),
    );
  }
  say('');
  say(
    `Machine load at the end ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' / ')}; ${((performance.now() - t0) / 1000).toFixed(0)} s in all.`,
  );
}

runMain(main);
