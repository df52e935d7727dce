import { ZComplaintInput, ZComplaintResponse, ZComplaintsResponse } from '@dating/core/contracts';
import { ApiError } from '../shared/api-error';
import { memberCall } from '../shared/member-route';
import { requestDomain } from '../site/geo';
import { getSettingsForDomain } from '../site/settings-repo';
import type { App } from '../types';
import { COMPLAINTS_PER_DAY, createComplaint, ownComplaints, ownOrders } from './complaints-repo';

/** A member's complaints about a payment (spec §2 /complaints, issue 13 item 5, ADR 0023). */
export async function complaintsRoutes(app: App): Promise<void> {
  const db = app.db.db;

  app.get('/complaints.php', {
    ...memberCall(app, 'complaints', {
      summary: "The member's complaints and orders",
      description:
        'The member’s own complaints (newest first, with status and answer), the member’s own orders for ' +
        'the form’s picker (newest first, at most 50, each marked refundable when paid within the site’s ' +
        '`refund_days`) and `refund_days` itself.',
      ok: ZComplaintsResponse,
      errors: [503],
      limit: { max: 120, timeWindow: '1 minute' },
      private: true,
    }),
    handler: async (request) => {
      const userId = request.auth!.userId;
      const site = await getSettingsForDomain(db, requestDomain(request));
      if (!site) throw new ApiError('service_unavailable');
      const refundDays = site.settings.refund_days ?? null;
      const now = app.config.now();
      const [complaints, orders] = await Promise.all([
        ownComplaints(db, userId),
        ownOrders(db, userId, refundDays, now),
      ]);
      return { complaints, orders, refund_days: refundDays };
    },
  });

  app.post('/complaint.php', {
    ...memberCall(app, 'complaints', {
      summary: 'Complain about a payment',
      description:
        'A complaint about one of the member’s own orders: a reason and 10–2,000 characters of text. It ' +
        'reaches the operator (`GET /api/operator/complaints.php`), who answers by e-mail in the member’s ' +
        `language. Another member’s order is 404; a second open complaint about one order is 409; more than ` +
        `${COMPLAINTS_PER_DAY} complaints a day are 429.`,
      body: ZComplaintInput,
      ok: ZComplaintResponse,
      errors: [404, 409],
      limit: { max: 20, timeWindow: '10 minutes' },
      private: true,
    }),
    handler: async (request) => {
      const complaint = await createComplaint(db, request.auth!.userId, request.body, app.config.now());
      request.log.info({ event: 'complaint_created', complaint: complaint.id }, 'complaint created');
      return { complaint };
    },
  });
}
