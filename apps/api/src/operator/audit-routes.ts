import type { App } from '../types';
import { searchAudit } from './audit';
import { ZAuditQuery, ZAuditResponse } from './contracts';
import { CONSOLE_RATE, operatorCall } from './operator-auth';

/**
 * The audit log, read-only: there is no route that changes or deletes a row, and the table's trigger refuses
 * UPDATE and DELETE (migration 0014). Admins only (a moderator sees the decisions in the queue).
 */
export async function auditRoutes(app: App, token: string | undefined): Promise<void> {
  app.get('/operator/audit-log.php', {
    ...operatorCall(
      app,
      { token, roles: ['admin'] },
      {
        summary: 'Search the audit log, newest first',
        description:
          'Filters: `actor` (e.g. `operator:ops@example.com`, `system:operator-token`), `action` (exact, or ' +
          '`photo.*` for a prefix), `subject_type`/`subject_id`, `from`/`to` (ISO times), paged by `before_id`.',
        querystring: ZAuditQuery,
        ok: ZAuditResponse,
        limit: CONSOLE_RATE,
      },
    ),
    handler: async (request) => {
      return { rows: await searchAudit(app.db.db, request.query) };
    },
  });
}
