import { NextResponse, type NextRequest } from 'next/server';
import { env } from './env';
import { contentSecurityPolicy, createNonce, CSP_HEADER, NONCE_HEADER } from '@dating/core/web-security';

/**
 * Gives every legal page a fresh CSP nonce: the policy goes on the request, where Next.js finds the nonce for its
 * own scripts (a server component reads it from `x-nonce`), and on the response (`@dating/core/web-security`).
 */
export function proxy(request: NextRequest) {
  const nonce = createNonce();
  const policy = contentSecurityPolicy({ nonce, dev: env.NODE_ENV === 'development' });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(CSP_HEADER, policy);
  requestHeaders.set(NONCE_HEADER, nonce);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set(CSP_HEADER, policy);
  return response;
}

/**
 * Every page under the `/pages` base path (Next.js prefixes it; `'/'` is `/pages` itself). Skipped: the assets
 * and the icon, whose policy without a nonce comes from next.config.ts. Keep the two lists in step.
 */
export const config = {
  matcher: ['/', '/((?!_next/|icon\\.svg).*)'],
};
