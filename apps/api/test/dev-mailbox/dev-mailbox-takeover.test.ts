import { DEMO_LOGIN } from '@dating/db';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/types';
import { CLIENT, postLogin, expectEnvelope, useTestApp } from '../helper';

// Issue 19, finding 1: a reset request for any address, the token read from the developer mailbox and
// reset-password-do.php took over the account. The mailbox must answer loopback clients only, and never
// in a production build on a real domain, so the attack stops at the second step.

const ATTACKER = '203.0.113.50';
const NEW_PASSWORD = 'attacker-chosen-password-1';

const ctx = useTestApp();

async function requestReset(app: App, remoteAddress: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/reset-password.php',
    remoteAddress,
    payload: { email: DEMO_LOGIN.email },
  });
  expect(res.statusCode).toBe(200);
}

/** The attack's second step: read the reset link from the mailbox. */
async function readResetToken(app: App, remoteAddress: string, forwardedFor?: string) {
  const res = await app.inject({
    url: `/api/dev/mailbox.json?to=${encodeURIComponent(DEMO_LOGIN.email)}`,
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return res;
}

describe('developer mailbox: no account takeover from another machine (issue 19)', () => {
  it('refuses a client that is not on this machine, on every mailbox route', async () => {
    await requestReset(ctx.app, ATTACKER);
    for (const url of ['/api/dev/mailbox', '/api/dev/mailbox.json', '/api/dev/mailbox/anything']) {
      const res = await ctx.app.inject({ url, remoteAddress: ATTACKER });
      expect(res.statusCode, url).toBe(404);
      expect(expectEnvelope(res).error.code).toBe('not_found');
      expect(res.body).not.toContain(DEMO_LOGIN.email);
    }
  });

  it('refuses a remote client behind the front door, even when it forges X-Forwarded-For', async () => {
    // The front door (loopback) appends the real peer address; a forged "127.0.0.1" in front of it is not trusted.
    const forged = await readResetToken(ctx.app, '127.0.0.1', `127.0.0.1, ${ATTACKER}`);
    expect(forged.statusCode).toBe(404);
    const viaProxy = await readResetToken(ctx.app, '127.0.0.1', ATTACKER);
    expect(viaProxy.statusCode).toBe(404);
  });

  it('a remote attacker cannot complete the reset; the owner keeps the account', async () => {
    await requestReset(ctx.app, ATTACKER);
    const read = await readResetToken(ctx.app, ATTACKER);
    expect(read.statusCode).toBe(404);
    // Without the token the attacker can only guess one.
    const guess = await ctx.app.inject({
      method: 'POST',
      url: '/api/reset-password-do.php',
      remoteAddress: ATTACKER,
      payload: { token: 'A'.repeat(43), password: NEW_PASSWORD, password_confirm: NEW_PASSWORD },
    });
    expect(guess.statusCode).toBeGreaterThanOrEqual(400);
    expect(guess.statusCode).toBeLessThan(500);
    const hijack = await postLogin(
      ctx.app,
      { email: DEMO_LOGIN.email, password: NEW_PASSWORD },
      { remoteAddress: ATTACKER },
    );
    expect(hijack.statusCode).not.toBe(200);
    const owner = await postLogin(ctx.app, DEMO_LOGIN);
    expect(owner.statusCode).toBe(200);
  });

  it('still serves a developer on this machine (the flow the end-to-end tests use)', async () => {
    const res = await readResetToken(ctx.app, '127.0.0.1');
    expect(res.statusCode).toBe(200);
    const { mails } = res.json() as { mails: { kind: string; links: string[] }[] };
    expect(mails.some((m) => m.links.some((l) => l.includes('token=')))).toBe(true);
    const v6 = await ctx.app.inject({ url: '/api/dev/mailbox.json', remoteAddress: '::1' });
    expect(v6.statusCode).toBe(200);
  });

  it('is not served by a production build on a real domain, not even to loopback', async () => {
    const prod = await ctx.extraApp({ production: true, publicUrl: 'https://amora.example' });
    await requestReset(prod, ATTACKER);
    for (const remoteAddress of ['127.0.0.1', ATTACKER]) {
      const res = await prod.inject({ url: '/api/dev/mailbox.json', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
    }
    // auto mode on a site reachable under a non-local address is off as well, in development too.
    const lan = await ctx.extraApp({ publicUrl: 'http://192.168.1.20:3000' });
    expect((await lan.inject({ url: '/api/dev/mailbox.json' })).statusCode).toBe(404);
  });
});

describe('logout needs the site client header (issue 19, finding 2)', () => {
  it('a cross-site link with only the cookie does not revoke the session', async () => {
    const login = await postLogin(ctx.app, DEMO_LOGIN);
    const token = login.cookies.find((c) => c.name === 'auth._token')!.value;
    const cookie = `auth._token=${token}`;
    const forged = await ctx.app.inject({
      url: '/api/logout.php',
      headers: { cookie, origin: 'https://evil.example', referer: 'https://evil.example/' },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.cookies.find((c) => c.name === 'auth._token')).toBeUndefined();
    const still = await ctx.app.inject({ url: '/api/user.php', headers: { ...CLIENT, cookie } });
    expect(still.statusCode).toBe(200);

    const own = await ctx.app.inject({ url: '/api/logout.php', headers: { ...CLIENT, cookie } });
    expect(own.statusCode).toBe(200);
    const gone = await ctx.app.inject({ url: '/api/user.php', headers: { ...CLIENT, cookie } });
    expect(gone.statusCode).toBe(403);
  });
});
