// Security headers of the static builds (the landers) served by scripts/serve-static.mjs: the member site's set
// (apps/members/src/lib/csp.ts, ADR 0013), with one difference: a static file has no per-request nonce, so the
// scripts a page may run inline are allowed by their SHA-256 hashes, computed from the HTML as it is served.
// Vite's build emits none today (one module script with `src`), so the policy is `script-src 'self'`.
import { createHash } from 'node:crypto';

/** `<script …>body</script>`; a script with a `src` attribute has nothing inline to hash. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(?:^|\s)src\s*=/i;

/**
 * The CSP sources (`'sha256-…'`) of every inline script of an HTML document, in order and without repeats. The
 * hash is over the script's text exactly as served (the browser hashes the same bytes).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(attributes)) continue;
    const source = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    if (!hashes.includes(source)) hashes.push(source);
  }
  return hashes;
}

/**
 * The policy of a static page: the member site's, with the inline scripts' hashes in place of its nonce.
 * @param {{ scriptHashes?: string[] }} [options]
 * @returns {string}
 */
export function staticContentSecurityPolicy({ scriptHashes = [] } = {}) {
  const script = ["'self'", ...scriptHashes];
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    "connect-src 'self' ws: wss:",
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Every header of a static response but the content type: the member site's security headers and the policy
 * (HSTS only in production, where TLS is in front).
 * @param {{ html?: string, production?: boolean }} [options] `html`: the document served, for its script hashes
 * @returns {Record<string, string>}
 */
export function staticSecurityHeaders({ html, production = false } = {}) {
  return {
    'content-security-policy': staticContentSecurityPolicy({
      scriptHashes: html === undefined ? [] : inlineScriptHashes(html),
    }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self), payment=(self), usb=()',
    'cross-origin-opener-policy': 'same-origin',
    ...(production ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
