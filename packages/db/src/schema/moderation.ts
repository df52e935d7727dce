import { bigint, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { MODERATION_DECISIONS, MODERATION_SUBJECTS } from './constants';
import { createdAt, oneOf, uuidId } from './helpers';
import { reports } from './reports';
import { users } from './users';

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
