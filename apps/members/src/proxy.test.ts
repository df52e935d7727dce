// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROXY_SKIPPED } from '../next.config';
import { config, proxy } from './proxy';

const request = (path: string, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, 'http://localhost:3000'), { headers });

/** The nonce of a policy's script-src. */
const nonceOf = (policy: string | null) => policy?.match(/script-src [^;]*'nonce-([^']+)'/)?.[1];

describe('proxy: Content-Security-Policy', () => {
  it('puts the same fresh nonce on the response and on the request Next.js renders with', async () => {
    const response = await proxy(request('/signup'));
    const sent = response.headers.get('content-security-policy');
    const nonce = nonceOf(sent);
    expect(nonce).toBeTruthy();
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(sent);
    expect(response.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
    const again = await proxy(request('/signup'));
    expect(nonceOf(again.headers.get('content-security-policy'))).not.toBe(nonce);
  });

  it('replaces a policy or nonce the client sent', async () => {
    const response = await proxy(
      request('/login', {
        'content-security-policy': "script-src 'nonce-attacker'",
        'x-nonce': 'attacker',
      }),
    );
    expect(response.headers.get('x-middleware-request-x-nonce')).not.toBe('attacker');
    expect(response.headers.get('x-middleware-request-content-security-policy')).not.toContain('attacker');
  });

  it('sends the policy with the redirect of a visitor on a member-only route', async () => {
    const response = await proxy(request('/chats'));
    expect(response.status).toBe(307);
    expect(nonceOf(response.headers.get('content-security-policy'))).toBeTruthy();
  });

  it('renders the not-found rewrite with a nonce', async () => {
    const response = await proxy(request('/no-such-page'));
    expect(response.headers.get('x-middleware-rewrite')).toContain('/_/not-found');
    const nonce = nonceOf(response.headers.get('content-security-policy'));
    expect(nonce).toBeTruthy();
    expect(response.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
  });
});

describe('proxy: real 404s before rendering', () => {
  afterEach(() => vi.restoreAllMocks());

  /** The API's answer to member.php; returns the spy to read what the proxy asked. */
  const apiAnswers = (status: number) =>
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status }));
  const isNotFoundRewrite = (response: Response) =>
    response.headers.get('x-middleware-rewrite')?.includes('/_/not-found') ?? false;

  it('answers any one-segment path that is no route with the 404 page, token-shaped or not', async () => {
    const fetch = apiAnswers(200);
    for (const path of ['/this-page-does-not-exist', `/${'Ab3_-'.repeat(9)}`, '/nope'])
      expect(isNotFoundRewrite(await proxy(request(path))), path).toBe(true);
    expect(isNotFoundRewrite(await proxy(request('/signup')))).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks the API about /members/{id} as the viewer: unknown or malformed ids are a 404', async () => {
    for (const status of [404, 400]) {
      const fetch = apiAnswers(status);
      const response = await proxy(request('/members/not-a-real-id', { cookie: 'auth.session=abc' }));
      expect(isNotFoundRewrite(response), String(status)).toBe(true);
      const [url, init] = fetch.mock.calls[0]!;
      expect(String(url)).toContain('/api/member.php?id=not-a-real-id');
      expect(new Headers(init?.headers).get('cookie')).toBe('auth.session=abc');
      vi.restoreAllMocks();
    }
  });

  it('renders the profile page for a member who exists or who blocked the viewer (it says so)', async () => {
    for (const status of [200, 403]) {
      apiAnswers(status);
      expect(isNotFoundRewrite(await proxy(request('/members/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b')))).toBe(
        false,
      );
      vi.restoreAllMocks();
    }
  });

  it('renders the page when the API cannot be reached (the page shows the error)', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    expect(isNotFoundRewrite(await proxy(request('/members/abc')))).toBe(false);
  });

  it('asks nothing for the member list and the chat of a profile', async () => {
    const fetch = apiAnswers(404);
    await proxy(request('/members'));
    await proxy(request('/members/abc/chat', { cookie: 'auth.session=abc' }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps a landing page 404 for a member hidden from the viewer (403 too)', async () => {
    apiAnswers(403);
    expect(isNotFoundRewrite(await proxy(request('/members/abc/landing')))).toBe(true);
  });
});

describe('proxy matcher', () => {
  const [source = ''] = config.matcher;
  const matches = (path: string) => new RegExp(`^${source}$`).test(path);

  it('covers every page path', () => {
    for (const path of [
      '/',
      '/login',
      '/members',
      '/members/42',
      '/chats/7',
      '/no-such-page',
      '/_/not-found',
    ])
      expect(matches(path), path).toBe(true);
  });

  it('skips exactly the static paths next.config.ts gives the nonce-less policy', () => {
    for (const path of PROXY_SKIPPED) {
      const example = path.replace(':path*', 'static/chunks/x.js');
      expect(matches(example), example).toBe(false);
    }
  });
});
