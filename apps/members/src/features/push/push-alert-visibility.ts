import { type PushSubscribed } from '@/stores/push-store';

export const PUSH_ALERT_DISMISSAL = 'push-notifications';

/** A dismissed push alert comes back after two weeks while push is still off. */
export const PUSH_ALERT_DISMISSAL_DAYS = 14;

/** Routes where the alert stays hidden (spec §2): signup, notifications, activate-done, directdebit, premium. */
export const PUSH_ALERT_HIDDEN_ON = [
  '/signup',
  '/notifications',
  '/activate/done',
  '/directdebit',
  '/premium',
] as const;

export interface PushAlertVisibilityInput {
  loggedIn: boolean;
  publicKey: string;
  isCapable: boolean;
  isSubscribed: PushSubscribed;
  pathname: string | null;
  dismissedAt: number | undefined;
  now: number;
}

/**
 * Spec §2 and §4: offered only to a logged-in member whose browser can do push, is known not to be subscribed
 * (not unknown, not denied) and when the site has a public key; never on the listed routes; dismissible.
 */
export function isPushAlertVisible(input: PushAlertVisibilityInput): boolean {
  if (!input.loggedIn || !input.isCapable || input.isSubscribed !== false) return false;
  if (input.publicKey.trim() === '') return false;
  const path = input.pathname ?? '/';
  if (PUSH_ALERT_HIDDEN_ON.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  const day = 24 * 60 * 60 * 1000;
  if (input.dismissedAt !== undefined && input.now - input.dismissedAt < PUSH_ALERT_DISMISSAL_DAYS * day) {
    return false;
  }
  return true;
}
