import {
  ZFinanceMemberQuery,
  ZFinanceMemberResponse,
  ZRefundInput,
  ZRefundResponse,
  type TFinanceMemberResponse,
} from '@dating/core/contracts';
import { ZSiteSettings, type Db } from '@dating/db';
import { creditLedger, discountCodes, orders, payments, profiles, sites, users } from '@dating/db/schema';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { isRefundable } from '../complaints/complaints-repo';
import { writeAudit } from '../operator/audit';
import { CONSOLE_RATE, operatorCall } from '../operator/operator-auth';
import { ApiError } from '../shared/api-error';
import type { App } from '../types';
import type { PaymentsDeps } from './orders';
import { ProviderError } from './provider';
import { applyTakeBack } from './takeback';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The refund window of a member's site (`refund_days`; the default site for a member without one). */
export async function refundDaysOf(db: Db, siteId: string | null): Promise<number | null> {
  const [site] = await db
    .select({ settings: sites.settings })
    .from(sites)
    .where(siteId ? eq(sites.id, siteId) : eq(sites.isDefault, true))
    .limit(1);
  if (!site) return null;
  const parsed = ZSiteSettings.safeParse(site.settings);
  return parsed.success ? (parsed.data.refund_days ?? null) : null;
}

/** A member by id or e-mail address, with orders and ledger, for the finance screen. */
async function memberFinance(db: Db, q: string, now: Date): Promise<TFinanceMemberResponse> {
  const [m] = await db
    .select({
      id: users.id,
      email: users.email,
      siteId: users.siteId,
      language: users.language,
      status: users.status,
      credits: users.credits,
      paidUser: users.paidUser,
      name: profiles.name,
      country: profiles.country,
      fictional: profiles.fictional,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(UUID_RE.test(q) ? eq(users.id, q) : sql`lower(${users.email}) = lower(${q})`)
    .limit(1);
  if (!m) throw new ApiError('not_found');
  const refundDays = await refundDaysOf(db, m.siteId);
  const [orderRows, ledgerRows] = await Promise.all([
    db
      .select({
        id: orders.id,
        status: orders.status,
        credits: orders.credits,
        amountCents: orders.amountCents,
        discountCents: orders.discountCents,
        currency: orders.currency,
        code: discountCodes.code,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .leftJoin(discountCodes, eq(discountCodes.id, orders.discountCodeId))
      .where(eq(orders.userId, m.id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(100),
    db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, m.id))
      .orderBy(desc(creditLedger.id))
      .limit(200),
  ]);
  const pays = orderRows.length
    ? await db
        .select({ orderId: payments.orderId, state: payments.state, method: payments.method })
        .from(payments)
        .where(
          inArray(
            payments.orderId,
            orderRows.map((o) => o.id),
          ),
        )
        .orderBy(desc(payments.createdAt))
    : [];
  const latest = new Map<string, { state: string; method: string }>();
  for (const p of pays) if (!latest.has(p.orderId)) latest.set(p.orderId, p);
  return {
    member: {
      id: m.id,
      email: m.email,
      name: m.name,
      language: m.language,
      country: m.country,
      status: m.status,
      credits: m.credits,
      paid_user: m.paidUser,
      fictional: m.fictional ?? false,
      refund_days: refundDays,
    },
    orders: orderRows.map((o) => ({
      id: o.id,
      status: o.status,
      payment_state: latest.get(o.id)?.state ?? null,
      method: latest.get(o.id)?.method ?? null,
      credits: o.credits,
      amount_cents: o.amountCents,
      discount_cents: o.discountCents,
      currency: o.currency,
      discount_code: o.code,
      created_at: o.createdAt.toISOString(),
      paid_at: o.paidAt?.toISOString() ?? null,
      refundable: isRefundable({ status: o.status, paidAt: o.paidAt }, refundDays, now),
    })),
    ledger: ledgerRows.map((e) => ({
      id: e.id,
      kind: e.kind,
      amount: e.amount,
      balance_after: e.balanceAfter,
      ref: e.ref,
      note: e.note,
      created_at: e.createdAt.toISOString(),
    })),
  };
}

/**
 * The finance screen's calls (issue 15 item 5, ADR 0037): a member's orders and ledger, and refunding an
 * order. Role finance (admin passes); every refund is audited.
 */
export async function operatorFinanceRoutes(
  app: App,
  deps: PaymentsDeps,
  operatorToken: string | undefined,
): Promise<void> {
  const db = app.db.db;
  const access = { token: operatorToken, roles: ['finance'] as const };

  app.get('/operator/member-finance.php', {
    ...operatorCall(app, access, {
      summary: 'A member’s orders and credit ledger',
      description:
        '`q` is a member id or e-mail address (exact, case-insensitive); 404 when none. The member, ' +
        'their site’s `refund_days`, their orders newest first (each marked `refundable` when paid within the ' +
        'window) and their ledger newest first.',
      querystring: ZFinanceMemberQuery,
      ok: ZFinanceMemberResponse,
      errors: [404],
      limit: CONSOLE_RATE,
    }),
    handler: async (request) => {
      return memberFinance(db, request.query.q, app.config.now());
    },
  });

  app.post('/operator/refund.php', {
    ...operatorCall(app, access, {
      summary: 'Refund a paid order',
      description:
        'Only a paid order paid within its site’s `refund_days` (409 `conflict` otherwise, also when ' +
        'refunded before; 404 for an unknown order). Asks the payment provider to refund the whole payment ' +
        '(Mollie’s create-refund, idempotent per order), then books it as the provider’s refunds are booked: a ' +
        '`refund` ledger entry (ref `order:<id>`, the reason in its note) takes back the credits still there, ' +
        'the order becomes `refunded`; premium stays. Writes an `audit_log` row `payment.refund` with the ' +
        'reason. 503 when the provider refuses or cannot be reached (nothing booked).',
      body: ZRefundInput,
      ok: ZRefundResponse,
      errors: [404, 409, 503],
      limit: { max: 60, timeWindow: '1 minute' },
    }),
    handler: async (request) => {
      const { order_id: orderId, reason } = request.body;
      const now = app.config.now();
      const [o] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      if (!o) throw new ApiError('not_found');
      const [p] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, o.id), eq(payments.state, 'completed')))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      const [member] = o.userId
        ? await db
            .select({ siteId: users.siteId, credits: users.credits })
            .from(users)
            .where(eq(users.id, o.userId))
            .limit(1)
        : [];
      const refundDays = await refundDaysOf(db, member?.siteId ?? null);
      if (!p || !p.providerPaymentId || !isRefundable(o, refundDays, now)) {
        throw new ApiError('conflict', {
          fields: [
            {
              path: 'body.order_id',
              message:
                o.status !== 'paid' || !p
                  ? `the order is ${o.status}, not paid`
                  : `paid more than refund_days (${refundDays ?? 'none'}) ago`,
            },
          ],
        });
      }
      try {
        await deps.provider.createRefund({
          paymentId: p.providerPaymentId,
          amountCents: p.amountCents,
          currency: p.currency,
          description: `Refund of order ${o.id.slice(0, 8)}`,
          idempotencyKey: `refund:${o.id}`,
        });
      } catch (err) {
        if (err instanceof ProviderError) {
          request.log.warn({ err }, 'operator refund: the provider refused');
          throw new ApiError('service_unavailable');
        }
        throw err;
      }
      await applyTakeBack(deps, p.id, { kind: 'refund', cents: p.amountCents }, now, reason);
      const [after] = o.userId
        ? await db.select({ credits: users.credits }).from(users).where(eq(users.id, o.userId)).limit(1)
        : [];
      const creditsTaken = Math.max(0, (member?.credits ?? 0) - (after?.credits ?? 0));
      await writeAudit(db, app, request, {
        action: 'payment.refund',
        subjectType: 'order',
        subjectId: o.id,
        before: { status: o.status, credits: member?.credits ?? null },
        after: { status: 'refunded', credits: after?.credits ?? null },
        details: {
          reason,
          user_id: o.userId,
          amount_cents: p.amountCents,
          currency: p.currency,
          credits_taken: creditsTaken,
        },
      });
      return {
        ok: true as const,
        order_id: o.id,
        credits_taken: creditsTaken,
        balance: after?.credits ?? 0,
      };
    },
  });
}
