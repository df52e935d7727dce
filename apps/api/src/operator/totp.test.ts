import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, newTotpSecret, otpauthUri, totpCode, totpStep } from './totp';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890"; the RFC lists 8 digits, the
// 6-digit codes are their last six.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('totp', () => {
  it('matches the RFC 6238 SHA-1 test vectors', () => {
    for (const [seconds, eight] of RFC_VECTORS) {
      expect(totpCode(RFC_SECRET, totpStep(new Date(seconds * 1000)))).toBe(eight.slice(2));
    }
  });

  it('round-trips base32 and refuses other characters', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(() => base32Decode('MZXW1')).toThrow();
    expect(newTotpSecret()).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('accepts the current step and one either side, nothing further', () => {
    const secret = newTotpSecret();
    const at = new Date('2026-11-24T12:00:10Z');
    const step = totpStep(at);
    expect(matchTotp(secret, totpCode(secret, step), at, null)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, step - 1), at, null)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, step + 1), at, null)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, step - 2), at, null)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, step + 2), at, null)).toBeNull();
    expect(matchTotp(secret, 'abcdef', at, null)).toBeNull();
    expect(matchTotp(secret, '1234567', at, null)).toBeNull();
  });

  it('refuses a code of a step already used (replay) or older', () => {
    const secret = newTotpSecret();
    const at = new Date('2026-11-24T12:00:10Z');
    const step = totpStep(at);
    expect(matchTotp(secret, totpCode(secret, step), at, step)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, step - 1), at, step)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, step + 1), at, step)).toBe(step + 1);
  });

  it('builds the otpauth URI authenticator apps read', () => {
    const text = otpauthUri('JBSWY3DPEHPK3PXP', 'ops@example.com');
    expect(text.startsWith('otpauth://totp/Amora%20operator%3Aops%40example.com?')).toBe(true);
    const uri = new URL(text);
    expect(uri.searchParams.get('secret')).toBe('JBSWY3DPEHPK3PXP');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(uri.searchParams.get('digits')).toBe('6');
  });
});
