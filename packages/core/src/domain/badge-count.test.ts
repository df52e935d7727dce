import { describe, expect, it } from 'vitest';
import { badgeCount } from './badge-count';

describe('badgeCount (spec §2: capped at 99+)', () => {
  it('is hidden at 0 or less', () => {
    expect(badgeCount(0)).toBeNull();
    expect(badgeCount(-1)).toBeNull();
    expect(badgeCount(Number.NaN)).toBeNull();
  });

  it('shows 1 to 99 as is and caps above 99', () => {
    expect(badgeCount(1)).toBe('1');
    expect(badgeCount(99)).toBe('99');
    expect(badgeCount(100)).toBe('99+');
    expect(badgeCount(1234)).toBe('99+');
  });
});
