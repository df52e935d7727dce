import type { Db, DbHandle } from '@dating/db';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { DEMO_LOGIN } from '@dating/db';
import { CLIENT, postLogin, expectEnvelope, useTestApp } from './helper';

const ctx = useTestApp();

describe('the error envelope', () => {
  it('answers an unknown path with a JSON 404', async () => {
    const res = await ctx.app.inject({ url: '/api/nope.php' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const env = expectEnvelope(res);
    expect(env.error).toMatchObject({ code: 'not_found', message: 'errors.not_found' });
    expect(env.error.request_id).toBe(res.headers['x-request-id']);
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/settings.php' });
    expect(res.statusCode).toBe(405);
    expect(expectEnvelope(res).error.code).toBe('method_not_allowed');
    expect(res.headers.allow).toContain('GET');
  });

  it('answers malformed JSON with 400', async () => {
    const res = await postLogin(ctx.app, '{"email": ', { headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).error.code).toBe('bad_request');
  });

  it('answers a huge body with 413', async () => {
    const res = await postLogin(ctx.app, JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(200_000) }), {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(expectEnvelope(res).error.code).toBe('payload_too_large');
  });

  it('answers a wrong content type with 415', async () => {
    const res = await postLogin(ctx.app, '<login/>', { headers: { 'content-type': 'application/xml' } });
    expect(res.statusCode).toBe(415);
    expect(expectEnvelope(res).error.code).toBe('unsupported_media_type');
  });

  it('answers 503 from health when the database is gone', async () => {
    // A fake handle whose database is down: every query rejects.
    const gone = { execute: () => Promise.reject(new Error('connection terminated')) } as unknown as Db;
    const down: DbHandle = { kind: 'pglite', db: gone, generic: gone, close: async () => undefined };
    const app = await buildApp({ db: down, mediaDir: ctx.mediaDir });
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(expectEnvelope(res).error.code).toBe('service_unavailable');
    await app.close();
  });
});

describe('security headers', () => {
  it('sets a locked-down CSP, nosniff and the referrer policy on API answers, no HSTS in development', async () => {
    for (const url of ['/api/settings.php', '/api/nope']) {
      const res = await ctx.app.inject({ url });
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS and Secure cookies in production', async () => {
    const prod = await ctx.extraApp({ production: true });
    const res = await prod.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const loggedIn = await postLogin(prod, DEMO_LOGIN);
    expect(loggedIn.cookies.find((c) => c.name === 'auth._token')?.secure).toBe(true);
  });

  it('serves the OpenAPI document and a docs UI with its own scoped CSP', async () => {
    const json = await ctx.app.inject({ url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/settings.php',
      '/api/user.php',
      '/api/logout.php',
      '/api/companyinfo.php',
      '/api/interests.php',
      '/api/regions.php',
      '/api/media/{file}',
    ]) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
    const ui = await ctx.app.inject({ url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    const csp = ui.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

/** A small deterministic PRNG so the battery is reproducible. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const ALPHABET = 'aZ09-_.~%/?&=#;:,+ "\'<>{}[]\\|^`$!*()@\u00e9\u4e2d\u0000\n';
const PIECES = [
  'domain',
  'country',
  'route',
  '__proto__',
  'constructor',
  '%00',
  '%zz',
  '%',
  '..',
  'NL',
  'nl',
  '[]',
  '[0]',
  '=',
  '&&',
  '%F0%9F%92%A9',
  'x'.repeat(300),
];

describe('malformed input battery', () => {
  const rand = rng(20260314);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
  const junk = (n: number) =>
    Array.from({ length: n }, () => (rand() < 0.4 ? pick(PIECES) : pick([...ALPHABET]))).join('');

  it('never answers ≥ 500 and always answers errors with the envelope', async () => {
    const cases: {
      method: 'GET' | 'POST' | 'PUT';
      url: string;
      headers: Record<string, string>;
      payload?: string;
    }[] = [];
    for (let i = 0; i < 100; i++) {
      const q = `${pick(PIECES)}=${encodeURIComponent(junk(1 + Math.floor(rand() * 8)))}${rand() < 0.5 ? `&${junk(3)}` : ''}`;
      cases.push({ method: 'GET', url: `/api/settings.php?${q.replace(/#/g, '%23')}`, headers: {} });
    }
    const types = [
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/json; charset=utf-16',
      '',
    ];
    for (let i = 0; i < 100; i++) {
      const shapes = [
        () => junk(1 + Math.floor(rand() * 20)),
        () => JSON.stringify({ email: junk(5), password: rand() < 0.5 ? junk(4) : 12 }),
        () => JSON.stringify([junk(3)]),
        () => JSON.stringify({ language: pick(['de', 'xx', null, 1, {}, []]) }),
        () => JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: {} } }),
        () => 'null',
        () => '',
      ];
      const type = pick(types);
      cases.push({
        method: pick(['POST', 'PUT'] as const),
        url: '/api/user.php',
        headers: { ...(rand() < 0.8 ? CLIENT : {}), ...(type ? { 'content-type': type } : {}) },
        payload: pick(shapes)(),
      });
    }
    expect(cases).toHaveLength(200);
    for (const c of cases) {
      const res = await ctx.app.inject(c);
      expect(res.statusCode, `${c.method} ${c.url} ${c.payload ?? ''}`).toBeLessThan(500);
      if (res.statusCode >= 400) expectEnvelope(res);
    }
  });
});
