import { sql } from 'drizzle-orm';
import { COMPLAINT_REASONS, COMPLAINT_STATUSES } from '@dating/core/contracts';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOCALES } from './constants';
import { cascadeRef, createdAt, oneOf, tstz, uuidId } from './helpers';
import { orders } from './payments';
import { users } from './users';

/**
 * A member's complaint about one of their own orders (spec §2 /complaints, issue 13 item 5): open until the
 * operator answers it by e-mail. Deleted with the account (it is the member's own text); the order stays.
 */
export const paymentComplaints = pgTable(
  'payment_complaints',
  {
    id: uuidId(),
    userId: cascadeRef('user_id', () => users.id),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: COMPLAINT_REASONS }).notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: COMPLAINT_STATUSES }).notNull().default('open'),
    answer: text('answer'),
    /** Who answered: the operator's name as given to the answer call. */
    answeredBy: text('answered_by'),
    answeredAt: tstz('answered_at'),
    /** The member's language when they complained: the answer mail is written in it. */
    locale: text('locale', { enum: LOCALES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_complaints_user_idx').on(t.userId, t.createdAt),
    index('payment_complaints_status_idx').on(t.status, t.createdAt),
    /** One open complaint per order: a second one while the first waits is a 409. */
    uniqueIndex('payment_complaints_open_order_uq')
      .on(t.orderId)
      .where(sql`${t.status} = 'open'`),
    check('payment_complaints_reason_ck', oneOf(t.reason, COMPLAINT_REASONS)),
    check('payment_complaints_status_ck', oneOf(t.status, COMPLAINT_STATUSES)),
    check('payment_complaints_locale_ck', oneOf(t.locale, LOCALES)),
    check('payment_complaints_text_ck', sql`length(${t.text}) between 10 and 2000`),
    check(
      'payment_complaints_answer_ck',
      sql`(${t.status} = 'answered') = (${t.answer} is not null and ${t.answeredAt} is not null)`,
    ),
  ],
);
