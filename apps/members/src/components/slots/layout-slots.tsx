'use client';

import dynamic from 'next/dynamic';
import { Suspense } from 'react';
import { ActivationReminder } from '@/features/activation/activation-reminder';
import { EntryWarning } from '@/features/entry-warning/entry-warning';
import { AppBadge } from '@/features/likes/app-badge';
import { PeriodicRefresh } from '@/components/periodic-refresh/periodic-refresh';
import { DisabledNotificationsAlert } from '@/features/notifications-alert/disabled-notifications-alert';
import { PhotoAlert } from '@/features/photo-alert/photo-alert';
import { PushAlert } from '@/features/push/push-alert';
import { PushBridge } from '@/features/push/push-bridge';
import { SignupModal } from '@/features/signup/signup-modal';
import { TimeBonusBanner } from '@/features/time-bonus/time-bonus-banner';
import { useUser } from '@/hooks/use-user';
import { AlertBannerWrap } from './alert-banner-wrap';

/*
 * What only a logged-in member can ever see and what shows nothing at first (a modal after a timer or a query
 * parameter) loads after hydration and only for a member (ADR 0033): a visitor's page never downloads it.
 */
const TimeBonusModal = dynamic(
  () => import('@/features/time-bonus/time-bonus-modal').then((m) => m.TimeBonusModal),
  { ssr: false },
);
const LikeModalHost = dynamic(() => import('@/features/likes/like-modal-host').then((m) => m.LikeModalHost), {
  ssr: false,
});

/**
 * Places features fill (spec §2 "Layouts", "Banners", "Modals and entry"); the layouts already put them where
 * they belong, so a feature only has to replace the body. Empty ones belong to later issues.
 */

/** Time-bonus banner, activation reminder, profile-photo, disabled-notification and push alerts. */
export function AlertBannerSlot() {
  return (
    <AlertBannerWrap data-testid="alert-banners">
      <TimeBonusBanner />
      <ActivationReminder />
      <PhotoAlert />
      <DisabledNotificationsAlert />
      <PushAlert />
    </AlertBannerWrap>
  );
}

/** Site-entry warning (`index_important_modal`); `enabled` is the layout's own condition. */
export function EntryWarningSlot({ enabled = true }: { enabled?: boolean }) {
  if (!enabled) return null;
  return <EntryWarning />;
}

/** Sign-up modal on non-smartphone devices. */
export function SignupModalSlot() {
  return <SignupModal />;
}

/** Time-bonus modal (40 s after entering the members area). */
export function TimeBonusModalSlot() {
  const { data: user } = useUser();
  return user ? <TimeBonusModal /> : null;
}

/**
 * "New like!" modal (query `t`), plus the member's periodic refresh (user and likes) and the app badge, which
 * live here because this slot is mounted once in the default layout. (The chat layout has no slot of its
 * own yet: the chats issue should mount `PeriodicRefresh` and `AppBadge` there too.)
 */
export function LikeModalSlot() {
  const { data: user } = useUser();
  return (
    <>
      <PeriodicRefresh />
      <PushBridge />
      <AppBadge />
      {/* useSearchParams: a Suspense boundary keeps statically rendered pages static. */}
      {user ? (
        <Suspense fallback={null}>
          <LikeModalHost />
        </Suspense>
      ) : null}
    </>
  );
}
