/**
 * `pnpm bench:search` — member search at 1,000,000 profiles (targets P6), against a pH7Builder-style
 * baseline (LIKE filters, OFFSET paging, a second COUNT query) on the same data, on PGlite and PostgreSQL.
 *
 *   --profiles N          profiles to generate (default 1,000,000)
 *   --engine E            pglite | postgres | both (default both)
 *   --database-url URL    PostgreSQL server for a throw-away database (default TEST_DATABASE_URL, else the
 *                         local unix socket postgres://postgres@localhost/test?host=/var/run/postgresql when
 *                         it exists, else postgres://postgres@127.0.0.1:5432/test)
 *   --rate R              HTTP requests per second, open loop (default 500)
 *   --seconds S           HTTP seconds per round (default 10)
 *   --rounds K            rounds of each measurement; the table shows the median (default 3)
 *   --runs N              SQL calls per case and round (default 500)
 *   --case-seconds S      time budget of one case and round: a slow case stops before N calls (default 5)
 *   --baseline-seconds S  time budget of each baseline case: at least 3 calls unless they exceed 3 × S (default 4)
 *   --chunk N             rows per generating INSERT … SELECT (default 100,000)
 *   --plans               print the EXPLAIN (ANALYZE, BUFFERS) plans, not only their summary
 *
 * It prints figures and verdicts; it never fails because a machine was slow (exit 1 only on a real error).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { SEARCH_COUNT_CAP } from '@dating/core/contracts';
import { createDb, DEMO_LOGIN, migrate, queryRows, seed, type DbHandle } from '@dating/db';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { SEARCH_PAGE } from '../src/search/search-repo';
import {
  addViewerBlocks,
  baselineCountSql,
  baselinePageSql,
  chooseMixes,
  DEEP_PAGE,
  runBaseline,
  runOurs,
  searchTargets,
  viewerCookie,
  walkCursors,
  type Ctx,
  type Mix,
} from './bench/cases';
import { databaseUrlFlag, ENGINE_OPTIONS, engineFlag, HTTP_ROUND_OPTIONS, intFlag } from './bench/flags';
import { capturingDb, explain, summarizePlan, toCaptured, type Captured } from './bench/explain';
import { generateProfiles } from './bench/generate';
import { forkLoad, type LoadResult, type LoadTarget } from './bench/http-load';
import { medianOfRounds, ms, summarize, table, type Summary } from './bench/stats';
import { throwawayPostgres } from './bench/throwaway-db';

const TARGET = { dbP95: 3, httpP95: 15, deepRatio: 1.5 } as const;
const PG_SOCKET_DIR = '/var/run/postgresql';
const COUNTRY = 'DE';
const HTTP_CONNECTIONS = 64;
const DEEP_KIND = `page ${DEEP_PAGE} (or last)`;

const { values: flags } = parseArgs({
  options: {
    profiles: { type: 'string', default: '1000000' },
    ...ENGINE_OPTIONS,
    ...HTTP_ROUND_OPTIONS,
    runs: { type: 'string', default: '500' },
    'case-seconds': { type: 'string', default: '5' },
    'baseline-seconds': { type: 'string', default: '4' },
    chunk: { type: 'string', default: '100000' },
    plans: { type: 'boolean', default: false },
  },
});

const int = intFlag(flags);
const opts = {
  profiles: int('profiles', 1000),
  rate: int('rate', 1),
  seconds: int('seconds', 1),
  rounds: int('rounds', 1),
  runs: int('runs', 1),
  caseSeconds: int('case-seconds', 1),
  baselineSeconds: int('baseline-seconds', 1),
  chunk: int('chunk', 1000),
  plans: flags.plans === true,
  engines: engineFlag(flags.engine),
  databaseUrl: databaseUrlFlag(
    flags['database-url'],
    existsSync(`${PG_SOCKET_DIR}/.s.PGSQL.5432`)
      ? `postgres://postgres@localhost/test?host=${PG_SOCKET_DIR}`
      : undefined,
  ),
};
/** How the API reaches PostgreSQL: a unix socket (same host, no TCP stack) or TCP. */
const transport = (url: string) => {
  const host = new URL(url).searchParams.get('host');
  return host?.startsWith('/') ? `unix socket ${host}` : `TCP ${new URL(url).host}`;
};

const say = (msg: string) => console.log(msg);
const progress = (msg: string) => process.stderr.write(`  … ${msg}\n`);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
const seconds = (t0: number) => (performance.now() - t0) / 1000;

const cleanups: (() => Promise<void>)[] = [];
async function cleanupAll(): Promise<void> {
  for (const fn of cleanups.splice(0).reverse()) {
    try {
      await fn();
    } catch (err) {
      console.error('cleanup failed:', err);
    }
  }
}
process.once('SIGINT', () => {
  console.error('interrupted: dropping the bench database(s)');
  void cleanupAll().finally(() => process.exit(130));
});

interface Engine {
  name: string;
  h: DbHandle;
  mediaDir: string;
  version: string;
  generationSeconds: number;
  ctx: Ctx;
}

/** A fresh database (PGlite in a temp folder, or a throw-away PostgreSQL database), migrated and filled. */
async function prepare(kind: 'pglite' | 'postgres', now: Date): Promise<Engine | null> {
  const tmp = await mkdtemp(join(os.tmpdir(), `bench-search-${kind}-`));
  cleanups.push(() => rm(tmp, { recursive: true, force: true }));
  let h: DbHandle;
  if (kind === 'pglite') {
    h = await createDb({ dataDir: join(tmp, 'pgdata') });
  } else {
    const url = await throwawayPostgres(opts.databaseUrl, `bench_search_${process.pid}`, say, (fn) =>
      cleanups.push(fn),
    );
    if (!url) return null;
    h = await createDb({ databaseUrl: url });
  }
  cleanups.push(() => h.close());
  const name = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  await migrate(h);
  await seed(h, { members: 0, mediaDir: join(tmp, 'media'), domain: 'localhost', now });
  const t0 = performance.now();
  await generateProfiles(h.db, {
    profiles: opts.profiles,
    chunk: opts.chunk,
    now,
    maintenanceWorkMem: kind === 'pglite' ? '128MB' : '256MB',
    log: (m) => progress(`${name}: ${m}`),
  });
  const generationSeconds = seconds(t0);
  const [viewer] = await queryRows<{ id: string }>(
    h.db,
    sql`select id from users where email = ${DEMO_LOGIN.email}`,
  );
  if (!viewer) throw new Error('bench: the demo member is missing');
  const ctx: Ctx = { db: h.db, search: h.generic, viewerId: viewer.id, now };
  await addViewerBlocks(ctx, COUNTRY);
  const [v] = await queryRows<{ v: string }>(h.db, sql`select version() as v`);
  return {
    name,
    h,
    mediaDir: join(tmp, 'media'),
    version: (v?.v ?? '').split(' on ')[0] ?? '',
    generationSeconds,
    ctx,
  };
}

async function describeData(e: Engine, mixes: Mix[]): Promise<void> {
  const [d] = await queryRows<Record<string, number>>(
    e.h.db,
    sql`select count(*)::int as profiles,
          round(100.0 * count(*) filter (where p.status = 'active') / count(*), 1)::float as active,
          round(100.0 * count(*) filter (where u.invisible) / count(*), 1)::float as invisible,
          round(100.0 * count(*) filter (where u.status = 'pending_deletion') / count(*), 1)::float as deleting,
          round(100.0 * count(*) filter (where p.main_photo_id is not null) / count(*), 1)::float as photo,
          round(100.0 * count(*) filter (where p.gender = 'female') / count(*), 1)::float as female,
          count(*) filter (where p.country = ${COUNTRY})::int as country,
          count(*) filter (where p.active_at > ${e.ctx.now.toISOString()}::timestamptz - interval '1 day')::int as day
        from profiles p join users u on u.id = p.user_id`,
  );
  const [b] = await queryRows<{ n: number }>(e.h.db, sql`select count(*)::int as n from blocks`);
  if (!d) return;
  say(
    `data: ${d.profiles?.toLocaleString('en')} profiles; active ${d.active} %, invisible ${d.invisible} %, ` +
      `pending deletion ${d.deleting} %, main photo ${d.photo} %, female ${d.female} %; ` +
      `${COUNTRY} ${d.country?.toLocaleString('en')}; active in the last day ${d.day?.toLocaleString('en')}; ` +
      `${b?.n.toLocaleString('en')} blocks (50 of them the viewer's)`,
  );
  say(`filter mixes: ${mixes.map((m) => m.label).join(' · ')}`);
}

interface Walk {
  mix: Mix;
  page2: string | null;
  deep: string | null;
  deepPage: number;
}

async function plans(e: Engine, walks: Walk[]): Promise<string[]> {
  const cap = capturingDb(e.h);
  const c: Ctx = { ...e.ctx, search: cap.db };
  const baseClient = (e.h.db as unknown as { $client: Parameters<typeof explain>[0] }).$client;
  const lines: string[] = [];
  const show = async (label: string, q: Captured | undefined, baseline = false) => {
    if (!q) return;
    const plan = baseline ? await explain(baseClient, q) : await explain(cap.client, q, true);
    const s = summarizePlan(plan);
    const searchIdx = s.indexes.filter((i) => i.startsWith('profiles_search_'));
    lines.push(
      `  ${label}: ${searchIdx.length ? `✓ ${searchIdx.join(', ')}` : `✗ no search index (${s.indexes.join(', ') || 'none'})`}; ` +
        `${s.sorts.length ? `✗ ${s.sorts.join('; ')}` : '✓ no Sort'}` +
        `${s.seqScans.length ? `; Seq Scan on ${s.seqScans.join(', ')}` : ''}; ` +
        `buffers hit ${s.sharedHit} read ${s.sharedRead}; planning ${s.planningMs.toFixed(2)} ms, ` +
        `execution ${s.executionMs.toFixed(2)} ms`,
    );
    if (opts.plans) lines.push(plan.replace(/^/gm, '      '));
  };
  for (const w of walks) {
    cap.take();
    await runOurs(c, w.mix.query);
    // One statement per page: the exclusions, the keyset page and, on page 1, the capped count.
    const [first] = cap.take();
    await show(`${w.mix.label} · page 1 (page + capped count, one statement)`, first);
    if (first) {
      const capped =
        /count\(\*\)/.test(first.text) &&
        /\blimit \$\d+::int \+/i.test(first.text) &&
        first.params.includes(SEARCH_COUNT_CAP + 1);
      lines.push(
        `  ${w.mix.label} · page 1 count: ${capped ? `✓ capped count (at most ${SEARCH_COUNT_CAP + 1} + excluded index entries, no exact count)` : '✗ uncapped count(*)'}`,
      );
    }
    if (w.deep) {
      await runOurs(c, { ...w.mix.query, cursor: w.deep });
      await show(`${w.mix.label} · page ${w.deepPage}`, cap.take()[0]);
    }
  }
  const country = walks.find((w) => w.mix.key === 'country') ?? walks[0];
  if (country) {
    await show(
      `baseline ${country.mix.label} · page ${DEEP_PAGE} (OFFSET)`,
      toCaptured(baselinePageSql(e.ctx, country.mix, (DEEP_PAGE - 1) * SEARCH_PAGE)),
      true,
    );
    await show(
      `baseline ${country.mix.label} · COUNT(*)`,
      toCaptured(baselineCountSql(e.ctx, country.mix)),
      true,
    );
  }
  return lines;
}

/**
 * Up to `n` sequential calls, stopping early once `budgetS` seconds are spent and `min` calls are done (and
 * after 3 × `budgetS` in any case, at least one call).
 */
async function timeCalls(n: number, budgetS: number, fn: () => Promise<unknown>, min = 1): Promise<number[]> {
  const out: number[] = [];
  const started = performance.now();
  const until = started + budgetS * 1000;
  const hardStop = started + 3 * budgetS * 1000;
  while (
    out.length < n &&
    (out.length === 0 || (performance.now() < hardStop && (out.length < min || performance.now() < until)))
  ) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

interface SqlCase {
  mix: Mix;
  page: number;
  cursor: string | null;
}

function httpRound(port: number, cookie: string, targets: LoadTarget[], secs: number): Promise<LoadResult> {
  return forkLoad({
    port,
    rate: opts.rate,
    seconds: secs,
    grace: Math.max(5, secs),
    connections: HTTP_CONNECTIONS,
    cookie,
    targets,
    clients: 2000,
  });
}

async function measure(e: Engine): Promise<void> {
  const { ctx } = e;
  say(`\n=== ${e.name} (${e.version}) ===`);
  say(
    `generation: ${e.generationSeconds.toFixed(1)} s for ${opts.profiles.toLocaleString('en')} profiles; load before: ${load()}`,
  );
  const mixes = await chooseMixes(ctx.db, COUNTRY);
  await describeData(e, mixes);

  const t0 = performance.now();
  const walks: Walk[] = [];
  for (const mix of mixes) walks.push({ mix, ...(await walkCursors(ctx, mix)) });
  say(
    `cursors: walked next_cursor to page ${DEEP_PAGE} in ${seconds(t0).toFixed(1)} s (` +
      walks
        .map((w) => `${w.mix.label}: page ${w.deepPage}${w.deepPage < DEEP_PAGE ? ' = last page' : ''}`)
        .join(', ') +
      ')',
  );

  say(
    `plans (EXPLAIN ANALYZE, BUFFERS; the search's generic plans, plan_cache_mode = force_generic_plan, as the route runs them` +
      `${e.h.kind === 'postgres' ? `; PostgreSQL over ${transport(opts.databaseUrl)}` : ''}):`,
  );
  for (const line of await plans(e, walks)) say(line);

  // (1) searchMembers, called directly.
  const cases: SqlCase[] = walks.flatMap((w) => [
    { mix: w.mix, page: 1, cursor: null },
    ...(w.deep ? [{ mix: w.mix, page: w.deepPage, cursor: w.deep }] : []),
  ]);
  const run = (c: SqlCase) => runOurs(ctx, { ...c.mix.query, ...(c.cursor ? { cursor: c.cursor } : {}) });
  for (const c of cases) await timeCalls(20, 1, () => run(c));
  const ours = new Map<SqlCase, Summary[]>();
  for (let r = 0; r < opts.rounds; r += 1) {
    for (const c of cases) {
      const list = ours.get(c) ?? [];
      list.push(summarize(await timeCalls(opts.runs, opts.caseSeconds, () => run(c), 20)));
      ours.set(c, list);
    }
    progress(`${e.name}: SQL round ${r + 1}/${opts.rounds} done`);
  }

  // (2) The pH7Builder-style baseline on the same tables: LIKE filters, OFFSET paging, a second COUNT(*).
  const base = new Map<SqlCase, Summary>();
  const totals = new Map<Mix, number>();
  for (const c of cases) {
    const samples = await timeCalls(
      opts.runs,
      opts.baselineSeconds,
      async () => totals.set(c.mix, (await runBaseline(ctx, c.mix, c.page)).total),
      3,
    );
    base.set(c, summarize(samples));
  }
  progress(`${e.name}: baseline done`);

  // (3) HTTP: the real app on a random port, open-loop load from a separate process.
  const app = await buildApp({ db: e.h, mediaDir: e.mediaDir, now: () => ctx.now, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const targets = searchTargets(walks, DEEP_KIND);
  const cookie = await viewerCookie(ctx);
  const http: LoadResult[] = [];
  try {
    await httpRound(port, cookie, targets, 2); // warm-up
    for (let r = 0; r < opts.rounds; r += 1) {
      const res = await httpRound(port, cookie, targets, opts.seconds);
      http.push(res);
      progress(`${e.name}: HTTP round ${r + 1}/${opts.rounds} done`);
      if (res.throughput < opts.rate / 2 && r + 1 < opts.rounds) {
        say(
          `HTTP: saturated (${res.throughput.toFixed(0)} of ${opts.rate} req/s answered): further rounds skipped`,
        );
        break;
      }
    }
  } finally {
    await app.close();
    // Requests the server had already accepted finish first (PGlite runs them one by one).
    await ctx.db.execute(sql`select 1`);
  }

  // The table.
  const rows: string[][] = [];
  const row = (label: string, s: Summary, ratio: string, verdict: string) =>
    rows.push([label, String(s.n), ms(s.p50), ms(s.p95), ms(s.p99), ratio, verdict]);
  const ratio = (a: number, b: number) => {
    if (!(a > 0 && b > 0)) return '—';
    const k = b / a;
    return k > 1 ? `1/${k.toFixed(k < 10 ? 1 : 0)}` : (a / b).toFixed(2);
  };
  for (const c of cases) {
    const s = medianOfRounds(ours.get(c) ?? []);
    const b = base.get(c) as Summary;
    const verdicts = [`${s.p95 <= TARGET.dbP95 ? '✓' : '✗'} p95 ≤ ${TARGET.dbP95} ms`];
    if (c.page > 1) {
      const first = cases.find((x) => x.mix === c.mix && x.page === 1);
      const p1 = first ? medianOfRounds(ours.get(first) ?? []).p95 : Number.NaN;
      const k = s.p95 / p1;
      verdicts.push(`${k <= TARGET.deepRatio ? '✓' : '✗'} ${k.toFixed(2)}× page 1 (≤ ${TARGET.deepRatio})`);
      if (c.page < DEEP_PAGE) verdicts.push(`(only ${c.page} pages)`);
    }
    row(`SQL  ${c.mix.label} · page ${c.page}`, s, ratio(s.p95, b.p95), verdicts.join('; '));
  }
  for (const c of cases) {
    row(
      `pH7  ${c.mix.label} · page ${c.page}`,
      base.get(c) as Summary,
      '1',
      'baseline: LIKE, OFFSET, COUNT(*)',
    );
  }
  const all = (kind?: string) =>
    medianOfRounds(
      http.map((h) =>
        summarize(
          Object.entries(h.latencies)
            .filter(([k]) => !kind || k === kind)
            .flatMap(([, v]) => v),
        ),
      ),
    );
  const sendRate = http.map((h) => h.sendRate).sort((a, b) => a - b)[Math.floor(http.length / 2)] ?? 0;
  const throughput = http.map((h) => h.throughput).sort((a, b) => a - b)[Math.floor(http.length / 2)] ?? 0;
  const errors = http.reduce((a, h) => a + h.errors, 0);
  const mixed = all();
  const rateOk = sendRate >= opts.rate * 0.98 && throughput >= opts.rate * 0.95 && errors === 0;
  row(
    `HTTP mixed @ ${opts.rate}/s`,
    mixed,
    '—',
    `${mixed.p95 <= TARGET.httpP95 && rateOk && opts.rate >= 500 ? '✓' : '✗'} p95 ≤ ${TARGET.httpP95} ms at 500 req/s`,
  );
  for (const kind of ['page 1', 'page 2', DEEP_KIND]) {
    if (targets.some((t) => t.kind === kind)) row(`HTTP ${kind}`, all(kind), '—', '');
  }
  say('');
  say(table(['case', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'vs pH7 p95', 'P6 target'], rows));
  const statuses = http.flatMap((h) => Object.entries(h.statuses).map(([k, v]) => `${k}×${v}`)).join(' ');
  say(
    `HTTP: ${http.length} × ${opts.seconds} s, sent ${sendRate.toFixed(0)} req/s, answered ${throughput.toFixed(0)} req/s, ` +
      `${errors} errors (statuses per round: ${statuses}); ${HTTP_CONNECTIONS} keep-alive connections, latency ` +
      `from each request's due time (open loop, queueing in the client counts)`,
  );
  say(
    `exact matches (baseline COUNT): ${[...totals].map(([m, n]) => `${m.label} ${n.toLocaleString('en')}`).join(' · ')}`,
  );
  say(`load after: ${load()}`);
}

async function main(): Promise<void> {
  const now = new Date();
  say(`bench:search — member search (targets P6) vs a pH7Builder-style baseline`);
  say(
    `machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}), load ${load()}, Node ${process.version}, ` +
      `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM`,
  );
  say(
    `settings: ${opts.profiles.toLocaleString('en')} profiles, engines ${opts.engines.join(' + ')}, ${opts.rounds} rounds ` +
      `(median shown) of ${opts.runs} SQL calls per case (≤ ${opts.caseSeconds} s), baseline ≤ ${opts.baselineSeconds} s ` +
      `per case, ` +
      `HTTP ${opts.rate} req/s × ${opts.seconds} s; viewer: the demo member with 50 blocks`,
  );
  const started = performance.now();
  try {
    // Generation is the slow part: the engines fill concurrently (PostgreSQL works in its own processes).
    const engines = await Promise.all(opts.engines.map((k) => prepare(k, now)));
    if (engines.length > 1)
      say('generation ran on both engines at the same time (each time below overlaps the other)');
    for (const e of engines) if (e) await measure(e);
  } finally {
    await cleanupAll();
  }
  say(
    `\ntotal ${seconds(started).toFixed(0)} s; a benchmark prints its figures, it never fails on a slow machine`,
  );
}

main().catch(async (err) => {
  console.error(err);
  await cleanupAll();
  process.exit(1);
});
