import { describe, expect, it } from 'vitest';
import { isTokenShaped } from './token';

describe('isTokenShaped', () => {
  it('accepts 24 to 128 URL-safe characters', () => {
    expect(isTokenShaped('a'.repeat(24))).toBe(true);
    expect(isTokenShaped('Ab3_-'.repeat(25).slice(0, 128))).toBe(true);
  });

  it('rejects short, long and non-token values', () => {
    expect(isTokenShaped('a'.repeat(23))).toBe(false);
    expect(isTokenShaped('a'.repeat(129))).toBe(false);
    expect(isTokenShaped('favicon.ico')).toBe(false);
    expect(isTokenShaped(`${'a'.repeat(24)}/x`)).toBe(false);
    expect(isTokenShaped(`${'a'.repeat(24)}%20`)).toBe(false);
    expect(isTokenShaped('')).toBe(false);
  });
});
