import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_CHANNELS } from './constants';
import { createdAt, oneOf, tstz } from './helpers';
import { users } from './users';

/** Web-push subscriptions (VAPID); one member may have several browsers. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSuccessAt: tstz('last_success_at'),
    lastFailureAt: tstz('last_failure_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Notification preferences, one row per member, channel and key (email keys of spec §3:
 * new_conversations, new_messages, like, unread_message_reminders, promotions, weekly_updates, news,
 * reminders; push has its own set). A missing row means the default (enabled).
 * Reasons notifications were disabled (fbl, bounce, listunsubscribe) live in users.notifications_disabled.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    key: text('key').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'notification_preferences_pk', columns: [t.userId, t.channel, t.key] }),
    check('notification_preferences_channel_ck', oneOf(t.channel, NOTIFICATION_CHANNELS)),
    check('notification_preferences_key_ck', sql`${t.key} ~ '^[a-z_]{2,40}$'`),
  ],
);

/** Dismissed banners and modals of a logged-in member, with the time of dismissal. */
export const pageDismissals = pgTable(
  'page_dismissals',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    dismissedAt: tstz('dismissed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'page_dismissals_pk', columns: [t.userId, t.key] })],
);
