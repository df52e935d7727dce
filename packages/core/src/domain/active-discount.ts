import { TIME_BONUS_DISCOUNT, type TimeBonusDiscount, type TimeBonusState } from './time-bonus';

/** The active discount (spec §4): the time bonus while it is visible, else the welcome code, else none. */
export function activeDiscount<W>({
  timeBonus,
  welcomeCode,
}: {
  timeBonus: Pick<TimeBonusState, 'visible'> | null | undefined;
  welcomeCode: W | null | undefined;
}): TimeBonusDiscount | W | null {
  if (timeBonus?.visible) return TIME_BONUS_DISCOUNT;
  return welcomeCode ?? null;
}
