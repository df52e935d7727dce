import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'auth._token';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/** A fresh opaque session token: 32 random bytes, base64url. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 (hex) of a session token, as stored in the sessions table. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Rejects cookie values that cannot be a token before touching the database. */
export function isWellFormedToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
