/**
 * One API process of `pnpm bench:live`, forked by the bench: the real app (buildApp) on the prepared database,
 * listening on a free port (or the one given), with the in-process bus or Redis. IPC: `mem` (after a full GC),
 * `cpu` (CPU ms so far), `stats`, `stop`. With LIVE_SERVER_ANNOUNCE=1 it sends `{loaded: true}` first (a warm standby).
 * Run with --expose-gc.
 */
import type { AddressInfo } from 'node:net';
import { createDb } from '@dating/db';
import { buildApp } from '../../src/app';
import { sendBatcherFor } from '../../src/chat/send-batch';
import { memSample } from './mem-sample';

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
        // CPU time of this process so far (user + system, ms): the bench takes the difference over a stage.
        const u = process.cpuUsage();
        process.send?.({ ms: (u.user + u.system) / 1000 });
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
