import type { NextConfig } from 'next';
import { nextSecurityConfig } from '@dating/core/web-security';

/**
 * The member site's security headers (`@dating/core/web-security`). A page's Content-Security-Policy carries a fresh nonce and
 * is set by `src/proxy.ts`; the paths the proxy skips get the same policy without a nonce here.
 */
export const PROXY_SKIPPED = ['/_next/:path*', '/icon.svg'];

/**
 * Served behind the members app (the front door) under `/pages`. `basePath` puts both the routes and the
 * `_next` assets under `/pages`, so they never collide with the members app's own `/_next`; it also prefixes the
 * header sources below and the proxy's matcher.
 */
const config: NextConfig = {
  basePath: '/pages',
  reactStrictMode: true,
  compiler: { styledComponents: true },
  ...nextSecurityConfig({ nodeEnv: process.env.NODE_ENV, proxySkipped: PROXY_SKIPPED }),
};

export default config;
