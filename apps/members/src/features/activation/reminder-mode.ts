import { type TUser } from '@dating/core/contracts';

export const ACTIVATION_REMINDER_DISMISSAL = 'activation-reminder';
/** A dismissed reminder comes back after a day: activation is what lets members reply. */
export const ACTIVATION_REMINDER_SNOOZE_MS = 24 * 60 * 60 * 1000;

/** Routes without the reminder (spec §2: signup, settings and notifications; settings live at /notifications). */
const EXCLUDED_PATHS = new Set(['/signup', '/notifications']);

export type ReminderMode = 'none' | 'alert' | 'modal';

/**
 * The activation reminder of spec §2: logged in, no disabled notifications, user not_confirmed and profile
 * disabled, not on an excluded route, not dismissed in the last day. With the query flag
 * `api_signup_complete` on a smartphone it is a modal, otherwise an alert.
 */
export function activationReminderMode(input: {
  user: TUser | null | undefined;
  pathname: string;
  signupCompleteFlag: boolean;
  smartphone: boolean;
  dismissedAt?: number;
  now: number;
}): ReminderMode {
  const { user } = input;
  if (!user) return 'none';
  if (user.notifications_disabled.length > 0) return 'none';
  if (user.status !== 'not_confirmed' || user.profile.status !== 'disabled') return 'none';
  const path = input.pathname.length > 1 ? input.pathname.replace(/\/+$/, '') : input.pathname;
  if (EXCLUDED_PATHS.has(path)) return 'none';
  if (input.dismissedAt !== undefined && input.now - input.dismissedAt < ACTIVATION_REMINDER_SNOOZE_MS) {
    return 'none';
  }
  return input.signupCompleteFlag && input.smartphone ? 'modal' : 'alert';
}
