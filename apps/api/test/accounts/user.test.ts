import { describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '@dating/db';
import { ZOkResponse, ZUserResponse } from '@dating/core/contracts';
import { CLIENT, postLogin, expectEnvelope, login, useTestApp } from '../helper';
import { LOCKOUT_THRESHOLD } from '../../src/accounts/user-repo';

const ctx = useTestApp();

const cookieHeader = (token: string) => ({ cookie: `auth._token=${token}` });

describe('GET /api/user.php', () => {
  it('requires X-Request-Type: client', async () => {
    const res = await ctx.app.inject({ url: '/api/user.php' });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).error.fields?.[0]?.path).toBe('headers.x-request-type');
  });

  it('answers 403 authentication_required without a session', async () => {
    const res = await ctx.app.inject({ url: '/api/user.php', headers: CLIENT });
    expect(res.statusCode).toBe(403);
    expect(expectEnvelope(res).error).toMatchObject({
      code: 'authentication_required',
      message: 'errors.authentication_required',
    });
    const forged = await ctx.app.inject({
      url: '/api/user.php',
      headers: { ...CLIENT, ...cookieHeader('A'.repeat(43)) },
    });
    expect(expectEnvelope(forged).error.code).toBe('authentication_required');
  });
});

describe('POST /api/user.php (login)', () => {
  it('logs the demo member in with a rotated, hardened session cookie', async () => {
    const res = await postLogin(ctx.app, DEMO_LOGIN);
    expect(res.statusCode).toBe(200);
    const { user } = ZUserResponse.parse(res.json());
    expect(user.profile.name.length).toBeGreaterThan(0);
    const cookie = res.cookies.find((c) => c.name === 'auth._token');
    expect(cookie).toBeDefined();
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 30 * 24 * 60 * 60 });
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie!.secure).toBeFalsy();
    expect([res.headers['set-cookie']].flat().every((c) => String(c).includes('HttpOnly'))).toBe(true);

    const second = await postLogin(ctx.app, DEMO_LOGIN, { headers: { ...cookieHeader(cookie!.value) } });
    const rotated = second.cookies.find((c) => c.name === 'auth._token')!;
    expect(rotated.value).not.toBe(cookie!.value);
    const old = await ctx.app.inject({
      url: '/api/user.php',
      headers: { ...CLIENT, ...cookieHeader(cookie!.value) },
    });
    expect(old.statusCode).toBe(403);
    const fresh = await ctx.app.inject({
      url: '/api/user.php',
      headers: { ...CLIENT, ...cookieHeader(rotated.value) },
    });
    expect(ZUserResponse.parse(fresh.json()).user.language).toBeDefined();
  });

  it('answers a wrong password and an unknown email with the same error', async () => {
    const wrong = await postLogin(ctx.app, { email: DEMO_LOGIN.email, password: 'not-the-password' });
    const unknown = await postLogin(ctx.app, { email: 'nobody@example.invalid', password: 'whatever' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const a = expectEnvelope(wrong).error;
    const b = expectEnvelope(unknown).error;
    expect(a.message).toBe('errors.login_failed');
    expect({ ...a, request_id: '' }).toEqual({ ...b, request_id: '' });
    expect(wrong.cookies).toHaveLength(0);
  });

  it('validates the body against ZLoginInput', async () => {
    const res = await postLogin(ctx.app, { email: 'a@b.c', password: 'x', admin: true });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).error.code).toBe('validation_failed');
  });

  it('rejects a foreign Origin with 403 forbidden', async () => {
    const res = await postLogin(ctx.app, DEMO_LOGIN, { headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(expectEnvelope(res).error.code).toBe('forbidden');
    const ok = await postLogin(ctx.app, DEMO_LOGIN, { headers: { origin: 'http://localhost:3000' } });
    expect(ok.statusCode).toBe(200);
  });

  it('rate-limits login attempts per IP with a 429 envelope and Retry-After', async () => {
    const limited = await ctx.extraApp({ loginRateLimit: { max: 3, timeWindow: 60_000 } });
    const attempt = () =>
      postLogin(limited, { email: 'x@example.invalid', password: 'nope' }, { remoteAddress: '203.0.113.9' });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(expectEnvelope(res).error.code).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('PUT /api/user.php and logout', () => {
  it('changes the language of the logged-in member', async () => {
    const token = await login(ctx.app);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { ...CLIENT, ...cookieHeader(token) },
      payload: { language: 'pl' },
    });
    expect(res.statusCode).toBe(200);
    expect(ZUserResponse.parse(res.json()).user.language).toBe('pl');
    const again = await ctx.app.inject({
      url: '/api/user.php',
      headers: { ...CLIENT, ...cookieHeader(token) },
    });
    expect(ZUserResponse.parse(again.json()).user.language).toBe('pl');
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: { ...CLIENT, ...cookieHeader(token) },
      payload: { language: 'xx' },
    });
    expect(expectEnvelope(bad).error.code).toBe('validation_failed');
    const anon = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user.php',
      headers: CLIENT,
      payload: { language: 'de' },
    });
    expect(expectEnvelope(anon).error.code).toBe('authentication_required');
  });

  it('revokes the session and clears the cookie', async () => {
    const token = await login(ctx.app);
    const res = await ctx.app.inject({
      url: '/api/logout.php',
      headers: { ...CLIENT, ...cookieHeader(token) },
    });
    expect(res.statusCode).toBe(200);
    expect(ZOkResponse.parse(res.json())).toEqual({ ok: true });
    const cleared = res.cookies.find((c) => c.name === 'auth._token');
    expect(cleared?.value).toBe('');
    const after = await ctx.app.inject({
      url: '/api/user.php',
      headers: { ...CLIENT, ...cookieHeader(token) },
    });
    expect(after.statusCode).toBe(403);
    expect(expectEnvelope(after).error.code).toBe('authentication_required');
  });
});

describe('account lockout', () => {
  it('locks the account after repeated wrong passwords, then even the right one is refused', async () => {
    const wrong = () => postLogin(ctx.app, { email: DEMO_LOGIN.email, password: 'wrong-again' });
    const statuses: number[] = [];
    for (let i = 0; i < LOCKOUT_THRESHOLD; i++) statuses.push((await wrong()).statusCode);
    expect(statuses.slice(0, LOCKOUT_THRESHOLD - 1)).toEqual(Array(LOCKOUT_THRESHOLD - 1).fill(401));
    expect(statuses[LOCKOUT_THRESHOLD - 1]).toBe(429);
    const right = await postLogin(ctx.app, DEMO_LOGIN);
    expect(right.statusCode).toBe(429);
    expect(expectEnvelope(right).error).toMatchObject({
      code: 'account_locked',
      message: 'errors.account_locked',
    });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // 16 minutes later the lock has expired.
    const later = await ctx.extraApp({ now: () => new Date(Date.now() + 16 * 60_000) });
    const ok = await postLogin(later, DEMO_LOGIN);
    expect(ok.statusCode).toBe(200);
  });
});
