import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonce, securityHeaders } from './csp';

const MEMBER_SITE_POLICY =
  "default-src 'self'; script-src 'self' 'nonce-n0nce==' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' blob: data:; font-src 'self'; connect-src 'self' ws: wss:; media-src 'self' blob:; " +
  "worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
  "frame-ancestors 'none'";

describe('legal CSP', () => {
  it('is the member site policy: nonce scripts only, no plugins, no foreign base, no framing', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc123==' });
    expect(policy).toContain("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toContain('unsafe-eval');
  });

  // The member site's policy, literally (apps/members/src/lib/csp.test.ts pins the same line; the end-to-end
  // spec security-headers.spec.ts compares the headers both apps send).
  it('sends the member site policy and headers', () => {
    expect(contentSecurityPolicy({ nonce: 'n0nce==' })).toBe(MEMBER_SITE_POLICY);
    expect(securityHeaders({ production: true }).map((h) => h.key)).toEqual([
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'Strict-Transport-Security',
    ]);
    expect(securityHeaders({ production: false }).map((h) => h.key)).not.toContain(
      'Strict-Transport-Security',
    );
  });

  it('makes a fresh base64 nonce per call', () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
  });
});
