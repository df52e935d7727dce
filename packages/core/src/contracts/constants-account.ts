// The account's form choices, free of zod. Not in `./constants`, which every page loads for its languages: a bundle takes
// a module whole, so only the pages with these forms ship them (ADR 0033).

/** The account (./account): why a member deletes it, and the notification preferences. */
export const DELETE_REASONS = [
  'price',
  'found_someone',
  'not_looking',
  'site_problems',
  'no_members',
  'time',
  'other',
] as const;
export const EMAIL_PREFERENCES = [
  'new_conversations',
  'new_messages',
  'like',
  'unread_message_reminders',
  'promotions',
  'weekly_updates',
  'news',
  'reminders',
] as const;
export const PUSH_PREFERENCES = ['new_messages', 'like', 'new_conversations', 'promotions'] as const;
