import type { NextConfig } from 'next';

/**
 * Served behind the members app (the front door) under `/pages`. `basePath` puts both the routes and the
 * `_next` assets under `/pages`, so they never collide with the members app's own `/_next`.
 */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'" },
  { key: 'X-Frame-Options', value: 'DENY' },
];

const config: NextConfig = {
  basePath: '/pages',
  poweredByHeader: false,
  reactStrictMode: true,
  compiler: { styledComponents: true },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default config;
