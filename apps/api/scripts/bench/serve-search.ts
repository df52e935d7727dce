/**
 * Iterating on the HTTP search path: the API on a kept database (generated once), open-loop load from a forked
 * process, one line per round. Run it under `node --cpu-prof --import tsx` to profile the server alone (the
 * load generator is another process).
 *
 *   tsx scripts/bench/serve-search.ts --database-url postgres://postgres@127.0.0.1:5432/bench_http \
 *     --profiles 1000000 --rate 500 --seconds 10 --rounds 3
 *   tsx scripts/bench/serve-search.ts --pglite-dir /tmp/bench-pglite …
 *
 * The database is filled on the first run (when it has no profiles) and kept: drop it yourself when done.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb, DEMO_LOGIN, migrate, queryRows, seed } from '@dating/db';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { addViewerBlocks, chooseMixes, searchTargets, viewerCookie, walkCursors, type Ctx } from './cases';
import { HTTP_ROUND_OPTIONS } from './flags';
import { generateProfiles } from './generate';
import { forkLoad } from './http-load';
import { ms, summarize } from './stats';

const { values: flags } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'pglite-dir': { type: 'string' },
    profiles: { type: 'string', default: '100000' },
    ...HTTP_ROUND_OPTIONS,
    logger: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});
const profiles = Number(flags.profiles);
const rate = Number(flags.rate);
const secs = Number(flags.seconds);
const rounds = Number(flags.rounds);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

/** CPU seconds (user + system) of the PostgreSQL backends serving database `db` (none for PGlite). */
function postgresCpu(db: string | null): number {
  if (!db) return 0;
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name !== 'postgres') continue;
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes(` ${db} `)) continue;
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(f[11]) + Number(f[12]);
    } catch {
      // gone
    }
  }
  return ticks / 100;
}

async function main(): Promise<void> {
  const now = new Date();
  const h = flags['database-url']
    ? await createDb({ databaseUrl: flags['database-url'] })
    : await createDb({ dataDir: flags['pglite-dir'] ?? join(os.tmpdir(), 'bench-search-pglite') });
  await migrate(h);
  const mediaDir = join(os.tmpdir(), 'bench-search-media');
  const [have] = await queryRows<{ n: number }>(h.db, sql`select count(*)::int as n from profiles`);
  let fresh = false;
  if (!have?.n) {
    await seed(h, { members: 0, mediaDir, domain: 'localhost', now });
    await generateProfiles(h.db, {
      profiles,
      chunk: 100_000,
      now,
      maintenanceWorkMem: h.kind === 'pglite' ? '128MB' : '256MB',
      log: (m) => process.stderr.write(`  … ${m}\n`),
    });
    fresh = true;
  }
  const [viewer] = await queryRows<{ id: string }>(
    h.db,
    sql`select id from users where email = ${DEMO_LOGIN.email}`,
  );
  if (!viewer) throw new Error('no demo member');
  const ctx: Ctx = { db: h.db, search: h.generic, viewerId: viewer.id, now };
  if (fresh) await addViewerBlocks(ctx, 'DE');
  const mixes = await chooseMixes(h.db, 'DE');
  const walks = [];
  for (const mix of mixes) walks.push({ mix, ...(await walkCursors(ctx, mix)) });

  const app = await buildApp({
    db: h,
    mediaDir,
    now: () => now,
    logger: flags.logger ? { level: 'info', stream: { write: () => undefined } } : false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as AddressInfo).port;
  const targets = searchTargets(walks, 'deep');
  const cookie = await viewerCookie(ctx);
  const round = (seconds: number) =>
    forkLoad({
      port,
      rate,
      seconds,
      grace: Math.max(5, seconds),
      connections: 64,
      cookie,
      targets,
      clients: 2000,
    });
  const dbName = flags['database-url'] ? new URL(flags['database-url']).pathname.slice(1) : null;
  await round(2);
  const inspector = flags['cpu-prof'] ? new Session() : null;
  if (inspector) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  for (let r = 0; r < rounds; r += 1) {
    const pg0 = postgresCpu(dbName);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const res = await round(secs);
    const cpu = process.cpuUsage(cpu0);
    const pgCpu = postgresCpu(dbName) - pg0;
    const wall = performance.now() - t0;
    const s = summarize(Object.values(res.latencies).flat());
    console.log(
      `${h.kind} @ ${rate}/s: p50 ${ms(s.p50)} p95 ${ms(s.p95)} p99 ${ms(s.p99)} ms; answered ` +
        `${res.throughput.toFixed(0)}/s, errors ${res.errors} ${JSON.stringify(res.statuses)}; server CPU ` +
        `${(((cpu.user + cpu.system) / 1000 / res.completed) * 1).toFixed(2)} ms/req ` +
        `(${(((cpu.user + cpu.system) / 1000 / wall) * 100).toFixed(0)} % of a core); postgres CPU ` +
        `${((pgCpu * 1000) / res.completed).toFixed(2)} ms/req; load ${load()}`,
    );
  }
  if (inspector && flags['cpu-prof']) {
    const { profile } = await inspector.post('Profiler.stop');
    writeFileSync(flags['cpu-prof'], JSON.stringify(profile));
    inspector.disconnect();
  }
  await app.close();
  await h.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
