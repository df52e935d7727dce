import {
  ZComplaintAnswerInput,
  ZComplaintAnswerResponse,
  ZOperatorComplaintsQuery,
  ZOperatorComplaintsResponse,
} from '@dating/core/contracts';
import { mailSiteOf, memberFacts } from '../chat/notify';
import { CONSOLE_RATE, operatorCall, operatorOf } from '../operator/operator-auth';
import type { App } from '../types';
import { answerComplaint, operatorComplaints } from './complaints-repo';

/**
 * The operator's side of complaints: the queue and the answer, which goes to the member by e-mail in the
 * language they complained in. Operators of role finance (or admin), or OPERATOR_TOKEN (ADR 0028); 403 otherwise.
 */
export async function operatorComplaintRoutes(app: App, operatorToken: string | undefined): Promise<void> {
  const db = app.db.db;
  const access = { token: operatorToken, roles: ['finance'] as const };

  /** The answer mail; false when it could not be sent (the answer is stored and shown on /complaints). */
  const mailAnswer = async (
    userId: string,
    locale: Parameters<App['mailer']['send']>[0]['locale'],
    answer: string,
  ) => {
    try {
      const member = await memberFacts(db, userId);
      const site = member ? await mailSiteOf(app, member.siteId) : null;
      if (!member || !site) return false;
      await app.mailer.send({
        kind: 'complaint_answer',
        to: member.email,
        locale,
        site,
        data: { name: member.name, answer, link: `${app.config.publicUrl.replace(/\/+$/, '')}/complaints` },
        userId,
      });
      return true;
    } catch (err) {
      app.log.error({ err }, 'complaint answer mail failed');
      return false;
    }
  };

  app.get('/operator/complaints.php', {
    ...operatorCall(app, access, {
      summary: 'Complaints about payments',
      description:
        'Complaints of one status (default open), oldest ' +
        'first, with the member’s e-mail address and language and the order they are about.',
      querystring: ZOperatorComplaintsQuery,
      ok: ZOperatorComplaintsResponse,
      limit: CONSOLE_RATE,
    }),
    handler: async (request) => {
      return { complaints: await operatorComplaints(db, request.query) };
    },
  });

  app.post('/operator/complaint-answer.php', {
    ...operatorCall(app, access, {
      summary: 'Answer a complaint',
      description:
        'Stores the answer once (409 when the complaint is already answered, 404 ' +
        'when unknown), writes an `audit_log` row and mails the answer to the member in their language; ' +
        '`mail_sent` is false when the mail could not be delivered. The member sees the answer on /complaints.',
      body: ZComplaintAnswerInput,
      ok: ZComplaintAnswerResponse,
      errors: [404, 409],
      limit: CONSOLE_RATE,
    }),
    handler: async (request) => {
      const { id, answer } = request.body;
      // A logged-in operator answers (and is audited) as themselves; the token names who answered.
      const answeredBy = operatorOf(request).email ?? request.body.answered_by;
      const done = await answerComplaint(db, { id, answer, answeredBy, now: app.config.now() });
      const mailSent = await mailAnswer(done.userId, done.locale, answer);
      return { ok: true as const, complaint: done.complaint, mail_sent: mailSent };
    },
  });
}
