import { TIME_BONUS_CODE, TIME_BONUS_PERCENTAGE, TIME_BONUS_SECONDS } from './constants';

export interface TimeBonusUser {
  paid_user: boolean;
  signup_date: string;
}

export interface TimeBonusState {
  visible: boolean;
  secondsLeft: number;
  hours: number;
  minutes: number;
  seconds: number;
  code: typeof TIME_BONUS_CODE | null;
  percentage: typeof TIME_BONUS_PERCENTAGE;
}

/** The discount the time bonus grants while it is visible (spec §4). */
export const TIME_BONUS_DISCOUNT = {
  code: TIME_BONUS_CODE,
  status: 'active',
  validity: 'once-per-user',
  value_percentage: TIME_BONUS_PERCENTAGE,
  percentage: TIME_BONUS_PERCENTAGE,
} as const;
export type TimeBonusDiscount = typeof TIME_BONUS_DISCOUNT;

const HIDDEN: TimeBonusState = {
  visible: false,
  secondsLeft: 0,
  hours: 0,
  minutes: 0,
  seconds: 0,
  code: null,
  percentage: TIME_BONUS_PERCENTAGE,
};

/**
 * The time bonus at `now` (spec §4): visible only for a logged-in, non-paid member who signed up less than
 * 14400 s ago; counts down to zero and is cleared at zero, when paid, or when the sign-up is older.
 * A partial second counts as a whole one, so `visible` is true exactly when `secondsLeft > 0`.
 * A sign-up date in the future (clock skew) counts as "just signed up".
 */
export function timeBonusState(user: TimeBonusUser | null | undefined, now: Date): TimeBonusState {
  if (!user || user.paid_user) return HIDDEN;
  const signup = Date.parse(user.signup_date);
  if (Number.isNaN(signup)) return HIDDEN;
  const msLeft = signup + TIME_BONUS_SECONDS * 1000 - now.getTime();
  const secondsLeft = Math.min(TIME_BONUS_SECONDS, Math.ceil(msLeft / 1000));
  if (secondsLeft <= 0) return HIDDEN;
  return {
    visible: true,
    secondsLeft,
    hours: Math.floor(secondsLeft / 3600),
    minutes: Math.floor((secondsLeft % 3600) / 60),
    seconds: secondsLeft % 60,
    code: TIME_BONUS_CODE,
    percentage: TIME_BONUS_PERCENTAGE,
  };
}
