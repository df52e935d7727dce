/**
 * The Content-Security-Policy and the other security headers of the member site and the legal pages (issue 19
 * item 5, ADR 0013): one policy, so `/pages/*` at the one origin is no weaker than the rest.
 *
 * Every HTML page gets a fresh nonce from `src/proxy.ts`: the proxy puts the policy on the request (Next.js reads
 * the `'nonce-…'` source of `script-src` from it and stamps the nonce on its own bootstrap and chunk scripts) and
 * on the response. Scripts therefore run only with that nonce or when loaded by a script that had it
 * (`'strict-dynamic'`); an injected inline script or event-handler attribute does not. Paths the proxy does not
 * see (`/_next/*`, icons, the push service worker) get the same policy without a nonce from `next.config.ts`.
 *
 * Styles keep `'unsafe-inline'`: styled-components inserts `<style>` tags at run time and components use `style`
 * attributes, neither of which can carry a nonce (a nonce in `style-src` would also switch `'unsafe-inline'` off).
 * Each app's `src/proxy.ts` sets the nonce; scripts/lib/static-security.mjs is the landers' version with hashes
 * instead of a nonce (plain JavaScript, served without a build step).
 */

/** The request header the proxy puts the nonce in, for a server component with an inline script of its own. */
export const NONCE_HEADER = 'x-nonce';
export const CSP_HEADER = 'Content-Security-Policy';

/** 128 random bits, base64: unguessable, and what Next.js's nonce parser accepts (`[A-Za-z0-9+/_-]+={0,2}`). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export interface CspOptions {
  /** The page's nonce; without one no inline script may run at all (`script-src 'self'`). */
  nonce?: string;
  /** `next dev`: React's dev tooling needs `'unsafe-eval'`. */
  dev?: boolean;
}

/** The policy as one header value: `directive source …; directive source …`. */
export function contentSecurityPolicy({ nonce, dev = false }: CspOptions = {}): string {
  const script = ["'self'"];
  if (nonce) script.push(`'nonce-${nonce}'`, "'strict-dynamic'");
  if (dev) script.push("'unsafe-eval'");
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', ...script],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'blob:', 'data:'],
    ['font-src', "'self'"],
    // The API, including the live WebSocket, is proxied under /api of the same origin.
    ['connect-src', "'self'", 'ws:', 'wss:'],
    ['media-src', "'self'", 'blob:'],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

export interface Header {
  key: string;
  value: string;
}

/** The headers every response carries besides the CSP (HSTS only in production, where TLS is in front). */
export function securityHeaders({ production }: { production: boolean }): Header[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(self), payment=(self), usb=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(production
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
  ];
}
