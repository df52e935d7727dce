// @vitest-environment node
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
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
