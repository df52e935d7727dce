import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, CSP_HEADER, securityHeaders } from './csp';
import { securityHeaderRules } from './header-rules';

describe('securityHeaderRules', () => {
  it('sends the security headers everywhere and the policy without a nonce on the paths the proxy skips', () => {
    const rules = securityHeaderRules({
      dev: false,
      production: true,
      proxySkipped: ['/_next/:path*', '/a.svg'],
    });
    const staticPolicy = { key: CSP_HEADER, value: contentSecurityPolicy({ dev: false }) };
    expect(rules).toEqual([
      { source: '/:path*', headers: securityHeaders({ production: true }) },
      { source: '/_next/:path*', headers: [staticPolicy] },
      { source: '/a.svg', headers: [staticPolicy] },
    ]);
    expect(staticPolicy.value).not.toContain('nonce-');
  });

  it('uses the development policy in development', () => {
    const [, skipped] = securityHeaderRules({ dev: true, production: false, proxySkipped: ['/x'] });
    expect(skipped?.headers[0]?.value).toContain("'unsafe-eval'");
  });
});
