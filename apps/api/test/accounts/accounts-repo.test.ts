import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ZUser } from '@dating/core/contracts';
import { DEMO_LOGIN, ageOn, schema, type Db } from '@dating/db';
import { createMember } from '@dating/db/seed';
import { getOwnUser } from '../../src/accounts/own-user-repo';
import { createSession, findSessionUser, revokeSession } from '../../src/accounts/sessions-repo';
import { findLoginCandidate } from '../../src/accounts/user-repo';
import { resolveMediaAccess } from '../../src/photos/media-access';
import { MEDIA_PREFIX } from '../../src/photos/images';
import { pgError, testEngines, useRepoDatabase } from '../repo-database';

describe.each(testEngines())('account repositories on %s', (kind) => {
  const rdb = useRepoDatabase(kind);
  let db: Db;

  beforeAll(() => {
    db = rdb.db;
  });

  it('logs the demo member in by e-mail, any case, and builds its ZUser', async () => {
    const login = await findLoginCandidate(db, ` ${DEMO_LOGIN.email.toUpperCase()} `);
    expect(login?.status).toBe('active');
    expect(login?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(login?.passwordHash ?? '', DEMO_LOGIN.password)).toBe(true);
    const user = ZUser.parse(
      await getOwnUser(db, login?.id ?? '', { fictionalIcon: '/fictional.svg', mediaPrefix: MEDIA_PREFIX }),
    );
    expect(user.profile.fictional).toBe(false);
    expect(user.credits).toBe(0);
    expect(user.paid_user).toBe(false);
    expect(user.status).toBe('active');
    expect(user.profile.main_image?.filename).toMatch(/^\/api\/media\/[0-9a-f]{32}\.webp$/);
    expect(user.profile.main_image?.thumb_filename).toMatch(/^\/api\/media\/[0-9a-f]{32}-thumb\.webp$/);
    // Demo's gallery: main, one more public photo and a private one (free members' limit is 3).
    expect(user.profile.photos.map((p) => p.private)).toEqual([false, false, true]);
    expect(user.photo_limit).toBe(3);
    expect(user.profile.interests.length).toBeGreaterThan(0);
    expect(user.profile.age).toBe(ageOn(user.profile.date_of_birth, new Date()));
    const key = /([0-9a-f]{32})\.webp$/.exec(user.profile.main_image?.filename ?? '')?.[1] ?? '';
    expect(await resolveMediaAccess(db, key, null)).toBe('public');
  });

  it('never lets fictional members log in', async () => {
    const [fict] = await db
      .select({ email: schema.users.email })
      .from(schema.users)
      .innerJoin(schema.profiles, eq(schema.profiles.userId, schema.users.id))
      .where(eq(schema.profiles.fictional, true))
      .limit(1);
    expect(await findLoginCandidate(db, fict?.email ?? '')).toBeNull();
    expect(await findLoginCandidate(db, 'nobody@example.com')).toBeNull();
  });

  it('builds a valid ZUser for a fictional member too', async () => {
    const [row] = await db
      .select({ id: schema.profiles.userId })
      .from(schema.profiles)
      .where(eq(schema.profiles.fictional, true))
      .limit(1);
    const user = ZUser.parse(
      await getOwnUser(db, row?.id ?? '', { fictionalIcon: '/fictional.svg', mediaPrefix: '' }),
    );
    expect(user.profile.fictional).toBe(true);
    expect(
      await getOwnUser(db, '00000000-0000-4000-8000-000000000000', { fictionalIcon: '', mediaPrefix: '' }),
    ).toBeNull();
  });

  it('creates, finds, expires and revokes sessions', async () => {
    const m = await createMember(db, { password: 'secret-pass' });
    const now = new Date();
    const inAMonth = new Date(now.getTime() + 30 * 86_400_000);
    const s = await createSession(db, {
      userId: m.id,
      tokenHash: `hash-${m.id}`,
      expiresAt: inAMonth,
      ip: '192.0.2.1',
      userAgent: 'vitest',
    });
    expect(await findSessionUser(db, `hash-${m.id}`, now)).toEqual({
      userId: m.id,
      sessionId: s.id,
      expiresAt: inAMonth,
    });
    expect(await findSessionUser(db, 'unknown', now)).toBeNull();
    // Expired: the same session seen after its expiry.
    expect(await findSessionUser(db, `hash-${m.id}`, new Date(inAMonth.getTime() + 1))).toBeNull();
    // Revoked.
    await revokeSession(db, `hash-${m.id}`, now);
    expect(await findSessionUser(db, `hash-${m.id}`, now)).toBeNull();
    await revokeSession(db, `hash-${m.id}`, now);
    // A member pending deletion has no valid session.
    await createSession(db, { userId: m.id, tokenHash: `hash2-${m.id}`, expiresAt: inAMonth });
    expect(await findSessionUser(db, `hash2-${m.id}`, now)).not.toBeNull();
    await db.update(schema.users).set({ status: 'pending_deletion' }).where(eq(schema.users.id, m.id));
    expect(await findSessionUser(db, `hash2-${m.id}`, now)).toBeNull();
    // Token hashes are unique.
    const dup = await pgError(
      createSession(db, { userId: m.id, tokenHash: `hash2-${m.id}`, expiresAt: inAMonth }),
    );
    expect(dup.code).toBe('23505');
  });
});
