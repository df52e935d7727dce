import { type EMAIL_PREFERENCES, type PUSH_PREFERENCES } from '@dating/core/contracts';

/** Literal label keys (`account` namespace) of the preferences of spec §3, in display order. */
export const EMAIL_PREFERENCE_LABELS = {
  new_conversations: 'settings.email.new_conversations',
  new_messages: 'settings.email.new_messages',
  like: 'settings.email.like',
  unread_message_reminders: 'settings.email.unread_message_reminders',
  promotions: 'settings.email.promotions',
  weekly_updates: 'settings.email.weekly_updates',
  news: 'settings.email.news',
  reminders: 'settings.email.reminders',
} as const satisfies Record<(typeof EMAIL_PREFERENCES)[number], string>;

export const PUSH_PREFERENCE_LABELS = {
  new_messages: 'settings.push.new_messages',
  like: 'settings.push.like',
  new_conversations: 'settings.push.new_conversations',
  promotions: 'settings.push.promotions',
} as const satisfies Record<(typeof PUSH_PREFERENCES)[number], string>;
