import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { ApiError } from '../shared/api-error';

/** `Algorithm.Argon2id` (an ambient const enum, which isolatedModules cannot read). */
const ARGON2ID = 2 as Algorithm;

/** OWASP argon2id parameters: 19 MiB memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

let dummy: Promise<string> | null = null;

/** A hash of a random secret, verified against when the email is unknown so both paths cost the same. */
function dummyHash(): Promise<string> {
  dummy ??= hash(`dummy-${Math.random()}-${Date.now()}`, ARGON2_OPTIONS);
  return dummy;
}

/**
 * Verifies a password against a stored argon2 hash, or against the dummy hash when there is no user.
 * Never throws on a malformed stored hash: that is a failed login.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  const target = storedHash ?? (await dummyHash());
  try {
    const ok = await verify(target, password);
    return storedHash !== null && ok;
  } catch {
    return false;
  }
}

/**
 * A change the member confirms with their password: 400 `wrong_password` on the field `path` (`body.password`)
 * unless `password` matches `storedHash` (no stored hash never matches).
 */
export async function requirePassword(
  storedHash: string | null,
  password: string,
  path: string,
): Promise<void> {
  if (!(await verifyPassword(storedHash, password))) {
    throw new ApiError('wrong_password', { fields: [{ path, message: 'errors.wrong_password' }] });
  }
}

/** Warms the dummy hash at start-up so the first unknown-email login is not slower. */
export async function warmPasswordHashing(): Promise<void> {
  await dummyHash();
}

/** An argon2id hash (OWASP parameters) of a new password; never truncated. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}
