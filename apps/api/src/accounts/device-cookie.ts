import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP "device cookies": after a successful login the browser gets `auth._device` = `<nonce>.<mac>`, where
 * mac = HMAC-SHA256(secret, userId + "." + nonce). A login from a browser holding a valid device cookie for
 * that member is not blocked by the account lock, so an attacker guessing passwords elsewhere cannot lock
 * the real member out. The cookie names no user and proves nothing on its own (the password is still checked).
 */
export const DEVICE_COOKIE = 'auth._device';
export const DEVICE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** Only the login call needs it. */
export const DEVICE_COOKIE_PATH = '/api/user.php';

function mac(secret: string, userId: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${userId}.${nonce}`, 'utf8').digest('base64url');
}

/** A fresh device cookie value for a member. */
export function issueDeviceCookie(secret: string, userId: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${mac(secret, userId, nonce)}`;
}

/** Whether `value` is a device cookie this server issued for `userId` (timing-safe). */
export function isValidDeviceCookie(secret: string, userId: string, value: unknown): boolean {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/.test(value)) return false;
  const [nonce = '', given = ''] = value.split('.');
  const expected = Buffer.from(mac(secret, userId, nonce));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
