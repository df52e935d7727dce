import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../helper';
import type { App } from '../../src/types';
import { LiveClient, conversation, listen, members, sendMessage, sessionToken, sleep } from './live-helper';

// Two API instances on one database, fanning out through real Redis (ADR 0016). Runs when REDIS_URL is set
// (CI: redis://127.0.0.1:6379); the restart case also needs `redis-server` on the PATH, because it starts,
// kills and restarts a Redis of its own rather than the shared one.
const REDIS_URL = process.env.REDIS_URL;
const HAS_REDIS_SERVER = spawnSync('redis-server', ['--version']).status === 0;
const skipReason = REDIS_URL ? '' : ' (skipped: REDIS_URL is not set)';

let ctx: TestContext;
let A: string;
let B: string;
let C: string;
let tokens: Record<string, string>;
let convAB: string;
const clients: LiveClient[] = [];
const connect = (port: number, user: string, name: string) => {
  const c = LiveClient.connect(port, { token: tokens[user], name });
  clients.push(c);
  return c;
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Two apps on the test database, each listening, both on `redisUrl` and one channel of their own. */
async function pair(redisUrl: string): Promise<{ one: App; two: App; p1: number; p2: number }> {
  const channel = `live:test:${randomUUID()}`;
  const one = await ctx.extraApp({ redisUrl, live: { redisChannel: channel } });
  const two = await ctx.extraApp({ redisUrl, live: { redisChannel: channel } });
  return { one, two, p1: await listen(one), p2: await listen(two) };
}

beforeAll(async () => {
  if (!REDIS_URL) return;
  ctx = await setupTestApp();
  const db = ctx.db.db;
  [A, B, C] = (await members(db, 3)) as [string, string, string];
  tokens = {};
  for (const id of [A, B, C]) tokens[id] = await sessionToken(db, id);
  convAB = await conversation(db, A, B);
});
afterAll(async () => {
  for (const c of clients) c.close();
  await ctx?.close();
});

describe.skipIf(!REDIS_URL)(`fan-out through Redis, two API instances${skipReason}`, () => {
  it('delivers across processes: messages both ways, typing, and nothing to a non-member', async () => {
    const { one, two, p1, p2 } = await pair(REDIS_URL!);
    expect(one.live.bus.kind).toBe('redis');
    const a = connect(p1, A, 'a@one');
    const b = connect(p2, B, 'b@two');
    const b2 = connect(p1, B, 'b@one');
    const c = connect(p2, C, 'c@two');
    await Promise.all([a, b, b2, c].map((x) => x.resume({})));
    const m1 = await sendMessage(one, convAB, A, B);
    const m2 = await sendMessage(two, convAB, B, A);
    for (const x of [a, b, b2]) {
      await x.until((e) => e.filter((y) => y.type === 'message').length === 2, 5_000, 'two messages');
    }
    for (const x of [a, b, b2]) expect(x.seqs(convAB), x.name).toEqual([m1.seq, m2.seq]);
    b.send({ type: 'typing', conversation: convAB });
    await a.until((e) => e.some((y) => y.type === 'typing'));
    await sleep(100);
    expect(c.events.filter((y) => y.type !== 'hello' && y.type !== 'resumed')).toEqual([]);
    expect(b2.of('typing')).toHaveLength(0);
    for (const x of [a, b, b2, c]) x.close();
  });

  it.skipIf(!HAS_REDIS_SERVER)(
    'a Redis restart loses nothing: the gap heals on resume from the database',
    async () => {
      const port = await freePort();
      const start = (): ChildProcess =>
        spawn(
          'redis-server',
          ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
          {
            stdio: 'ignore',
          },
        );
      const ready = async () => {
        for (let i = 0; i < 100; i += 1) {
          if (
            spawnSync('redis-cli', ['-p', String(port), 'ping'])
              .stdout?.toString()
              .includes('PONG')
          )
            return;
          await sleep(50);
        }
        throw new Error('private redis-server did not start');
      };
      let redis = start();
      try {
        await ready();
        const { one, two, p1, p2 } = await pair(`redis://127.0.0.1:${port}`);
        const a = connect(p1, A, 'a@one');
        const b = connect(p2, B, 'b@two');
        await Promise.all([a.resume({}), b.resume({})]);
        const m1 = await sendMessage(one, convAB, A, B);
        await b.until((e) => e.some((y) => y.type === 'message' && y.message.seq === m1.seq));

        redis.kill('SIGKILL');
        await new Promise((resolve) => redis.once('exit', resolve));
        await sleep(300);
        // Stored and published while Redis is down: A (same process) sees it; B (the other process) cannot.
        const m2 = await sendMessage(one, convAB, A, B);
        await a.until((e) => e.some((y) => y.type === 'message' && y.message.seq === m2.seq));
        await sleep(200);
        expect(b.seqs(convAB)).toEqual([m1.seq]);

        redis = start();
        await ready();
        await b.until((e) => e.some((y) => y.type === 'resync'), 15_000, 'resync after the restart');
        expect(two.live.stats.resyncs).toBeGreaterThanOrEqual(1);
        await b.resume({ [convAB]: m1.seq });
        expect(b.seqs(convAB)).toEqual([m1.seq, m2.seq]);

        // And the channel works across processes again, with nothing shown twice.
        const m3 = await sendMessage(one, convAB, A, B);
        await b.until((e) => e.some((y) => y.type === 'message' && y.message.seq === m3.seq), 10_000, 'm3');
        expect(b.seqs(convAB)).toEqual([m1.seq, m2.seq, m3.seq]);
        a.close();
        b.close();
        console.log(
          `[P5/S7] Redis killed and restarted: missed while down 1, healed on resume 1, lost 0, shown twice 0`,
        );
      } finally {
        redis.kill('SIGKILL');
      }
    },
    60_000,
  );
});
