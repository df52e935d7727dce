import { ZGoodwillInput, ZGoodwillResponse } from '@dating/core/contracts';
import { creditLedger } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { credit } from '../credits/ledger-repo';
import { ApiError } from '../shared/api-error';
import type { App } from '../types';
import { writeAudit } from './audit';
import { operatorCall } from './operator-auth';

/** The ledger ref of a goodwill booking: one booking per idempotency key. */
export const goodwillRef = (key: string) => `goodwill:${key}`;

/**
 * Goodwill credits (issue 15 item 5, ADR 0023): the operator gives a member credits as a `bonus` ledger entry.
 * Not a purchase: the member does not become paid/premium. Booked once per idempotency key, with an
 * `audit_log` row (who, what, balance before and after) in the same transaction.
 */
export async function goodwillRoutes(app: App, operatorToken: string | undefined): Promise<void> {
  const db = app.db.db;

  app.post('/operator/goodwill.php', {
    ...operatorCall(
      app,
      { token: operatorToken, roles: ['finance'] },
      {
        summary: 'Give a member goodwill credits',
        description:
          'Books `credits` (1–1000) as a `bonus` entry with ref ' +
          '`goodwill:<idempotency_key>`: a retry with the same key books nothing and answers `duplicate: true` ' +
          '(409 when the key was used for another member). The balance rises; the member does not become ' +
          'paid/premium. Writes an `audit_log` row. 404 for an unknown member.',
        body: ZGoodwillInput,
        ok: ZGoodwillResponse,
        errors: [404, 409],
        limit: { max: 120, timeWindow: '1 minute' },
      },
    ),
    handler: async (request) => {
      const { user_id: userId, credits, reason, idempotency_key: key } = request.body;
      const moved = await db.transaction(async (tx) => {
        const m = await credit(tx, userId, credits, 'bonus', goodwillRef(key), reason);
        if (m.duplicate) {
          const [booked] = await tx
            .select({ userId: creditLedger.userId })
            .from(creditLedger)
            .where(eq(creditLedger.id, m.entryId!))
            .limit(1);
          if (booked?.userId !== userId) throw new ApiError('conflict');
          return m;
        }
        await writeAudit(tx, app, request, {
          action: 'credits.goodwill',
          subjectType: 'user',
          subjectId: userId,
          before: { credits: m.balance - credits },
          after: { credits: m.balance },
          details: { credits, reason, idempotency_key: key, entry_id: m.entryId },
        });
        return m;
      });
      if (!moved.duplicate) {
        try {
          app.live.publish([userId], { type: 'credits', credits: moved.balance });
        } catch (err) {
          request.log.warn({ err }, 'goodwill: live balance update failed');
        }
      }
      return {
        ok: true as const,
        balance: moved.balance,
        entry_id: moved.entryId,
        duplicate: moved.duplicate,
      };
    },
  });
}
