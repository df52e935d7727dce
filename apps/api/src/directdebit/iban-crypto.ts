import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

// The IBAN at rest (ADR 0021): AES-256-GCM, a random 96-bit IV per value, the tag checked on reading.
// Stored as `v1:<iv>:<tag>:<ciphertext>` (base64url); the `v1` leaves room for a key rotation.

export interface IbanVault {
  encrypt(iban: string): string;
  decrypt(stored: string): string;
  /** HMAC of an SMS code bound to its mandate: only this is stored, never the code. */
  hashCode(mandateId: string, code: string): string;
  codeMatches(mandateId: string, code: string, hash: string): boolean;
}

/** The 32-byte key of IBAN_ENCRYPTION_KEY: 64 hex characters or base64(url) of 32 bytes; else null. */
export function parseIbanKey(value: string): Buffer | null {
  const s = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(s) ? Buffer.from(s, 'hex') : Buffer.from(s, 'base64url');
  return key.length === 32 ? key : null;
}

/** The development key: derived from the public URL, so a localhost site reads its own rows after restarts. */
export const devIbanKey = (publicUrl: string): Buffer =>
  createHash('sha256').update(`dating dev iban key ${publicUrl}`).digest();

export function ibanVault(key: Buffer): IbanVault {
  if (key.length !== 32) throw new Error('IBAN_ENCRYPTION_KEY must be 32 bytes');
  const codeKey = createHmac('sha256', key).update('sms-code').digest();
  const b64 = (b: Buffer) => b.toString('base64url');
  const hashCode = (mandateId: string, code: string) =>
    createHmac('sha256', codeKey).update(`${mandateId}:${code}`).digest('hex');
  return {
    encrypt(iban) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(iban, 'utf8'), cipher.final()]);
      return `v1:${b64(iv)}:${b64(cipher.getAuthTag())}:${b64(data)}`;
    },
    decrypt(stored) {
      const [version, iv, tag, data] = stored.split(':');
      if (version !== 'v1' || !iv || !tag || !data) throw new Error('not an encrypted IBAN');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    hashCode,
    codeMatches(mandateId, code, hash) {
      const a = Buffer.from(hashCode(mandateId, code), 'hex');
      const b = Buffer.from(hash, 'hex');
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
