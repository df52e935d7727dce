'use client';

import { ActivationReminder } from '@/features/activation/activation-reminder';
import { DisabledNotificationsAlert } from '@/features/notifications-alert/disabled-notifications-alert';
import { PhotoAlert } from '@/features/photo-alert/photo-alert';
import { SignupModal } from '@/features/signup/signup-modal';
import { AlertBannerWrap } from './alert-banner-wrap';

/**
 * Places features fill (spec §2 "Layouts", "Banners", "Modals and entry"); the layouts already put them where
 * they belong, so a feature only has to replace the body. Empty ones belong to later issues.
 */

/** Activation reminder, profile-photo and disabled-notification alerts; later: push, time-bonus banner. */
export function AlertBannerSlot() {
  return (
    <AlertBannerWrap>
      <ActivationReminder />
      <PhotoAlert />
      <DisabledNotificationsAlert />
    </AlertBannerWrap>
  );
}

/** Site-entry warning (`index_important_modal`). */
export function EntryWarningSlot({ enabled = true }: { enabled?: boolean }) {
  if (!enabled) return null;
  return null;
}

/** Sign-up modal on non-smartphone devices. */
export function SignupModalSlot() {
  return <SignupModal />;
}

/** Time-bonus modal (40 s after entering the members area). */
export function TimeBonusModalSlot() {
  return null;
}

/** "New like!" modal (query `t`). */
export function LikeModalSlot() {
  return null;
}
