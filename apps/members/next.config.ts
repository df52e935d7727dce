import type { NextConfig } from 'next';
import { securityHeaderRules } from '@dating/core/web-security';

const isDev = process.env.NODE_ENV === 'development';
const isProd = process.env.NODE_ENV === 'production';

/**
 * Security headers on every response. The Content-Security-Policy of a page carries a fresh nonce and is set by
 * `src/proxy.ts`; the paths the proxy skips (Next's assets, icons, the push service worker) get the same policy
 * without a nonce here, so not a single response of this app goes out without one. See `@dating/core/web-security`.
 */
export const PROXY_SKIPPED = ['/_next/:path*', '/icon.svg', '/fictional.svg', '/sw-push.js', '/favicon.ico'];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  compiler: { styledComponents: true },
  async headers() {
    return securityHeaderRules({ dev: isDev, production: isProd, proxySkipped: PROXY_SKIPPED });
  },
};

export default nextConfig;
