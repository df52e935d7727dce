import { bigint, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { MODERATION_DECISIONS, MODERATION_SUBJECTS, REPORT_STATUSES } from './constants';
import { createdAt, oneOf, tstz, uuidId } from './helpers';
import { messages } from './chat';
import { photos } from './photos';
import { users } from './users';

/** A member reports another member, a photo or a message. */
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
    reason: text('reason').notNull(),
    details: text('details'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: tstz('resolved_at'),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_reported_idx').on(t.reportedUserId),
    check('reports_status_ck', oneOf(t.status, REPORT_STATUSES)),
  ],
);

/** Decisions on photos, profiles, users, messages or reports, by a moderator or an automatic rule. */
export const moderationDecisions = pgTable(
  'moderation_decisions',
  {
    id: uuidId(),
    subjectType: text('subject_type', { enum: MODERATION_SUBJECTS }).notNull(),
    subjectId: text('subject_id').notNull(),
    decision: text('decision', { enum: MODERATION_DECISIONS }).notNull(),
    reason: text('reason'),
    /** Who decided: a moderator's name or `system:<rule>`. */
    decidedBy: text('decided_by').notNull(),
    reportId: uuid('report_id').references(() => reports.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_decisions_subject_idx').on(t.subjectType, t.subjectId),
    check('moderation_decisions_subject_ck', oneOf(t.subjectType, MODERATION_SUBJECTS)),
    check('moderation_decisions_decision_ck', oneOf(t.decision, MODERATION_DECISIONS)),
  ],
);

/** Security- and money-relevant events (login, password change, deletion, payment state changes, …). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `member`, `system`, `moderator:<name>`, `provider:<name>`. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    ipHash: text('ip_hash'),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
