import { contentSecurityPolicy, CSP_HEADER, securityHeaders, type Header } from './csp';

/** One entry of a Next.js config's `headers()`. */
export interface HeaderRule {
  source: string;
  headers: Header[];
}

/**
 * The `headers()` of a Next.js app behind the front door (members, legal): the security headers on every
 * response, and the Content-Security-Policy without a nonce on the paths its proxy skips (a page's policy
 * carries a fresh nonce and is set by the proxy), so not a single response goes out without one.
 */
export function securityHeaderRules({
  dev,
  production,
  proxySkipped,
}: {
  dev: boolean;
  production: boolean;
  proxySkipped: readonly string[];
}): HeaderRule[] {
  const staticPolicy = { key: CSP_HEADER, value: contentSecurityPolicy({ dev }) };
  return [
    { source: '/:path*', headers: securityHeaders({ production }) },
    ...proxySkipped.map((source) => ({ source, headers: [staticPolicy] })),
  ];
}

/**
 * The Next.js config entries every app behind the front door shares (members, legal): no `X-Powered-By`, and
 * `headers()` from `securityHeaderRules`, in the mode `nodeEnv` (the app's `process.env.NODE_ENV`) names.
 * Spread into the app's config: `{ ...nextSecurityConfig({ nodeEnv: process.env.NODE_ENV, proxySkipped }) }`.
 */
export function nextSecurityConfig({
  nodeEnv,
  proxySkipped,
}: {
  nodeEnv: string | undefined;
  proxySkipped: readonly string[];
}) {
  const rules = securityHeaderRules({
    dev: nodeEnv === 'development',
    production: nodeEnv === 'production',
    proxySkipped,
  });
  return { poweredByHeader: false, headers: async (): Promise<HeaderRule[]> => rules };
}
