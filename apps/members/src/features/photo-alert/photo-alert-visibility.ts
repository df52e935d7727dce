import { type TUser } from '@dating/core/contracts';

export const PHOTO_ALERT_DISMISSAL = 'profile-photo';

/** A dismissed photo alert comes back after three days while the profile still has no main image. */
export const PHOTO_ALERT_DISMISSAL_DAYS = 3;

/**
 * Routes where the alert stays hidden (spec §2): profile, signup, activate-done, premium, notifications,
 * directdebit and the settings pages (`/settings`, the language settings `/lang-config`).
 */
export const PHOTO_ALERT_HIDDEN_ON = [
  '/profile',
  '/signup',
  '/activate/done',
  '/premium',
  '/notifications',
  '/directdebit',
  '/settings',
  '/lang-config',
] as const;

export interface PhotoAlertVisibilityInput {
  /** The logged-in member, or null/undefined for a visitor. */
  user: Pick<TUser, 'profile'> | null | undefined;
  pathname: string | null;
  dismissedAt: number | undefined;
  now: number;
}

/** Spec §2: shown when logged in with no main image, except on the listed routes; dismissible. */
export function isPhotoAlertVisible({
  user,
  pathname,
  dismissedAt,
  now,
}: PhotoAlertVisibilityInput): boolean {
  if (!user || user.profile.main_image) return false;
  const path = pathname ?? '/';
  if (PHOTO_ALERT_HIDDEN_ON.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  if (dismissedAt !== undefined && now - dismissedAt < PHOTO_ALERT_DISMISSAL_DAYS * 24 * 60 * 60 * 1000) {
    return false;
  }
  return true;
}
