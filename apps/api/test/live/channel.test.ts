import { randomUUID } from 'node:crypto';
import { LIVE_CLOSE, LIVE_RESUME_MAX_CONVERSATIONS } from '@dating/core/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT, expectEnvelope, setupTestApp, type TestContext } from '../helper';
import type { App } from '../../src/types';
import {
  LiveClient,
  conversation,
  listen,
  members,
  revokeSession,
  sendMessage,
  sessionToken,
  sleep,
  storeMessage,
} from './live-helper';

let ctx: TestContext;
let app: App;
let port: number;
let A: string;
let B: string;
let C: string;
let tokenA: string;
let tokenB: string;
let tokenC: string;
let convAB: string;
let convBC: string;
const clients: LiveClient[] = [];

const connect = (
  token: string | undefined,
  name: string,
  extra: Parameters<typeof LiveClient.connect>[1] = {},
) => {
  const c = LiveClient.connect(port, { token, name, ...extra });
  clients.push(c);
  return c;
};

/** Two tabs of A (the first named `first`), B and C, each connected and resumed. */
async function twoTabsOfAWithBAndC(first: string) {
  const all = [
    connect(tokenA, first),
    connect(tokenA, 'a2'),
    connect(tokenB, 'b'),
    connect(tokenC, 'c'),
  ] as const;
  await Promise.all(all.map((x) => x.resume({})));
  return all;
}

beforeAll(async () => {
  ctx = await setupTestApp();
  app = await ctx.extraApp({ live: { sessionCheckMs: 200, heartbeatMs: 60_000 } });
  port = await listen(app);
  const db = ctx.db.db;
  [A, B, C] = (await members(db, 3)) as [string, string, string];
  [tokenA, tokenB, tokenC] = (await Promise.all([A, B, C].map((id) => sessionToken(db, id)))) as [
    string,
    string,
    string,
  ];
  convAB = await conversation(db, A, B);
  convBC = await conversation(db, B, C);
});
afterAll(async () => {
  for (const c of clients) c.close();
  await ctx?.close();
});

describe('admission', () => {
  it('closes a cookieless socket with 4401 and a foreign Origin with 4403', async () => {
    expect((await connect(undefined, 'anon').closed).code).toBe(LIVE_CLOSE.unauthenticated);
    expect((await connect('x'.repeat(43), 'forged').closed).code).toBe(LIVE_CLOSE.unauthenticated);
    expect((await connect(tokenA, 'evil', { origin: 'https://evil.example' }).closed).code).toBe(
      LIVE_CLOSE.forbidden,
    );
    expect(app.live.socketsOf(A)).toBe(0);
  });

  it('greets a member, answers ping, and refuses a plain GET with 426', async () => {
    const c = connect(tokenA, 'a');
    const hello = await c.hello();
    expect(hello).toMatchObject({ type: 'hello', user_id: A });
    c.send({ type: 'ping' });
    await c.until((e) => e.some((x) => x.type === 'pong'));
    const res = await app.inject({ url: '/api/live' });
    expect(res.statusCode).toBe(426);
    expectEnvelope(res);
    c.close();
  });

  it('closes the socket 4401 when its session is revoked', async () => {
    const token = await sessionToken(ctx.db.db, A);
    const c = connect(token, 'a-logout');
    await c.hello();
    await revokeSession(ctx.db.db, token);
    expect((await c.closed).code).toBe(LIVE_CLOSE.unauthenticated);
  });
});

describe('delivery', () => {
  it('delivers a message once to both tabs of a member and to the other member, never to a non-member', async () => {
    const [a1, a2, b, c] = await twoTabsOfAWithBAndC('a1');
    const m = await sendMessage(app, convAB, A, B);
    for (const x of [a1, a2, b]) await x.until((e) => e.some((y) => y.type === 'message'), 5_000, 'message');
    await sleep(100);
    for (const x of [a1, a2, b]) expect(x.seqs(convAB), x.name).toEqual([m.seq]);
    expect(c.of('message')).toHaveLength(0);
    // Published again (a retry, another process): not shown twice.
    app.live.publish([A, B], { type: 'message', conversation: convAB, message: m });
    app.live.publish([A], { type: 'credits', credits: 7 });
    await a1.until((e) => e.some((y) => y.type === 'credits'));
    await a2.until((e) => e.some((y) => y.type === 'credits'));
    expect(a1.seqs(convAB)).toEqual([m.seq]);
    expect(b.of('credits')).toHaveLength(0);
    for (const x of [a1, a2, b, c]) x.close();
  });

  it('holds message events until the first resume, then shows each once and in order', async () => {
    const a = connect(tokenA, 'a-early');
    await a.hello();
    const before = (await storeMessage(ctx.db.db, convAB, B)).seq - 1;
    const m1 = await sendMessage(app, convAB, B, A);
    await sleep(50);
    expect(a.of('message')).toHaveLength(0);
    await a.resume({ [convAB]: before });
    await sleep(50);
    expect(a.seqs(convAB)).toEqual([before + 1, m1.seq]);
    a.close();
  });

  it('resume replays exactly the gap, in order, and reports last_seq and gone conversations', async () => {
    const db = ctx.db.db;
    const start = (await storeMessage(db, convAB, A)).seq;
    for (let i = 0; i < 4; i += 1) await storeMessage(db, convAB, i % 2 ? A : B);
    const missing = randomUUID();
    const a = connect(tokenA, 'a-resume');
    const resumed = await a.resume({ [convAB]: start + 1, [missing]: 3 });
    expect(a.seqs(convAB)).toEqual([start + 2, start + 3, start + 4]);
    expect(resumed.conversations[convAB]).toBe(start + 4);
    expect(resumed.gone).toEqual([missing]);
    // The member's conversations it did not list are reported with their last seq (none of C's).
    expect(Object.keys(resumed.conversations)).not.toContain(convBC);
    // A second resume from the same cursor on another tab gives the same gap; this tab gets nothing twice.
    const a2 = connect(tokenA, 'a-resume-2');
    await a2.resume({ [convAB]: start + 1 });
    expect(a2.seqs(convAB)).toEqual([start + 2, start + 3, start + 4]);
    const next = await sendMessage(app, convAB, B, A);
    await a.until((e) => e.some((x) => x.type === 'message' && x.message.seq === next.seq));
    expect(a.seqs(convAB)).toEqual([start + 2, start + 3, start + 4, next.seq]);
    a.close();
    a2.close();
  });

  it('heals a gap from the database when a later event arrives first (a lost publish)', async () => {
    const a = connect(tokenA, 'a-heal');
    const r = await a.resume({ [convAB]: 0 });
    const cursor = r.conversations[convAB]!;
    expect(a.seqs(convAB).at(-1)).toBe(cursor);
    const lost = await storeMessage(ctx.db.db, convAB, B);
    const lost2 = await storeMessage(ctx.db.db, convAB, B);
    const seen = await sendMessage(app, convAB, B, A);
    await a.until((e) => e.some((x) => x.type === 'message' && x.message.seq === seen.seq));
    expect(a.seqs(convAB).slice(-3)).toEqual([lost.seq, lost2.seq, seen.seq]);
    // the lost ones arriving late are dropped
    app.live.publish([A], { type: 'message', conversation: convAB, message: lost });
    await sleep(50);
    expect(a.seqs(convAB).filter((s) => s === lost.seq)).toHaveLength(1);
    a.close();
  });

  it('delivers a new conversation from its first message even when the second arrives first', async () => {
    const a = connect(tokenA, 'a-new');
    await a.resume({});
    const convAC = await conversation(ctx.db.db, C, A);
    const m1 = await storeMessage(ctx.db.db, convAC, C);
    const m2 = await storeMessage(ctx.db.db, convAC, C);
    app.live.publish([A, C], { type: 'message', conversation: convAC, message: m2 });
    app.live.publish([A, C], { type: 'message', conversation: convAC, message: m1 });
    await a.until((e) => e.some((x) => x.type === 'message' && x.message.seq === m2.seq));
    await sleep(50);
    expect(a.seqs(convAC)).toEqual([m1.seq, m2.seq]);
    a.close();
  });

  it('forwards typing to the other member only, throttled', async () => {
    const [a, a2, b, c] = await twoTabsOfAWithBAndC('a');
    for (let i = 0; i < 5; i += 1) a.send({ type: 'typing', conversation: convAB });
    await b.until((e) => e.some((x) => x.type === 'typing'));
    await sleep(100);
    expect(b.of('typing')).toEqual([{ type: 'typing', conversation: convAB, user_id: A }]);
    expect(a2.of('typing')).toHaveLength(0);
    expect(c.of('typing')).toHaveLength(0);
    for (const x of [a, a2, b, c]) x.close();
  });
});

describe('likes and matches', () => {
  it('tells the liked member of a like, and both of a match', async () => {
    const [a, b, c] = [connect(tokenA, 'a'), connect(tokenB, 'b'), connect(tokenC, 'c')];
    await Promise.all([a, b, c].map((x) => x.resume({})));
    const like = (token: string, profile: string) =>
      app.inject({
        method: 'POST',
        url: '/api/like.php',
        headers: { ...CLIENT, cookie: `auth._token=${token}` },
        payload: { profile },
      });
    expect((await like(tokenA, B)).json()).toEqual({ liked: true, match: false });
    await b.until((e) => e.some((x) => x.type === 'like'));
    expect(b.of('like')).toEqual([{ type: 'like', profile: A }]);
    expect((await like(tokenB, A)).json()).toEqual({ liked: true, match: true });
    await a.until((e) => e.some((x) => x.type === 'match'));
    await b.until((e) => e.some((x) => x.type === 'match'));
    expect(a.of('match')).toEqual([{ type: 'match', profile: B }]);
    expect(b.of('match')).toEqual([{ type: 'match', profile: A }]);
    expect(a.of('like')).toEqual([{ type: 'like', profile: B }]);
    expect(c.events.filter((x) => x.type === 'like' || x.type === 'match')).toHaveLength(0);
    for (const x of [a, b, c]) x.close();
  });
});

describe('unauthorised conversations', () => {
  it('closes 4403 on typing or resume in a conversation one is not in, and delivers nothing', async () => {
    const [a, b, c] = [connect(tokenA, 'a'), connect(tokenB, 'b'), connect(tokenC, 'c')];
    await Promise.all([a, b, c].map((x) => x.resume({})));
    const before = app.live.stats.forbidden;
    const intruder = connect(tokenA, 'intruder');
    await intruder.hello();
    intruder.send({ type: 'typing', conversation: convBC });
    expect((await intruder.closed).code).toBe(LIVE_CLOSE.forbidden);
    const ghost = connect(tokenA, 'ghost');
    await ghost.hello();
    ghost.send({ type: 'typing', conversation: randomUUID() });
    expect((await ghost.closed).code).toBe(LIVE_CLOSE.forbidden);
    const reader = connect(tokenA, 'reader');
    await reader.hello();
    reader.send({ type: 'resume', conversations: { [convBC]: 0 } });
    expect((await reader.closed).code).toBe(LIVE_CLOSE.forbidden);
    expect(reader.of('message')).toHaveLength(0);
    expect(app.live.stats.forbidden - before).toBe(3);
    await sleep(100);
    expect(b.of('typing')).toHaveLength(0);
    expect(c.of('typing')).toHaveLength(0);
    // A message between B and C reaches neither of A's sockets.
    await sendMessage(app, convBC, B, C);
    await c.until((e) => e.some((x) => x.type === 'message'));
    expect(a.of('message')).toHaveLength(0);
    for (const x of [a, b, c]) x.close();
  });
});

describe('bad input (S2)', () => {
  const malformed: [string, string | Buffer, number][] = [
    ['bad JSON', '{"type":', LIVE_CLOSE.bad_frame],
    ['not JSON', 'not json', LIVE_CLOSE.bad_frame],
    ['binary', Buffer.from([1, 2, 3]), LIVE_CLOSE.bad_frame],
    ['a number', '42', LIVE_CLOSE.bad_frame],
    ['null', 'null', LIVE_CLOSE.bad_frame],
    ['an array', '[{"type":"ping"}]', LIVE_CLOSE.bad_frame],
    ['unknown event', '{"type":"send","to":"x"}', LIVE_CLOSE.bad_frame],
    ['extra field', '{"type":"ping","admin":true}', LIVE_CLOSE.bad_frame],
    ['wrong type', '{"type":"typing","conversation":12}', LIVE_CLOSE.bad_frame],
    ['bad uuid', '{"type":"typing","conversation":"../../etc"}', LIVE_CLOSE.bad_frame],
    ['__proto__', '{"type":"resume","conversations":{"__proto__":{"x":1}}}', LIVE_CLOSE.bad_frame],
    ['negative seq', `{"type":"resume","conversations":{"${randomUUID()}":-1}}`, LIVE_CLOSE.bad_frame],
    ['float seq', `{"type":"resume","conversations":{"${randomUUID()}":1.5}}`, LIVE_CLOSE.bad_frame],
    [
      'too many conversations',
      JSON.stringify({
        type: 'resume',
        conversations: Object.fromEntries(
          Array.from({ length: LIVE_RESUME_MAX_CONVERSATIONS + 1 }, () => [randomUUID(), 0]),
        ),
      }),
      LIVE_CLOSE.bad_frame,
    ],
    ['huge frame', 'x'.repeat(17 * 1024), LIVE_CLOSE.too_big],
  ];

  it.each(malformed)('closes the socket on %s', async (_label, frame, code) => {
    const c = connect(tokenA, 'bad');
    await c.hello();
    c.ws.send(frame);
    expect((await c.closed).code).toBe(code);
  });

  it('10,000 malformed frames: 0 crashes, every offending socket closed, 0 deliveries', async () => {
    const [b, c] = [connect(tokenB, 'b'), connect(tokenC, 'c')];
    await Promise.all([b.resume({}), c.resume({})]);
    const statsBefore = { ...app.live.stats };
    const SOCKETS = 50;
    const PER_SOCKET = 200;
    const attackers = Array.from({ length: SOCKETS }, (_, i) => connect(tokenA, `attacker-${i}`));
    await Promise.all(attackers.map((x) => x.hello()));
    let sent = 0;
    attackers.forEach((x, i) => {
      for (let j = 0; j < PER_SOCKET; j += 1) {
        const [, frame] = malformed[(i + j) % (malformed.length - 1)]!;
        x.ws.send(frame);
        sent += 1;
      }
    });
    const codes = await Promise.all(attackers.map((x) => x.closed.then((r) => r.code)));
    expect(sent).toBe(10_000);
    expect(codes.every((code) => code === LIVE_CLOSE.bad_frame)).toBe(true);
    expect(app.live.stats.badFrames - statsBefore.badFrames).toBe(SOCKETS);
    await sleep(100);
    expect(
      b.of('typing').length + c.of('typing').length + b.of('message').length + c.of('message').length,
    ).toBe(0);
    // Still serving.
    const after = connect(tokenA, 'after');
    await after.resume({});
    after.send({ type: 'ping' });
    await after.until((e) => e.some((x) => x.type === 'pong'));
    console.log(
      `[S2] malformed frames sent ${sent}, sockets ${SOCKETS} closed 4400 ${codes.length}, crashes 0, unauthorised deliveries 0`,
    );
    for (const x of [b, c, after]) x.close();
  });

  it('closes a flooding socket 4429', async () => {
    const c = connect(tokenA, 'flood');
    await c.hello();
    for (let i = 0; i < 200; i += 1) c.send({ type: 'ping' });
    expect((await c.closed).code).toBe(LIVE_CLOSE.rate_limited);
    expect(c.of('pong').length).toBeLessThanOrEqual(app.live.opts.frameBurst);
  });
});

describe('heartbeat and back-pressure', () => {
  it('drops a socket that stops answering pings', async () => {
    const quick = await ctx.extraApp({ live: { heartbeatMs: 100 } });
    const p = await listen(quick);
    const c = LiveClient.connect(p, { token: tokenA, name: 'mute', ws: { autoPong: false } });
    clients.push(c);
    await c.hello();
    const closed = await c.closed;
    expect(closed.code).toBe(1006);
    expect(quick.live.stats.heartbeatDropped).toBeGreaterThanOrEqual(1);
    // A socket that answers stays.
    const ok = LiveClient.connect(p, { token: tokenA, name: 'talker' });
    clients.push(ok);
    await ok.hello();
    await sleep(400);
    expect(ok.ws.readyState).toBe(ok.ws.OPEN);
    ok.close();
  });

  it('closes a socket that does not read with 4503 instead of buffering without bound', async () => {
    const small = await ctx.extraApp({ live: { maxBufferedBytes: 256 * 1024, closeGraceMs: 10_000 } });
    const p = await listen(small);
    const slow = LiveClient.connect(p, { token: tokenA, name: 'slow' });
    clients.push(slow);
    await slow.resume({});
    const raw = (slow.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    raw.pause();
    const body = 'y'.repeat(8 * 1024);
    const m = await storeMessage(ctx.db.db, convAB, B);
    for (let i = 0; i < 4_000 && small.live.stats.slowClosed === 0; i += 1) {
      small.live.publish([A], {
        type: 'message',
        conversation: convAB,
        message: { ...m, seq: m.seq + i, body },
      });
      if (i % 100 === 0) await sleep(1);
    }
    expect(small.live.stats.slowClosed).toBe(1);
    raw.resume();
    expect((await slow.closed).code).toBe(LIVE_CLOSE.slow_consumer);
  });
});
