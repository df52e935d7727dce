// Bugs the security battery found, each held by a small direct test (issue 19 item 6).
import { describe, expect, it } from 'vitest';
import { CLIENT, expectEnvelope, useForTests } from '../helper';
import { setupSecurityApp } from './harness';

const ctx = useForTests(setupSecurityApp);

describe('a NUL character never reaches the database (S1: was a 500)', () => {
  it('login, password reset and sign-up e-mail addresses', async () => {
    for (const [url, payload] of [
      ['/api/user.php', { email: 'a\u0000b@example.com', password: 'whatever-password' }],
      ['/api/reset-password.php', { email: 'a\u0000b@example.com' }],
    ] as const) {
      const res = await ctx.app.inject({ method: 'POST', url, headers: CLIENT, payload });
      expect(res.statusCode, url).toBe(400);
      const body = expectEnvelope(res);
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields?.[0]?.path).toBe('body.email');
    }
  });

  it('query filters and path parameters', async () => {
    const search = await ctx.app.inject({ url: '/api/search.php?countryregion=a%00b' });
    expect(search.statusCode).toBe(400);
    expect(expectEnvelope(search).error.fields?.[0]?.path).toBe('query.countryregion');
    const media = await ctx.app.inject({ url: '/api/media/a%00b.webp' });
    expect(media.statusCode).toBeLessThan(500);
    expectEnvelope(media);
  });

  it('in a nested key or value', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup.php',
      payload: { tracking: { network: 'x\u0000' } },
    });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).error.fields?.[0]?.path).toBe('body.tracking.network');
  });
});

describe('router errors answer in the error envelope (S1: was Fastify’s own JSON)', () => {
  it('a malformed percent-escape in the path', async () => {
    const res = await ctx.app.inject({ url: '/api/media/%zz' });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).error.code).toBe('bad_request');
    expect(res.body).not.toContain('FST_ERR');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a path parameter longer than the router allows', async () => {
    const res = await ctx.app.inject({ url: `/api/media/${'a'.repeat(300)}` });
    expect(res.statusCode).toBe(414);
    expect(expectEnvelope(res).error.code).toBe('bad_request');
    expect(res.body).not.toContain('FST_ERR');
  });
});
