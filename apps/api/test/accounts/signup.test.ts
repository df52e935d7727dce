import { describe, expect, it } from 'vitest';
import { ZUserResponse } from '@dating/core/contracts';
import { creditLedger, notificationPreferences } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { CLIENT, expectEnvelope, useTestApp } from '../helper';
import {
  Clock,
  countRows,
  mailsTo,
  setSiteSetting,
  signup,
  signupBody,
  uniqueEmail,
  userRow,
} from '../accounts-helper';

const clock = new Clock();
const ctx = useTestApp({ now: clock.now, publicUrl: 'http://localhost:3000' });

describe('POST /api/signup.php', () => {
  it('creates a not_confirmed member, logs in, grants signup_credits and mails the activation link', async () => {
    await setSiteSetting(ctx.db, 'signup_credits', 25);
    try {
      await signupSucceeds();
    } finally {
      await setSiteSetting(ctx.db, 'signup_credits', 0);
    }
  });

  async function signupSucceeds() {
    const body = signupBody({
      tracking: { network: '{affnet}', ref: 'r1', sub1: '{s1}', sub2: null },
      signup_message: 'Hi there',
    });
    const res = await signup(ctx.app, body, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(res.statusCode, res.body).toBe(200);
    const { user } = ZUserResponse.parse(res.json());
    expect(user).toMatchObject({ status: 'not_confirmed', credits: 25, language: 'de' });
    expect(user.profile).toMatchObject({
      name: 'Sam',
      gender: 'male',
      sexuality: 'hetero',
      status: 'disabled',
    });
    const session = res.cookies.find((c) => c.name === 'auth._token');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(res.cookies.find((c) => c.name === 'auth._device')).toMatchObject({ httpOnly: true });

    const me = await ctx.app.inject({
      url: '/api/user.php',
      headers: { ...CLIENT, cookie: `auth._token=${session!.value}` },
    });
    expect(ZUserResponse.parse(me.json()).user.status).toBe('not_confirmed');

    const row = await userRow(ctx.db, body.email);
    expect(row).toMatchObject({
      status: 'not_confirmed',
      credits: 25,
      trafficNetwork: 'affnet',
      trafficRef: 'r1',
      trafficSub1: 's1',
      trafficSub2: null,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.signupIpHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.signupCountry).toMatch(/^[A-Z]{2}$/);
    const ledger = await ctx.db.db.select().from(creditLedger).where(eq(creditLedger.userId, row!.id));
    expect(ledger).toEqual([expect.objectContaining({ kind: 'bonus', amount: 25, balanceAfter: 25 })]);
    const prefs = await ctx.db.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, row!.id));
    expect(prefs.find((p) => p.channel === 'email' && p.key === 'promotions')?.enabled).toBe(false);
    expect(prefs.filter((p) => p.enabled)).toHaveLength(prefs.length - 1);

    const [mail] = await mailsTo(ctx.db, body.email);
    expect(mail?.kind).toBe('activation');
    const link = mail!.links.find((l) => l.includes('/api/activate.php?token='));
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/activate\.php\?token=[A-Za-z0-9_-]{43}$/);
    clock.advance(1000);
    const follow = await ctx.app.inject({ url: link!.replace('http://localhost:3000', '') });
    expect(follow.statusCode).toBe(302);
    expect(follow.headers.location).toBe('/activate/done');
    expect((await userRow(ctx.db, body.email))!.status).toBe('active');
    expect((await userRow(ctx.db, body.email))!.confirmedAt?.toISOString()).toBe(clock.now().toISOString());
    expect((await mailsTo(ctx.db, body.email)).map((m) => m.kind)).toEqual(['welcome', 'activation']);
  }

  it('stores no tracking without a network and no ledger entry without signup credits', async () => {
    const body = signupBody({ tracking: { network: '{}', ref: 'x' }, language: 'pl' });
    const res = await signup(ctx.app, body);
    expect(res.statusCode, res.body).toBe(200);
    const row = await userRow(ctx.db, body.email);
    expect(row).toMatchObject({ trafficNetwork: null, trafficRef: null, credits: 0, language: 'pl' });
    expect(await ctx.db.db.select().from(creditLedger).where(eq(creditLedger.userId, row!.id))).toEqual([]);
  });

  it('refuses invalid input with the codes and params of spec §5, creating nothing', async () => {
    const before = await countRows(ctx.db, 'users');
    const cases: [Record<string, unknown>, string, Record<string, unknown> | undefined][] = [
      [{ email: 'jan@gmail' }, 'invalid_email', { suggestion: 'jan@gmail.com' }],
      [{ email: 'jan@hotmial' }, 'invalid_email', { suggestion: 'jan@hotmail.com' }],
      [{ email: 'not-an-address' }, 'invalid_email', undefined],
      [{ email: 'Sam.X@example.com', name: 'sam.x@EXAMPLE.com' }, 'invalid_name', undefined],
      [{ name: '@sam' }, 'invalid_name', undefined],
      [{ date_of_birth: '2010-01-01' }, 'too_young', { min_age: 18 }],
      [{ date_of_birth: '2099-01-01' }, 'too_young', { min_age: 18 }],
      [{ date_of_birth: '1890-01-01' }, 'validation_failed', undefined],
      [{ date_of_birth: '1990-02-30' }, 'validation_failed', undefined],
      [{ date_of_birth: '17-05-1990' }, 'validation_failed', undefined],
      [{ is_admin: true }, 'validation_failed', undefined],
    ];
    for (const [over, code, params] of cases) {
      const res = await signup(ctx.app, signupBody(over));
      const env = expectEnvelope(res).error;
      expect(env.code, JSON.stringify(over)).toBe(code);
      expect(env.params).toEqual(params);
      expect(res.statusCode).toBe(400);
      expect(res.cookies).toHaveLength(0);
    }
    // Exactly min_age today is old enough; one day less is not.
    const today = clock.now().toISOString().slice(0, 10);
    const [y, m, d] = today.split('-');
    const eighteen = `${Number(y) - 18}-${m}-${d}`;
    expect((await signup(ctx.app, signupBody({ date_of_birth: eighteen }))).statusCode).toBe(200);
    const tomorrow18 = new Date(Date.UTC(Number(y) - 18, Number(m) - 1, Number(d) + 1))
      .toISOString()
      .slice(0, 10);
    expect(expectEnvelope(await signup(ctx.app, signupBody({ date_of_birth: tomorrow18 }))).error.code).toBe(
      'too_young',
    );
    expect(await countRows(ctx.db, 'users')).toBe(before + 1);
  });

  it('answers 409 email_exists for a taken address in any case', async () => {
    const body = signupBody();
    expect((await signup(ctx.app, body)).statusCode).toBe(200);
    const again = await signup(ctx.app, { ...body, email: body.email.toUpperCase(), name: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(expectEnvelope(again).error).toMatchObject({
      code: 'email_exists',
      message: 'errors.email_exists',
    });
  });

  it('is invite-only under signups=with_trafficsource unless a network is given', async () => {
    await setSiteSetting(ctx.db, 'signups', 'with_trafficsource');
    try {
      const refused = await signup(ctx.app, signupBody({ tracking: { network: '{}' } }));
      expect(refused.statusCode).toBe(403);
      expect(expectEnvelope(refused).error.code).toBe('invite_only');
      const allowed = await signup(ctx.app, signupBody({ tracking: { network: 'tj' } }));
      expect(allowed.statusCode, allowed.body).toBe(200);
    } finally {
      await setSiteSetting(ctx.db, 'signups', 'all');
    }
  });

  it('limits sign-ups per IP', async () => {
    const limited = await ctx.extraApp({
      now: clock.now,
      signupRateLimit: { max: 2, timeWindow: 3_600_000 },
    });
    const from = (email: string) =>
      limited.inject({
        method: 'POST',
        url: '/api/signup.php',
        payload: signupBody({ email }),
        remoteAddress: '203.0.113.77',
      });
    expect((await from(uniqueEmail())).statusCode).toBe(200);
    expect((await from(uniqueEmail())).statusCode).toBe(200);
    const third = await from(uniqueEmail());
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });
});
