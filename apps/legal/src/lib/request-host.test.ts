import { describe, expect, it } from 'vitest';
import { requestHost } from './request-host';

const h = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe('requestHost', () => {
  it('prefers the forwarded host and drops the port', () => {
    expect(requestHost(h({ 'x-forwarded-host': 'Dating.Example:3000', host: '127.0.0.1:3002' }))).toBe(
      'dating.example',
    );
  });
  it('falls back to the host header', () => {
    expect(requestHost(h({ host: 'localhost:3002' }))).toBe('localhost');
  });
  it('takes the first of several forwarded hosts', () => {
    expect(requestHost(h({ 'x-forwarded-host': 'a.example, b.example' }))).toBe('a.example');
  });
  it('rejects malformed or missing hosts', () => {
    expect(requestHost(h({ host: 'evil.example/path' }))).toBeNull();
    expect(requestHost(h({}))).toBeNull();
  });
});
