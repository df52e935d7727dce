import { describe, expect, it } from 'vitest';
import { TIME_BONUS_MODAL_DELAY_MS } from '@dating/core/domain';
import {
  isTimeBonusBannerShown,
  isTimeBonusModalDue,
  timeBonusModalDismissal,
} from './time-bonus-visibility';

const due = {
  user: { credits: 0 },
  bonusVisible: true,
  dismissedAt: undefined,
  dismissalsLoaded: true,
  elapsedMs: TIME_BONUS_MODAL_DELAY_MS,
};

describe('isTimeBonusModalDue', () => {
  it('opens 40 s after entering the members area for a member with 0 credits and a running bonus', () => {
    expect(isTimeBonusModalDue(due)).toBe(true);
    expect(isTimeBonusModalDue({ ...due, elapsedMs: TIME_BONUS_MODAL_DELAY_MS - 1 })).toBe(false);
  });

  it.each([
    ['a visitor', { user: null }],
    ['a member with credits', { user: { credits: 1 } }],
    ['a finished bonus', { bonusVisible: false }],
    ['a dismissal before', { dismissedAt: 1 }],
    ['dismissals not read yet', { dismissalsLoaded: false }],
  ])('stays closed for %s', (_label, change) => {
    expect(isTimeBonusModalDue({ ...due, ...change })).toBe(false);
  });

  it('stores the dismissal per member', () => {
    expect(timeBonusModalDismissal('a')).not.toBe(timeBonusModalDismissal('b'));
  });
});

describe('isTimeBonusBannerShown', () => {
  it('shows while the bonus runs, everywhere in the members area but the credit pages', () => {
    expect(isTimeBonusBannerShown(true, '/members')).toBe(true);
    expect(isTimeBonusBannerShown(true, '/chats/abc')).toBe(true);
    expect(isTimeBonusBannerShown(true, '/credits')).toBe(false);
    expect(isTimeBonusBannerShown(true, '/credits/p1/ideal')).toBe(false);
    expect(isTimeBonusBannerShown(true, '/premium')).toBe(false);
    expect(isTimeBonusBannerShown(false, '/members')).toBe(false);
  });
});
