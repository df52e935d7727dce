import type { TOrder, TPaymentMethod, TRepeatMeans, TRepeatOrderInput } from '@dating/core/contracts';
import type { Db } from '@dating/db';
import { payments, users } from '@dating/db/schema';
import { and, eq, isNotNull } from 'drizzle-orm';
import { ApiError } from '../shared/api-error';
import {
  applyState,
  checkoutMember,
  insertOrder,
  orderView,
  type OrderRow,
  type PaymentRow,
  type PaymentsDeps,
} from './orders';
import { packageFor } from './pricing';
import {
  ProviderError,
  mandateLabel,
  stateOfStatus,
  type MandateMethod,
  type PaymentProvider,
  type ProviderMandate,
} from './provider';

/** Mollie methods whose paid `first` payment leaves a mandate (card, PayPal, SEPA bank payments). */
const LEAVES_MANDATE: ReadonlySet<string> = new Set([
  'creditcard',
  'paypal',
  'ideal',
  'bancontact',
  'sofort',
  'eps',
  'belfius',
  'kbc',
]);

/** Our method of a repeat payment on a mandate of each kind. */
const METHOD_OF_MANDATE: Record<MandateMethod, TPaymentMethod> = {
  creditcard: 'creditcard',
  paypal: 'paypal',
  directdebit: 'sdd',
};

/** The member's customers at the provider (from their payments), newest first. */
async function customerIds(deps: Pick<PaymentsDeps, 'db' | 'provider'>, userId: string): Promise<string[]> {
  const rows = await deps.db
    .selectDistinctOn([payments.providerCustomerId], { id: payments.providerCustomerId })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.provider, deps.provider.name),
        isNotNull(payments.providerCustomerId),
      ),
    );
  return rows.map((r) => r.id!).filter(Boolean);
}

/**
 * The provider customer a checkout with `mollieMethod` should be a `first` payment of, so that a mandate is
 * left for repeat orders: the member's existing customer, else a new one (one per member, made idempotent
 * by a key derived from the member). Null for methods that leave no mandate, or when the provider refuses:
 * the checkout is then a one-off payment as before.
 */
export async function firstPaymentCustomer(
  deps: Pick<PaymentsDeps, 'db' | 'provider'>,
  userId: string,
  mollieMethod: string,
): Promise<string | null> {
  if (!LEAVES_MANDATE.has(mollieMethod)) return null;
  const [known] = await customerIds(deps, userId);
  if (known) return known;
  const [u] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!u) return null;
  try {
    const c = await deps.provider.createCustomer({
      name: `Member ${userId.slice(0, 8)}`,
      email: u.email,
      metadata: { user_id: userId },
      idempotencyKey: `customer:${userId}`,
    });
    return c.id;
  } catch {
    return null;
  }
}

/** The member's valid mandates at the provider, newest first, each with the customer that holds it. */
export async function repeatMandates(
  deps: Pick<PaymentsDeps, 'db' | 'provider'>,
  userId: string,
): Promise<ProviderMandate[]> {
  const out: ProviderMandate[] = [];
  for (const id of await customerIds(deps, userId)) {
    out.push(...(await deps.provider.listMandates(id)).filter((m) => m.status === 'valid'));
  }
  return out.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** What the member sees of a mandate. */
export const toRepeatMeans = (m: ProviderMandate): TRepeatMeans => ({
  id: m.id,
  method: m.method,
  label: mandateLabel(m),
  created_at: m.createdAt,
});

async function orderByKey(db: Db, key: string, userId: string): Promise<TOrder | null> {
  const [p] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.idempotencyKey, key), eq(payments.userId, userId)))
    .limit(1);
  return p ? orderView(db, p.orderId, userId) : null;
}

/**
 * POST /api/repeat-order.php: rebuys a package on one of the member's valid mandates. The order (with
 * `repeat_of_id`, the order whose payment left the mandate) and its payment are stored in one transaction
 * under the member's idempotency key, then the provider is asked for a `recurring` payment with the
 * payment's id as its idempotency key: a retried request, in sequence or in parallel, answers the first
 * order and the member is charged once. The payment settles by webhook (or polling) like any other.
 */
export async function createRepeatOrder(
  deps: PaymentsDeps,
  userId: string,
  siteId: string,
  input: TRepeatOrderInput,
): Promise<TOrder> {
  const { db } = deps;
  const key = `${userId}:repeat:${input.idempotency_key}`;
  const again = await orderByKey(db, key, userId);
  if (again) return again;

  const member = await checkoutMember(db, userId);
  if (!member) throw new ApiError('not_found', { messageKey: 'payments:errors.noPackages' });
  const pkg = await packageFor(db, siteId, member.country, input.package);
  if (!pkg) throw new ApiError('not_found', { messageKey: 'payments:errors.noPackages' });
  let mandate: ProviderMandate | undefined;
  try {
    mandate = (await repeatMandates(deps, userId)).find((m) => m.id === input.mandate_id);
  } catch {
    throw new ApiError('service_unavailable', { messageKey: 'payments:errors.providerUnavailable' });
  }
  if (!mandate) throw new ApiError('not_found', { messageKey: 'payments:repeat.errors.meansGone' });

  const now = deps.now();
  const [origin] = await db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.providerMandateId, mandate.id)))
    .orderBy(payments.createdAt)
    .limit(1);
  const stored = await db
    .transaction((tx) =>
      insertOrder(
        tx as unknown as Db,
        {
          userId,
          packageId: pkg.id,
          repeatOfId: origin?.orderId ?? null,
          country: member.country,
          credits: pkg.credits,
          amountCents: pkg.priceCents,
          currency: pkg.currency,
        },
        {
          provider: deps.provider.name,
          method: METHOD_OF_MANDATE[mandate.method],
          providerCustomerId: mandate.customerId,
          providerMandateId: mandate.id,
          idempotencyKey: key,
        },
        now,
      ),
    )
    // The same key inserted meanwhile by a parallel request: this order rolled back, answer that one.
    .catch(async (err: unknown) => {
      if (err instanceof ApiError && err.code === 'conflict') return null;
      throw err;
    });
  if (!stored) {
    const first = await orderByKey(db, key, userId);
    if (!first) throw new ApiError('conflict');
    return first;
  }
  const { order, payment } = stored;

  await chargeOnMandate(deps, {
    order,
    payment,
    siteId,
    webhookUrl: deps.webhookUrl + (deps.webhookQuery?.(order.id) ?? ''),
    customerId: mandate.customerId,
    mandateId: mandate.id,
    now,
    messageKey: 'payments:errors.providerUnavailable',
  });
  const view = await orderView(db, order.id, userId);
  if (!view) throw new ApiError('internal_error');
  return view;
}

/**
 * Charges a stored order's first payment on a mandate as a recurring payment (no redirect: one-click rebuy,
 * direct debit) and applies the state the provider answers. When the provider fails or answers another amount
 * or currency, the payment fails with the provider's reason (the order ends failed, nothing booked) and the
 * call is 503 with `messageKey`.
 */
export async function chargeOnMandate(
  deps: Pick<PaymentsDeps, 'db' | 'onBooked' | 'siteName'> & {
    provider: Pick<PaymentProvider, 'createRecurringPayment'>;
  },
  charge: {
    order: OrderRow;
    payment: PaymentRow;
    siteId: string | null;
    webhookUrl: string;
    customerId: string;
    mandateId: string;
    now: Date;
    messageKey: string;
  },
): Promise<void> {
  const { order, payment, now } = charge;
  try {
    const remote = await deps.provider.createRecurringPayment({
      amountCents: order.amountCents,
      currency: order.currency,
      description: `${await deps.siteName(charge.siteId)} ${order.credits} credits`,
      webhookUrl: charge.webhookUrl,
      metadata: { order_id: order.id, payment_id: payment.id },
      idempotencyKey: payment.id,
      customerId: charge.customerId,
      mandateId: charge.mandateId,
    });
    if (remote.amountCents !== order.amountCents || remote.currency !== order.currency)
      throw new ProviderError('provider payment does not match the order');
    await deps.db
      .update(payments)
      .set({ providerPaymentId: remote.id, updatedAt: now })
      .where(eq(payments.id, payment.id));
    const state = stateOfStatus(remote.status);
    if (state !== 'created') await applyState(deps, payment.id, state, now);
  } catch (err) {
    const reason = err instanceof Error ? err.message.slice(0, 200) : 'provider';
    await applyState(deps, payment.id, 'failed', now, reason);
    throw new ApiError('service_unavailable', { messageKey: charge.messageKey });
  }
}
