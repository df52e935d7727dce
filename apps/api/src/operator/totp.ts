import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * TOTP (RFC 6238 over RFC 4226): HMAC-SHA-1, 30-second steps, 6 digits, the steps before and after the
 * current one accepted for clock drift. What every authenticator app (Google Authenticator, Aegis, 1Password,
 * FreeOTP, …) speaks by default. Replay of an accepted code is refused by the caller, which stores the step.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Accepted drift in steps, either side. */
export const TOTP_WINDOW = 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding. */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (case, spaces and padding ignored); throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const index = ALPHABET.indexOf(ch);
    if (index < 0) throw new Error('base32: invalid character');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The 30-second step of a moment. */
export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);

/** The code of one step (HOTP with the step as counter). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/**
 * The step a code is valid for at `at` (current step ± TOTP_WINDOW, newest first), or null. Steps at or before
 * `lastUsedStep` are never accepted: a code works once, and an older code cannot follow a newer one.
 */
export function matchTotp(
  secret: string,
  code: string,
  at: Date,
  lastUsedStep: number | null,
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(at);
  let found: number | null = null;
  for (let step = now + TOTP_WINDOW; step >= now - TOTP_WINDOW; step--) {
    // Every candidate is compared (constant work whatever matches).
    const same = timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(code));
    if (same && found === null && (lastUsedStep === null || step > lastUsedStep)) found = step;
  }
  return found;
}

/** The `otpauth://` URI an authenticator app scans (as a QR code) or takes pasted. */
export function otpauthUri(secret: string, account: string, issuer = 'Amora operator'): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

// The secret at rest (ADR 0028, note of issue 15): AES-256-GCM under OPERATOR_TOTP_KEY, a random 96-bit IV per
// value, stored as `v1:<iv>:<tag>:<ciphertext>` (base64url). A base32 secret stored before (no colon) is
// still read, and sealed on the next read by `operators-repo`.

let sealKey: Buffer | null = null;

/** The 32-byte key of OPERATOR_TOTP_KEY: 64 hex characters or base64(url) of 32 bytes; else null. */
export function parseTotpKey(value: string): Buffer | null {
  const s = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(s) ? Buffer.from(s, 'hex') : Buffer.from(s, 'base64url');
  return key.length === 32 ? key : null;
}

/**
 * Sets the key every seal and open of this process uses (server and `pnpm operator:create` call it at start).
 * Unset, a random key per process is used: enough for tests, never for a database that outlives the process.
 */
export function useTotpKey(key: Buffer): void {
  if (key.length !== 32) throw new Error('OPERATOR_TOTP_KEY must be 32 bytes');
  sealKey = key;
}

const currentKey = (): Buffer => (sealKey ??= randomBytes(32));

/** Whether a stored value is sealed (else it is a base32 secret from before encryption). */
export const isSealedTotpSecret = (stored: string): boolean => stored.startsWith('v1:');

export function sealTotpSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', currentKey(), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const b64 = (b: Buffer) => b.toString('base64url');
  return `v1:${b64(iv)}:${b64(cipher.getAuthTag())}:${b64(data)}`;
}

/** The base32 secret of a stored value; throws when the tag does not match (another key, a changed value). */
export function openTotpSecret(stored: string): string {
  if (!isSealedTotpSecret(stored)) return stored;
  const [, iv, tag, data] = stored.split(':');
  if (!iv || !tag || !data) throw new Error('not a sealed TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', currentKey(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * The key: OPERATOR_TOTP_KEY when set; else the one kept in `file` (e.g. `.data/operator-totp.key`), generated
 * once (0600) so the embedded site reads its operators after restarts.
 */
export async function resolveTotpKey(opts: {
  value?: string | undefined;
  file: string;
  log?: (message: string) => void;
}): Promise<Buffer> {
  if (opts.value) {
    const key = parseTotpKey(opts.value);
    if (!key)
      throw new Error('Invalid environment:\n  OPERATOR_TOTP_KEY: 32 bytes as 64 hex characters or base64');
    return key;
  }
  try {
    const key = parseTotpKey(await readFile(opts.file, 'utf8'));
    if (!key) throw new Error(`${opts.file} does not hold a 32-byte key`);
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const key = randomBytes(32);
  await mkdir(dirname(opts.file), { recursive: true });
  // `wx`: two processes starting at once never overwrite each other's key; the loser reads the winner's.
  try {
    await writeFile(opts.file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return resolveTotpKey(opts);
  }
  opts.log?.(`generated the operator TOTP key in ${opts.file}`);
  return key;
}
