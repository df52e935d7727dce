import { describe, expect, it } from 'vitest';
import { ZUserResponse } from '@dating/core/contracts';
import { expectEnvelope, useTestApp } from '../helper';
import { Clock, cookieOf, mailsTo, signup, signupBody, userRow } from '../accounts-helper';

const clock = new Clock();
const ctx = useTestApp({ now: clock.now, publicUrl: 'http://localhost:3000' });

describe('activation', () => {
  async function freshMember() {
    const body = signupBody();
    const res = await signup(ctx.app, body);
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo(ctx.db, body.email);
    const token = new URL(mail!.links.find((l) => l.includes('token='))!).searchParams.get('token')!;
    return { body, token, cookie: cookieOf(res) };
  }

  it('activates once: a reused link redirects to /activate/error', async () => {
    const { token } = await freshMember();
    const first = await ctx.app.inject({ url: `/api/activate.php?token=${token}` });
    expect(first.headers.location).toBe('/activate/done');
    const second = await ctx.app.inject({ url: `/api/activate.php?token=${token}` });
    expect(second.statusCode).toBe(302);
    expect(second.headers.location).toBe('/activate/error');
    const garbage = await ctx.app.inject({ url: '/api/activate.php?token=nope' });
    expect(garbage.headers.location).toBe('/activate/error');
  });

  it('refuses a link older than 7 days', async () => {
    const { body, token } = await freshMember();
    clock.advance(8 * 24 * 3600_000);
    const res = await ctx.app.inject({ url: `/api/activate.php?token=${token}` });
    expect(res.headers.location).toBe('/activate/error');
    expect((await userRow(ctx.db, body.email))!.status).toBe('not_confirmed');
  });

  it('activates by POST with { user } or 400 token_invalid', async () => {
    const { token } = await freshMember();
    const post = (t: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/activate.php', payload: { token: t } });
    const ok = await post(token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ZUserResponse.parse(ok.json()).user.status).toBe('active');
    const again = await post(token);
    expect(again.statusCode).toBe(400);
    expect(expectEnvelope(again).error).toMatchObject({
      code: 'token_invalid',
      message: 'errors.activation_failed',
    });
  });

  it('resends a fresh link that replaces the old one, only while unconfirmed, 3 times an hour', async () => {
    const { body, token, cookie } = await freshMember();
    const resend = () => {
      clock.advance(1000);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/activation-resend.php',
        headers: { cookie: `auth._token=${cookie}` },
        payload: {},
      });
    };
    const res = await resend();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, sent_to: body.email });
    const mails = await mailsTo(ctx.db, body.email);
    expect(mails.filter((m) => m.kind === 'activation')).toHaveLength(2);
    const newToken = new URL(mails[0]!.links.find((l) => l.includes('token='))!).searchParams.get('token')!;
    expect(newToken).not.toBe(token);
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(expectEnvelope(limited).error.code).toBe('rate_limited');

    // The old link no longer works; the newest does; then resending is a conflict.
    expect((await ctx.app.inject({ url: `/api/activate.php?token=${token}` })).headers.location).toBe(
      '/activate/error',
    );
    const latest = (await mailsTo(ctx.db, body.email))[0]!;
    const latestToken = new URL(latest.links.find((l) => l.includes('token='))!).searchParams.get('token')!;
    expect((await ctx.app.inject({ url: `/api/activate.php?token=${latestToken}` })).headers.location).toBe(
      '/activate/done',
    );
    clock.advance(2 * 3600_000);
    const conflict = await resend();
    expect(conflict.statusCode).toBe(409);
    expect(expectEnvelope(conflict).error.code).toBe('conflict');
    const anon = await ctx.app.inject({ method: 'POST', url: '/api/activation-resend.php', payload: {} });
    expect(expectEnvelope(anon).error.code).toBe('authentication_required');
  });
});

describe('PUT /api/profile.php', () => {
  it('updates the given fields, checks country, region and interests, and refuses other fields', async () => {
    const res = await signup(ctx.app, signupBody());
    const headers = { cookie: `auth._token=${cookieOf(res)}` };
    const put = (payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'PUT', url: '/api/profile.php', headers, payload });

    const ok = await put({
      country: 'DE',
      region: 'DE-BY',
      city: 'München',
      interests: ['music', 'hiking'],
      hair_colour: 'brown',
      tattoos: false,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const { user } = ZUserResponse.parse(ok.json());
    expect(user.profile).toMatchObject({
      country: 'DE',
      region: 'DE-BY',
      city: 'München',
      interests: ['hiking', 'music'],
      hair_colour: 'brown',
      tattoos: false,
      name: 'Sam',
    });

    const otherRegion = await put({ region: 'NL-NH' });
    expect(expectEnvelope(otherRegion).error).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'body.region', message: 'errors.invalid_region' }],
    });
    const unknownInterest = await put({ interests: ['music', 'skydivingx'] });
    expect(expectEnvelope(unknownInterest).error.fields).toEqual([
      { path: 'body.interests.1', message: 'errors.invalid_interest' },
    ]);
    const unserved = await put({ country: 'ZZ' });
    expect(expectEnvelope(unserved).error.fields?.[0]?.path).toBe('body.country');
    for (const extra of [
      { status: 'active' },
      { fictional: true },
      { credits: 1000 },
      { name: 'x', user_id: 'y' },
    ]) {
      const res2 = await put(extra);
      expect(res2.statusCode).toBe(400);
      expect(expectEnvelope(res2).error.code).toBe('validation_failed');
    }
    // Nothing of the refused calls stuck; a new country clears the old region.
    const moved = await put({ country: 'NL' });
    expect(ZUserResponse.parse(moved.json()).user.profile).toMatchObject({
      country: 'NL',
      region: null,
      interests: ['hiking', 'music'],
      status: 'disabled',
      fictional: false,
    });
    const anon = await ctx.app.inject({ method: 'PUT', url: '/api/profile.php', payload: { city: 'x' } });
    expect(expectEnvelope(anon).error.code).toBe('authentication_required');
  });
});
