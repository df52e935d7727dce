import type {
  TComplaint,
  TComplaintInput,
  TComplaintOrder,
  TLocale,
  TOperatorComplaint,
} from '@dating/core/contracts';
import { type Db } from '@dating/db';
import { auditLog, orders, packages, paymentComplaints, users } from '@dating/db/schema';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { ApiError } from '../shared/api-error';
import { lockMember } from '../shared/rows';

/** At most this many complaints per member and day (beyond the per-IP rate limit of the route). */
export const COMPLAINTS_PER_DAY = 5;
/** Orders the form offers, newest first. */
const ORDER_LIMIT = 50;
const DAY_MS = 86_400_000;

const complaintColumns = {
  id: paymentComplaints.id,
  orderId: paymentComplaints.orderId,
  reason: paymentComplaints.reason,
  text: paymentComplaints.text,
  status: paymentComplaints.status,
  answer: paymentComplaints.answer,
  answeredAt: paymentComplaints.answeredAt,
  createdAt: paymentComplaints.createdAt,
};
interface ComplaintRow {
  id: string;
  orderId: string | null;
  reason: TComplaint['reason'];
  text: string;
  status: TComplaint['status'];
  answer: string | null;
  answeredAt: Date | null;
  createdAt: Date;
}

function toComplaint(r: ComplaintRow): TComplaint {
  return {
    id: r.id,
    order_id: r.orderId,
    reason: r.reason,
    text: r.text,
    status: r.status,
    answer: r.answer,
    answered_at: r.answeredAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

const orderColumns = {
  id: orders.id,
  createdAt: orders.createdAt,
  tier: packages.tier,
  credits: orders.credits,
  amountCents: orders.amountCents,
  currency: orders.currency,
  status: orders.status,
  paidAt: orders.paidAt,
};
type OrderRow = { [K in keyof typeof orderColumns]: (typeof orderColumns)[K]['_']['data'] | null };

function toOrder(r: OrderRow) {
  return {
    id: r.id!,
    created_at: r.createdAt!.toISOString(),
    tier: r.tier,
    credits: r.credits!,
    amount_cents: r.amountCents!,
    currency: r.currency!,
    status: r.status!,
  };
}

/**
 * Whether a paid order can still be refunded: paid within the site's `refund_days` (null: the site names no
 * window, so nothing is refundable by rule; the operator may still decide otherwise).
 */
export function isRefundable(
  order: { status: string; paidAt: Date | null },
  refundDays: number | null,
  now: Date,
): boolean {
  if (order.status !== 'paid' || !order.paidAt || refundDays === null) return false;
  return now.getTime() - order.paidAt.getTime() <= refundDays * DAY_MS;
}

/** The member's own orders, newest first, as the form's picker shows them. */
export async function ownOrders(
  db: Db,
  userId: string,
  refundDays: number | null,
  now: Date,
): Promise<TComplaintOrder[]> {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .leftJoin(packages, eq(packages.id, orders.packageId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_LIMIT);
  return rows.map((r) => ({
    ...toOrder(r),
    refundable: isRefundable({ status: r.status, paidAt: r.paidAt }, refundDays, now),
  }));
}

/** The member's own complaints, newest first. */
export async function ownComplaints(db: Db, userId: string): Promise<TComplaint[]> {
  const rows = await db
    .select(complaintColumns)
    .from(paymentComplaints)
    .where(eq(paymentComplaints.userId, userId))
    .orderBy(desc(paymentComplaints.createdAt), desc(paymentComplaints.id))
    .limit(100);
  return rows.map(toComplaint);
}

/**
 * Stores a complaint about one of the member's own orders. Another member's order (or none) is 404, exactly
 * like an unknown id; a second open complaint about the same order is 409; more than COMPLAINTS_PER_DAY a day
 * is 429. The per-day count and the insert run under the member's row lock, so parallel posts cannot pass it.
 */
export async function createComplaint(
  db: Db,
  userId: string,
  input: TComplaintInput,
  now: Date,
): Promise<TComplaint> {
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, userId, { language: users.language });
    if (!member) throw new ApiError('not_found');
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, input.order_id), eq(orders.userId, userId)))
      .limit(1);
    if (!order) throw new ApiError('not_found');
    const [today] = await tx
      .select({ n: count() })
      .from(paymentComplaints)
      .where(
        and(
          eq(paymentComplaints.userId, userId),
          gte(paymentComplaints.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((today?.n ?? 0) >= COMPLAINTS_PER_DAY) throw new ApiError('rate_limited');
    const [row] = await tx
      .insert(paymentComplaints)
      .values({
        userId,
        orderId: order.id,
        reason: input.reason,
        text: input.text,
        locale: member.language,
        createdAt: now,
      })
      .onConflictDoNothing({
        target: paymentComplaints.orderId,
        where: sql`${paymentComplaints.status} = 'open'`,
      })
      .returning(complaintColumns);
    if (!row) throw new ApiError('conflict', { messageKey: 'complaints:errors.alreadyOpen' });
    return toComplaint(row);
  });
}

const operatorColumns = {
  ...complaintColumns,
  userId: paymentComplaints.userId,
  email: users.email,
  locale: paymentComplaints.locale,
  answeredBy: paymentComplaints.answeredBy,
};

async function operatorRows(db: Db, where: ReturnType<typeof eq>, limit: number) {
  const rows = await db
    .select({ ...operatorColumns, order: orderColumns })
    .from(paymentComplaints)
    .leftJoin(users, eq(users.id, paymentComplaints.userId))
    .leftJoin(orders, eq(orders.id, paymentComplaints.orderId))
    .leftJoin(packages, eq(packages.id, orders.packageId))
    .where(where)
    .orderBy(paymentComplaints.createdAt, paymentComplaints.id)
    .limit(limit);
  return rows.map((r): TOperatorComplaint => ({
    ...toComplaint(r),
    user_id: r.userId,
    email: r.email,
    locale: r.locale,
    answered_by: r.answeredBy,
    order: r.order.id === null ? null : toOrder(r.order),
  }));
}

/** The operator's queue: complaints of one status, oldest first. */
export function operatorComplaints(
  db: Db,
  q: { status: 'open' | 'answered'; limit: number },
): Promise<TOperatorComplaint[]> {
  return operatorRows(db, eq(paymentComplaints.status, q.status), q.limit);
}

/**
 * Answers an open complaint once (404 unknown, 409 already answered), with an `audit_log` row in the same
 * transaction. Returns the complaint and what the answer mail needs.
 */
export async function answerComplaint(
  db: Db,
  a: { id: string; answer: string; answeredBy: string; now: Date },
): Promise<{ complaint: TOperatorComplaint; userId: string; locale: TLocale }> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(paymentComplaints)
      .set({ status: 'answered', answer: a.answer, answeredBy: a.answeredBy, answeredAt: a.now })
      .where(and(eq(paymentComplaints.id, a.id), eq(paymentComplaints.status, 'open')))
      .returning({ userId: paymentComplaints.userId, locale: paymentComplaints.locale });
    if (!updated) {
      const [exists] = await tx
        .select({ id: paymentComplaints.id })
        .from(paymentComplaints)
        .where(eq(paymentComplaints.id, a.id))
        .limit(1);
      throw new ApiError(exists ? 'conflict' : 'not_found');
    }
    await tx.insert(auditLog).values({
      actor: `operator:${a.answeredBy}`,
      action: 'complaint.answer',
      subjectType: 'payment_complaint',
      subjectId: a.id,
      data: { before: { status: 'open' }, after: { status: 'answered' } },
    });
    const [complaint] = await operatorRows(tx, eq(paymentComplaints.id, a.id), 1);
    return { complaint: complaint!, userId: updated.userId, locale: updated.locale };
  });
}
