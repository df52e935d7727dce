import { describe, expect, it } from 'vitest';
import { creditsBadge } from './credits-badge';

describe('creditsBadge (spec §2: at 10 or fewer, warning above 0, danger at 0)', () => {
  it('is hidden for non-paid members whatever the credits', () => {
    expect(creditsBadge(0, false)).toBeNull();
    expect(creditsBadge(5, false)).toBeNull();
  });

  it('is hidden above 10 credits', () => {
    expect(creditsBadge(11, true)).toBeNull();
    expect(creditsBadge(250, true)).toBeNull();
  });

  it('warns from 10 down to 1', () => {
    expect(creditsBadge(10, true)).toEqual({ tone: 'warning', label: '10' });
    expect(creditsBadge(1, true)).toEqual({ tone: 'warning', label: '1' });
  });

  it('is danger at 0 (premium is kept at zero credits)', () => {
    expect(creditsBadge(0, true)).toEqual({ tone: 'danger', label: '0' });
    expect(creditsBadge(-3, true)).toEqual({ tone: 'danger', label: '0' });
  });
});
