import {
  ZCodeCreateInput,
  ZCodeExpireInput,
  ZCodeRedemptionsQuery,
  ZCodeRedemptionsResponse,
  ZOperatorCodeResponse,
  ZOperatorCodesQuery,
  ZOperatorCodesResponse,
  type TOperatorCode,
} from '@dating/core/contracts';
import type { Db } from '@dating/db';
import { discountCodes, orders, profiles, sites } from '@dating/db/schema';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { writeAudit } from '../operator/audit';
import { CONSOLE_RATE, operatorCall } from '../operator/operator-auth';
import { ApiError } from '../shared/api-error';
import type { App } from '../types';

type CodeRow = typeof discountCodes.$inferSelect;

/** Orders paid with a code (also once refunded): the redemptions of any code, once-per-member or unlimited. */
const REDEEMED = ['paid', 'refunded'] as const;
// The outer column written out in full: drizzle leaves a lone table's columns unqualified, and a bare "id"
// inside the subquery would be the order's.
const redemptionCount = sql<number>`(select count(*)::int from orders o where o.discount_code_id = discount_codes.id and o.status in ('paid', 'refunded'))`;

function toOperatorCode(row: CodeRow, redemptions: number, now: Date): TOperatorCode {
  return {
    id: row.id,
    code: row.code,
    site_id: row.siteId,
    user_id: row.userId,
    country: row.country,
    value_percentage: row.valuePercentage,
    minimum_order_cents: row.minimumOrderCents,
    validity: row.validity,
    status: row.status,
    expires_at: row.expiresAt?.toISOString() ?? null,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime(),
    payment_methods: row.paymentMethods,
    redemptions: Number(redemptions),
    created_at: row.createdAt.toISOString(),
  };
}

async function codeById(db: Db, id: string, now: Date): Promise<TOperatorCode> {
  const [r] = await db
    .select({ row: discountCodes, redemptions: redemptionCount })
    .from(discountCodes)
    .where(eq(discountCodes.id, id))
    .limit(1);
  if (!r) throw new ApiError('not_found');
  return toOperatorCode(r.row, r.redemptions, now);
}

/**
 * Discount-code management for finance (issue 15 item 5, ADR 0037): list codes with their redemption counts,
 * create a code, expire one (it ends now: members get "code not found" or `expired`), and see who redeemed it.
 * Members' personal codes (STAY-…) are listed too. Creating and expiring write `audit_log` rows.
 */
export async function operatorCodeRoutes(app: App, operatorToken: string | undefined): Promise<void> {
  const db = app.db.db;
  const access = { token: operatorToken, roles: ['finance'] as const };

  app.get('/operator/discount-codes.php', {
    ...operatorCall(app, access, {
      summary: 'Discount codes, newest first',
      description: '`status` active, inactive or all (default); each with its number of redemptions.',
      querystring: ZOperatorCodesQuery,
      ok: ZOperatorCodesResponse,
      limit: CONSOLE_RATE,
    }),
    handler: async (request) => {
      const { status = 'all', limit = 100 } = request.query;
      const now = app.config.now();
      const rows = await db
        .select({ row: discountCodes, redemptions: redemptionCount })
        .from(discountCodes)
        .where(status === 'all' ? undefined : eq(discountCodes.status, status))
        .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
        .limit(limit);
      return { codes: rows.map((r) => toOperatorCode(r.row, r.redemptions, now)) };
    },
  });

  app.post('/operator/discount-code.php', {
    ...operatorCall(app, access, {
      summary: 'Create a discount code',
      description:
        'The code is stored upper case; 409 `conflict` when it exists. `site_id` limits it to one site ' +
        '(404 for an unknown site), `country` to one country, `expires_at` ends it. Writes an `audit_log` row ' +
        '`discount.create`.',
      body: ZCodeCreateInput,
      ok: ZOperatorCodeResponse,
      errors: [404, 409],
      limit: { max: 60, timeWindow: '1 minute' },
    }),
    handler: async (request) => {
      const b = request.body;
      const now = app.config.now();
      const created = await db.transaction(async (tx) => {
        if (b.site_id) {
          const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, b.site_id));
          if (!site) throw new ApiError('not_found');
        }
        const [row] = await tx
          .insert(discountCodes)
          .values({
            code: b.code,
            siteId: b.site_id ?? null,
            country: b.country ?? null,
            valuePercentage: b.value_percentage,
            minimumOrderCents: b.minimum_order_cents ?? 0,
            validity: b.validity,
            status: 'active',
            expiresAt: b.expires_at ? new Date(b.expires_at) : null,
            createdAt: now,
          })
          .onConflictDoNothing({ target: discountCodes.code })
          .returning();
        if (!row) throw new ApiError('conflict');
        const code = toOperatorCode(row, 0, now);
        await writeAudit(tx, app, request, {
          action: 'discount.create',
          subjectType: 'discount_code',
          subjectId: row.id,
          after: code,
        });
        return code;
      });
      return { code: created };
    },
  });

  app.post('/operator/discount-code-expire.php', {
    ...operatorCall(app, access, {
      summary: 'Expire a discount code now',
      description:
        'Sets its end to now (or keeps an earlier end): from then on checkout refuses it and the look-up ' +
        'answers `expired: true`. Redemptions made stay. 404 for an unknown id. Writes an `audit_log` row ' +
        '`discount.expire`.',
      body: ZCodeExpireInput,
      ok: ZOperatorCodeResponse,
      errors: [404],
      limit: { max: 60, timeWindow: '1 minute' },
    }),
    handler: async (request) => {
      const now = app.config.now();
      const code = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(discountCodes)
          .where(eq(discountCodes.id, request.body.id))
          .for('update');
        if (!before) throw new ApiError('not_found');
        const end = before.expiresAt && before.expiresAt.getTime() <= now.getTime() ? before.expiresAt : now;
        await tx.update(discountCodes).set({ expiresAt: end }).where(eq(discountCodes.id, before.id));
        await writeAudit(tx, app, request, {
          action: 'discount.expire',
          subjectType: 'discount_code',
          subjectId: before.id,
          before: { expires_at: before.expiresAt?.toISOString() ?? null },
          after: { expires_at: end.toISOString() },
          details: { code: before.code },
        });
        return codeById(tx as unknown as Db, before.id, now);
      });
      return { code };
    },
  });

  app.get('/operator/discount-code-redemptions.php', {
    ...operatorCall(app, access, {
      summary: 'Who redeemed a discount code',
      description:
        'The orders paid with it (also those refunded since), newest first, with the member and the discount ' +
        'given. 404 for an unknown id.',
      querystring: ZCodeRedemptionsQuery,
      ok: ZCodeRedemptionsResponse,
      errors: [404],
      limit: CONSOLE_RATE,
    }),
    handler: async (request) => {
      const now = app.config.now();
      const code = await codeById(db, request.query.id, now);
      const rows = await db
        .select({
          userId: orders.userId,
          name: profiles.name,
          orderId: orders.id,
          status: orders.status,
          discountCents: orders.discountCents,
          currency: orders.currency,
          createdAt: sql<Date>`coalesce(${orders.paidAt}, ${orders.createdAt})`,
        })
        .from(orders)
        .leftJoin(profiles, eq(profiles.userId, orders.userId))
        .where(and(eq(orders.discountCodeId, code.id), inArray(orders.status, [...REDEEMED])))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(request.query.limit ?? 200);
      return {
        code,
        redemptions: rows.map((r) => ({
          user_id: r.userId,
          member_name: r.name,
          order_id: r.orderId,
          order_status: r.status,
          discount_cents: r.discountCents,
          currency: r.currency,
          created_at: new Date(r.createdAt).toISOString(),
        })),
      };
    },
  });
}
