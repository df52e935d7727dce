import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { MAIL_STATUSES } from './constants';
import { createdAt, oneOf, uuidId } from './helpers';
import { sites } from './sites';
import { users } from './users';

/** 'outbox': kept locally (no SMS_PROVIDER); 'http': handed to the HTTP provider (the row is the log). */
export const SMS_TRANSPORTS = ['outbox', 'http'] as const;

/** Outgoing SMS (the direct-debit codes, ADR 0021): the local outbox and the log of the HTTP provider. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuidId(),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    transport: text('transport', { enum: SMS_TRANSPORTS }).notNull().default('outbox'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_outbox_user_idx').on(t.userId, t.createdAt),
    index('sms_outbox_phone_idx').on(t.phone, t.createdAt),
    check('sms_outbox_transport_ck', oneOf(t.transport, SMS_TRANSPORTS)),
    check('sms_outbox_status_ck', oneOf(t.status, MAIL_STATUSES)),
  ],
);
