import { queryRows, schema } from '@dating/db';
import { createSession, findSessionUser } from '../../src/accounts/sessions-repo';
import { createMember } from '@dating/db/seed';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken, newSessionToken } from '../../src/accounts/session-token';
import { sessionUserIdSql } from '../../src/plugins/app/auth';
import { SETUP_TIMEOUT, setSiteSetting } from '../accounts-helper';
import { CLIENT, expectEnvelope, useTestApp } from '../helper';
import { actor, PASSWORD, type Actor } from '../profiles-helper';

// The search resolves the session inside its own statement (ADR 0012): an old token must stop working there
// at the same moment it stops working everywhere else — logout, password change, deletion, expiry.
let blocked: string;

const ctx = useTestApp();
beforeAll(async () => {
  await setSiteSetting(ctx.db, 'logged_out_search', 'none');
  await setSiteSetting(ctx.db, 'logged_out_search_trafficsource', 'none');
  // Seeded demo members of Ireland would push the fixtures off the first page: hide them.
  await ctx.db.db.execute(sql`update profiles set status = 'disabled' where country = 'IE'`);
  blocked = (await createMember(ctx.db.db, { country: 'IE', gender: 'female', age: 30 })).id;
}, SETUP_TIMEOUT);

const search = (cookie?: string) =>
  ctx.app.inject({
    url: '/api/search.php?country=IE&gender=female',
    headers: cookie ? { cookie } : {},
  });

async function expectMember(a: Actor) {
  const res = await search(a.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: { id: string }[] }).results.map((r) => r.id);
}

function expectVisitorRefused(res: Awaited<ReturnType<typeof search>>) {
  expect(res.statusCode, res.body).toBe(403);
  expect(expectEnvelope(res).error.code).toBe('authentication_required');
}

/** A JSON call with that member's session cookie. */
const sendAs = (a: Actor, method: 'PUT' | 'DELETE', url: string, payload: object) =>
  ctx.app.inject({ method, url, headers: { cookie: a.cookie }, payload });

describe('search: the session inside the search statement', () => {
  it('applies the member’s exclusions and refuses a visitor when the site does not allow visitors', async () => {
    const a = await actor(ctx.app, ctx.db, { country: 'IE', gender: 'female', age: 31 });
    expect(await expectMember(a)).toContain(blocked);
    await ctx.db.db.insert(schema.blocks).values({ blockerId: a.id, blockedId: blocked });
    const ids = await expectMember(a);
    expect(ids).not.toContain(blocked);
    expect(ids).not.toContain(a.id);
    expectVisitorRefused(await search());
    expectVisitorRefused(await search(`auth._token=${'x'.repeat(43)}`));
  });

  it('an old token stops at logout, at once', async () => {
    const a = await actor(ctx.app, ctx.db, { country: 'IE' });
    await expectMember(a);
    const out = await ctx.app.inject({ url: '/api/logout.php', headers: { ...CLIENT, cookie: a.cookie } });
    expect(out.statusCode).toBe(200);
    expectVisitorRefused(await search(a.cookie));
  });

  it('an old token stops at a password change, at once; the rotated one works', async () => {
    const a = await actor(ctx.app, ctx.db, { country: 'IE' });
    await expectMember(a);
    const res = await sendAs(a, 'PUT', '/api/password.php', {
      old_password: PASSWORD,
      new_password: 'another-long-password-2',
    });
    expect(res.statusCode, res.body).toBe(200);
    expectVisitorRefused(await search(a.cookie));
    const rotated = res.cookies.find((c) => c.name === 'auth._token')?.value;
    expect(rotated).toBeTruthy();
    await expectMember({ ...a, cookie: `auth._token=${rotated}` });
  });

  it('an old token stops at account deletion, at once', async () => {
    const a = await actor(ctx.app, ctx.db, { country: 'IE' });
    await expectMember(a);
    const res = await sendAs(a, 'DELETE', '/api/account.php', { reasons: [], password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expectVisitorRefused(await search(a.cookie));
  });

  it('an expired or revoked session is a visitor; with visitors allowed it gets a visitor’s page', async () => {
    const a = await actor(ctx.app, ctx.db, { country: 'IE', gender: 'female', age: 33 });
    await ctx.db.db.insert(schema.blocks).values({ blockerId: blocked, blockedId: a.id });
    expect(await expectMember(a)).not.toContain(blocked);
    await ctx.db.db
      .update(schema.sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.sessions.userId, a.id));
    expectVisitorRefused(await search(a.cookie));
    await setSiteSetting(ctx.db, 'logged_out_search', 'all');
    try {
      const res = await search(a.cookie);
      expect(res.statusCode).toBe(200);
      const ids = (res.json() as { results: { id: string }[] }).results.map((r) => r.id);
      // No member exclusions for a visitor: the blocker pair and the former viewer show.
      expect(ids).toContain(blocked);
      expect(ids).toContain(a.id);
    } finally {
      await setSiteSetting(ctx.db, 'logged_out_search', 'none');
    }
  });

  it('sessionUserIdSql agrees with findSessionUser on every kind of session', async () => {
    const now = new Date();
    const live = await createMember(ctx.db.db, { country: 'IE' });
    const deleting = await createMember(ctx.db.db, { country: 'IE', status: 'pending_deletion' });
    const cases: { label: string; userId: string; expiresAt: Date; revoked: boolean }[] = [
      { label: 'valid', userId: live.id, expiresAt: new Date(now.getTime() + 60_000), revoked: false },
      { label: 'expired', userId: live.id, expiresAt: new Date(now.getTime() - 1), revoked: false },
      { label: 'expires now', userId: live.id, expiresAt: now, revoked: false },
      { label: 'revoked', userId: live.id, expiresAt: new Date(now.getTime() + 60_000), revoked: true },
      {
        label: 'pending deletion',
        userId: deleting.id,
        expiresAt: new Date(now.getTime() + 60_000),
        revoked: false,
      },
    ];
    for (const c of [...cases, null]) {
      const hash = hashSessionToken(newSessionToken());
      if (c) {
        await createSession(ctx.db.db, { userId: c.userId, tokenHash: hash, expiresAt: c.expiresAt });
        if (c.revoked) {
          await ctx.db.db
            .update(schema.sessions)
            .set({ revokedAt: now })
            .where(eq(schema.sessions.tokenHash, hash));
        }
      }
      const viaRepo = (await findSessionUser(ctx.db.db, hash, now))?.userId ?? null;
      const [row] = await queryRows<{ user_id: string }>(
        ctx.db.db,
        sessionUserIdSql(sql`${hash}`, sql`${now.toISOString()}`),
      );
      expect(row?.user_id ?? null, c?.label ?? 'unknown token').toBe(viaRepo);
      expect(viaRepo !== null, c?.label ?? 'unknown token').toBe(c?.label === 'valid');
    }
  });
});
