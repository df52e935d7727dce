import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { NOTIFICATION_CHANNELS } from './constants';
import { cascadeRef, createdAt, oneOf, tstz, updatedAt, uuidId } from './helpers';
import { users } from './users';

/** Web-push subscriptions (VAPID); one member may have several browsers. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuidId(),
    userId: cascadeRef('user_id', () => users.id),
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
    userId: cascadeRef('user_id', () => users.id),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    key: text('key').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: updatedAt(),
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
    userId: cascadeRef('user_id', () => users.id),
    key: text('key').notNull(),
    dismissedAt: tstz('dismissed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'page_dismissals_pk', columns: [t.userId, t.key] })],
);

/**
 * When a member was last e-mailed about a conversation (new conversation or new message mails, issue 12
 * item 4; migration 0010): at most one such mail per conversation and member an hour; a mail held back while
 * the member was online; the last unread-message reminder. Rows of deleted conversations are removed by the
 * chat-mail job.
 */
export const chatMailLog = pgTable(
  'chat_mail_log',
  {
    // No foreign keys on purpose: an insert here would take key-share locks on the conversation and member
    // rows, which a concurrent send locks FOR UPDATE in the other order (a deadlock that could fail the send).
    // The chat-mail job deletes rows whose conversation is gone.
    conversationId: uuid('conversation_id').notNull(),
    userId: uuid('user_id').notNull(),
    /** The last new-conversation or new-message mail of this conversation to this member. */
    mailedAt: tstz('mailed_at'),
    /**
     * A message mail held back because the member was online when it arrived: sent by the chat-mail job an
     * hour after `pending_since` unless the member has read up to `pending_seq` by then.
     */
    pendingSeq: bigint('pending_seq', { mode: 'number' }),
    pendingSince: tstz('pending_since'),
    /** The last unread-message reminder that counted this conversation's unread messages. */
    remindedAt: tstz('reminded_at'),
  },
  (t) => [
    primaryKey({ name: 'chat_mail_log_pk', columns: [t.conversationId, t.userId] }),
    index('chat_mail_log_user_idx').on(t.userId),
    index('chat_mail_log_pending_idx')
      .on(t.pendingSince)
      .where(sql`${t.pendingSince} is not null`),
  ],
);
