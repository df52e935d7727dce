import { describe, expect, it } from 'vitest';
import { TIME_BONUS_SECONDS } from './constants';
import { TIME_BONUS_DISCOUNT, timeBonusState } from './time-bonus';

const signup = '2025-03-01T10:00:00.000Z';
const at = (secondsAfterSignup: number) => new Date(Date.parse(signup) + secondsAfterSignup * 1000);
const member = { paid_user: false, signup_date: signup };

describe('timeBonusState (spec §4, §9: 14400 s from sign-up, TIMEBONUS25)', () => {
  it('is 4 hours', () => {
    expect(TIME_BONUS_SECONDS).toBe(14_400);
  });

  it('is visible right after sign-up with the full 4:00:00', () => {
    expect(timeBonusState(member, at(0))).toEqual({
      visible: true,
      secondsLeft: 14_400,
      hours: 4,
      minutes: 0,
      seconds: 0,
      code: 'TIMEBONUS25',
      percentage: 25,
    });
  });

  it('counts down in hours, minutes and seconds', () => {
    // [hours, minutes, seconds] left, as the banner shows them
    const clock = (secondsLeft: number, [hours, minutes, seconds]: readonly number[]) => ({
      visible: true,
      secondsLeft,
      hours,
      minutes,
      seconds,
    });
    expect(timeBonusState(member, at(3_723))).toMatchObject(clock(10_677, [2, 57, 57]));
    expect(timeBonusState(member, at(14_399))).toMatchObject(clock(1, [0, 0, 1]));
  });

  it('counts a partial second as a whole one', () => {
    expect(timeBonusState(member, at(14_399.5))).toMatchObject({ visible: true, secondsLeft: 1 });
  });

  it('is cleared at zero and never negative', () => {
    for (const s of [14_400, 14_401, 86_400]) {
      expect(timeBonusState(member, at(s))).toMatchObject({
        visible: false,
        secondsLeft: 0,
        code: null,
        percentage: 25,
      });
    }
  });

  it('is hidden for paid users, visitors and unreadable dates', () => {
    expect(timeBonusState({ ...member, paid_user: true }, at(10)).visible).toBe(false);
    expect(timeBonusState(null, at(10)).visible).toBe(false);
    expect(timeBonusState({ ...member, signup_date: 'soon' }, at(10)).visible).toBe(false);
  });

  it('treats a sign-up in the future (clock skew) as just signed up', () => {
    expect(timeBonusState(member, at(-30))).toMatchObject({ visible: true, secondsLeft: 14_400 });
  });

  it('grants the spec §4 discount shape', () => {
    expect(TIME_BONUS_DISCOUNT).toEqual({
      code: 'TIMEBONUS25',
      status: 'active',
      validity: 'once-per-user',
      value_percentage: 25,
      percentage: 25,
    });
  });
});
