import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, CSP_HEADER, securityHeaders } from './csp';
import { nextSecurityConfig, securityHeaderRules } from './header-rules';

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

  it('gives a Next.js config no X-Powered-By and the rules of its NODE_ENV', async () => {
    const prod = nextSecurityConfig({ nodeEnv: 'production', proxySkipped: ['/x'] });
    expect(prod.poweredByHeader).toBe(false);
    expect(await prod.headers()).toEqual(
      securityHeaderRules({ dev: false, production: true, proxySkipped: ['/x'] }),
    );
    const dev = nextSecurityConfig({ nodeEnv: 'development', proxySkipped: ['/x'] });
    expect(await dev.headers()).toEqual(
      securityHeaderRules({ dev: true, production: false, proxySkipped: ['/x'] }),
    );
  });
});
