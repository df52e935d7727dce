import { randomBytes, randomUUID } from 'node:crypto';
import { ZMemberResponse } from '@dating/core/contracts';
import { schema } from '@dating/db';
import { createMember } from '@dating/db/seed';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT } from '../accounts-helper';
import { expectEnvelope, useTestApp } from '../helper';
import { PUBLIC_CARD_FIELDS, actor, addPhoto, asMember, type Actor } from '../profiles-helper';

// The authorization matrix of the profile and photo endpoints (targets S3, S4, S12): every viewer role against
// a target with a gallery of six photos — main, three more public, one private, one pending.
let target: Actor;
let photos: Record<'main' | 'g1' | 'g2' | 'g3' | 'priv' | 'pend', { id: string; key: string }>;
const viewers: Record<'owner' | 'free' | 'premium' | 'blocked' | 'blocker', Actor | null> & {
  visitor: null;
} = {
  owner: null,
  free: null,
  premium: null,
  blocked: null,
  blocker: null,
  visitor: null,
};

const ctx = useTestApp();
beforeAll(async () => {
  const { app, db, mediaDir } = ctx;
  target = await actor(app, db, {
    name: 'Tessa',
    country: 'PL',
    regionId: null,
    city: 'Kraków',
    age: 31,
    photo: false,
  });
  const add = (o: Parameters<typeof addPhoto>[3]) => addPhoto(db, mediaDir, target.id, o);
  photos = {
    main: await add({ position: 0 }),
    g1: await add({ position: 1 }),
    g2: await add({ position: 2 }),
    g3: await add({ position: 3 }),
    priv: await add({ position: 4, private: true }),
    pend: await add({ position: 5, status: 'pending' }),
  };
  await db.db
    .update(schema.profiles)
    .set({ mainPhotoId: photos.main.id, status: 'active' })
    .where(eq(schema.profiles.userId, target.id));
  viewers.owner = target;
  viewers.free = await actor(app, db, { name: 'Fay' });
  viewers.premium = await actor(app, db, { name: 'Pia', paidUser: true });
  viewers.blocked = await actor(app, db, { name: 'Bo', paidUser: true });
  viewers.blocker = await actor(app, db, { name: 'Kim' });
  await db.db.insert(schema.blocks).values([
    { blockerId: target.id, blockedId: viewers.blocked.id },
    { blockerId: viewers.blocker.id, blockedId: target.id },
  ]);
}, SETUP_TIMEOUT);

const as = (who: Actor | null) => (who ? { cookie: who.cookie } : {});
const memberView = (who: Actor | null, id: string) =>
  ctx.app.inject({ url: `/api/member.php?id=${id}`, headers: as(who) });
const media = (who: Actor | null, key: string, thumb = false) =>
  ctx.app.inject({ url: `/api/media/${key}${thumb ? '-thumb' : ''}.webp`, headers: as(who) });

type Role = keyof typeof viewers;
const OK = 200;
const NO = 404;
// Expected status of each rendition, by viewer role.
const MEDIA_MATRIX: Record<Role, Record<keyof typeof photos, number>> = {
  owner: { main: OK, g1: OK, g2: OK, g3: OK, priv: OK, pend: OK },
  premium: { main: OK, g1: OK, g2: OK, g3: OK, priv: OK, pend: NO },
  free: { main: OK, g1: OK, g2: OK, g3: NO, priv: NO, pend: NO },
  visitor: { main: OK, g1: OK, g2: OK, g3: NO, priv: NO, pend: NO },
  blocker: { main: OK, g1: OK, g2: OK, g3: NO, priv: NO, pend: NO },
  // The public main photo is what every visitor sees too; everything else is closed to a blocked member.
  blocked: { main: OK, g1: NO, g2: NO, g3: NO, priv: NO, pend: NO },
};

describe('photo renditions: every fetch is access-checked', () => {
  for (const role of Object.keys(MEDIA_MATRIX) as Role[]) {
    it(`as ${role}`, async () => {
      const who = viewers[role];
      for (const [name, expected] of Object.entries(MEDIA_MATRIX[role])) {
        const photo = photos[name as keyof typeof photos];
        for (const thumb of [false, true]) {
          const res = await media(who, photo.key, thumb);
          expect(res.statusCode, `${role} ${name}${thumb ? ' thumb' : ''}`).toBe(expected);
          if (expected === OK) {
            const shared = name === 'main';
            expect(res.headers['cache-control']).toBe(
              shared ? 'public, max-age=31536000, immutable' : 'private, max-age=600',
            );
          } else {
            expect(expectEnvelope(res).error.code).toBe('not_found');
          }
        }
      }
    });
  }

  it('10,000 guessed photo URLs reveal nothing (and 500 more to a premium member)', async () => {
    let hits = 0;
    let tried = 0;
    for (let batch = 0; batch < 105; batch += 1) {
      const who = batch < 100 ? null : viewers.premium;
      const results = await Promise.all(
        Array.from({ length: 100 }, () => media(who, randomBytes(16).toString('hex'), batch % 2 === 1)),
      );
      tried += results.length;
      hits += results.filter((r) => r.statusCode !== 404).length;
    }
    expect(tried).toBe(10_500);
    expect(hits).toBe(0);
  }, 240_000);
});

describe('GET /api/member.php', () => {
  it('shows a free member and a visitor three photos and locks the rest without a URL', async () => {
    for (const who of [viewers.free, null]) {
      const res = await memberView(who, target.id);
      expect(res.statusCode).toBe(200);
      const { profile } = ZMemberResponse.parse(res.json());
      expect(profile.photos.map((p) => p.id)).toEqual(
        [photos.main, photos.g1, photos.g2, photos.g3, photos.priv].map((p) => p.id),
      );
      expect(profile.photos.map((p) => p.locked)).toEqual([false, false, false, true, true]);
      expect(profile.locked_photos).toBe(2);
      for (const locked of profile.photos.filter((p) => p.locked)) expect(locked.image).toBeNull();
      // No locked key appears anywhere in the answer.
      expect(res.body).not.toContain(photos.g3.key);
      expect(res.body).not.toContain(photos.priv.key);
      expect(res.body).not.toContain(photos.pend.key);
    }
  });

  it('shows a premium member every approved photo, private ones included', async () => {
    const { profile } = ZMemberResponse.parse((await memberView(viewers.premium, target.id)).json());
    expect(profile.photos).toHaveLength(5);
    expect(profile.photos.every((p) => !p.locked && p.image !== null)).toBe(true);
    expect(profile.own).toBe(false);
  });

  it('shows the owner everything, pending photos included', async () => {
    const { profile } = ZMemberResponse.parse((await memberView(target, target.id)).json());
    expect(profile.own).toBe(true);
    expect(profile.photos).toHaveLength(6);
  });

  it('tells a blocked member who blocked them, and nothing else', async () => {
    const res = await memberView(viewers.blocked, target.id);
    expect(res.statusCode).toBe(403);
    const env = expectEnvelope(res);
    expect(env.error.code).toBe('blocked_by_member');
    expect(env.error.message).toBe('errors.blocked_by_member');
    expect(env.error.params).toEqual({ name: 'Tessa' });
    expect(res.body).not.toContain(photos.main.key);
  });

  it('lets the blocker look, marked as blocked', async () => {
    const { profile } = ZMemberResponse.parse((await memberView(viewers.blocker, target.id)).json());
    expect(profile.blocked).toBe(true);
  });

  it('carries public fields only: no e-mail, birth date, or anything private', async () => {
    const res = await memberView(viewers.premium, target.id);
    const { profile } = res.json() as { profile: Record<string, unknown> };
    expect(Object.keys(profile).sort()).toEqual(
      [
        'age',
        'blocked',
        'bio',
        'body_type',
        'city',
        'country',
        'eye_colour',
        'fictional',
        'gender',
        'hair_colour',
        'id',
        'interests',
        'invisible',
        'locked_photos',
        'main_image',
        'name',
        'note',
        'own',
        'photos',
        'region',
        'relationship_status',
        'sexuality',
        'tattoos',
      ].sort(),
    );
    const [row] = await ctx.db.db.select().from(schema.profiles).where(eq(schema.profiles.userId, target.id));
    expect(res.body).not.toContain(target.email);
    expect(res.body).not.toContain(row!.dateOfBirth);
    expect(res.body).not.toMatch(/password|argon2|token|ip_hash|signup_ip/i);
  });

  it('answers 404 for unknown, malformed, deleted and disabled profiles', async () => {
    const gone = await createMember(ctx.db.db, { status: 'pending_deletion' });
    const hidden = await actor(ctx.app, ctx.db, { profileStatus: 'disabled', photo: false });
    for (const id of [randomUUID(), 'not-a-uuid', '../../etc/passwd', gone.id, hidden.id]) {
      const res = await memberView(viewers.premium, encodeURIComponent(id));
      expect(res.statusCode, id).toBe(404);
      expectEnvelope(res);
    }
    // One's own disabled profile stays visible to oneself.
    expect((await memberView(hidden, hidden.id)).statusCode).toBe(200);
  });

  it("hides a member's photos from everyone the moment they delete the account", async () => {
    const leaving = await actor(ctx.app, ctx.db, { photo: false });
    const main = await addPhoto(ctx.db, ctx.mediaDir, leaving.id, { position: 0 });
    await ctx.db.db
      .update(schema.profiles)
      .set({ mainPhotoId: main.id, status: 'active' })
      .where(eq(schema.profiles.userId, leaving.id));
    expect((await media(null, main.key)).statusCode).toBe(200);
    await ctx.db.db
      .update(schema.users)
      .set({ status: 'pending_deletion' })
      .where(eq(schema.users.id, leaving.id));
    expect((await media(null, main.key)).statusCode).toBe(404);
    expect((await media(viewers.premium, main.key)).statusCode).toBe(404);
    expect((await memberView(viewers.premium, leaving.id)).statusCode).toBe(404);
  });

  it('1,000 guessed member ids reveal nothing', async () => {
    let hits = 0;
    for (let batch = 0; batch < 10; batch += 1) {
      const results = await Promise.all(
        Array.from({ length: 100 }, () => memberView(viewers.free, randomUUID())),
      );
      hits += results.filter((r) => r.statusCode !== 404).length;
    }
    expect(hits).toBe(0);
  }, 60_000);

  it('keeps blocked and invisible members out of related profiles', async () => {
    const { app, db } = ctx;
    const base = { country: 'PL', regionId: null, city: null, gender: 'female' as const, age: 31 };
    const other = await actor(app, db, { ...base, name: 'Olga' });
    const invisible = await actor(app, db, { ...base, name: 'Ida', invisible: true });
    const related = async (who: Actor | null) =>
      ZMemberResponse.parse((await memberView(who, other.id)).json()).related.map((r) => r.id);
    expect(await related(viewers.free)).toContain(target.id);
    expect(await related(viewers.blocker)).not.toContain(target.id);
    expect(await related(viewers.free)).not.toContain(invisible.id);
    for (const r of ZMemberResponse.parse((await memberView(viewers.free, other.id)).json()).related) {
      expect(Object.keys(r).sort()).toEqual(PUBLIC_CARD_FIELDS);
    }
  });

  it('shows an invisible member by direct link, marked invisible', async () => {
    const inv = await actor(ctx.app, ctx.db, { invisible: true });
    const { profile } = ZMemberResponse.parse((await memberView(viewers.free, inv.id)).json());
    expect(profile.invisible).toBe(true);
  });
});

describe("another member's photos cannot be changed", () => {
  it.each(['free', 'premium', 'blocked', 'blocker'] as const)('by a %s member', async (role) => {
    const who = viewers[role]!;
    const put = await asMember(ctx.app, who, 'PUT', '/api/photo.php', { id: photos.g1.id, private: true });
    expect(put.statusCode).toBe(404);
    const del = await asMember(ctx.app, who, 'DELETE', '/api/photo.php', { id: photos.g1.id });
    expect(del.statusCode).toBe(404);
    const order = await asMember(ctx.app, who, 'PUT', '/api/photos-order.php', {
      ids: Object.values(photos).map((p) => p.id),
    });
    expect(order.statusCode).toBe(400);
    const [row] = await ctx.db.db.select().from(schema.photos).where(eq(schema.photos.id, photos.g1.id));
    expect(row).toMatchObject({ private: false, position: 1, status: 'approved' });
  });
});

describe('member-only calls refuse visitors', () => {
  it.each([
    ['POST', '/api/block.php', { profile: randomUUID() }],
    ['DELETE', '/api/block.php', { profile: randomUUID() }],
    ['GET', '/api/blocks.php', undefined],
    ['PUT', '/api/invisible.php', { invisible: true }],
    ['PUT', '/api/profile.php', { bio: 'x' }],
    ['PUT', '/api/photo.php', { id: randomUUID(), main: true }],
    ['DELETE', '/api/photo.php', { id: randomUUID() }],
    ['PUT', '/api/photos-order.php', { ids: [randomUUID()] }],
  ] as const)('%s %s', async (method, url, payload) => {
    const res = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(403);
    expect(expectEnvelope(res).error.code).toBe('authentication_required');
  });
});

describe('blocking', () => {
  it('blocks with the list, hides the blocker from the blocked, and unblocks', async () => {
    const { app, db } = ctx;
    const a = await actor(app, db, { name: 'Ann' });
    const b = await actor(app, db, { name: 'Ben' });
    const call = (who: Actor, method: 'POST' | 'DELETE', profile: string) =>
      app.inject({ method, url: '/api/block.php', headers: { cookie: who.cookie }, payload: { profile } });

    expect((await call(a, 'POST', b.id)).json()).toEqual({ ok: true });
    expect((await call(a, 'POST', b.id)).statusCode).toBe(200); // twice is harmless
    expect((await call(a, 'POST', a.id)).statusCode).toBe(404); // not oneself
    expect((await call(a, 'POST', randomUUID())).statusCode).toBe(404);

    const list = await app.inject({ url: '/api/blocks.php', headers: { cookie: a.cookie } });
    const profiles = (list.json() as { profiles: { id: string; name: string; blocked_at: string }[] })
      .profiles;
    expect(profiles.map((p) => [p.id, p.name])).toEqual([[b.id, 'Ben']]);
    expect(list.body).not.toContain(b.email);

    expect((await memberView(b, a.id)).statusCode).toBe(403);
    expect((await call(a, 'DELETE', b.id)).statusCode).toBe(200);
    expect((await memberView(b, a.id)).statusCode).toBe(200);
    const after = await app.inject({ url: '/api/blocks.php', headers: { cookie: a.cookie } });
    expect((after.json() as { profiles: unknown[] }).profiles).toEqual([]);
  });
});

describe('PUT /api/invisible.php', () => {
  it('turns invisible mode on and off', async () => {
    const m = await actor(ctx.app, ctx.db);
    const on = await asMember(ctx.app, m, 'PUT', '/api/invisible.php', { invisible: true });
    expect(on.statusCode).toBe(200);
    expect((on.json() as { user: { invisible: boolean } }).user.invisible).toBe(true);
    const bad = await asMember(ctx.app, m, 'PUT', '/api/invisible.php', { invisible: 'yes' });
    expect(bad.statusCode).toBe(400);
    expectEnvelope(bad);
  });
});
