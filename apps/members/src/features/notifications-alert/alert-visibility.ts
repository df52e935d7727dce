import { type TUser } from '@dating/core/contracts';

export const DISABLED_NOTIFICATIONS_DISMISSAL = 'disabled-notifications';

/** A dismissed alert comes back after a week while mail is still off. */
export const DISMISSAL_DAYS = 7;

/** Routes where the alert stays hidden: the settings page itself (spec §2: settings and notifications). */
const HIDDEN_ON = ['/notifications', '/settings'];

export interface AlertVisibilityInput {
  reasons: TUser['notifications_disabled'];
  pathname: string | null;
  dismissedAt: number | undefined;
  now: number;
}

/** Spec §2: shown when the member has notifications_disabled entries, except on settings; dismissible. */
export function isDisabledNotificationsAlertVisible({
  reasons,
  pathname,
  dismissedAt,
  now,
}: AlertVisibilityInput): boolean {
  if (reasons.length === 0) return false;
  const path = pathname ?? '/';
  if (HIDDEN_ON.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  if (dismissedAt !== undefined && now - dismissedAt < DISMISSAL_DAYS * 24 * 60 * 60 * 1000) return false;
  return true;
}
