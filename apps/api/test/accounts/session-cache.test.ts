import { randomUUID } from 'node:crypto';
import { DEMO_LOGIN } from '@dating/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashSessionToken } from '../../src/accounts/session-token';
import { revokeUserSessions } from '../../src/accounts/sessions-repo';
import { SessionCache } from '../../src/plugins/app/session-cache';
import type { App } from '../../src/types';
import { CLIENT, login, setupTestApp, useTestApp, type TestContext } from '../helper';

// The session cache (ADR 0032): a session looked up lately costs no round trip, and a revoked one is refused
// at once in its process and, through Redis, in every other one. Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set; the Redis cases when REDIS_URL is set.
const REDIS_URL = process.env.REDIS_URL;

const likes = (app: App, token: string) =>
  app.inject({ url: '/api/likes.php', headers: { ...CLIENT, cookie: `auth._token=${token}` } });

/** A clock the test moves: the session cache's TTL is measured on `app.config.now`. */
function movableClock() {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms: number) => (offset += ms) };
}

describe('session cache in one process', () => {
  const ctx = useTestApp();

  it('answers a known session from memory, without asking the sessions table', async () => {
    const token = await login(ctx.app);
    const hash = hashSessionToken(token);
    expect((await likes(ctx.app, token)).statusCode).toBe(200);
    expect(ctx.app.sessionCache.get(hash)).not.toBeNull();
    // A revocation behind the API's back (not through sessions-repo) is not seen within the TTL: the second
    // read was answered from the cache, not from the table. Every real revocation goes through the repo.
    await ctx.db.db.execute(sql`update sessions set revoked_at = now() where token_hash = ${hash}`);
    expect((await likes(ctx.app, token)).statusCode).toBe(200);
  });

  it('trusts an entry 5 minutes on the embedded database, 5 s on PostgreSQL without Redis', () => {
    // One PGlite process hears every revocation; several PostgreSQL processes without Redis do not (ADR 0032).
    expect(ctx.app.sessionCache.ttlMs).toBe(ctx.db.kind === 'pglite' ? 300_000 : 5_000);
  });

  it('refuses a session at once after logout', async () => {
    const token = await login(ctx.app);
    expect((await likes(ctx.app, token)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      url: '/api/logout.php',
      headers: { ...CLIENT, cookie: `auth._token=${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(ctx.app.sessionCache.get(hashSessionToken(token))).toBeNull();
    expect((await likes(ctx.app, token)).statusCode).toBe(403);
  });

  it('refuses at once when every session of the member is revoked inside a transaction (deletion, ban)', async () => {
    const token = await login(ctx.app);
    expect((await likes(ctx.app, token)).statusCode).toBe(200);
    const userId = ctx.app.sessionCache.get(hashSessionToken(token))!.userId;
    await ctx.db.db.transaction(async (tx) => {
      await revokeUserSessions(tx, userId, new Date());
      // Not committed yet: a read now still finds the live row, and must not put it back in the cache.
      expect(ctx.app.sessionCache.get(hashSessionToken(token))).toBeNull();
    });
    expect((await likes(ctx.app, token)).statusCode).toBe(403);
  });
  it('refuses every session of a member at once after a password change, and keeps the rotated one', async () => {
    const other = await login(ctx.app);
    const token = await login(ctx.app);
    expect((await likes(ctx.app, other)).statusCode).toBe(200);
    expect((await likes(ctx.app, token)).statusCode).toBe(200);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/password.php',
      headers: { ...CLIENT, cookie: `auth._token=${token}` },
      payload: { old_password: DEMO_LOGIN.password, new_password: DEMO_LOGIN.password },
    });
    expect(changed.statusCode).toBe(200);
    const rotated = changed.cookies.find((c) => c.name === 'auth._token')!.value;
    expect((await likes(ctx.app, other)).statusCode).toBe(403);
    expect((await likes(ctx.app, token)).statusCode).toBe(403);
    expect((await likes(ctx.app, rotated)).statusCode).toBe(200);
  });
});

describe('session cache across two app instances without Redis', () => {
  const clock = movableClock();
  const ctx = useTestApp({ now: clock.now, sessionCache: { ttlMs: 5_000 } });

  it('another process accepts a revoked session for at most the TTL, then refuses it', async () => {
    const two = await ctx.extraApp({ now: clock.now, sessionCache: { ttlMs: 5_000 } });
    const token = await login(ctx.app);
    expect((await likes(two, token)).statusCode).toBe(200);
    // Revoked by another process, with no Redis to tell this one (in one test process every app would hear
    // sessions-repo's announcement, so the revocation is written straight to the table here).
    await ctx.db.db.execute(
      sql`update sessions set revoked_at = now() where token_hash = ${hashSessionToken(token)}`,
    );
    // `two` heard nothing: its entry stands until the TTL is over…
    expect((await likes(two, token)).statusCode).toBe(200);
    clock.advance(5_001);
    // …and not a moment longer.
    expect((await likes(two, token)).statusCode).toBe(403);
  });
});

describe.skipIf(!REDIS_URL)(
  `session cache across two app instances through Redis${REDIS_URL ? '' : ' (skipped: REDIS_URL is not set)'}`,
  () => {
    let ctx: TestContext;
    let one: App;
    let two: App;
    beforeAll(async () => {
      // A TTL far longer than the test: only the Redis message can make `two` refuse.
      const sessionCache = { ttlMs: 10 * 60_000, redisChannel: `cache:test:${randomUUID()}` };
      const live = { redisChannel: `live:test:${randomUUID()}` };
      ctx = await setupTestApp({ redisUrl: REDIS_URL, sessionCache, live });
      one = ctx.app;
      two = await ctx.extraApp({ redisUrl: REDIS_URL, sessionCache, live });
    }, 180_000);
    afterAll(async () => ctx?.close());

    it('a logout in one instance is refused in the other at once', async () => {
      const token = await login(one);
      expect((await likes(two, token)).statusCode).toBe(200);
      expect(two.sessionCache.get(hashSessionToken(token))).not.toBeNull();
      await one.inject({ url: '/api/logout.php', headers: { ...CLIENT, cookie: `auth._token=${token}` } });
      // Pub/sub delivery is asynchronous: wait for the message (well inside the 10-minute TTL).
      await vi.waitFor(() => expect(two.sessionCache.get(hashSessionToken(token))).toBeNull(), {
        timeout: 5_000,
        interval: 10,
      });
      expect((await likes(two, token)).statusCode).toBe(403);
    });

    it('a member-wide revocation (password change, deletion, ban) in one instance reaches the other', async () => {
      const token = await login(one);
      expect((await likes(two, token)).statusCode).toBe(200);
      const userId = two.sessionCache.get(hashSessionToken(token))!.userId;
      await revokeUserSessions(ctx.db.db, userId, new Date());
      await vi.waitFor(() => expect(two.sessionCache.get(hashSessionToken(token))).toBeNull(), {
        timeout: 5_000,
        interval: 10,
      });
      expect((await likes(two, token)).statusCode).toBe(403);
    });
  },
);

describe('SessionCache', () => {
  const session = { userId: 'u1', sessionId: 's1', expiresAt: Date.now() + 60_000 };

  it('does not store what a lookup found when a revocation came in while it ran', () => {
    const cache = new SessionCache({ now: () => Date.now() });
    const ticket = cache.ticket();
    cache.revoke({ user: 'someone-else' }, false);
    cache.put('h1', session, ticket);
    expect(cache.get('h1')).toBeNull();
    cache.put('h1', session, cache.ticket());
    expect(cache.get('h1')).not.toBeNull();
    void cache.close();
  });

  it('keeps a revoked member and token out of the cache for the guard time, and never past expires_at', () => {
    let now = 1_000_000;
    const cache = new SessionCache({ now: () => now, ttlMs: 5_000, guardMs: 30_000 });
    cache.revoke({ user: 'u1' }, false);
    cache.put('h1', { ...session, expiresAt: now + 60_000 }, cache.ticket());
    expect(cache.get('h1')).toBeNull();
    now += 30_001;
    cache.put('h1', { ...session, expiresAt: now + 1_000 }, cache.ticket());
    expect(cache.get('h1')).not.toBeNull();
    now += 1_000;
    expect(cache.get('h1')).toBeNull();
    cache.revoke({ token: 'h2' }, false);
    cache.put('h2', { ...session, userId: 'u2', expiresAt: now + 60_000 }, cache.ticket());
    expect(cache.get('h2')).toBeNull();
    void cache.close();
  });

  it('caches nothing with a TTL of 0', () => {
    const cache = new SessionCache({ now: () => Date.now(), ttlMs: 0 });
    cache.put('h1', session, cache.ticket());
    expect(cache.get('h1')).toBeNull();
    void cache.close();
  });
});
