/**
 * `pnpm faults:chat` — the chat under faults, target S7 (../shared/design/targets.md): a steady chat between N
 * pairs of members on two real API processes (scripts/bench/live-server.ts, the app the bench runs) that share
 * a fresh PostgreSQL database (`faults_<random>` on the server of --database-url, reached through a TCP proxy
 * owned by this script) and a private `redis-server`; half the pairs have their members on different processes.
 * One after the other, with recovery time between, it injects:
 *
 *   api-kill     an API process killed with SIGKILL and restarted on its port, --kills times (alternating)
 *   db-restart   the database "restarted": the proxy resets every connection and refuses new ones for a while
 *   redis-stop   the private redis-server killed (SIGKILL) and started again after a while
 *   conn-cut     a fifth of the live sockets and of the HTTP connections reset (TCP RST) by the clients
 *
 * Members (scripts/faults/chat-clients.ts) retry an unacknowledged send with the same client_id and resume
 * their live socket from the last seq they saw. At the end every outbox is drained, every tab resumes once more,
 * and it prints per fault: acknowledged, stored, acknowledged-but-lost, shown twice, never seen by the
 * receiver, debits vs paid messages. Exit 2 when an invariant fails (it is a battery, not a benchmark).
 *
 *   --database-url URL  PostgreSQL server (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)
 *   --pairs N           conversations (default 40)
 *   --every-ms MS       each member writes about once per MS ms (default 2000: 40 pairs, 40 messages/s)
 *   --kills N           API processes killed (default 5)
 *   --down S            seconds the database and Redis stay away (default 4)
 *   --recover S         seconds of steady chat after each fault (default 5)
 *   --cut F             fraction of connections cut (default 0.2)
 */
import { randomBytes } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDb, queryRows } from '@dating/db';
import { sql } from 'drizzle-orm';
import { child, kill, onCleanup, runMain, stop, type Child } from './bench/children';
import { databaseUrlFlag } from './bench/flags';
import { prepare, START_CREDITS } from './bench/live-data';
import type { ServerStart } from './bench/live-server';
import { table } from './bench/stats';
import type { ClientCommand, ClientMember, ClientResult, ClientStatus } from './faults/chat-clients';
import { PrivateRedis } from './faults/private-redis';
import { failures, tally, type StoredRow } from './faults/tally';
import { TcpProxy } from './faults/tcp-proxy';

const { values: flags } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    pairs: { type: 'string', default: '40' },
    'every-ms': { type: 'string', default: '2000' },
    kills: { type: 'string', default: '5' },
    down: { type: 'string', default: '4' },
    recover: { type: 'string', default: '5' },
    cut: { type: 'string', default: '0.2' },
  },
});
const num = (name: keyof typeof flags, min: number): number => {
  const n = Number(flags[name]);
  if (!Number.isFinite(n) || n < min) throw new Error(`--${name} must be a number ≥ ${min}`);
  return n;
};
const opts = {
  pairs: Math.round(num('pairs', 1)),
  everyMs: num('every-ms', 50),
  kills: Math.round(num('kills', 0)),
  downMs: num('down', 0) * 1000,
  recoverMs: num('recover', 0) * 1000,
  cut: Math.min(1, num('cut', 0)),
  databaseUrl: databaseUrlFlag(flags['database-url']),
};
const PHASES = ['steady', 'api-kill', 'db-restart', 'redis-stop', 'conn-cut'] as const;

const say = (msg: string) => console.log(msg);
const t0 = performance.now();
const progress = (msg: string) =>
  process.stderr.write(`  … ${((performance.now() - t0) / 1000).toFixed(0).padStart(3)} s  ${msg}\n`);
const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');

/** Output of the API processes: all of it to a log file, counted by kind for the report. */
const apiLog = join(os.tmpdir(), `faults-chat-${process.pid}-api.log`);
const apiOutput = new Map<string, number>();
const noteOutput = (line: string) => {
  appendFileSync(apiLog, `${line}\n`);
  const key = line.replace(/\d+/g, 'N').slice(0, 110);
  apiOutput.set(key, (apiOutput.get(key) ?? 0) + 1);
};

/**
 * One API process that can be killed and started again on the same port. The next process is forked ahead
 * (a warm standby with the app's modules loaded), so a restart costs building the app and listening, not
 * loading TypeScript on a busy machine.
 */
class Api {
  c: Child | null = null;
  port = 0;
  unexpectedExits = 0;
  private killing = false;
  private standby: Promise<Child> | null = null;
  private static readonly MAX_RESTARTS = 5;

  constructor(
    readonly name: string,
    private readonly start: ServerStart,
  ) {}

  /** Forks the next process; it says `loaded` once its modules are in. */
  prefork(): void {
    this.standby ??= new Promise<Child>((resolve, reject) => {
      const c = child(here('./bench/live-server.ts'), {
        onOutput: (line) => noteOutput(`${this.name}: ${line}`),
        env: { LIVE_SERVER_ANNOUNCE: '1' },
      });
      c.proc.once('message', () => resolve(c));
      c.proc.once('exit', (code) => reject(new Error(`standby exited with ${code}`)));
    });
    this.standby.catch(() => undefined); // awaited in up(); an early exit is reported there
  }

  async up(): Promise<number> {
    this.prefork();
    const c = await (this.standby as Promise<Child>);
    this.standby = null;
    this.c = c;
    c.proc.once('exit', (code, signal) => {
      if (this.killing || this.c !== c) return;
      this.unexpectedExits += 1;
      if (!this.port || this.unexpectedExits > Api.MAX_RESTARTS) return;
      progress(`${this.name} exited by itself (${signal ?? code}); starting it again`);
      this.up().catch((err: unknown) => progress(`${this.name} did not start again: ${String(err)}`));
    });
    const { port } = await c.ask<{ port: number }>({ ...this.start, port: this.port || undefined });
    this.port = port;
    this.prefork();
    return port;
  }

  async kill(): Promise<void> {
    this.killing = true;
    if (this.c) await kill(this.c);
    this.killing = false;
  }

  async down(): Promise<void> {
    this.killing = true;
    const standby = await this.standby?.catch(() => null);
    if (standby) await kill(standby);
    if (this.c) await stop(this.c);
  }
}

async function ask<T>(clients: Child, cmd: ClientCommand): Promise<T> {
  const r = await clients.ask<{ ok: boolean; result: T; error?: string }>(cmd);
  if (!r.ok) throw new Error(`clients: ${r.error}`);
  return r.result;
}

async function main(): Promise<boolean> {
  say(
    `faults:chat — ${opts.pairs} pairs, a message per member every ~${opts.everyMs} ms, ${opts.kills} kills, ` +
      `${opts.downMs / 1000} s outages, ${opts.recoverMs / 1000} s recovery; Node ${process.version}, ` +
      `${os.cpus().length} cores, load ${load()}`,
  );
  const dbName = `faults_${randomBytes(4).toString('hex')}`;
  progress(`preparing ${dbName}: ${opts.pairs * 2} members`);
  const p = await prepare('postgres', {
    databaseUrl: opts.databaseUrl,
    members: opts.pairs * 2,
    dbName,
    say,
  });
  if (!p?.start.databaseUrl) throw new Error(`PostgreSQL unreachable at ${opts.databaseUrl}`);
  const direct = new URL(p.start.databaseUrl);
  const proxy = new TcpProxy(direct.hostname, Number(direct.port || 5432));
  await proxy.listen();
  onCleanup(() => proxy.close());
  const viaProxy = new URL(direct);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const redis = new PrivateRedis();
  await redis.start();
  onCleanup(() => redis.kill());

  const start: ServerStart = {
    databaseUrl: viaProxy.toString(),
    mediaDir: p.start.mediaDir,
    redisUrl: redis.url,
    redisChannel: `live:faults:${process.pid}`,
  };
  const apis = [new Api('api-1', start), new Api('api-2', start)];
  progress(`starting 2 API processes (PostgreSQL via proxy :${proxy.port}, Redis :${redis.port})`);
  await Promise.all(apis.map((a) => a.up()));
  onCleanup(async () => {
    await Promise.all(apis.map((a) => a.down()));
  });

  // Even pairs: one member on each process; odd pairs: both on one process, alternating.
  const members: ClientMember[] = p.members.map((m, i) => {
    const pair = i >> 1;
    const server = pair % 2 === 0 ? i % 2 : (pair >> 1) % 2;
    return {
      id: m.id,
      token: m.token,
      port: (apis[server] as Api).port,
      conversation: (p.pairs[pair] as { conversation: string }).conversation,
      other: i ^ 1,
    };
  });
  const clients = child(here('./faults/chat-clients.ts'));
  const phase = async (name: (typeof PHASES)[number]) => {
    const s = await ask<ClientStatus>(clients, { cmd: 'phase', phase: name });
    progress(`${name} (so far: ${s.acked}/${s.generated} acknowledged, ${s.ready}/${s.tabs} tabs ready)`);
  };
  const notes: string[] = [];
  await ask(clients, { cmd: 'start', members, everyMs: opts.everyMs, phase: 'steady' });
  progress(`steady chat (load ${load()})`);
  await sleep(opts.recoverMs);

  await phase('api-kill');
  for (let i = 0; i < opts.kills; i += 1) {
    const api = apis[i % 2] as Api;
    await api.kill();
    const t = performance.now();
    await sleep(500);
    await api.up();
    notes.push(
      `kill ${i + 1}: ${api.name} SIGKILL, back in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
    progress(notes.at(-1)!);
    await sleep(opts.recoverMs / 2);
  }
  await sleep(opts.recoverMs / 2);

  await phase('db-restart');
  const dropped = await proxy.outage();
  await sleep(opts.downMs);
  await proxy.restore();
  notes.push(`database: ${dropped} connections reset, refused for ${opts.downMs / 1000} s`);
  progress(notes.at(-1)!);
  await sleep(opts.recoverMs);

  await phase('redis-stop');
  await redis.kill();
  await sleep(opts.downMs);
  await redis.start();
  notes.push(`redis: SIGKILL, started again after ${opts.downMs / 1000} s`);
  progress(notes.at(-1)!);
  await sleep(opts.recoverMs);

  await phase('conn-cut');
  const cut = await ask<{ live: number; http: number }>(clients, { cmd: 'cut', fraction: opts.cut });
  notes.push(`cut: ${cut.live} live sockets and ${cut.http} HTTP connections reset`);
  progress(notes.at(-1)!);
  await sleep(opts.recoverMs);

  progress('draining outboxes, final resume');
  const result = await ask<ClientResult>(clients, { cmd: 'finish', drainMs: 30_000, graceMs: 2_000 });
  clients.proc.kill();

  const db = await createDb({ databaseUrl: p.start.databaseUrl });
  const stored = await queryRows<StoredRow>(
    db.db,
    sql`select m.client_id, m.sender_id as sender, m.cost,
          (select count(*)::int from credit_ledger l
            where l.kind = 'message' and l.ref = 'message:' || m.id) as debits
        from messages m join users u on u.id = m.sender_id
        where u.email like 'bench-%@bench.invalid'`,
  );
  const [money] = await queryRows<{
    entries: number;
    paid: number;
    charged: number;
    cost: number;
    drift: number;
  }>(
    db.db,
    sql`select
          (select count(*)::int from credit_ledger where kind = 'message') as entries,
          (select count(*)::int from messages where cost > 0) as paid,
          (select coalesce(sum(-amount), 0)::int from credit_ledger where kind = 'message') as charged,
          (select coalesce(sum(cost), 0)::int from messages) as cost,
          (select (count(*) * ${START_CREDITS}::bigint - sum(credits))::bigint - (select coalesce(sum(cost), 0) from messages)
             from users where email like 'bench-%@bench.invalid')::int as drift`,
  );
  await db.close();

  const rows = tally(PHASES, members, result, stored);
  const bad = rows.flatMap((r) => failures(r).map((f) => `${r.phase}: ${f}`));
  const m = money!;
  if (m.entries !== m.paid || m.charged !== m.cost) bad.push('total: ledger ≠ stored messages');
  if (m.drift !== 0) bad.push(`total: balances drift by ${m.drift} credits`);
  for (const a of apis) if (a.unexpectedExits) bad.push(`${a.name} exited by itself ${a.unexpectedExits}×`);

  say('');
  say(
    table(
      [
        'Fault',
        'Sent',
        'Acked',
        'Stored',
        'Acked-but-lost',
        'Stored-not-acked',
        'Shown twice',
        'Sent again',
        'Never seen',
        'Debits',
        'Paid stored',
        'Verdict',
      ],
      rows.map((r) => [
        r.phase,
        String(r.generated),
        String(r.acked),
        String(r.stored),
        String(r.lost),
        String(r.unacked),
        String(r.twice),
        String(r.redelivered),
        String(r.unseen),
        String(r.debits),
        String(r.paid),
        failures(r).length ? `FAIL (${failures(r).join(', ')})` : 'ok',
      ]),
    ),
  );
  say(
    '  Rows: the fault during which a message was written (sent later while its sender retried). Shown twice: one ' +
      'message under two seqs at a tab; Sent again: frames of a seq the tab already had (skipped by the member ' +
      'site, not shown; informational).',
  );
  say('');
  for (const n of notes) say(`  ${n}`);
  say(
    `  ledger (whole database, seed included): ${m.entries} message debits for ${m.paid} paid messages, ` +
      `${m.charged} credits charged, stored messages cost ${m.cost}; ` +
      `balance drift ${m.drift}`,
  );
  say(
    `  clients: ${result.reconnects} reconnect attempts, ${result.resyncs} resyncs, ${result.gaps} gaps, ` +
      `${result.skipped} writes skipped (previous one unsent), ${result.undrained} unsent at the end, ` +
      `${result.notReady} tabs not resumed; failures ${JSON.stringify(result.failures)}`,
  );
  const output = [...apiOutput].sort((a, b) => b[1] - a[1]);
  if (output.length) {
    say(`  API process output (${output.reduce((a, [, n]) => a + n, 0)} lines in ${apiLog}; by kind):`);
    for (const [line, n] of output.slice(0, 8)) say(`    ${n}× ${line}`);
  }
  say('');
  say(
    bad.length
      ? `S7 FAILED: ${bad.join('; ')}`
      : 'S7 met: acknowledged-but-lost 0, shown twice 0, never seen 0, debits = stored paid messages.',
  );
  say(`Machine load at the end ${load()}; ${((performance.now() - t0) / 1000).toFixed(0)} s in all.`);
  return bad.length === 0;
}

runMain(main);
