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
import { writeAudit } from '../operator/audit';
import { operatorOf, operatorRoute } from '../operator/operator-auth';
import { errorResponses } from '../shared/schemas';
import type { App } from '../types';
import { decideProfileText, pendingProfileTexts } from './profile-texts-repo';
import { decideReport, openReports, restoreMember } from './reports-repo';
import { mailMember } from './statements';

const NO_STORE = 'no-store';
const LIMIT = { rateLimit: { max: 600, timeWindow: '1 minute' } };

/**
 * The moderator's side of reports and profile texts (ADR 0034): the queues oldest first with their age, and
 * one decision at a time, each with an audit row (who, what, when, before/after) in the same transaction and
 * the statements of reasons by e-mail after it commits. Role moderator (admin passes every operator call).
 */
export async function operatorReportRoutes(app: App, token: string | undefined): Promise<void> {
  const db = app.db.db;
  const access = { token, roles: ['moderator'] as const };

  app.get('/operator/reports.php', {
    ...operatorRoute(app, access, {
      summary: 'Open member reports, oldest first',
      description:
        'Each with its age, the reporter’s name and language, the reported member’s profile essentials, ' +
        'open report count and previous decisions, and the copied messages only when the reporter consented.',
      querystring: ZOperatorReportsQuery,
      response: { 200: ZOperatorReportsResponse, ...errorResponses(400, 403, 429) },
    }),
    config: LIMIT,
    handler: async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return openReports(db, request.query.limit ?? 50, app.config.now());
    },
  });

  app.post('/operator/report-decision.php', {
    ...operatorRoute(app, access, {
      summary: 'Decide a report: warn, hide, ban or dismiss',
      description:
        'warn: a formal warning by e-mail; hide: the profile disappears from search and its page for everyone ' +
        'else until shown again; ban: also refuses every login and revokes every session at once; dismiss: no ' +
        'breach. Writes an audit row and mails the reporter a statement of reasons (and the reported member ' +
        'for warn, hide and ban) in their language. 404 unknown, 409 already decided.',
      body: ZReportDecisionInput,
      response: { 200: ZReportDecisionResponse, ...errorResponses(400, 403, 404, 409, 429) },
    }),
    config: LIMIT,
    handler: async (request, reply) => {
      const { report, decision, ground, note } = request.body;
      const actor = operatorOf(request).actor;
      const done = await db.transaction(async (tx) => {
        const decided = await decideReport(tx, {
          id: report,
          decision,
          ground,
          decidedBy: actor,
          now: app.config.now(),
        });
        await writeAudit(tx, app, request, {
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
        });
        return decided;
      });
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
      reply.header('cache-control', NO_STORE);
      return {
        ok: true as const,
        report,
        status: done.status,
        mails_sent: sent.filter(Boolean).length,
      };
    },
  });

  app.post('/operator/member-restore.php', {
    ...operatorRoute(app, access, {
      summary: 'Show a hidden profile again, or lift a ban',
      description:
        'Clears a moderator’s hiding; a banned member needs `unban: true` (409 otherwise). Audited. 404 for ' +
        'an unknown member, 409 when the member is neither hidden nor banned.',
      body: ZUnhideInput,
      response: { 200: ZUnhideResponse, ...errorResponses(400, 403, 404, 409, 429) },
    }),
    config: LIMIT,
    handler: async (request, reply) => {
      const { member, unban } = request.body;
      await db.transaction(async (tx) => {
        const done = await restoreMember(tx, {
          member,
          unban: unban === true,
          decidedBy: operatorOf(request).actor,
          now: app.config.now(),
        });
        await writeAudit(tx, app, request, {
          action: done.before.banned ? 'member.unban' : 'member.unhide',
          subjectType: 'user',
          subjectId: member,
          before: done.before,
          after: done.after,
        });
      });
      reply.header('cache-control', NO_STORE);
      return { ok: true as const, member };
    },
  });

  app.get('/operator/profile-texts.php', {
    ...operatorRoute(app, access, {
      summary: 'New and changed profile texts awaiting review, oldest first',
      querystring: ZProfileTextQueueQuery,
      response: { 200: ZProfileTextQueueResponse, ...errorResponses(400, 403, 429) },
    }),
    config: LIMIT,
    handler: async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return pendingProfileTexts(db, request.query.limit ?? 50, app.config.now());
    },
  });

  app.post('/operator/profile-text-decision.php', {
    ...operatorRoute(app, access, {
      summary: 'Approve a profile text, or reject it with a ground',
      description:
        'Rejecting removes the text from the profile at once (others no longer see it) and mails the member ' +
        'a statement of reasons in their language. Audited. 404 unknown, 409 already decided or replaced by ' +
        'a newer text.',
      body: ZProfileTextDecisionInput,
      response: { 200: ZProfileTextDecisionResponse, ...errorResponses(400, 403, 404, 409, 429) },
    }),
    config: LIMIT,
    handler: async (request, reply) => {
      const { id, decision, ground, note } = request.body;
      const done = await db.transaction(async (tx) => {
        const decided = await decideProfileText(tx, {
          id,
          decision,
          ground,
          decidedBy: operatorOf(request).actor,
          now: app.config.now(),
        });
        await writeAudit(tx, app, request, {
          action: `profile_text.${decision}`,
          subjectType: 'profile_text',
          subjectId: id,
          before: { status: 'pending', field: decided.field, text: decided.text },
          after: { status: decided.status, removed: decided.removed },
          details: { member_id: decided.userId, ...(ground ? { ground } : {}), ...(note ? { note } : {}) },
        });
        return decided;
      });
      if (done.status === 'rejected') {
        await mailMember(app, done.userId, 'moderation_statement', {
          decision: 'text_reject',
          ground: ground ?? 'other',
          field: done.field,
          ...(note ? { note } : {}),
        });
      }
      reply.header('cache-control', NO_STORE);
      return { ok: true as const, id, status: done.status, removed: done.removed };
    },
  });
}
