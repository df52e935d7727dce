import type { NextConfig } from 'next';
import { nextSecurityConfig } from '@dating/core/web-security';

/**
 * Security headers on every response. The Content-Security-Policy of a page carries a fresh nonce and is set by
 * `src/proxy.ts`; the paths the proxy skips (Next's assets, icons, the push service worker) get the same policy
 * without a nonce here, so not a single response of this app goes out without one. See `@dating/core/web-security`.
 */
export const PROXY_SKIPPED = ['/_next/:path*', '/icon.svg', '/fictional.svg', '/sw-push.js', '/favicon.ico'];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  compiler: { styledComponents: true },
  ...nextSecurityConfig({ nodeEnv: process.env.NODE_ENV, proxySkipped: PROXY_SKIPPED }),
};

export default nextConfig;
