import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ZPushSubscriptionInput, ZSettings, type TPushMessage } from '@dating/core/contracts';
import { pushSubscriptions, users } from '@dating/db/schema';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createPushSender } from '../../src/push/sender';
import { upsertPushSubscription } from '../../src/push/subscriptions-repo';
import { createPushTransport, isPrivateAddress, publicOnlyLookup } from '../../src/push/transport';
import { defaultVapidSubject, resolveVapidKeys, type VapidKeys } from '../../src/push/vapid';
import { updateNotifications } from '../../src/notifications/notifications-repo';
import type { App } from '../../src/types';
import { cookieOf, signup, signupBody } from '../accounts-helper';
import { CLIENT, expectEnvelope, useTestApp } from '../helper';
import { decryptWebPush } from './web-push-decrypt';

const generated = webpush.generateVAPIDKeys();
const VAPID: VapidKeys = { ...generated, subject: 'mailto:push@amora.example' };

/** Every answer the tests saw, to prove the private key never leaves the API. */
const seen: string[] = [];
const record = (res: LightMyRequestResponse) => {
  seen.push(res.body, JSON.stringify(res.headers));
  return res;
};

const ctx = useTestApp({ vapid: VAPID });

interface Member {
  id: string;
  headers: Record<string, string>;
}

async function member(): Promise<Member> {
  const body = signupBody();
  const res = await signup(ctx.app, body);
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await ctx.db.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  return { id: row!.id, headers: { ...CLIENT, cookie: `auth._token=${cookieOf(res)}` } };
}

/** A browser's subscription: its own P-256 key pair and auth secret, as PushSubscription.toJSON() gives. */
function browserSubscription(
  endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`,
) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    authSecret: auth,
    json: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}

const subscribe = (app: App, headers: Record<string, string>, payload: unknown) =>
  app
    .inject({ method: 'POST', url: '/api/user.php?push=1', headers, payload: payload as object })
    .then(record);
const unsubscribe = (app: App, headers: Record<string, string>, endpoint: string) =>
  app.inject({ method: 'DELETE', url: '/api/user.php?push=1', headers, payload: { endpoint } }).then(record);

const rowsOf = (userId: string) =>
  ctx.db.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
const rowByEndpoint = async (endpoint: string) =>
  (await ctx.db.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0];

describe('POST /api/user.php?push=1', () => {
  it('refuses a visitor with 403 authentication_required and stores nothing', async () => {
    const sub = browserSubscription();
    const res = await subscribe(ctx.app, { ...CLIENT }, sub.json);
    expect(res.statusCode).toBe(403);
    expect(expectEnvelope(res).error.code).toBe('authentication_required');
    expect(await rowByEndpoint(sub.json.endpoint)).toBeUndefined();
  });

  it('needs X-Request-Type: client like every user call', async () => {
    const m = await member();
    const { 'x-request-type': _omit, ...noClient } = m.headers;
    const res = await subscribe(ctx.app, noClient, browserSubscription().json);
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).error.fields?.[0]?.path).toBe('headers.x-request-type');
  });

  it('stores the subscription of a logged-in member', async () => {
    const m = await member();
    const sub = browserSubscription();
    const res = await subscribe(ctx.app, m.headers, sub.json);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const [row] = await rowsOf(m.id);
    expect(row).toMatchObject({
      endpoint: sub.json.endpoint,
      p256dh: sub.json.keys.p256dh,
      auth: sub.json.keys.auth,
      userId: m.id,
    });
  });

  it('answers 400 with the envelope for bad bodies and stores nothing', async () => {
    const m = await member();
    const good = browserSubscription().json;
    const bad: unknown[] = [
      {},
      { ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' },
      { ...good, endpoint: 'https://127.0.0.1/push' },
      { ...good, endpoint: 'https://localhost/push' },
      { ...good, endpoint: 'https://user:pw@fcm.googleapis.com/x' },
      { ...good, endpoint: 'https://fcm.googleapis.com:8443/x' },
      { ...good, endpoint: `https://fcm.googleapis.com/${'a'.repeat(2100)}` },
      { ...good, endpoint: 'not a url' },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 60) } },
      { ...good, keys: { ...good.keys, p256dh: `${good.keys.p256dh.slice(0, 86)}!` } },
      { ...good, keys: { ...good.keys, p256dh: `C${good.keys.p256dh.slice(1)}` } },
      { ...good, keys: { ...good.keys, auth: randomBytes(32).toString('base64url') } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { ...good, keys: { ...good.keys, extra: 'x' } },
      { ...good, expirationTime: 'soon' },
      { ...good, unexpected: true },
    ];
    for (const body of bad) {
      const res = await subscribe(ctx.app, m.headers, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 120)).toBe(400);
      const envelope = expectEnvelope(res);
      expect(envelope.error.code).toBe('validation_failed');
    }
    expect(await rowsOf(m.id)).toHaveLength(0);
  });

  it('upserts by endpoint: the same browser again updates the keys, another member takes the endpoint over', async () => {
    const a = await member();
    const b = await member();
    const sub = browserSubscription();
    expect((await subscribe(ctx.app, a.headers, sub.json)).statusCode).toBe(200);
    const rotated = browserSubscription(sub.json.endpoint);
    expect((await subscribe(ctx.app, a.headers, rotated.json)).statusCode).toBe(200);
    let rows = await rowsOf(a.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.p256dh).toBe(rotated.json.keys.p256dh);

    expect((await subscribe(ctx.app, b.headers, rotated.json)).statusCode).toBe(200);
    rows = await rowsOf(a.id);
    expect(rows).toHaveLength(0);
    expect((await rowByEndpoint(sub.json.endpoint))?.userId).toBe(b.id);
  });

  it('keeps at most 10 subscriptions per member, dropping the oldest', async () => {
    let clock = Date.UTC(2025, 0, 1);
    const app = await ctx.extraApp({ vapid: VAPID, now: () => new Date((clock += 1000)) });
    const m = await member();
    const endpoints: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const sub = browserSubscription();
      endpoints.push(sub.json.endpoint);
      expect((await subscribe(app, m.headers, sub.json)).statusCode).toBe(200);
    }
    const rows = await rowsOf(m.id);
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.endpoint).sort()).toEqual(endpoints.slice(2).sort());
  });

  it('is rate-limited per IP', async () => {
    const app = await ctx.extraApp({ vapid: VAPID, pushRateLimit: { max: 2, timeWindow: 60_000 } });
    const m = await member();
    const headers = { ...m.headers, 'x-forwarded-for': '203.0.113.77' };
    expect((await subscribe(app, headers, browserSubscription().json)).statusCode).toBe(200);
    expect((await subscribe(app, headers, browserSubscription().json)).statusCode).toBe(200);
    const third = await subscribe(app, headers, browserSubscription().json);
    expect(third.statusCode).toBe(429);
    expect(expectEnvelope(third).error.code).toBe('rate_limited');
  });

  it('leaves the login on POST /api/user.php without push=1', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user.php?push=0',
      headers: CLIENT,
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(res.statusCode).toBe(401);
    expect(expectEnvelope(res).error.code).toBe('login_failed');
  });
});

describe('DELETE /api/user.php?push=1', () => {
  it("forgets the member's own subscription and never another member's", async () => {
    const a = await member();
    const b = await member();
    const subA = browserSubscription();
    const subB = browserSubscription();
    await subscribe(ctx.app, a.headers, subA.json);
    await subscribe(ctx.app, b.headers, subB.json);

    const foreign = await unsubscribe(ctx.app, a.headers, subB.json.endpoint);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual({ ok: true });
    expect((await rowByEndpoint(subB.json.endpoint))?.userId).toBe(b.id);

    const own = await unsubscribe(ctx.app, a.headers, subA.json.endpoint);
    expect(own.statusCode).toBe(200);
    expect(await rowByEndpoint(subA.json.endpoint)).toBeUndefined();
  });

  it('refuses a visitor and a bad endpoint', async () => {
    const m = await member();
    const sub = browserSubscription();
    await subscribe(ctx.app, m.headers, sub.json);
    const visitor = await unsubscribe(ctx.app, { ...CLIENT }, sub.json.endpoint);
    expect(visitor.statusCode).toBe(403);
    expect(expectEnvelope(visitor).error.code).toBe('authentication_required');
    const bad = await unsubscribe(ctx.app, m.headers, 'javascript:alert(1)');
    expect(bad.statusCode).toBe(400);
    expect(await rowByEndpoint(sub.json.endpoint)).toBeDefined();
  });
});

describe('settings and documentation', () => {
  it('serve the VAPID public key as push_public_key', async () => {
    const res = record(await ctx.app.inject({ url: '/api/settings.php' }));
    expect(ZSettings.parse(res.json()).push_public_key).toBe(VAPID.publicKey);
  });

  it('serve an empty key when the app has no VAPID keys (push off)', async () => {
    const app = await ctx.extraApp({ vapid: null });
    const res = await app.inject({ url: '/api/settings.php' });
    expect(ZSettings.parse(res.json()).push_public_key).toBe('');
    expect(app.push).toBeNull();
  });

  it('document both push operations in the OpenAPI under the spec path', async () => {
    const res = record(await ctx.app.inject({ url: '/api/docs/json' }));
    const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/api/user.php?push=1'] ?? {}).sort()).toEqual(['delete', 'post']);
    expect(Object.keys(doc.paths['/api/user.php'] ?? {})).toEqual(
      expect.arrayContaining(['get', 'post', 'put']),
    );
  });

  it('never put the private key in any answer', () => {
    expect(seen.length).toBeGreaterThan(20);
    for (const text of seen) expect(text).not.toContain(VAPID.privateKey);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The sender, against an in-process fake push service speaking RFC 8030 over plain http.

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A push service: 201 under /ok, 410 under /gone, 404 under /missing, 500 under /broken. */
async function fakePushService() {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      const status = req.url?.startsWith('/ok')
        ? 201
        : req.url?.startsWith('/gone')
          ? 410
          : req.url?.startsWith('/missing')
            ? 404
            : 500;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** RFC 8291 decryption as a browser does it: proves the body is a real aes128gcm message for this browser. */
function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const push = decryptWebPush(body, ecdh, authSecret);
  expect(push.recordSize).toBeGreaterThanOrEqual(push.ciphertextLength);
  expect(push.delimiter).toBe(2); // the last record's delimiter
  return push.text;
}

/** Checks `Authorization: vapid t=<ES256 JWT>, k=<public key>` (RFC 8292) for this push service's origin. */
function verifyVapid(header: string | undefined, audience: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  expect(match, header).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(VAPID.publicKey);
  const [h, p, s] = jwt!.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  expect(claims.aud).toBe(audience);
  expect(claims.sub).toBe(VAPID.subject);
  expect(claims.exp * 1000).toBeGreaterThan(Date.now());
  expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);
  const raw = Buffer.from(VAPID.publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  expect(ok).toBe(true);
}

const MESSAGE: TPushMessage = {
  kind: 'new_messages',
  title: 'New message from Anna',
  body: 'Hi there!',
  checkUrl: '/chats/42',
  openUrl: '/login',
  tag: 'chat-42',
};

describe('push sender', () => {
  let service: Awaited<ReturnType<typeof fakePushService>>;
  beforeAll(async () => {
    service = await fakePushService();
  });
  afterAll(async () => service?.close());

  const sender = () =>
    createPushSender({
      db: ctx.db.db,
      vapid: VAPID,
      transport: createPushTransport({ allowInsecure: true }),
    });

  it('sends an encrypted aes128gcm message with a valid VAPID header, and drops gone subscriptions', async () => {
    const m = await member();
    const ok = browserSubscription(`${service.base}/ok/${randomBytes(6).toString('hex')}`);
    const gone = browserSubscription(`${service.base}/gone/${randomBytes(6).toString('hex')}`);
    const missing = browserSubscription(`${service.base}/missing/${randomBytes(6).toString('hex')}`);
    const broken = browserSubscription(`${service.base}/broken/${randomBytes(6).toString('hex')}`);
    for (const s of [ok, gone, missing, broken]) {
      await upsertPushSubscription(ctx.db.db, m.id, s.json, 'test', new Date());
    }
    service.received.length = 0;

    const result = await sender().sendToMember(m.id, MESSAGE);
    expect(result).toEqual({ sent: 1, removed: 2, failed: 1 });
    expect(service.received).toHaveLength(4);

    const toOk = service.received.find((r) => r.path.startsWith('/ok'))!;
    expect(toOk.headers['content-encoding']).toBe('aes128gcm');
    expect(toOk.headers['content-type']).toBe('application/octet-stream');
    expect(Number(toOk.headers.ttl)).toBe(86_400);
    expect(toOk.headers.urgency).toBe('normal');
    verifyVapid(toOk.headers.authorization, service.base);
    expect(JSON.parse(decryptAes128gcm(toOk.body, ok.ecdh, ok.authSecret))).toEqual(MESSAGE);
    expect(toOk.body.toString('latin1')).not.toContain('Anna');

    const left = await rowsOf(m.id);
    expect(left.map((r) => r.endpoint).sort()).toEqual([broken.json.endpoint, ok.json.endpoint].sort());
    expect(left.find((r) => r.endpoint === ok.json.endpoint)?.lastSuccessAt).toBeInstanceOf(Date);
    expect(left.find((r) => r.endpoint === broken.json.endpoint)?.lastFailureAt).toBeInstanceOf(Date);
  });

  it("respects the member's push preference for the message's kind", async () => {
    const m = await member();
    const sub = browserSubscription(`${service.base}/ok/${randomBytes(6).toString('hex')}`);
    await upsertPushSubscription(ctx.db.db, m.id, sub.json, 'test', new Date());
    await updateNotifications(ctx.db.db, m.id, { push: { like: false } }, new Date());
    service.received.length = 0;

    const like = await sender().sendToMember(m.id, { ...MESSAGE, kind: 'like' });
    expect(like).toEqual({ skipped: 'preference', sent: 0, removed: 0, failed: 0 });
    expect(service.received).toHaveLength(0);

    const chat = await sender().sendToMember(m.id, MESSAGE);
    expect(chat.sent).toBe(1);
    expect(service.received).toHaveLength(1);
  });

  it('sends nothing to an account pending deletion and counts an unreachable service as failed', async () => {
    const m = await member();
    const sub = browserSubscription(`${service.base}/ok/${randomBytes(6).toString('hex')}`);
    await upsertPushSubscription(ctx.db.db, m.id, sub.json, 'test', new Date());
    await ctx.db.db.update(users).set({ status: 'pending_deletion' }).where(eq(users.id, m.id));
    expect(await sender().sendToMember(m.id, MESSAGE)).toEqual({ sent: 0, removed: 0, failed: 0 });

    const other = await member();
    const dead = browserSubscription('http://127.0.0.1:1/ok/nobody-listens');
    await upsertPushSubscription(ctx.db.db, other.id, dead.json, 'test', new Date());
    expect(await sender().sendToMember(other.id, MESSAGE)).toEqual({ sent: 0, removed: 0, failed: 1 });
  });

  it('refuses invalid messages', async () => {
    const m = await member();
    await expect(
      sender().sendToMember(m.id, { ...MESSAGE, checkUrl: 'https://evil.example/' }),
    ).rejects.toThrow();
    await expect(sender().sendToMember(m.id, { ...MESSAGE, openUrl: '//evil.example/' })).rejects.toThrow();
  });

  it('is the app decoration when the app has VAPID keys', () => {
    expect(ctx.app.push?.publicKey).toBe(VAPID.publicKey);
  });
});

describe('push transport (production default)', () => {
  it('refuses plain http endpoints', async () => {
    await expect(
      createPushTransport()({ endpoint: 'http://push.example/x', method: 'POST', headers: {}, body: null }),
    ).rejects.toThrow(/https/);
  });

  it('refuses names that resolve to private or loopback addresses', async () => {
    const privateOrLoopback = [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
    ];
    for (const address of privateOrLoopback) expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['142.250.74.100', '2a00:1450:4001:80b::200a'])
      expect(isPrivateAddress(address), address).toBe(false);
    const err = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (e) => resolve(e)),
    );
    expect(err?.code).toBe('EPUSHPRIVATE');
    await expect(
      createPushTransport({ timeoutMs: 2000 })({
        endpoint: 'https://localhost/push',
        method: 'POST',
        headers: {},
        body: null,
      }),
    ).rejects.toThrow(/non-public/);
  });
});

describe('VAPID keys', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vapid-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('are generated once into the file (0600) and reused after a restart', async () => {
    const file = join(dir, 'nested', 'vapid.json');
    const first = await resolveVapidKeys({ subject: 'mailto:a@b.example', file });
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(((await stat(file)).mode & 0o777).toString(8)).toBe('600');
    const again = await resolveVapidKeys({ subject: 'mailto:a@b.example', file });
    expect(again).toEqual(first);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
  });

  it('come from the environment when set, and a broken file or pair is an error', async () => {
    const file = join(dir, 'env.json');
    const env = await resolveVapidKeys({ ...generated, subject: 'mailto:x@y.example', file });
    expect(env).toEqual({ ...generated, subject: 'mailto:x@y.example' });
    await expect(stat(file)).rejects.toThrow();
    await expect(
      resolveVapidKeys({ publicKey: generated.publicKey, privateKey: 'AAAA', subject: 'mailto:x@y', file }),
    ).rejects.toThrow(/VAPID/);
    await writeFile(join(dir, 'bad.json'), '{"publicKey":"x"}');
    await expect(resolveVapidKeys({ subject: 'mailto:x@y', file: join(dir, 'bad.json') })).rejects.toThrow(
      /VAPID/,
    );
  });

  it('default the subject from PUBLIC_URL', () => {
    expect(defaultVapidSubject('https://amora.example/')).toBe('https://amora.example');
    expect(defaultVapidSubject('http://localhost:3000')).toBe('mailto:push@localhost');
  });

  it('the contract accepts a real browser subscription shape', () => {
    expect(ZPushSubscriptionInput.safeParse(browserSubscription().json).success).toBe(true);
  });
});
