import type { Db } from '@dating/db';
import { creditLedger, users } from '@dating/db/schema';
import { eq, sql } from 'drizzle-orm';

/**
 * Books a purchase inside the caller's transaction: locks the member row, appends the ledger entry
 * (`kind` purchase, `ref` order:<id>, unique per kind and ref so a second booking of the same order is a
 * no-op), moves `users.credits` by the same amount and makes the member premium for good.
 * Returns the new balance, or null when the order was booked before.
 *
 * The ledger functions of `src/credits` (issue 12) do the same for messages; this stays the one place that
 * books purchases until it is switched to their `credit()`.
 */
export async function bookPurchase(
  tx: Db,
  opts: { userId: string; credits: number; orderId: string; note?: string },
): Promise<number | null> {
  const [member] = await tx
    .select({ credits: users.credits })
    .from(users)
    .where(eq(users.id, opts.userId))
    .for('update');
  if (!member) return null;
  const balanceAfter = member.credits + opts.credits;
  const inserted = await tx
    .insert(creditLedger)
    .values({
      userId: opts.userId,
      kind: 'purchase',
      amount: opts.credits,
      balanceAfter,
      ref: purchaseRef(opts.orderId),
      note: opts.note ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (inserted.length === 0) return null;
  await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${opts.credits}`, paidUser: true })
    .where(eq(users.id, opts.userId));
  return balanceAfter;
}

export const purchaseRef = (orderId: string) => `order:${orderId}`;
