// @vitest-environment node
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';

const nonceOf = (policy: string | null) => policy?.match(/script-src [^;]*'nonce-([^']+)'/)?.[1];

describe('legal proxy', () => {
  it('puts one fresh nonce on the response and on the request Next.js renders with', () => {
    const response = proxy(new NextRequest('http://localhost:3002/pages/terms'));
    const sent = response.headers.get('content-security-policy');
    const nonce = nonceOf(sent);
    expect(nonce).toBeTruthy();
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(sent);
    expect(response.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
    const next = proxy(new NextRequest('http://localhost:3002/pages/terms'));
    expect(nonceOf(next.headers.get('content-security-policy'))).not.toBe(nonce);
  });
});
