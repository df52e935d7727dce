import type { NextConfig } from 'next';
import { securityHeaderRules } from '@dating/core/web-security';

const isDev = process.env.NODE_ENV === 'development';
const isProd = process.env.NODE_ENV === 'production';

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
  poweredByHeader: false,
  reactStrictMode: true,
  compiler: { styledComponents: true },
  async headers() {
    return securityHeaderRules({ dev: isDev, production: isProd, proxySkipped: PROXY_SKIPPED });
  },
};

export default config;
