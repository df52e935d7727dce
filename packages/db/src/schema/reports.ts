import { sql } from 'drizzle-orm';
import {
  PROFILE_TEXT_FIELDS,
  PROFILE_TEXT_STATUSES,
  REPORT_DECISIONS,
  REPORT_REASONS,
} from '@dating/core/contracts';
import { bigint, boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { conversations, messages } from './chat';
import { LOCALES, REPORT_STATUSES } from './constants';
import { cascadeRef, createdAt, oneOf, tstz, uuidId } from './helpers';
import { photos } from './photos';
import { users } from './users';

/** A message copied into a report with the reporter's consent (the last 20 of the conversation). */
export interface ReportMessageCopy {
  from: 'reporter' | 'reported';
  kind: string;
  body: string | null;
  created_at: string;
}

/**
 * A member reports another member from the profile or the chat (issue 15, ADR 0034). Open until a moderator
 * decides: `resolved` with `decision` warn, hide or ban, or `dismissed`. `messages` holds the copied last
 * messages only when the reporter consented. One open report per reporter, member and reason.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuidId(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedUserId: uuid('reported_user_id').references(() => users.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, {
      onDelete: 'set null',
    }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    fromChat: boolean('from_chat').notNull().default(false),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    messages: jsonb('messages').$type<ReportMessageCopy[]>(),
    /** The reporter's language when reporting: the statement of reasons is written in it. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    decision: text('decision', { enum: REPORT_DECISIONS }),
    /** `operator:<email>` or `system:operator-token`. */
    decidedBy: text('decided_by'),
    createdAt: createdAt(),
    resolvedAt: tstz('resolved_at'),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_reported_idx').on(t.reportedUserId),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
    uniqueIndex('reports_open_uq')
      .on(t.reporterId, t.reportedUserId, t.reason)
      .where(sql`${t.status} = 'open'`),
    check('reports_status_ck', oneOf(t.status, REPORT_STATUSES)),
    check('reports_reason_ck', oneOf(t.reason, REPORT_REASONS)),
    check('reports_decision_ck', oneOf(t.decision, REPORT_DECISIONS)),
    check('reports_locale_ck', oneOf(t.locale, LOCALES)),
    check('reports_details_ck', sql`length(${t.details}) <= 1000`),
    check('reports_decided_ck', sql`(${t.status} = 'open') = (${t.decision} is null)`),
  ],
);

/**
 * A member's new or changed profile text awaiting review (filled by a trigger on `profiles`, migration 0015):
 * pending until approved or rejected; a newer version of the same field supersedes a pending one.
 */
export const profileTextReviews = pgTable(
  'profile_text_reviews',
  {
    id: uuidId(),
    userId: cascadeRef('user_id', () => users.id),
    field: text('field', { enum: PROFILE_TEXT_FIELDS }).notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: PROFILE_TEXT_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    decidedAt: tstz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('profile_text_reviews_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('profile_text_reviews_user_idx').on(t.userId, t.field),
    check('profile_text_reviews_field_ck', oneOf(t.field, PROFILE_TEXT_FIELDS)),
    check('profile_text_reviews_status_ck', oneOf(t.status, PROFILE_TEXT_STATUSES)),
  ],
);
