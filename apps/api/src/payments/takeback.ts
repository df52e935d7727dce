import { orders, payments, users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { debit } from '../credits/ledger-repo';
import { purchaseRef } from './ledger';
import type { PaymentsDeps } from './orders';
import { changeLockedPayment } from './payment-lock';
import type { ProviderPayment } from './provider';

/** The take-back a provider reports on a paid payment: a chargeback outranks a refund. */
export function takeBackOf(
  remote: Pick<ProviderPayment, 'status' | 'amountRefundedCents' | 'amountChargedBackCents'>,
): { kind: 'refund' | 'chargeback'; cents: number } | null {
  if (remote.status !== 'paid') return null;
  if (remote.amountChargedBackCents > 0) return { kind: 'chargeback', cents: remote.amountChargedBackCents };
  if (remote.amountRefundedCents > 0) return { kind: 'refund', cents: remote.amountRefundedCents };
  return null;
}

/** Credits an amount taken back stands for: the order's credits in proportion, never more than bought. */
export function creditsDue(orderCredits: number, orderCents: number, takenCents: number): number {
  if (orderCents <= 0 || takenCents >= orderCents)
    return orderCents <= 0 && takenCents <= 0 ? 0 : orderCredits;
  return Math.min(orderCredits, Math.round((orderCredits * takenCents) / orderCents));
}

/**
 * Books a refund or chargeback of a paid payment once, in one transaction under the payment's row lock
 * (then the order's, then the member's, as `applyState` does): a `refund` / `chargeback` ledger entry with
 * ref `order:<id>` (unique per kind) takes back the credits the amount stands for, but never more than the
 * member still has: the rest is recorded as a shortfall in the entry's note (and on the payment, also when
 * nothing at all is left to take). The payment becomes `refunded` / `charged_back` (a refunded payment can
 * still be charged back), the order `refunded`; `paid_user` stays (premium for good, spec §1).
 * Replays and late or out-of-order deliveries find the state moved and change nothing.
 */
export async function applyTakeBack(
  deps: Pick<PaymentsDeps, 'db' | 'onBooked'>,
  paymentId: string,
  take: { kind: 'refund' | 'chargeback'; cents: number },
  now: Date,
  /** Why (an operator's refund, ADR 0037): appended to the ledger entry's note. */
  reason?: string,
): Promise<boolean> {
  return changeLockedPayment(deps, paymentId, async (tx, p, book) => {
    const from = take.kind === 'refund' ? ['completed'] : ['completed', 'refunded'];
    if (!p || !from.includes(p.state)) return false;
    const [o] = await tx.select().from(orders).where(eq(orders.id, p.orderId)).for('update');
    if (!o) return false;
    const due = creditsDue(o.credits, p.amountCents, take.cents);
    let note = `${take.kind} of ${(take.cents / 100).toFixed(2)} ${p.currency}: ${due} credits due`;
    if (o.userId) {
      const [member] = await tx
        .select({ credits: users.credits })
        .from(users)
        .where(eq(users.id, o.userId))
        .for('update');
      const taken = Math.min(due, member?.credits ?? 0);
      note += `, ${taken} taken back`;
      if (taken < due) note += `, ${due - taken} already spent (shortfall)`;
      if (reason) note += `; reason: ${reason}`;
      if (taken > 0) {
        const moved = await debit(tx, o.userId, taken, take.kind, purchaseRef(o.id), note);
        if (!moved.duplicate) book({ userId: o.userId, credits: moved.balance });
      }
    }
    await tx
      .update(payments)
      .set({
        state: take.kind === 'refund' ? 'refunded' : 'charged_back',
        failureReason: note.slice(0, 500),
        updatedAt: now,
      })
      .where(eq(payments.id, p.id));
    await tx.update(orders).set({ status: 'refunded', updatedAt: now }).where(eq(orders.id, o.id));
    return true;
  });
}
