import { describe, expect, it } from 'vitest';
import { ZNotificationsResponse } from '@dating/core/contracts';
import { users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { signMailEvent } from '../../src/notifications/mail-events-routes';
import { documentedOperations, expectEnvelope, useTestApp } from '../helper';
import { cookieOf, signup, signupBody } from '../accounts-helper';

const SECRET = 'a-mail-events-secret-of-32-chars!';
const ctx = useTestApp({ mailEventsSecret: SECRET });

async function member() {
  const body = signupBody();
  const res = await signup(ctx.app, body);
  expect(res.statusCode, res.body).toBe(200);
  return { email: body.email, headers: { cookie: `auth._token=${cookieOf(res)}` } };
}

describe('GET/PUT /api/notifications.php', () => {
  it('starts with every e-mail but promotions on and push on, saves changes and re-enables mail', async () => {
    const m = await member();
    const get = await ctx.app.inject({ url: '/api/notifications.php', headers: m.headers });
    const initial = ZNotificationsResponse.parse(get.json());
    expect(initial.preferences.email).toMatchObject({ promotions: false, new_messages: true, news: true });
    expect(Object.values(initial.preferences.push).every(Boolean)).toBe(true);
    expect(initial.notifications_disabled).toEqual([]);

    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications.php',
      headers: m.headers,
      payload: { email: { promotions: true, news: false }, push: { like: false } },
    });
    const saved = ZNotificationsResponse.parse(put.json());
    expect(saved.preferences.email).toMatchObject({ promotions: true, news: false, new_messages: true });
    expect(saved.preferences.push).toMatchObject({ like: false, new_messages: true });
    const again = ZNotificationsResponse.parse(
      (await ctx.app.inject({ url: '/api/notifications.php', headers: m.headers })).json(),
    );
    expect(again).toEqual(saved);

    await ctx.db.db
      .update(users)
      .set({ notificationsDisabled: ['bounce', 'fbl'] })
      .where(eq(users.email, m.email));
    const disabled = ZNotificationsResponse.parse(
      (await ctx.app.inject({ url: '/api/notifications.php', headers: m.headers })).json(),
    );
    expect(disabled.notifications_disabled).toEqual(['bounce', 'fbl']);
    const reenabled = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications.php',
      headers: m.headers,
      payload: { reenable_email: true },
    });
    expect(ZNotificationsResponse.parse(reenabled.json()).notifications_disabled).toEqual([]);

    for (const payload of [
      { email: { unknown_key: true } },
      { email: { news: 'yes' } },
      { reenable_email: false },
    ]) {
      const bad = await ctx.app.inject({
        method: 'PUT',
        url: '/api/notifications.php',
        headers: m.headers,
        payload,
      });
      expect(expectEnvelope(bad).error.code).toBe('validation_failed');
    }
    const anon = await ctx.app.inject({ url: '/api/notifications.php' });
    expect(expectEnvelope(anon).error.code).toBe('authentication_required');
  });
});

describe('POST /api/mail-events.php', () => {
  const send = (app: typeof ctx.app, body: string, signature?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/mail-events.php',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'x-mail-events-signature': signature } : {}),
      },
      payload: body,
    });

  it('records a signed bounce or complaint once per reason; unknown addresses get the same answer', async () => {
    const m = await member();
    const body = JSON.stringify({ email: m.email.toUpperCase(), type: 'bounce' });
    const res = await send(ctx.app, body, signMailEvent(SECRET, body));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    await send(ctx.app, body, signMailEvent(SECRET, body));
    const fbl = JSON.stringify({ email: m.email, type: 'fbl' });
    await send(ctx.app, fbl, signMailEvent(SECRET, fbl));
    const [row] = await ctx.db.db.select().from(users).where(eq(users.email, m.email));
    expect(row?.notificationsDisabled).toEqual(['bounce', 'fbl']);

    const ghost = JSON.stringify({ email: 'ghost@example.com', type: 'listunsubscribe' });
    const ghostRes = await send(ctx.app, ghost, signMailEvent(SECRET, ghost));
    expect(ghostRes.statusCode).toBe(200);
    expect(ghostRes.json()).toEqual({ ok: true });
  });

  it('refuses a missing or wrong signature with 403 and changes nothing', async () => {
    const m = await member();
    const body = JSON.stringify({ email: m.email, type: 'fbl' });
    const tampered = JSON.stringify({ email: m.email, type: 'bounce' });
    for (const sig of [
      undefined,
      'zz',
      signMailEvent('another-secret-another-secret!!', body),
      signMailEvent(SECRET, tampered),
    ]) {
      const res = await send(ctx.app, body, sig);
      expect(res.statusCode).toBe(403);
      expect(expectEnvelope(res).error.code).toBe('forbidden');
    }
    const [row] = await ctx.db.db.select().from(users).where(eq(users.email, m.email));
    expect(row?.notificationsDisabled).toEqual([]);
    const badJson = await send(ctx.app, '{"email":', signMailEvent(SECRET, '{"email":'));
    expect(badJson.statusCode).toBe(400);
    expectEnvelope(badJson);
  });

  it('does not exist without MAIL_EVENTS_SECRET', async () => {
    const plain = await ctx.extraApp({ mailEventsSecret: undefined });
    const body = JSON.stringify({ email: 'a@example.com', type: 'fbl' });
    const res = await send(plain, body, signMailEvent(SECRET, body));
    expect(res.statusCode).toBe(404);
    expect(expectEnvelope(res).error.code).toBe('not_found');
  });
});

describe('developer mailbox', () => {
  it('lists stored mails as HTML and JSON and shows one under a strict CSP', async () => {
    const m = await member();
    const json = await ctx.app.inject({ url: `/api/dev/mailbox.json?to=${encodeURIComponent(m.email)}` });
    expect(json.statusCode, json.body).toBe(200);
    const { mails } = json.json() as { mails: { id: string; kind: string; to: string; links: string[] }[] };
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'activation', to: m.email });
    expect(mails[0]!.links.some((l) => l.includes('/api/activate.php?token='))).toBe(true);

    const list = await ctx.app.inject({ url: '/api/dev/mailbox' });
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain(`/api/dev/mailbox/${mails[0]!.id}`);
    expect(list.body).toContain(m.email);
    const one = await ctx.app.inject({ url: `/api/dev/mailbox/${mails[0]!.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-security-policy']).toContain("default-src 'none'");
    expect(one.body).toContain('<iframe');
    expect(one.body).toContain('sandbox');
    const missing = await ctx.app.inject({ url: '/api/dev/mailbox/00000000-0000-0000-0000-000000000000' });
    expect(expectEnvelope(missing).error.code).toBe('not_found');
  });

  it('is off with DEV_MAILBOX=off, with SMTP in auto mode and in production on a real domain', async () => {
    const apps = [
      await ctx.extraApp({ devMailbox: 'off' }),
      await ctx.extraApp({ smtpUrl: 'smtp://127.0.0.1:9' }),
      await ctx.extraApp({ devMailbox: 'on', production: true, publicUrl: 'https://amora.example' }),
    ];
    for (const app of apps) {
      for (const url of ['/api/dev/mailbox', '/api/dev/mailbox.json', '/api/dev/mailbox/x']) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(404);
      }
    }
    const local = await ctx.extraApp({ production: true, publicUrl: 'http://127.0.0.1:3000' });
    expect((await local.inject({ url: '/api/dev/mailbox.json' })).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents every account route with a tag and a description', async () => {
    const wanted: [string, string][] = [
      ['/api/signup.php', 'post'],
      ['/api/activate.php', 'get'],
      ['/api/activate.php', 'post'],
      ['/api/activation-resend.php', 'post'],
      ['/api/profile.php', 'put'],
      ['/api/notifications.php', 'get'],
      ['/api/notifications.php', 'put'],
      ['/api/mail-events.php', 'post'],
      ['/api/dev/mailbox.json', 'get'],
      ['/api/user.php', 'post'],
    ];
    for (const [label, op] of await documentedOperations(ctx.app, wanted)) {
      expect(op, label).toBeDefined();
      expect(op!.tags?.length).toBeGreaterThan(0);
      expect((op!.description ?? op!.summary ?? '').length).toBeGreaterThan(10);
    }
  });
});
