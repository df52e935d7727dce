'use client';

/**
 * Places later issues fill (spec §2 "Layouts", "Banners", "Modals and entry"). They render nothing yet;
 * the layouts already put them where they belong so a feature only has to replace the body.
 */

/** Activation reminder, profile-photo, push and disabled-notification alerts, time-bonus top banner. */
export function AlertBannerSlot() {
  return null;
}

/** Site-entry warning (`index_important_modal`). */
export function EntryWarningSlot({ enabled = true }: { enabled?: boolean }) {
  if (!enabled) return null;
  return null;
}

/** Sign-up modal on non-smartphone devices. */
export function SignupModalSlot() {
  return null;
}

/** Time-bonus modal (40 s after entering the members area). */
export function TimeBonusModalSlot() {
  return null;
}

/** "New like!" modal (query `t`). */
export function LikeModalSlot() {
  return null;
}
