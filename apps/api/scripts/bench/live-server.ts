/**
 * One API process of `pnpm bench:live`, forked by the bench: the real app (buildApp) on the prepared database,
 * listening on a free port (or the one given), with the in-process bus or Redis. IPC: `mem` (after a full GC),
 * `cpu` (CPU ms and statements so far), `statements` (counts by the statement's first words), `stats`, `stop`. With LIVE_SERVER_ANNOUNCE=1 it sends `{loaded: true}` first (a warm standby).
 * Run with --expose-gc.
 */
import type { AddressInfo } from 'node:net';
import { createDb } from '@dating/db';
import { buildApp } from '../../src/app';
import { sendBatcherFor } from '../../src/chat/send-batch';
import { memSample } from './mem-sample';

/**
 * Counts the SQL statements this process runs (PostgreSQL: every `Client#query` of the pools; PGlite: `query`,
 * `exec` and each transaction's BEGIN/COMMIT as one), by the statement's first words, so the bench can print
 * statements per message beside the CPU.
 */
function countStatements(handle: Awaited<ReturnType<typeof createDb>>) {
  const counts = { total: 0, byKind: {} as Record<string, number> };
  const note = (arg: unknown) => {
    const text = typeof arg === 'string' ? arg : String((arg as { text?: string } | null)?.text ?? '');
    const kind = text.replace(/\s+/g, ' ').trim().slice(0, 48);
    counts.total += 1;
    counts.byKind[kind] = (counts.byKind[kind] ?? 0) + 1;
  };
  type Query = (this: unknown, ...args: unknown[]) => unknown;
  const wrap = (target: Record<string, unknown>, name: string) => {
    const original = target[name] as Query;
    target[name] = function (this: unknown, ...args: unknown[]) {
      note(args[0]);
      return original.apply(this, args);
    };
  };
  const client = (handle.db as unknown as { $client: Record<string, unknown> }).$client;
  if (handle.kind === 'postgres') {
    wrap((client.Client as { prototype: Record<string, unknown> }).prototype, 'query');
  } else {
    wrap(client, 'query');
    wrap(client, 'exec');
    const transaction = client.transaction as Query;
    client.transaction = function (this: unknown, ...args: unknown[]) {
      note('begin … commit');
      return transaction.apply(this, args);
    };
  }
  return counts;
}

export interface ServerStart {
  databaseUrl?: string;
  dataDir?: string;
  mediaDir: string;
  redisUrl?: string;
  redisChannel?: string;
  /** Listen on this port (a restarted process takes its predecessor's); default a free one. */
  port?: number;
}
// A warm standby (pnpm faults:chat) says when its modules are loaded, before it is asked to start.
if (process.env.LIVE_SERVER_ANNOUNCE === '1') process.send?.({ loaded: true });

process.once('message', (start: ServerStart) => {
  void (async () => {
    const db = await createDb(
      start.databaseUrl ? { databaseUrl: start.databaseUrl } : { dataDir: start.dataDir },
    );
    const statements = countStatements(db);
    const app = await buildApp({
      db,
      mediaDir: start.mediaDir,
      redisUrl: start.redisUrl,
      live: { redisChannel: start.redisChannel, heartbeatMs: 30_000 },
      logger: false,
    });
    await app.listen({ port: start.port ?? 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    process.on('message', (msg: { cmd: string }) => {
      if (msg.cmd === 'mem') {
        process.send?.(memSample(app.live.size));
      } else if (msg.cmd === 'cpu') {
        // CPU time of this process so far (user + system, ms) and statements run: the bench takes the
        // differences over a stage.
        const u = process.cpuUsage();
        process.send?.({ ms: (u.user + u.system) / 1000, statements: statements.total });
      } else if (msg.cmd === 'statements') {
        process.send?.({ ...statements.byKind });
      } else if (msg.cmd === 'stats') {
        process.send?.({
          ...app.live.stats,
          sockets: app.live.size,
          sendBatches: sendBatcherFor(db.db).stats,
          resumeReads: app.live.resumeReads,
        });
      } else if (msg.cmd === 'stop') {
        void app
          .close()
          .then(() => db.close())
          .then(() => process.exit(0));
      }
    });
    process.send?.({ port });
  })().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
});
