import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { photoFiles } from '@dating/db';
import { createMediaStore } from '../../src/photos/media/store';
import {
  blocks,
  creditLedger,
  emailTokens,
  likes,
  mailbox,
  notificationPreferences,
  photos,
  profileInterests,
  profiles,
  pushSubscriptions,
  sessions,
  users,
} from '@dating/db/schema';
import { eq, or } from 'drizzle-orm';
import { purgeExpiredAccounts, purgedEmail, startPurgeScheduler } from '../../src/jobs';
import type { App } from '../../src/types';
import { DAY, expectError, freshIp, tokenOf, useLifecycle } from './lifecycle-helper';

const ctx = useLifecycle();

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/** A member with every kind of personal data, deleted through the API at the clock's now. */
async function deletedMember() {
  const m = await ctx.member({ credits: 7, interests: ['travelling', 'music'] });
  const other = await ctx.member();
  const db = ctx.db.db;
  await db.insert(likes).values([
    { fromUserId: m.id, toUserId: other.id },
    { fromUserId: other.id, toUserId: m.id },
  ]);
  await db.insert(blocks).values({ blockerId: other.id, blockedId: m.id });
  await db
    .insert(notificationPreferences)
    .values({ userId: m.id, channel: 'email', key: 'news', enabled: false });
  await db.insert(pushSubscriptions).values({
    userId: m.id,
    endpoint: `https://push.example.test/${m.id}`,
    p256dh: 'key',
    auth: 'auth',
  });
  await db
    .update(users)
    .set({ trafficNetwork: 'net', trafficRef: 'ref', trafficSub1: 's1', signupIpHash: 'abc' })
    .where(eq(users.id, m.id));
  const s = await ctx.login(m.email);
  const res = await ctx.app.inject({
    method: 'DELETE',
    url: '/api/account.php',
    headers: { cookie: `auth._token=${s}` },
    payload: { reasons: ['other'], remarks: 'my phone is 555-1234', password: m.password },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { m, other };
}

async function countWhere<T>(rows: Promise<T[]>): Promise<number> {
  return (await rows).length;
}

describe('purgeExpiredAccounts', () => {
  it('does nothing before the 14 days are over, then purges personal data and media, once', async () => {
    const { m, other } = await deletedMember();
    const reactivation = await ctx.linkFromMail(m.email, '/api/reactivate.php');
    const db = ctx.db.db;
    const files = photoFiles(m.photoKey);
    const opts = () => ({ now: ctx.clock.now(), media: createMediaStore({ mediaDir: ctx.mediaDir }) });

    ctx.clock.advance(14 * DAY - 1000);
    expect(await purgeExpiredAccounts(db, opts())).toEqual({ purged: 0 });
    expect(await countWhere(db.select().from(profiles).where(eq(profiles.userId, m.id)))).toBe(1);
    expect(await exists(join(ctx.mediaDir, files.full))).toBe(true);

    ctx.clock.advance(1000);
    expect(await purgeExpiredAccounts(db, opts())).toEqual({ purged: 1 });

    expect(await countWhere(db.select().from(profiles).where(eq(profiles.userId, m.id)))).toBe(0);
    expect(
      await countWhere(db.select().from(profileInterests).where(eq(profileInterests.userId, m.id))),
    ).toBe(0);
    expect(await countWhere(db.select().from(photos).where(eq(photos.ownerId, m.id)))).toBe(0);
    expect(await exists(join(ctx.mediaDir, files.full))).toBe(false);
    expect(await exists(join(ctx.mediaDir, files.thumb))).toBe(false);
    expect(
      await countWhere(
        db
          .select()
          .from(likes)
          .where(or(eq(likes.fromUserId, m.id), eq(likes.toUserId, m.id))),
      ),
    ).toBe(0);
    expect(await countWhere(db.select().from(blocks).where(eq(blocks.blockedId, m.id)))).toBe(0);
    expect(await countWhere(db.select().from(sessions).where(eq(sessions.userId, m.id)))).toBe(0);
    expect(await countWhere(db.select().from(emailTokens).where(eq(emailTokens.userId, m.id)))).toBe(0);
    expect(
      await countWhere(
        db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, m.id)),
      ),
    ).toBe(0);
    expect(
      await countWhere(db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.id))),
    ).toBe(0);
    expect(await countWhere(db.select().from(mailbox).where(eq(mailbox.toAddress, m.email)))).toBe(0);

    const [row] = await db.select().from(users).where(eq(users.id, m.id));
    expect(row).toMatchObject({
      email: purgedEmail(m.id),
      passwordHash: null,
      status: 'pending_deletion',
      purgeAfter: null,
      deleteRemarks: null,
      trafficNetwork: null,
      trafficRef: null,
      trafficSub1: null,
      signupIpHash: null,
      credits: 7,
    });
    expect(row?.deleteReasons).toEqual(['other']);
    // Bookkeeping stays: the ledger entry of the starting credits is still there and still adds up.
    const ledger = await db.select().from(creditLedger).where(eq(creditLedger.userId, m.id));
    expect(ledger.map((e) => e.amount)).toEqual([7]);

    // The other member and their files are untouched.
    expect(await countWhere(db.select().from(profiles).where(eq(profiles.userId, other.id)))).toBe(1);
    expect(await exists(join(ctx.mediaDir, photoFiles(other.photoKey).full))).toBe(true);

    // Idempotent, and nothing can bring the account back.
    expect(await purgeExpiredAccounts(db, opts())).toEqual({ purged: 0 });
    expect((await ctx.loginRaw(m.email)).statusCode).toBe(401);
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/reactivate.php',
      payload: { token: tokenOf(reactivation) },
    });
    expectError(post, 400, 'token_invalid');
  });

  it('leaves a reactivated account alone', async () => {
    const { m } = await deletedMember();
    const link = await ctx.linkFromMail(m.email, '/api/reactivate.php');
    const res = await ctx.app.inject({ url: `${link.pathname}${link.search}` });
    expect(res.headers.location).toBe('/members');
    ctx.clock.advance(15 * DAY);
    await purgeExpiredAccounts(ctx.db.db, {
      now: ctx.clock.now(),
      media: createMediaStore({ mediaDir: ctx.mediaDir }),
    });
    const [row] = await ctx.db.db.select().from(users).where(eq(users.id, m.id));
    expect(row).toMatchObject({ email: m.email, status: 'active' });
    expect(await exists(join(ctx.mediaDir, photoFiles(m.photoKey).full))).toBe(true);
  });
});

describe('startPurgeScheduler', () => {
  it('purges at start with the app’s clock and stops cleanly', async () => {
    const { m } = await deletedMember();
    ctx.clock.advance(14 * DAY);
    const stop = startPurgeScheduler(ctx.app, { intervalMs: 60_000 });
    await vi.waitFor(async () => {
      const [row] = await ctx.db.db.select().from(users).where(eq(users.id, m.id));
      expect(row?.email).toBe(purgedEmail(m.id));
    });
    await stop();
  });

  it('logs a failed run and keeps going', async () => {
    const error = vi.fn();
    let calls = 0;
    const broken = {
      db: {
        db: {
          select: () => {
            calls += 1;
            throw new Error('database is down');
          },
        },
      },
      config: { now: () => new Date(), mediaDir: ctx.mediaDir },
      media: createMediaStore({ mediaDir: ctx.mediaDir }),
      log: { error, info: vi.fn() },
    } as unknown as App;
    const stop = startPurgeScheduler(broken, { intervalMs: 10 });
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(3));
    await stop();
    expect(error).toHaveBeenCalled();
    expect(error.mock.calls[0]?.[0]).toMatchObject({ event: 'accounts_purge_failed' });
  });
});
