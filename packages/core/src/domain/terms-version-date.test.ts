import { describe, expect, it } from 'vitest';
import { termsVersionDate } from './terms-version-date';

describe('termsVersionDate (spec §9)', () => {
  it('is 2023-12-01T12:00:00Z at least', () => {
    expect(termsVersionDate()).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate(null)).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('2020-05-05T00:00:00Z')).toBe('2023-12-01T12:00:00.000Z');
    expect(termsVersionDate('not a date')).toBe('2023-12-01T12:00:00.000Z');
  });

  it('is the company-added date when later', () => {
    expect(termsVersionDate('2023-12-01T12:00:01Z')).toBe('2023-12-01T12:00:01.000Z');
    expect(termsVersionDate('2024-02-01T09:00:00.000Z')).toBe('2024-02-01T09:00:00.000Z');
  });
});
