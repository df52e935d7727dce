import { describe, expect, it } from 'vitest';
import { ZUserResponse } from '@dating/core/contracts';
import { users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { DAY, MINUTE, expectError, freshIp, sessionCookie, tokenOf, useLifecycle } from './lifecycle-helper';
import { CLIENT, documentedOperations } from '../helper';

const ctx = useLifecycle();

function mailChange(token: string, new_email: string, password: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/mail-change.php',
    headers: { cookie: `auth._token=${token}` },
    payload: { new_email, password },
    remoteAddress: freshIp(),
  });
}
function mailChangeDo(token: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/mail-change-do.php', payload: { token } });
}
function deleteAccount(token: string, password: string, reasons: string[] = ['time'], remarks?: string) {
  return ctx.app.inject({
    method: 'DELETE',
    url: '/api/account.php',
    headers: { cookie: `auth._token=${token}` },
    payload: { reasons, password, ...(remarks ? { remarks } : {}) },
    remoteAddress: freshIp(),
  });
}
async function userRow(id: string) {
  const [row] = await ctx.db.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return row;
}

describe('e-mail change', () => {
  it('mails the new address and changes it only when the link is followed, once', async () => {
    const m = await ctx.member();
    const s = await ctx.login(m.email);
    const newEmail = `moved-${m.id.slice(0, 8)}@example.test`;

    const res = await mailChange(s, newEmail, m.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(await ctx.mailsTo(m.email)).toHaveLength(0);
    const link = await ctx.linkFromMail(newEmail, '/mail-change/do');
    expect((await userRow(m.id)).email).toBe(m.email);

    const done = await mailChangeDo(tokenOf(link));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ ok: true });
    expect((await userRow(m.id)).email).toBe(newEmail);
    expect((await ctx.loginRaw(m.email)).statusCode).toBe(401);
    expect((await ctx.loginRaw(newEmail)).statusCode).toBe(200);
    expect(await ctx.sessionStatus(s)).toBe(200);

    expectError(await mailChangeDo(tokenOf(link)), 400, 'token_invalid');
  });

  it('refuses an invalid address, a wrong password and an address of another account', async () => {
    const m = await ctx.member();
    const other = await ctx.member();
    const s = await ctx.login(m.email);
    for (const bad of ['not-an-email', 'a@b', 'two@@example.test', 'x y@example.test', m.email]) {
      expectError(await mailChange(s, bad, m.password), 400, 'invalid_email');
    }
    expectError(await mailChange(s, 'free@example.test', 'wrong-password'), 400, 'wrong_password');
    expectError(await mailChange(s, other.email.toUpperCase(), m.password), 409, 'email_exists');
    expect(await ctx.mailsTo('free@example.test')).toHaveLength(0);
    expect(await ctx.mailsTo(other.email)).toHaveLength(0);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/mail-change.php',
      payload: { new_email: 'free@example.test', password: m.password },
    });
    expectError(anonymous, 403, 'authentication_required');
  });

  it('answers email_exists when the address was taken before the link was followed', async () => {
    const m = await ctx.member();
    const s = await ctx.login(m.email);
    const wanted = `wanted-${m.id.slice(0, 8)}@example.test`;
    expect((await mailChange(s, wanted, m.password)).statusCode).toBe(200);
    const link = await ctx.linkFromMail(wanted, '/mail-change/do');
    await ctx.member({ email: wanted });
    expectError(await mailChangeDo(tokenOf(link)), 409, 'email_exists');
    expect((await userRow(m.id)).email).toBe(m.email);
  });

  it('refuses an unknown token', async () => {
    expectError(await mailChangeDo('B'.repeat(43)), 400, 'token_invalid');
  });
});

describe('deletion and reactivation', () => {
  it('hides the account at once, ends every session and mails a reactivation link', async () => {
    const m = await ctx.member();
    const s1 = await ctx.login(m.email);
    const s2 = await ctx.login(m.email);
    const photo = `/api/media/${m.photoKey}.webp`;
    expect((await ctx.app.inject({ url: photo })).statusCode).toBe(200);

    expectError(await deleteAccount(s1, 'wrong-password'), 400, 'wrong_password');
    expect(await ctx.sessionStatus(s1)).toBe(200);

    const res = await deleteAccount(s1, m.password, ['price', 'time', 'price'], 'too expensive');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const cleared = res.cookies.find((c) => c.name === 'auth._token');
    expect(cleared?.value).toBe('');

    expect(await ctx.sessionStatus(s1)).toBe(403);
    expect(await ctx.sessionStatus(s2)).toBe(403);
    expect((await ctx.app.inject({ url: photo })).statusCode).toBe(404);
    // Logging in again does not bring a working session back.
    const again = await ctx.loginRaw(m.email);
    expect(again.statusCode).not.toBe(200);

    const row = await userRow(m.id);
    const now = ctx.clock.now().getTime();
    expect(row.status).toBe('pending_deletion');
    expect(row.deletedAt?.getTime()).toBe(now);
    expect(row.purgeAfter?.getTime()).toBe(now + 14 * DAY);
    expect(row.deleteReasons).toEqual(['price', 'time']);
    expect(row.deleteRemarks).toBe('too expensive');

    const link = await ctx.linkFromMail(m.email, '/api/reactivate.php');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('reactivates through the mailed link: logged in and sent to /members, once', async () => {
    const m = await ctx.member();
    const before = await ctx.login(m.email);
    await deleteAccount(before, m.password);
    const link = await ctx.linkFromMail(m.email, '/api/reactivate.php');
    ctx.clock.advance(13 * DAY);

    const res = await ctx.app.inject({ url: `${link.pathname}${link.search}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/members');
    const s = sessionCookie(res);
    const me = await ctx.app.inject({
      url: '/api/user.php',
      headers: { ...CLIENT, cookie: `auth._token=${s}` },
    });
    expect(me.statusCode).toBe(200);
    expect(ZUserResponse.parse(me.json()).user.status).toBe('active');
    const row = await userRow(m.id);
    expect(row).toMatchObject({ status: 'active', deletedAt: null, purgeAfter: null });
    expect((await ctx.app.inject({ url: `/api/media/${m.photoKey}.webp` })).statusCode).toBe(200);
    // Sessions from before the deletion stay dead: reactivation does not revive them.
    expect(await ctx.sessionStatus(before)).toBe(403);

    const reused = await ctx.app.inject({ url: `${link.pathname}${link.search}` });
    expect(reused.statusCode).toBe(302);
    expect(reused.headers.location).toBe('/login?reactivation=failed');
    expect(reused.cookies.find((c) => c.name === 'auth._token')).toBeUndefined();
    const missing = await ctx.app.inject({ url: '/api/reactivate.php' });
    expect(missing.headers.location).toBe('/login?reactivation=failed');
  });

  it('reactivates with POST and restores an unconfirmed account as not_confirmed', async () => {
    const m = await ctx.member({ status: 'not_confirmed' });
    await deleteAccount(await ctx.login(m.email), m.password);
    const token = tokenOf(await ctx.linkFromMail(m.email, '/api/reactivate.php'));

    const res = await ctx.app.inject({ method: 'POST', url: '/api/reactivate.php', payload: { token } });
    expect(res.statusCode, res.body).toBe(200);
    const { user } = ZUserResponse.parse(res.json());
    expect(user.status).toBe('not_confirmed');
    expect(user.profile.id).toBe(m.id);
    expect(await ctx.sessionStatus(sessionCookie(res))).toBe(200);

    const again = await ctx.app.inject({ method: 'POST', url: '/api/reactivate.php', payload: { token } });
    expectError(again, 400, 'token_invalid');
  });

  it('refuses reactivation after 14 days', async () => {
    const m = await ctx.member();
    await deleteAccount(await ctx.login(m.email), m.password);
    const link = await ctx.linkFromMail(m.email, '/api/reactivate.php');
    ctx.clock.advance(14 * DAY + MINUTE);

    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/reactivate.php',
      payload: { token: tokenOf(link) },
    });
    expectError(post, 400, 'token_invalid');
    const get = await ctx.app.inject({ url: `${link.pathname}${link.search}` });
    expect(get.statusCode).toBe(302);
    expect(get.headers.location).toBe('/login?reactivation=failed');
    expect((await userRow(m.id)).status).toBe('pending_deletion');
  });

  it('needs a session and valid reasons', async () => {
    const anonymous = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/account.php',
      payload: { reasons: [], password: 'x' },
    });
    expectError(anonymous, 403, 'authentication_required');
    const m = await ctx.member();
    const s = await ctx.login(m.email);
    const bad = await deleteAccount(s, m.password, ['boredom']);
    expect(bad.statusCode).toBe(400);
    expect((await userRow(m.id)).status).toBe('active');
  });
});

describe('OpenAPI', () => {
  it('documents every account lifecycle route under the account tag', async () => {
    const routes: [string, string][] = [
      ['/api/reset-password.php', 'post'],
      ['/api/reset-password-do.php', 'post'],
      ['/api/password.php', 'put'],
      ['/api/mail-change.php', 'post'],
      ['/api/mail-change-do.php', 'post'],
      ['/api/account.php', 'delete'],
      ['/api/reactivate.php', 'get'],
      ['/api/reactivate.php', 'post'],
    ];
    for (const [label, op] of await documentedOperations(ctx.app, routes)) {
      expect(op?.tags, label).toEqual(['account']);
      expect(op?.description?.length ?? 0).toBeGreaterThan(20);
    }
  });
});
