import { describe, expect, it } from 'vitest';
import { ageOn, birthDateForAge } from './age';

describe('ageOn', () => {
  it('counts whole years on the UTC calendar', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(ageOn('2008-06-15', now)).toBe(18);
    expect(ageOn('2008-06-16', now)).toBe(17);
    expect(ageOn('1956-01-01', now)).toBe(70);
  });
});

describe('birthDateForAge', () => {
  it('keeps the age for every offset of up to a year minus a day', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    for (const age of [18, 33, 70]) {
      for (const back of [0, 1, 100, 364]) expect(ageOn(birthDateForAge(age, now, back), now)).toBe(age);
    }
  });

  it('handles 29 February', () => {
    const now = new Date('2028-02-29T10:00:00Z');
    expect(birthDateForAge(18, now, 0)).toBe('2010-02-28');
    expect(ageOn(birthDateForAge(18, now, 0), now)).toBe(18);
  });
});
