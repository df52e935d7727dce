import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { MAIL_STATUSES, MAIL_TRANSPORTS } from './constants';
import { createdAt, oneOf, tstz, uuidId } from './helpers';
import { users } from './users';

/** Outgoing mail: the local mailbox of the single-machine setup and the outbox/log when SMTP is configured. */
export const mailbox = pgTable(
  'mailbox',
  {
    id: uuidId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    /** 'mailbox': kept locally (no SMTP_URL); 'smtp': handed to the relay (the row is the outbox log). */
    transport: text('transport', { enum: MAIL_TRANSPORTS }).notNull().default('mailbox'),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: tstz('sent_at'),
  },
  (t) => [
    index('mailbox_to_idx').on(t.toAddress, t.createdAt),
    index('mailbox_status_idx').on(t.status, t.createdAt),
    check('mailbox_status_ck', oneOf(t.status, MAIL_STATUSES)),
    check('mailbox_transport_ck', oneOf(t.transport, MAIL_TRANSPORTS)),
  ],
);
