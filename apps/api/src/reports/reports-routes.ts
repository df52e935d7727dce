import { ZReportInput, ZReportResponse } from '@dating/core/contracts';
import { memberCall } from '../shared/member-route';
import type { App } from '../types';
import { createReport, REPORTS_PER_DAY } from './reports-repo';
import { mailMember } from './statements';

/** A member reports another member from the profile or the chat (issue 15 item 3, ADR 0034). */
export async function reportsRoutes(app: App): Promise<void> {
  const db = app.db.db;

  app.post('/report.php', {
    ...memberCall(app, 'reports', {
      summary: 'Report a member',
      description:
        'A reason from the list, optional text (required for `other`) and, from the chat, optional consent to ' +
        'copy the last 20 messages of the conversation into the report. The report waits in the moderation ' +
        'queue; the reporter gets a confirmation e-mail now and a statement of reasons when it is decided. ' +
        'Reporting oneself is 400; an unknown member is 404; the same open report (member and reason) is ' +
        `answered with the stored one (\`created: false\`, no new mail); more than ${REPORTS_PER_DAY} reports ` +
        'a day are 429.',
      body: ZReportInput,
      ok: ZReportResponse,
      errors: [404],
      limit: { max: 30, timeWindow: '10 minutes' },
      private: true,
    }),
    handler: async (request) => {
      const input = request.body;
      const report = await createReport(db, request.auth!.userId, input, app.config.now());
      if (report.created) {
        request.log.info({ event: 'report_created', report: report.id }, 'report created');
        await mailMember(
          app,
          request.auth!.userId,
          'report_received',
          { member: report.reportedName, ground: input.reason },
          report.reporterLocale,
        );
      }
      return { ok: true as const, report: report.id, created: report.created };
    },
  });
}
