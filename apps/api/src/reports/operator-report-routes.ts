import {
  ZOperatorReportsQuery,
  ZOperatorReportsResponse,
  ZProfileTextDecisionInput,
  ZProfileTextDecisionResponse,
  ZProfileTextQueueQuery,
  ZProfileTextQueueResponse,
  ZReportDecisionInput,
  ZReportDecisionResponse,
  ZUnhideInput,
  ZUnhideResponse,
} from '@dating/core/contracts';
import { profiles } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { audited } from '../operator/audit';
import { CONSOLE_RATE, operatorCall } from '../operator/operator-auth';
import type { App } from '../types';
import { decideProfileText, pendingProfileTexts } from './profile-texts-repo';
import { decideReport, openReports, restoreMember } from './reports-repo';
import { mailMember } from './statements';

/**
 * The moderator's side of reports and profile texts (ADR 0034): the queues oldest first with their age, and
 * one decision at a time, each with an audit row (who, what, when, before/after) in the same transaction and
 * the statements of reasons by e-mail after it commits. Role moderator (admin passes every operator call).
 */
export async function operatorReportRoutes(app: App, token: string | undefined): Promise<void> {
  const db = app.db.db;
  const access = { token, roles: ['moderator'] as const };

  app.get('/operator/reports.php', {
    ...operatorCall(app, access, {
      summary: 'Open member reports, oldest first',
      description:
        'Each with its age, the reporter’s name and language, the reported member’s profile essentials, ' +
        'open report count and previous decisions, and the copied messages only when the reporter consented.',
      querystring: ZOperatorReportsQuery,
      ok: ZOperatorReportsResponse,
      limit: CONSOLE_RATE,
    }),
    handler: async (request) => openReports(db, request.query.limit ?? 50, app.config.now()),
  });

  app.post('/operator/report-decision.php', {
    ...operatorCall(app, access, {
      summary: 'Decide a report: warn, hide, ban or dismiss',
      description:
        'warn: a formal warning by e-mail; hide: the profile disappears from search and its page for everyone ' +
        'else until shown again; ban: also refuses every login and revokes every session at once; dismiss: no ' +
        'breach. Writes an audit row and mails the reporter a statement of reasons (and the reported member ' +
        'for warn, hide and ban) in their language. 404 unknown, 409 already decided.',
      body: ZReportDecisionInput,
      ok: ZReportDecisionResponse,
      errors: [404, 409],
      limit: CONSOLE_RATE,
    }),
    handler: async (request) => {
      const { report, decision, ground, note } = request.body;
      const done = await audited(
        app,
        request,
        (tx, by) => decideReport(tx, { id: report, decision, ground, ...by }),
        (decided) => ({
          action: `report.${decision}`,
          subjectType: 'report',
          subjectId: report,
          before: decided.before,
          after: decided.after,
          details: {
            reported_id: decided.reportedId,
            reason: decided.reason,
            ground: ground ?? decided.reason,
            ...(note ? { note } : {}),
          },
        }),
      );
      const groundSent = ground ?? done.reason;
      const [facts] = await db
        .select({ name: profiles.name })
        .from(profiles)
        .where(eq(profiles.userId, done.reportedId))
        .limit(1);
      const sent = await Promise.all([
        mailMember(
          app,
          done.reporterId,
          'report_decided',
          { member: facts?.name ?? '', decision, ground: groundSent, ...(note ? { note } : {}) },
          done.reporterLocale,
        ),
        decision === 'dismiss'
          ? Promise.resolve(false)
          : mailMember(app, done.reportedId, 'moderation_statement', {
              decision,
              ground: groundSent,
              ...(note ? { note } : {}),
            }),
      ]);
      return {
        ok: true as const,
        report,
        status: done.status,
        mails_sent: sent.filter(Boolean).length,
      };
    },
  });

  app.post('/operator/member-restore.php', {
    ...operatorCall(app, access, {
      summary: 'Show a hidden profile again, or lift a ban',
      description:
        'Clears a moderator’s hiding; a banned member needs `unban: true` (409 otherwise). Audited. 404 for ' +
        'an unknown member, 409 when the member is neither hidden nor banned.',
      body: ZUnhideInput,
      ok: ZUnhideResponse,
      errors: [404, 409],
      limit: CONSOLE_RATE,
    }),
    handler: async (request) => {
      const { member, unban } = request.body;
      await audited(
        app,
        request,
        (tx, by) => restoreMember(tx, { member, unban: unban === true, ...by }),
        (done) => ({
          action: done.before.banned ? 'member.unban' : 'member.unhide',
          subjectType: 'user',
          subjectId: member,
          before: done.before,
          after: done.after,
        }),
      );
      return { ok: true as const, member };
    },
  });

  app.get('/operator/profile-texts.php', {
    ...operatorCall(app, access, {
      summary: 'New and changed profile texts awaiting review, oldest first',
      querystring: ZProfileTextQueueQuery,
      ok: ZProfileTextQueueResponse,
      limit: CONSOLE_RATE,
    }),
    handler: async (request) => pendingProfileTexts(db, request.query.limit ?? 50, app.config.now()),
  });

  app.post('/operator/profile-text-decision.php', {
    ...operatorCall(app, access, {
      summary: 'Approve a profile text, or reject it with a ground',
      description:
        'Rejecting removes the text from the profile at once (others no longer see it) and mails the member ' +
        'a statement of reasons in their language. Audited. 404 unknown, 409 already decided or replaced by ' +
        'a newer text.',
      body: ZProfileTextDecisionInput,
      ok: ZProfileTextDecisionResponse,
      errors: [404, 409],
      limit: CONSOLE_RATE,
    }),
    handler: async (request) => {
      const { id, decision, ground, note } = request.body;
      const done = await audited(
        app,
        request,
        (tx, by) => decideProfileText(tx, { id, decision, ground, ...by }),
        (decided) => ({
          action: `profile_text.${decision}`,
          subjectType: 'profile_text',
          subjectId: id,
          before: { status: 'pending', field: decided.field, text: decided.text },
          after: { status: decided.status, removed: decided.removed },
          details: { member_id: decided.userId, ...(ground ? { ground } : {}), ...(note ? { note } : {}) },
        }),
      );
      if (done.status === 'rejected') {
        await mailMember(app, done.userId, 'moderation_statement', {
          decision: 'text_reject',
          ground: ground ?? 'other',
          field: done.field,
          ...(note ? { note } : {}),
        });
      }
      return { ok: true as const, id, status: done.status, removed: done.removed };
    },
  });
}
