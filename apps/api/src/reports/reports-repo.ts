import type {
  TLocale,
  TOperatorReport,
  TReportDecision,
  TReportInput,
  TReportReason,
} from '@dating/core/contracts';
import { REPORT_MESSAGES } from '@dating/core/contracts';
import { ageOn, type Db } from '@dating/db';
import {
  conversations,
  messages,
  moderationDecisions,
  profiles,
  profileTextReviews,
  reports,
  users,
  type ReportMessageCopy,
} from '@dating/db/schema';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { revokeUserSessions } from '../accounts/sessions-repo';
import { ageSeconds, lockQueueItem } from '../operator/decisions';
import { ApiError } from '../shared/api-error';
import { lockMember } from '../shared/rows';

/** At most this many reports per member and day (beyond the per-IP rate limit of the route). */
export const REPORTS_PER_DAY = 20;
const DAY_MS = 86_400_000;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CreatedReport {
  id: string;
  created: boolean;
  /** What the confirmation mail needs (only for a new report). */
  reporterLocale: TLocale;
  reportedName: string;
}

/** The two members of a conversation in the table's order (member_a < member_b). */
const pair = (x: string, y: string) => (x < y ? [x, y] : [y, x]) as [string, string];

/**
 * The last REPORT_MESSAGES messages between the two members, oldest first, as the report keeps them: who sent
 * it (reporter or reported), its kind, its text (none for photos and gifts) and when.
 */
async function lastMessages(
  db: Db,
  reporterId: string,
  reportedId: string,
): Promise<{ conversationId: string; copies: ReportMessageCopy[] } | null> {
  const [a, b] = pair(reporterId, reportedId);
  const [conv] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.memberA, a), eq(conversations.memberB, b)))
    .limit(1);
  if (!conv) return null;
  const rows = await db
    .select({
      senderId: messages.senderId,
      kind: messages.kind,
      body: messages.body,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, conv.id))
    .orderBy(desc(messages.seq))
    .limit(REPORT_MESSAGES);
  return {
    conversationId: conv.id,
    copies: rows.reverse().map((m) => ({
      from: m.senderId === reporterId ? 'reporter' : 'reported',
      kind: m.kind,
      body: m.kind === 'text' ? m.body : null,
      created_at: m.createdAt.toISOString(),
    })),
  };
}

/**
 * Stores a member's report about another member. Oneself is 400; an unknown, deleted or profile-less member
 * is 404 (fictional profiles can be reported like any other). The same open report (reporter, member, reason)
 * is answered with the stored one (`created: false`). More than REPORTS_PER_DAY a day is 429. Messages are
 * copied only from the chat and only with the reporter's consent. The count and the insert run under the
 * reporter's row lock, so parallel posts cannot pass the limit.
 */
export async function createReport(
  db: Db,
  reporterId: string,
  input: TReportInput,
  now: Date,
): Promise<CreatedReport> {
  if (input.profile === reporterId) {
    throw new ApiError('bad_request', {
      messageKey: 'report:errors.self',
      fields: [{ path: 'body.profile', message: 'report:errors.self' }],
    });
  }
  return db.transaction(async (tx) => {
    const reporter = await lockMember(tx, reporterId, { language: users.language });
    if (!reporter) throw new ApiError('not_found');
    const [target] = await tx
      .select({ id: users.id, name: profiles.name })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(and(eq(users.id, input.profile), ne(users.status, 'pending_deletion')))
      .limit(1);
    if (!target) throw new ApiError('not_found');
    const reason = input.reason;
    const [existing] = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(
        and(
          eq(reports.reporterId, reporterId),
          eq(reports.reportedUserId, target.id),
          eq(reports.reason, reason),
          eq(reports.status, 'open'),
        ),
      )
      .limit(1);
    if (existing) {
      return {
        id: existing.id,
        created: false,
        reporterLocale: reporter.language,
        reportedName: target.name,
      };
    }
    const [today] = await tx
      .select({ n: count() })
      .from(reports)
      .where(
        and(eq(reports.reporterId, reporterId), gte(reports.createdAt, new Date(now.getTime() - DAY_MS))),
      );
    if ((today?.n ?? 0) >= REPORTS_PER_DAY) throw new ApiError('rate_limited');
    const fromChat = input.from_chat === true;
    const attached =
      fromChat && input.attach_messages === true ? await lastMessages(tx, reporterId, target.id) : null;
    const [row] = await tx
      .insert(reports)
      .values({
        reporterId,
        reportedUserId: target.id,
        reason,
        details: input.text ? input.text : null,
        fromChat,
        conversationId: attached?.conversationId ?? null,
        messages: attached ? attached.copies : null,
        locale: reporter.language,
        createdAt: now,
      })
      .returning({ id: reports.id });
    return { id: row!.id, created: true, reporterLocale: reporter.language, reportedName: target.name };
  });
}

/** Open reports, oldest first, with what the moderator needs to decide (ADR 0034). */
export async function openReports(
  db: Db,
  limit: number,
  now: Date,
): Promise<{ total: number; items: TOperatorReport[] }> {
  const reporter = sql<
    string | null
  >`(select p.name from ${profiles} p where p.user_id = ${reports.reporterId})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reports.id,
        reason: reports.reason,
        details: reports.details,
        fromChat: reports.fromChat,
        messages: reports.messages,
        locale: reports.locale,
        createdAt: reports.createdAt,
        reporterId: reports.reporterId,
        reporterName: reporter,
        reportedId: users.id,
        bannedAt: users.bannedAt,
        name: profiles.name,
        dateOfBirth: profiles.dateOfBirth,
        city: profiles.city,
        country: profiles.country,
        fictional: profiles.fictional,
        bio: profiles.bio,
        note: profiles.note,
        hiddenAt: profiles.moderationHiddenAt,
      })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.reportedUserId))
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(reports.status, 'open'))
      .orderBy(asc(reports.createdAt), asc(reports.id))
      .limit(limit),
    db.select({ n: count() }).from(reports).where(eq(reports.status, 'open')),
  ]);
  const ids = [...new Set(rows.map((r) => r.reportedId))];
  const [decisions, openCounts] = ids.length
    ? await Promise.all([
        db
          .select({
            subjectId: moderationDecisions.subjectId,
            decision: moderationDecisions.decision,
            reason: moderationDecisions.reason,
            decidedBy: moderationDecisions.decidedBy,
            createdAt: moderationDecisions.createdAt,
          })
          .from(moderationDecisions)
          .where(
            and(eq(moderationDecisions.subjectType, 'user'), inArray(moderationDecisions.subjectId, ids)),
          )
          .orderBy(desc(moderationDecisions.createdAt))
          .limit(500),
        db
          .select({ id: reports.reportedUserId, n: count() })
          .from(reports)
          .where(and(eq(reports.status, 'open'), inArray(reports.reportedUserId, ids)))
          .groupBy(reports.reportedUserId),
      ])
    : [[], []];
  const openOf = new Map(openCounts.map((c) => [c.id, c.n]));
  return {
    total: total?.n ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      reason: r.reason,
      text: r.details,
      from_chat: r.fromChat,
      created_at: r.createdAt.toISOString(),
      age_seconds: ageSeconds(r.createdAt, now),
      reporter: { id: r.reporterId, name: r.reporterName, locale: r.locale },
      reported: {
        id: r.reportedId,
        name: r.name,
        age: r.dateOfBirth ? ageOn(r.dateOfBirth, now) : null,
        city: r.city,
        country: r.country,
        fictional: r.fictional,
        bio: r.bio,
        note: r.note,
        hidden_by_moderation: r.hiddenAt !== null,
        banned: r.bannedAt !== null,
        open_reports: openOf.get(r.reportedId) ?? 1,
      },
      previous_decisions: decisions
        .filter((d) => d.subjectId === r.reportedId)
        .slice(0, 10)
        .map((d) => ({
          decision: d.decision,
          reason: d.reason,
          decided_by: d.decidedBy,
          created_at: d.createdAt.toISOString(),
        })),
      messages: r.messages ?? null,
    })),
  };
}

/**
 * Locks the member's `users` row and reads what moderation set on the account: the ban (`member`) and the
 * moderator's hiding of the profile (`profile`); each undefined when there is no such row.
 */
async function lockModeration(tx: Db, userId: string) {
  const member = await lockMember(tx, userId, { bannedAt: users.bannedAt });
  const [profile] = await tx
    .select({ hiddenAt: profiles.moderationHiddenAt })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return { member, profile };
}

/** The account state a decision changes, for the audit row's before/after. */
interface MemberState {
  banned: boolean;
  hidden: boolean;
  report_status: string;
}

export interface DecidedReport {
  status: 'resolved' | 'dismissed';
  before: MemberState;
  after: MemberState;
  reportedId: string;
  reporterId: string | null;
  reporterLocale: TLocale;
  reason: TReportReason;
}

/**
 * Decides one open report inside `tx` (404 unknown, 409 already decided): warn changes nothing on the account,
 * hide hides the profile from everyone else, ban also marks the account banned and revokes every session at
 * once, dismiss closes the report. Writes the `moderation_decisions` row; the caller writes the audit row in the
 * same transaction.
 */
export async function decideReport(
  tx: Db,
  d: {
    id: string;
    decision: TReportDecision;
    ground: TReportReason | undefined;
    decidedBy: string;
    now: Date;
  },
): Promise<DecidedReport> {
  const report = await lockQueueItem(tx, reports, d.id, {
    status: reports.status,
    reason: reports.reason,
    reportedId: reports.reportedUserId,
    reporterId: reports.reporterId,
    locale: reports.locale,
  });
  if (!report.reportedId) throw new ApiError('not_found');
  if (report.status !== 'open') throw new ApiError('conflict');
  const { member, profile } = await lockModeration(tx, report.reportedId);
  const status = d.decision === 'dismiss' ? ('dismissed' as const) : ('resolved' as const);
  const before: MemberState = {
    banned: Boolean(member?.bannedAt),
    hidden: Boolean(profile?.hiddenAt),
    report_status: 'open',
  };
  const after: MemberState = { ...before, report_status: status };
  if (d.decision === 'hide' || d.decision === 'ban') {
    await tx
      .update(profiles)
      .set({ moderationHiddenAt: d.now })
      .where(and(eq(profiles.userId, report.reportedId), isNull(profiles.moderationHiddenAt)));
    after.hidden = true;
  }
  if (d.decision === 'ban') {
    await tx
      .update(users)
      .set({ bannedAt: d.now, updatedAt: d.now })
      .where(and(eq(users.id, report.reportedId), isNull(users.bannedAt)));
    await revokeUserSessions(tx, report.reportedId, d.now);
    after.banned = true;
  }
  await tx
    .update(reports)
    .set({ status, decision: d.decision, decidedBy: d.decidedBy, resolvedAt: d.now })
    .where(eq(reports.id, d.id));
  await tx.insert(moderationDecisions).values({
    subjectType: 'user',
    subjectId: report.reportedId,
    decision: d.decision,
    reason: d.ground ?? report.reason,
    decidedBy: d.decidedBy,
    reportId: d.id,
    createdAt: d.now,
  });
  return {
    status,
    before,
    after,
    reportedId: report.reportedId,
    reporterId: report.reporterId,
    reporterLocale: report.locale,
    reason: report.reason,
  };
}

/**
 * Shows a hidden profile again and, with `unban`, lifts a ban (the member can log in again). 404 for an
 * unknown member, 409 when there is nothing to undo.
 */
export async function restoreMember(
  tx: Db,
  r: { member: string; unban: boolean; decidedBy: string; now: Date },
): Promise<{ before: { banned: boolean; hidden: boolean }; after: { banned: boolean; hidden: boolean } }> {
  if (!UUID_RE.test(r.member)) throw new ApiError('not_found');
  const { member, profile } = await lockModeration(tx, r.member);
  if (!member || !profile) throw new ApiError('not_found');
  const before = { banned: member.bannedAt !== null, hidden: profile.hiddenAt !== null };
  if (before.banned && !r.unban) {
    throw new ApiError('conflict', { fields: [{ path: 'body.unban', message: 'the member is banned' }] });
  }
  if (!before.hidden && !before.banned) throw new ApiError('conflict');
  if (r.unban && before.banned) {
    await tx.update(users).set({ bannedAt: null, updatedAt: r.now }).where(eq(users.id, r.member));
  }
  await tx.update(profiles).set({ moderationHiddenAt: null }).where(eq(profiles.userId, r.member));
  await tx.insert(moderationDecisions).values({
    subjectType: 'user',
    subjectId: r.member,
    decision: before.banned ? 'unban' : 'unhide',
    reason: null,
    decidedBy: r.decidedBy,
    createdAt: r.now,
  });
  return { before, after: { banned: false, hidden: false } };
}

/** How long what a report holds is kept after the decision (ADR 0034). */
export const RETENTION = {
  /** The copied messages: the six months in which either member may appeal. */
  messagesDays: 183,
  /** The decided report itself (reason, text, who decided): a year, to see repeat offenders. */
  reportDays: 365,
  /** Approved and superseded profile texts: a month; rejected ones a year, like reports. */
  textDays: 30,
} as const;

/**
 * Forgets what is past its retention (ADR 0034): copied messages of reports decided more than six months ago,
 * decided reports after a year (their `moderation_decisions` and audit rows stay), decided profile texts after a
 * month (rejected ones after a year). Open reports and pending texts are never touched. Run by the hourly job.
 */
export async function purgeOldReports(
  db: Db,
  now: Date,
): Promise<{ messagesCleared: number; reportsDeleted: number; textsDeleted: number }> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const decided = ne(reports.status, 'open');
  const cleared = await db
    .update(reports)
    .set({ messages: null, conversationId: null })
    .where(and(decided, isNotNull(reports.messages), lt(reports.resolvedAt, ago(RETENTION.messagesDays))))
    .returning({ id: reports.id });
  const deleted = await db
    .delete(reports)
    .where(and(decided, lt(reports.resolvedAt, ago(RETENTION.reportDays))))
    .returning({ id: reports.id });
  const texts = await db
    .delete(profileTextReviews)
    .where(
      or(
        and(
          eq(profileTextReviews.status, 'rejected'),
          lt(profileTextReviews.decidedAt, ago(RETENTION.reportDays)),
        ),
        and(
          inArray(profileTextReviews.status, ['approved', 'superseded']),
          lt(profileTextReviews.createdAt, ago(RETENTION.textDays)),
        ),
      ),
    )
    .returning({ id: profileTextReviews.id });
  return { messagesCleared: cleared.length, reportsDeleted: deleted.length, textsDeleted: texts.length };
}
