import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, securityHeaders } from './csp';

/** `directive → sources` of a policy header value. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

describe('createNonce', () => {
  it('is 128 random bits in base64, the form Next.js reads back from the policy', () => {
    const nonces = new Set(Array.from({ length: 200 }, () => createNonce()));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(`'nonce-${nonce}'`).toMatch(/^'nonce-([A-Za-z0-9+/_-]+={0,2})'$/);
    }
  });
});

describe('contentSecurityPolicy', () => {
  it('lets scripts run only with the nonce (or loaded by one that had it), never inline', () => {
    const policy = parse(contentSecurityPolicy({ nonce: 'abc123==' }));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    for (const sources of policy.values()) {
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources).not.toContain('*');
    }
  });

  it('has the directives issue 19 asks for: no plugins, no foreign base, no framing', () => {
    const policy = parse(contentSecurityPolicy({ nonce: 'n' }));
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('keeps inline styles (styled-components, style attributes) but never inline scripts', () => {
    const policy = parse(contentSecurityPolicy({ nonce: 'n' }));
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('without a nonce allows only same-origin script files (assets, the service worker)', () => {
    const policy = parse(contentSecurityPolicy());
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it("adds 'unsafe-eval' in development only", () => {
    expect(parse(contentSecurityPolicy({ nonce: 'n', dev: true })).get('script-src')).toContain(
      "'unsafe-eval'",
    );
    expect(contentSecurityPolicy({ nonce: 'n', dev: false })).not.toContain('unsafe-eval');
  });

  it('is exactly this one header line', () => {
    expect(contentSecurityPolicy({ nonce: 'n0nce==' })).toBe(
      "default-src 'self'; script-src 'self' 'nonce-n0nce==' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' blob: data:; font-src 'self'; connect-src 'self' ws: wss:; media-src 'self' blob:; " +
        "worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
        "frame-ancestors 'none'",
    );
  });

  it('is one header line without stray separators', () => {
    const value = contentSecurityPolicy({ nonce: 'n' });
    expect(value).not.toMatch(/[\r\n]/);
    expect(value).not.toMatch(/;\s*;|;\s*$/);
  });
});

describe('securityHeaders', () => {
  const names = (production: boolean) => securityHeaders({ production }).map((h) => h.key);

  it('sends nosniff, referrer, framing, permissions and opener policies everywhere', () => {
    const headers = Object.fromEntries(securityHeaders({ production: false }).map((h) => [h.key, h.value]));
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
  });

  it('adds HSTS in production only', () => {
    expect(names(true)).toContain('Strict-Transport-Security');
    expect(names(false)).not.toContain('Strict-Transport-Security');
  });
});
