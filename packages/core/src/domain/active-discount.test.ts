import { describe, expect, it } from 'vitest';
import { activeDiscount } from './active-discount';
import { TIME_BONUS_DISCOUNT, timeBonusState } from './time-bonus';

const signup = '2025-03-01T10:00:00.000Z';
const member = { paid_user: false, signup_date: signup };
const welcome = { code: 'WELCOME25', value_percentage: 25 };

describe('activeDiscount (spec §4)', () => {
  it('is the time bonus while it is visible', () => {
    const timeBonus = timeBonusState(member, new Date('2025-03-01T11:00:00.000Z'));
    expect(activeDiscount({ timeBonus, welcomeCode: welcome })).toBe(TIME_BONUS_DISCOUNT);
  });

  it('falls back to the welcome code once the bonus is over', () => {
    const timeBonus = timeBonusState(member, new Date('2025-03-01T14:00:00.000Z'));
    expect(activeDiscount({ timeBonus, welcomeCode: welcome })).toBe(welcome);
  });

  it('is null without either', () => {
    expect(activeDiscount({ timeBonus: timeBonusState(null, new Date()), welcomeCode: null })).toBeNull();
    expect(activeDiscount({ timeBonus: undefined, welcomeCode: undefined })).toBeNull();
  });
});
