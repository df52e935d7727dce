import { describe, expect, it } from 'vitest';
import { ZOkResponse } from '@dating/core/contracts';
import { RESET_MAIL_LIMIT, RESET_RATE_LIMIT } from '../../src/accounts/password-routes';
import {
  MINUTE,
  PUBLIC_URL,
  expectError,
  freshIp,
  sessionCookie,
  tokenOf,
  useLifecycle,
} from './lifecycle-helper';

const ctx = useLifecycle();

const NEW_PASSWORD = 'brand-new-secret-9';

function requestReset(email: string, ip = freshIp()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/reset-password.php',
    payload: { email },
    remoteAddress: ip,
  });
}

function resetDo(token: string, password = NEW_PASSWORD, confirm = password) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/reset-password-do.php',
    payload: { token, password, password_confirm: confirm },
    remoteAddress: freshIp(),
  });
}

describe('password reset', () => {
  it('mails a link in the member’s language that sets a new password and ends every session', async () => {
    const m = await ctx.member({ language: 'de' });
    const s1 = await ctx.login(m.email);
    const s2 = await ctx.login(m.email);

    const res = await requestReset(m.email.toUpperCase());
    expect(res.statusCode, res.body).toBe(200);
    expect(ZOkResponse.parse(res.json())).toEqual({ ok: true });
    const mails = await ctx.mailsTo(m.email);
    expect(mails).toHaveLength(1);
    const link = await ctx.linkFromMail(m.email, '/reset-password/do');
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/reset-password/do`);

    // Mismatch is refused before the token is touched: the same link still works afterwards.
    expectError(await resetDo(tokenOf(link), NEW_PASSWORD, `${NEW_PASSWORD}x`), 400, 'passwords_differ');
    const done = await resetDo(tokenOf(link));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ ok: true });

    expect(await ctx.sessionStatus(s1)).toBe(403);
    expect(await ctx.sessionStatus(s2)).toBe(403);
    expect((await ctx.loginRaw(m.email, m.password)).statusCode).toBe(401);
    const fresh = await ctx.login(m.email, NEW_PASSWORD);
    expect(await ctx.sessionStatus(fresh)).toBe(200);

    // Single use.
    expectError(await resetDo(tokenOf(link), 'another-secret-5'), 400, 'token_invalid');
    expect((await ctx.loginRaw(m.email, 'another-secret-5')).statusCode).toBe(401);
  });

  it('answers an unknown address with email_not_found and sends nothing', async () => {
    const res = await requestReset('nobody-here@example.test');
    expectError(res, 404, 'email_not_found');
    expect(await ctx.mailsTo('nobody-here@example.test')).toHaveLength(0);
  });

  it('refuses an unknown or malformed token', async () => {
    expectError(await resetDo('A'.repeat(43)), 400, 'token_invalid');
    const malformed = await resetDo('short');
    expect(malformed.statusCode).toBe(400);
  });

  it(`sends at most ${RESET_MAIL_LIMIT} mails per address in 30 minutes, from any IP`, async () => {
    const m = await ctx.member();
    for (let i = 0; i < RESET_MAIL_LIMIT; i++) {
      const ok = await requestReset(m.email);
      expect(ok.statusCode, ok.body).toBe(200);
      ctx.clock.advance(MINUTE);
    }
    const sixth = await requestReset(m.email);
    expectError(sixth, 429, 'reset_limit');
    // The first mail went out 5 minutes ago: it leaves the window in 25 minutes.
    expect(Number(sixth.headers['retry-after'])).toBe(25 * 60);
    expect(await ctx.mailsTo(m.email)).toHaveLength(RESET_MAIL_LIMIT);

    ctx.clock.advance(24 * MINUTE);
    expectError(await requestReset(m.email), 429, 'reset_limit');
    ctx.clock.advance(MINUTE + 1000);
    expect((await requestReset(m.email)).statusCode).toBe(200);
    expect(await ctx.mailsTo(m.email)).toHaveLength(RESET_MAIL_LIMIT + 1);
  });

  it('limits the request per IP so addresses cannot be probed at speed', async () => {
    const ip = freshIp();
    for (let i = 0; i < RESET_RATE_LIMIT.max; i++) {
      expectError(await requestReset(`probe-${i}@example.test`, ip), 404, 'email_not_found');
    }
    const blocked = await requestReset('probe-last@example.test', ip);
    expectError(blocked, 429, 'rate_limited');
    expect(blocked.headers['retry-after']).toBeDefined();
    expectError(await requestReset('probe-last@example.test'), 404, 'email_not_found');
  });

  it('expires the link after one hour', async () => {
    const fresh = await ctx.member();
    await requestReset(fresh.email);
    const fresher = await ctx.linkFromMail(fresh.email, '/reset-password/do');
    ctx.clock.advance(59 * MINUTE);
    expect((await resetDo(tokenOf(fresher))).statusCode).toBe(200);

    const late = await ctx.member();
    await requestReset(late.email);
    const link = await ctx.linkFromMail(late.email, '/reset-password/do');
    ctx.clock.advance(61 * MINUTE);
    expectError(await resetDo(tokenOf(link)), 400, 'token_invalid');
    expect(await ctx.sessionStatus(await ctx.login(late.email))).toBe(200);
  });
});

describe('PUT /api/password.php', () => {
  function changePassword(token: string | null, old_password: string, new_password = NEW_PASSWORD) {
    return ctx.app.inject({
      method: 'PUT',
      url: '/api/password.php',
      headers: token ? { cookie: `auth._token=${token}` } : {},
      payload: { old_password, new_password },
      remoteAddress: freshIp(),
    });
  }

  it('needs a session', async () => {
    expectError(await changePassword(null, 'whatever-1'), 403, 'authentication_required');
  });

  it('refuses a wrong old password and changes nothing', async () => {
    const m = await ctx.member();
    const s = await ctx.login(m.email);
    expectError(await changePassword(s, 'not-my-password'), 400, 'wrong_password');
    expect(await ctx.sessionStatus(s)).toBe(200);
    expect((await ctx.loginRaw(m.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('ends every other session and rotates the current one', async () => {
    const m = await ctx.member();
    const current = await ctx.login(m.email);
    const other = await ctx.login(m.email);

    const res = await changePassword(current, m.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const rotated = sessionCookie(res);
    expect(rotated).not.toBe(current);
    const cookie = res.cookies.find((c) => c.name === 'auth._token');
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });

    expect(await ctx.sessionStatus(other)).toBe(403);
    expect(await ctx.sessionStatus(current)).toBe(403);
    expect(await ctx.sessionStatus(rotated)).toBe(200);
    expect((await ctx.loginRaw(m.email, m.password)).statusCode).toBe(401);
    expect((await ctx.loginRaw(m.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
