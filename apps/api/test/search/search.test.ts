import { randomUUID } from 'node:crypto';
import { ZSearchResponse, type TSearchResponse } from '@dating/core/contracts';
import { schema } from '@dating/db';
import { createMember } from '@dating/db/seed';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { birthDateWindow, decodeCursor, encodeCursor } from '../../src/search/search-repo';
import { SETUP_TIMEOUT, setSiteSetting } from '../accounts-helper';
import { expectEnvelope, useTestApp } from '../helper';
import { PUBLIC_CARD_FIELDS, actor, type Actor } from '../profiles-helper';

// Search over members of Switzerland (no seeded fictional member is older than the fixtures' activity):
// 60 women aged 25–34 with distinct activity times, plus one of each kind that must never appear.
let viewer: Actor;
const visible: string[] = [];
const hidden: Record<string, string> = {};

async function member(o: Parameters<typeof createMember>[1], activeMinutesAgo: number): Promise<string> {
  const m = await createMember(ctx.db.db, {
    country: 'CH',
    regionId: 'CH-ZH',
    city: 'Zürich',
    gender: 'female',
    ...o,
  });
  await ctx.db.db
    .update(schema.profiles)
    .set({ activeAt: new Date(Date.now() - activeMinutesAgo * 60_000) })
    .where(eq(schema.profiles.userId, m.id));
  return m.id;
}

const ctx = useTestApp();
beforeAll(async () => {
  // The seeded demo members of Switzerland would mix into the expected pages: hide them.
  await ctx.db.db.execute(sql`update profiles set status = 'disabled' where country = 'CH'`);
  viewer = await actor(ctx.app, ctx.db, { country: 'CH', regionId: 'CH-ZH', gender: 'female', age: 30 });
  for (let i = 0; i < 60; i += 1) {
    visible.push(await member({ age: 25 + (i % 10), regionId: i % 2 ? 'CH-ZH' : 'CH-BE' }, i * 3 + 1));
  }
  const blockedByViewer = await member({ age: 30 }, 0);
  const blockerOfViewer = await member({ age: 30 }, 0);
  hidden.blockedByViewer = blockedByViewer;
  hidden.blockerOfViewer = blockerOfViewer;
  hidden.invisible = await member({ age: 30, invisible: true }, 0);
  hidden.deleted = await member({ age: 30, status: 'pending_deletion' }, 0);
  hidden.disabled = await member({ age: 30, profileStatus: 'disabled' }, 0);
  await ctx.db.db.insert(schema.blocks).values([
    { blockerId: viewer.id, blockedId: blockedByViewer },
    { blockerId: blockerOfViewer, blockedId: viewer.id },
  ]);
}, SETUP_TIMEOUT);

async function search(
  query: Record<string, string | number>,
  who: Actor | null = viewer,
): Promise<TSearchResponse> {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const res = await ctx.app.inject({
    url: `/api/search.php?${qs}`,
    headers: who ? { cookie: who.cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZSearchResponse.parse(res.json());
}

async function all(query: Record<string, string | number>, who: Actor | null = viewer) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await search({ ...query, ...(cursor ? { cursor } : {}) }, who);
    ids.push(...page.results.map((r) => r.id));
    cursor = page.next_cursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { ids, pages };
}

describe('GET /api/search.php', () => {
  it('pages through every match once, newest activity first, by cursor', async () => {
    const { ids, pages } = await all({ gender: 'female', country: 'CH', limit: 24 });
    expect(pages).toBe(3);
    expect(ids).toEqual(visible); // created in order of activity, newest first
    expect(new Set(ids).size).toBe(ids.length);
    const first = await search({ gender: 'female', country: 'CH', limit: 24 });
    expect(first.num_results).toBe(60);
    expect(first.num_results_capped).toBe(false);
    expect(first.results[0]?.active).toBe('online');
  });

  it('never lists the viewer, blocked either way, invisible, deleted or disabled members', async () => {
    const { ids } = await all({ gender: 'female', country: 'CH', limit: 48 });
    expect(ids).not.toContain(viewer.id);
    for (const [kind, id] of Object.entries(hidden)) expect(ids, kind).not.toContain(id);
    // A visitor sees neither the blocks (none apply) nor the hidden kinds — only the blocked pair appear.
    const visitor = await all({ gender: 'female', country: 'CH', limit: 48 }, null);
    expect(visitor.ids).toContain(hidden.blockedByViewer);
    expect(visitor.ids).toContain(viewer.id);
    for (const kind of ['invisible', 'deleted', 'disabled']) expect(visitor.ids).not.toContain(hidden[kind]);
  });

  it('follows invisible mode and deletion at once (profiles.hidden kept in step by triggers)', async () => {
    const x = await actor(ctx.app, ctx.db, { country: 'CH', regionId: 'CH-GE', gender: 'female', age: 44 });
    const find = async () =>
      (
        await search({ gender: 'female', country: 'CH', countryregion: 'CH-GE', min_age: 44, max_age: 44 })
      ).results.map((r) => r.id);
    expect(await find()).toEqual([x.id]);
    const toggle = (invisible: boolean) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/invisible.php',
        headers: { cookie: x.cookie },
        payload: { invisible },
      });
    expect((await toggle(true)).statusCode).toBe(200);
    expect(await find()).toEqual([]);
    expect((await toggle(false)).statusCode).toBe(200);
    expect(await find()).toEqual([x.id]);
    await ctx.db.db.update(schema.users).set({ status: 'pending_deletion' }).where(eq(schema.users.id, x.id));
    expect(await find()).toEqual([]);
    await ctx.db.db.update(schema.users).set({ status: 'active' }).where(eq(schema.users.id, x.id));
    expect(await find()).toEqual([x.id]);
  });

  it('filters by region and by an inclusive age range', async () => {
    const zh = await all({ gender: 'female', country: 'CH', countryregion: 'CH-ZH', limit: 48 });
    expect(zh.ids).toHaveLength(30);
    // A region of another country matches nothing.
    const foreign = await search({ gender: 'female', country: 'CH', countryregion: 'DE-BY' });
    expect(foreign.results).toEqual([]);
    expect(foreign.num_results).toBe(0);
    const ages = await search({ gender: 'female', country: 'CH', min_age: 27, max_age: 28, limit: 48 });
    expect(ages.results).toHaveLength(12);
    expect(ages.results.every((r) => r.age >= 27 && r.age <= 28)).toBe(true);
    // min and max given the wrong way round mean the same range.
    const swapped = await search({ gender: 'female', country: 'CH', min_age: 28, max_age: 27, limit: 48 });
    expect(swapped.results.map((r) => r.id)).toEqual(ages.results.map((r) => r.id));
  });

  it('widens a short first page with similar results (any region, ±5 years)', async () => {
    const res = await search({
      gender: 'female',
      country: 'CH',
      countryregion: 'CH-ZH',
      min_age: 34,
      max_age: 34,
    });
    expect(res.results.length).toBeGreaterThan(0);
    expect(res.results.length).toBeLessThan(24);
    expect(res.similar_results.length).toBeGreaterThan(0);
    const shown = new Set(res.results.map((r) => r.id));
    expect(res.similar_results.some((r) => shown.has(r.id))).toBe(false);
    expect(res.similar_results.every((r) => r.country === 'CH' && r.age >= 29)).toBe(true);
  });

  it('caps the count at 1,000 ("1,000+") without counting everything', async () => {
    await ctx.db.db.execute(sql`
      with u as (
        insert into users (id, email, status, confirmed_at)
        select gen_random_uuid(), 'bulk-' || g || '@example.test', 'active', now() from generate_series(1, 1005) g
        returning id
      )
      insert into profiles (user_id, name, gender, sexuality, date_of_birth, country, status)
      select id, 'Bulk', 'male', 'hetero', '1990-06-15', 'IE', 'active' from u`);
    const res = await search({ gender: 'male', country: 'IE', limit: 10 });
    expect(res.num_results).toBe(1000);
    expect(res.num_results_capped).toBe(true);
    expect(res.results).toHaveLength(10);
    expect(res.next_cursor).not.toBeNull();
    // Later pages carry no count: the client keeps the first one.
    const next = await search({ gender: 'male', country: 'IE', limit: 10, cursor: res.next_cursor! });
    expect(next.num_results).toBeNull();
  });

  it('searches both genders when none is given', async () => {
    const men = await createMember(ctx.db.db, { country: 'CH', gender: 'male', age: 40 });
    const res = await all({ country: 'CH', limit: 48 });
    expect(res.ids).toContain(men.id);
    expect(res.ids).toContain(visible[0]);
  });

  it('carries public fields only, with activity as a coarse band', async () => {
    const res = await ctx.app.inject({
      url: '/api/search.php?country=CH&gender=female',
      headers: { cookie: viewer.cookie },
    });
    const body = res.json() as { results: Record<string, unknown>[] };
    for (const card of body.results) {
      expect(Object.keys(card).sort()).toEqual([...PUBLIC_CARD_FIELDS, 'active'].sort());
    }
    expect(res.body).not.toMatch(/date_of_birth|email|active_at|last_seen/);
  });

  it('refuses a forged cursor and bad filters with the error envelope', async () => {
    for (const qs of [
      'cursor=bm90LWEtY3Vyc29y',
      'min_age=12',
      'gender=other',
      'country=ch',
      'limit=500',
      'sort=name',
    ]) {
      const res = await ctx.app.inject({ url: `/api/search.php?${qs}`, headers: { cookie: viewer.cookie } });
      expect(res.statusCode, qs).toBe(400);
      expectEnvelope(res);
    }
  });

  it('follows logged_out_search for visitors (spec §4)', async () => {
    await setSiteSetting(ctx.db, 'logged_out_search', 'none');
    await setSiteSetting(ctx.db, 'logged_out_search_trafficsource', 'all');
    const plain = await ctx.app.inject({ url: '/api/search.php?country=CH' });
    expect(plain.statusCode).toBe(403);
    expect(expectEnvelope(plain).error.code).toBe('authentication_required');
    expect((await ctx.app.inject({ url: '/api/search.php?country=CH&network=adnet' })).statusCode).toBe(200);
    await setSiteSetting(ctx.db, 'logged_out_search_trafficsource', 'none');
    expect((await ctx.app.inject({ url: '/api/search.php?country=CH&network=adnet' })).statusCode).toBe(403);
    // Members always may.
    expect(
      (await ctx.app.inject({ url: '/api/search.php?country=CH', headers: { cookie: viewer.cookie } }))
        .statusCode,
    ).toBe(200);
    await setSiteSetting(ctx.db, 'logged_out_search', 'all');
    await setSiteSetting(ctx.db, 'logged_out_search_trafficsource', 'all');
  });
});

describe('search helpers', () => {
  it('round-trips a cursor and refuses anything else', () => {
    const c = { at: new Date('2026-01-02T03:04:05.000Z'), id: randomUUID() };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    for (const bad of ['', 'x', Buffer.from('2026-01-01|nope').toString('base64url')]) {
      expect(() => decodeCursor(bad)).toThrow();
    }
  });

  it('turns an age range into a birth-date window', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(birthDateWindow(30, 30, now)).toEqual({ from: '1995-06-16', to: '1996-06-15' });
    expect(birthDateWindow(18, 99, now)).toEqual({ from: '1926-06-16', to: '2008-06-15' });
  });
});
