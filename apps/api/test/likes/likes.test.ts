import { ZLikesResponse, ZSwipeResponse } from '@dating/core/contracts';
import { schema } from '@dating/db';
import { createMember } from '@dating/db/seed';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Clock, DAY } from '../accounts-helper';
import { expectEnvelope, useTestApp } from '../helper';
import { actor, type Actor } from '../profiles-helper';

const clock = new Clock(Date.parse('2026-11-20T10:00:00Z'));
const ctx = useTestApp({ now: clock.now });

const call = (who: Actor | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload ? { payload } : {}),
  });
const likesOf = async (who: Actor) => ZLikesResponse.parse((await call(who, 'GET', '/api/likes.php')).json());
const pair = async () =>
  [
    await actor(ctx.app, ctx.db, { name: 'Ada' }),
    await actor(ctx.app, ctx.db, { name: 'Bo', gender: 'male' }),
  ] as const;

describe('likes and matches', () => {
  it('likes, shows the like as new, clears it when seen, and makes a match when liked back', async () => {
    const [a, b] = await pair();
    const first = await call(a, 'POST', '/api/like.php', { profile: b.id });
    expect(first.json()).toEqual({ liked: true, match: false });

    let bLikes = await likesOf(b);
    expect(bLikes.liked_by).toEqual([expect.objectContaining({ id: a.id, like_new: true })]);
    expect(bLikes.total_new_likes).toBe(1);
    expect(bLikes.profiles.map((p) => p.id)).toEqual([a.id]);
    expect(JSON.stringify(bLikes)).not.toContain(a.email);
    expect((await likesOf(a)).liked.map((l) => l.id)).toEqual([b.id]);

    expect((await call(b, 'PUT', '/api/like-seen.php', { profile: a.id })).statusCode).toBe(200);
    bLikes = await likesOf(b);
    expect(bLikes.liked_by[0]?.like_new).toBe(false);
    expect(bLikes.total_new_likes).toBe(0);

    const back = await call(b, 'POST', '/api/like.php', { profile: a.id });
    expect(back.json()).toEqual({ liked: true, match: true });
    const aLikes = await likesOf(a);
    expect(aLikes.liked_by.map((l) => l.id)).toEqual([b.id]);
    expect(aLikes.liked.map((l) => l.id)).toEqual([b.id]);

    expect((await call(a, 'DELETE', '/api/like.php', { profile: b.id })).json()).toEqual({
      liked: false,
      match: false,
    });
    expect((await likesOf(b)).liked_by).toEqual([]);
  });

  it('records a like once, even from 20 parallel requests', async () => {
    const [a, b] = await pair();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call(a, 'POST', '/api/like.php', { profile: b.id })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await ctx.db.db
      .select()
      .from(schema.likes)
      .where(and(eq(schema.likes.fromUserId, a.id), eq(schema.likes.toUserId, b.id)));
    expect(rows).toHaveLength(1);
  });

  it('refuses a like to oneself, a blocked or invisible member, a hidden profile, and from a visitor', async () => {
    const [a, b] = await pair();
    const invisible = await actor(ctx.app, ctx.db, { invisible: true });
    const hidden = await createMember(ctx.db.db, { profileStatus: 'disabled', photo: false });
    const gone = await createMember(ctx.db.db, { status: 'pending_deletion' });
    await ctx.db.db.insert(schema.blocks).values({ blockerId: b.id, blockedId: a.id });
    for (const target of [a.id, b.id, invisible.id, hidden.id, gone.id]) {
      const res = await call(a, 'POST', '/api/like.php', { profile: target });
      expect(res.statusCode, target).toBe(403);
      expect(expectEnvelope(res).error.code).toBe('like_not_allowed');
    }
    // The blocker cannot like the member they blocked either.
    expect((await call(b, 'POST', '/api/like.php', { profile: a.id })).statusCode).toBe(403);
    const visitor = await call(null, 'POST', '/api/like.php', { profile: b.id });
    expect(expectEnvelope(visitor).error.code).toBe('authentication_required');
    const count = await ctx.db.db.execute(
      sql`select count(*)::int as n from likes where from_user_id = ${a.id}`,
    );
    expect(JSON.stringify(count)).toContain('0');
  });

  it('drops a like from the lists once either member blocks the other', async () => {
    const [a, b] = await pair();
    await call(a, 'POST', '/api/like.php', { profile: b.id });
    expect((await likesOf(b)).liked_by).toHaveLength(1);
    await call(a, 'POST', '/api/block.php', { profile: b.id });
    expect((await likesOf(b)).liked_by).toEqual([]);
    expect((await likesOf(a)).liked).toEqual([]);
  });

  it('auto-like brings a fictional profile the member looks for and records its like', async () => {
    const m = await actor(ctx.app, ctx.db, { gender: 'male', sexuality: 'hetero' });
    const res = await call(m, 'GET', '/api/auto-like.php');
    const { profile } = res.json() as { profile: { id: string; fictional: boolean; gender: string } | null };
    expect(profile).not.toBeNull();
    expect(profile!.fictional).toBe(true);
    expect(profile!.gender).toBe('female');
    const likes = await likesOf(m);
    expect(likes.liked_by).toEqual([expect.objectContaining({ id: profile!.id, like_new: true })]);
    const again = (await call(m, 'GET', '/api/auto-like.php')).json() as { profile: { id: string } | null };
    expect(again.profile?.id).not.toBe(profile!.id);
  });
});

describe('the swipe game', () => {
  it('allows 4 likes a day under 20 parallel requests, then waits for the next UTC day', async () => {
    const m = await actor(ctx.app, ctx.db, { gender: 'male', sexuality: 'hetero' });
    const targets = await Promise.all(
      Array.from({ length: 20 }, () => createMember(ctx.db.db, { gender: 'female', country: 'NL' })),
    );
    const start = ZSwipeResponse.parse((await call(m, 'GET', '/api/swipe.php')).json());
    expect(start).toMatchObject({ likes_left: 4, likes_per_day: 4, next_like_at: null });
    expect(start.profile?.gender).toBe('female');

    const plays = await Promise.all(
      targets.map((t) => call(m, 'POST', '/api/swipe.php', { profile: t.id, action: 'like' })),
    );
    expect(plays.filter((r) => r.statusCode === 200)).toHaveLength(4);
    const refused = plays.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(16);
    expect(expectEnvelope(refused[0]!).error).toMatchObject({
      code: 'swipe_limit_reached',
      params: { next_like_at: '2026-11-21T00:00:00.000Z' },
    });
    const likes = await ctx.db.db.select().from(schema.likes).where(eq(schema.likes.fromUserId, m.id));
    expect(likes).toHaveLength(4);

    const waiting = ZSwipeResponse.parse((await call(m, 'GET', '/api/swipe.php')).json());
    expect(waiting).toMatchObject({ likes_left: 0, next_like_at: '2026-11-21T00:00:00.000Z' });
    // Passing stays possible.
    const pass = await call(m, 'POST', '/api/swipe.php', { profile: targets[19]!.id, action: 'pass' });
    expect(pass.statusCode).toBe(200);
    // A profile is played once.
    expect(
      (await call(m, 'POST', '/api/swipe.php', { profile: targets[19]!.id, action: 'pass' })).statusCode,
    ).toBe(409);

    clock.advance(DAY);
    const tomorrow = ZSwipeResponse.parse((await call(m, 'GET', '/api/swipe.php')).json());
    expect(tomorrow).toMatchObject({ likes_left: 4, next_like_at: null });
    clock.advance(-DAY);
  }, 60_000);

  it('never offers oneself, a played, blocked or invisible member', async () => {
    const m = await actor(ctx.app, ctx.db, { gender: 'female', sexuality: 'lesbian', country: 'NZ' });
    await ctx.db.db.execute(
      sql`update profiles set status = 'disabled' where country = 'NZ' and user_id <> ${m.id}`,
    );
    const [shown, blocked, invisible] = await Promise.all([
      createMember(ctx.db.db, { gender: 'female', country: 'NZ', regionId: null }),
      createMember(ctx.db.db, { gender: 'female', country: 'NZ', regionId: null }),
      createMember(ctx.db.db, { gender: 'female', country: 'NZ', regionId: null, invisible: true }),
    ]);
    await ctx.db.db.insert(schema.blocks).values({ blockerId: blocked.id, blockedId: m.id });
    // Only other countries' members remain besides `shown`; the NZ one comes first.
    const first = ZSwipeResponse.parse((await call(m, 'GET', '/api/swipe.php')).json());
    expect(first.profile?.id).toBe(shown.id);
    await call(m, 'POST', '/api/swipe.php', { profile: shown.id, action: 'pass' });
    const next = ZSwipeResponse.parse((await call(m, 'GET', '/api/swipe.php')).json());
    expect([shown.id, blocked.id, invisible.id, m.id]).not.toContain(next.profile?.id);
  });
});
