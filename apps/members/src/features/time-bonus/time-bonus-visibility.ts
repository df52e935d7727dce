import { TIME_BONUS_MODAL_DELAY_MS } from '@dating/core/domain';
import { type TUser } from '@dating/core/contracts';

/** The dismissal of the time-bonus modal is stored per member: another member on the same device still sees it. */
export const timeBonusModalDismissal = (profileId: string) => `time-bonus-modal:${profileId}`;

/** Routes where the top banner stays hidden: the checkout pages already show the discounted prices. */
export const TIME_BONUS_BANNER_HIDDEN_ON = ['/credits', '/premium'] as const;

export interface TimeBonusModalInput {
  user: Pick<TUser, 'credits'> | null | undefined;
  /** The time bonus is running (`timeBonusState(...).visible`). */
  bonusVisible: boolean;
  dismissedAt: number | undefined;
  /** The stored dismissals have been read (before that, a dismissed modal must not flash). */
  dismissalsLoaded: boolean;
  /** Milliseconds since the member entered the members area. */
  elapsedMs: number;
}

/**
 * Spec §4: the modal opens 40 s after entering the members area, only for a logged-in member with 0 credits
 * while the bonus is visible and not dismissed before; dismissal is stored.
 */
export function isTimeBonusModalDue({
  user,
  bonusVisible,
  dismissedAt,
  dismissalsLoaded,
  elapsedMs,
}: TimeBonusModalInput): boolean {
  if (!user || user.credits !== 0 || !bonusVisible) return false;
  if (!dismissalsLoaded || dismissedAt !== undefined) return false;
  return elapsedMs >= TIME_BONUS_MODAL_DELAY_MS;
}

/** Spec §2: the banner shows in the members area while the bonus is visible (not on the checkout pages). */
export function isTimeBonusBannerShown(bonusVisible: boolean, pathname: string | null): boolean {
  if (!bonusVisible) return false;
  const path = pathname ?? '/';
  return !TIME_BONUS_BANNER_HIDDEN_ON.some((p) => path === p || path.startsWith(`${p}/`));
}
