import { randomBytes } from 'node:crypto';
import {
  PAYMENT_STATES,
  type TCreateOrderInput,
  type TOrder,
  type TPaymentState,
} from '@dating/core/contracts';
import type { Db } from '@dating/db';
import {
  discountCodes,
  discountRedemptions,
  orders,
  packages,
  payments,
  profiles,
  users,
} from '@dating/db/schema';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ApiError } from '../shared/api-error';
import { checkoutCode, heldBy, reserveCode, type CheckoutMember, type CodeRow } from './checkout-discount';
import { bookPurchase } from './ledger';
import { changeLockedPayment } from './payment-lock';
import { isMethodOffered, mollieMethodOf } from './methods';
import { mollieLocale } from './mollie';
import { discountCents, packageFor } from './pricing';
import { firstPaymentCustomer } from './repeat';
import { applyTakeBack, takeBackOf } from './takeback';
import { ProviderError, stateOfStatus, type PaymentProvider, type ProviderPayment } from './provider';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export interface PaymentsDeps {
  db: Db;
  provider: PaymentProvider;
  now: () => Date;
  /** Public URL of the site (redirects) and of the webhook. */
  publicUrl: string;
  webhookUrl: string;
  /** Query added to the webhook URL of one order (Mollie mode: the per-order token); none in the sandbox. */
  webhookQuery?: (orderId: string) => string;
  siteName: (siteId: string | null) => Promise<string>;
  /** Called after a purchase is committed (live balance update). */
  onBooked?: (b: { userId: string; credits: number }) => void;
}

/** Every state but the two open ones (created, pending) is final. */
const FINAL_STATES: ReadonlySet<TPaymentState> = new Set(
  PAYMENT_STATES.filter((state) => state !== 'created' && state !== 'pending'),
);
const RANK: Record<TPaymentState, number> = {
  created: 0,
  pending: 1,
  completed: 2,
  failed: 2,
  cancelled: 2,
  expired: 2,
  refunded: 3,
  charged_back: 3,
};

/** Whether the state machine allows `from` → `to`: only forward, and never out of a final state here. */
export function canMove(from: TPaymentState, to: TPaymentState): boolean {
  if (from === to) return false;
  if (FINAL_STATES.has(from)) return false;
  return RANK[to] > RANK[from];
}

export const isFinalState = (s: TPaymentState) => FINAL_STATES.has(s);

/** The member as checkout needs them: site, premium flag, sign-up time, language, country. */
export async function checkoutMember(
  db: Db,
  userId: string,
): Promise<(CheckoutMember & { language: string; credits: number }) | null> {
  const [row] = await db
    .select({
      id: users.id,
      siteId: users.siteId,
      paidUser: users.paidUser,
      signupAt: users.signupAt,
      language: users.language,
      credits: users.credits,
      signupCountry: users.signupCountry,
      country: profiles.country,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const country = row.country ?? row.signupCountry;
  if (!country) return null;
  return { ...row, country };
}

/**
 * POST /api/orders.php (on the site of `siteId`): prices the package for the member's country, checks the method and the code,
 * stores the order and its payment (and the code's redemption) in one transaction, then creates the
 * provider payment and answers its checkout URL. A failed provider call fails the order and frees the code.
 */
export async function createOrder(
  deps: PaymentsDeps,
  userId: string,
  siteId: string,
  input: TCreateOrderInput,
): Promise<{ order: TOrder; redirectUrl: string }> {
  const { db } = deps;
  const now = deps.now();
  const found = await checkoutMember(db, userId);
  if (!found) throw new ApiError('not_found', { messageKey: 'payments:errors.noPackages' });
  // The site the member buys on is the one the request came to.
  const member = { ...found, siteId };

  const idempotencyKey = `${userId}:${input.idempotency_key ?? randomBytes(16).toString('base64url')}`;
  if (input.idempotency_key) {
    const again = await existingByKey(db, idempotencyKey);
    if (again) return again;
  }

  const pkg = await packageFor(db, member.siteId, member.country, input.package);
  if (!pkg) throw new ApiError('not_found', { messageKey: 'payments:errors.noPackages' });

  let code: CodeRow | null = null;
  if (input.discount_code) {
    code = await checkoutCode(db, {
      code: input.discount_code,
      member,
      currency: pkg.currency,
      priceCents: pkg.priceCents,
      method: input.method,
      now,
    });
    if (code.validity === 'once_per_user') {
      // A code held by an earlier order that may have ended (expired at the provider, say): settle it first.
      const holder = await heldBy(db, code.id, userId);
      if (holder) await settleOrder(deps, holder).catch(() => undefined);
    }
  }
  const discount = code ? discountCents(pkg.priceCents, code.valuePercentage) : 0;
  const amount = pkg.priceCents - discount;
  if (!isMethodOffered(input.method, member.country, pkg.currency, amount))
    throw new ApiError('bad_request', {
      messageKey: 'payments:errors.methodUnavailable',
      params: { method: input.method },
    });

  // Card, PayPal and SEPA bank payments are `first` payments of the member's provider customer: once paid
  // they leave a mandate for one-click repeat orders.
  const mollieMethod = mollieMethodOf(input.method);
  const customerId = await firstPaymentCustomer(deps, userId, mollieMethod);

  const { order, payment } = await db.transaction((tx) =>
    insertOrder(
      tx as unknown as Db,
      {
        userId,
        packageId: pkg.id,
        country: member.country,
        credits: pkg.credits,
        amountCents: amount,
        discountCents: discount,
        currency: pkg.currency,
        discountCodeId: code?.id ?? null,
      },
      { provider: deps.provider.name, method: input.method, providerCustomerId: customerId, idempotencyKey },
      now,
      async (o) => {
        if (code && code.validity === 'once_per_user') {
          const ok = await reserveCode(tx as unknown as Db, { codeId: code.id, userId, orderId: o.id });
          if (!ok) throw new ApiError('code_used');
        }
      },
    ),
  );

  let remote: ProviderPayment;
  try {
    remote = await deps.provider.createPayment({
      amountCents: amount,
      currency: pkg.currency,
      description: `${await deps.siteName(member.siteId)} ${pkg.credits} credits`,
      method: mollieMethod,
      redirectUrl: `${deps.publicUrl}/credits/${pkg.tier}/${input.method}?order=${order.id}`,
      webhookUrl: deps.webhookUrl + (deps.webhookQuery?.(order.id) ?? ''),
      locale: mollieLocale(member.language),
      metadata: { order_id: order.id, payment_id: payment.id },
      idempotencyKey: payment.id,
      ...(customerId ? { sequenceType: 'first' as const, customerId } : {}),
    });
    if (remote.amountCents !== amount || remote.currency !== pkg.currency || !remote.checkoutUrl)
      throw new ProviderError('provider payment does not match the order');
  } catch (err) {
    await applyState(
      deps,
      payment.id,
      'failed',
      now,
      err instanceof Error ? err.message.slice(0, 200) : 'provider',
    );
    throw new ApiError('service_unavailable', { messageKey: 'payments:errors.providerUnavailable' });
  }
  await db
    .update(payments)
    .set({ providerPaymentId: remote.id, checkoutUrl: remote.checkoutUrl, updatedAt: now })
    .where(eq(payments.id, payment.id));
  const view = await orderView(db, order.id, userId);
  if (!view) throw new ApiError('internal_error');
  return { order: view, redirectUrl: remote.checkoutUrl };
}

/**
 * Inserts an open order and its first payment (same amount, state `created`) in the caller's transaction;
 * `between` runs after the order is written (a code reservation). 409 `conflict` when a payment with the
 * idempotency key exists (a parallel retry): the caller's transaction then rolls the order back.
 */
export async function insertOrder(
  tx: Db,
  order: Omit<typeof orders.$inferInsert, 'status' | 'createdAt' | 'updatedAt'> & { userId: string },
  payment: Pick<
    typeof payments.$inferInsert,
    'provider' | 'method' | 'providerCustomerId' | 'providerMandateId' | 'idempotencyKey'
  >,
  now: Date,
  between?: (o: OrderRow) => Promise<void>,
): Promise<{ order: OrderRow; payment: PaymentRow }> {
  const [o] = await tx
    .insert(orders)
    .values({ ...order, status: 'open', createdAt: now, updatedAt: now })
    .returning();
  if (!o) throw new ApiError('internal_error');
  await between?.(o);
  const [p] = await tx
    .insert(payments)
    .values({
      ...payment,
      orderId: o.id,
      userId: order.userId,
      state: 'created',
      amountCents: o.amountCents,
      currency: o.currency,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!p) throw new ApiError('conflict');
  return { order: o, payment: p };
}

async function existingByKey(db: Db, key: string) {
  const [p] = await db.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1);
  if (!p || !p.userId || !p.checkoutUrl) return null;
  const view = await orderView(db, p.orderId, p.userId);
  return view ? { order: view, redirectUrl: p.checkoutUrl } : null;
}

/**
 * Applies a payment state in one transaction under the payment's row lock: only forward moves of the state
 * machine; `completed` marks the order paid and books its credits exactly once (ledger entry, balance and
 * paid_user together); failed, cancelled and expired end the order and free its discount code.
 * Returns whether anything changed.
 */
export async function applyState(
  deps: Pick<PaymentsDeps, 'db' | 'onBooked'>,
  paymentId: string,
  next: TPaymentState,
  now: Date,
  reason?: string,
): Promise<boolean> {
  return changeLockedPayment(deps, paymentId, async (tx, p, book) => {
    if (!p || !canMove(p.state, next)) return false;
    await tx
      .update(payments)
      .set({
        state: next,
        updatedAt: now,
        ...(isFinalState(next) ? { completedAt: now } : {}),
        ...(reason ? { failureReason: reason } : {}),
      })
      .where(eq(payments.id, p.id));
    const [o] = await tx.select().from(orders).where(eq(orders.id, p.orderId)).for('update');
    if (!o) return true;
    if (next === 'completed') {
      if (o.status !== 'paid') {
        await tx
          .update(orders)
          .set({ status: 'paid', paidAt: now, updatedAt: now })
          .where(eq(orders.id, o.id));
      }
      if (o.userId) {
        const balance = await bookPurchase(tx, { userId: o.userId, credits: o.credits, orderId: o.id });
        if (balance !== null) book({ userId: o.userId, credits: balance });
      }
    } else if (next === 'failed' || next === 'cancelled' || next === 'expired') {
      if (o.status === 'open') {
        await tx
          .update(orders)
          .set({ status: next === 'failed' ? 'failed' : 'cancelled', updatedAt: now })
          .where(eq(orders.id, o.id));
        await tx.delete(discountRedemptions).where(eq(discountRedemptions.orderId, o.id));
      }
    }
    return true;
  });
}

/** States a provider may still change: the open ones, and a paid one that can be refunded or charged back. */
const SETTLEABLE: ReadonlySet<TPaymentState> = new Set(['created', 'pending', 'completed', 'refunded']);
export const isSettleable = (s: TPaymentState) => SETTLEABLE.has(s);

/**
 * Asks the provider for the payment's status and applies it (webhook or polling). The provider's answer
 * must name our order and amount, or it is refused. A paid payment's mandate (a paid `first` payment
 * leaves one) is kept; an `amountRefunded` / `amountChargedBack` on it is booked once (`applyTakeBack`).
 */
export async function settlePayment(deps: PaymentsDeps, p: PaymentRow): Promise<boolean> {
  if (!p.providerPaymentId || !isSettleable(p.state)) return false;
  let remote: ProviderPayment;
  try {
    remote = await deps.provider.getPayment(p.providerPaymentId);
  } catch (err) {
    // The sandbox keeps its payments in memory: after a restart it no longer knows this one, which can then
    // never be paid. (A real provider answering 404 is an error to look into, not an expiry.)
    if (deps.provider.name === 'sandbox' && err instanceof ProviderError && err.status === 404) {
      return applyState(deps, p.id, 'expired', deps.now(), 'unknown to the sandbox provider (restarted)');
    }
    throw err;
  }
  if (
    remote.id !== p.providerPaymentId ||
    remote.amountCents !== p.amountCents ||
    remote.currency !== p.currency ||
    remote.metadata?.order_id !== p.orderId
  ) {
    throw new ProviderError('provider payment does not match our payment');
  }
  const changed = await applyState(deps, p.id, stateOfStatus(remote.status), deps.now());
  if (remote.status === 'paid' && remote.mandateId && !p.providerMandateId) {
    await deps.db
      .update(payments)
      .set({ providerMandateId: remote.mandateId, providerCustomerId: remote.customerId })
      .where(eq(payments.id, p.id));
  }
  const take = takeBackOf(remote);
  const taken = take ? await applyTakeBack(deps, p.id, take, deps.now()) : false;
  return changed || taken;
}

/** Settles every open payment of an order (polling: a redirect without a webhook). */
export async function settleOrder(deps: PaymentsDeps, orderId: string): Promise<void> {
  const open = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.state, ['created', 'pending'])));
  for (const p of open) await settlePayment(deps, p);
}

const VIEW_STATE: Record<TPaymentState, TOrder['state']> = {
  created: 'processing',
  pending: 'processing',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
  expired: 'cancelled',
  refunded: 'completed',
  charged_back: 'failed',
};

/** The member's view of their order (null for someone else's or an unknown order). */
export async function orderView(db: Db, orderId: string, userId: string): Promise<TOrder | null> {
  const [row] = await db
    .select({ o: orders, p: payments, tier: packages.tier, code: discountCodes.code })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .leftJoin(packages, eq(packages.id, orders.packageId))
    .leftJoin(discountCodes, eq(discountCodes.id, orders.discountCodeId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!row) return null;
  const { o, p } = row;
  return {
    id: o.id,
    status: o.status,
    state: VIEW_STATE[p.state],
    payment_state: p.state,
    package: row.tier,
    credits: o.credits,
    amount_cents: o.amountCents,
    discount_cents: o.discountCents,
    currency: o.currency,
    method: p.method,
    discount_code: row.code,
    created_at: o.createdAt.toISOString(),
    paid_at: o.paidAt ? o.paidAt.toISOString() : null,
  };
}
