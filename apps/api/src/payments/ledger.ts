import type { Db } from '@dating/db';
import { users } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import { credit } from '../credits/ledger-repo';

/**
 * Books a purchase inside the caller's transaction through the ledger's `credit()` (src/credits, ADR 0015):
 * the member row locked, one `purchase` entry with ref `order:<id>` (unique per kind and ref, so booking the
 * same order again is a no-op), `users.credits` moved by the same amount — and the member made premium for
 * good (spec §1: any purchase). Returns the new balance, or null when the order was booked before.
 */
export async function bookPurchase(
  tx: Db,
  opts: { userId: string; credits: number; orderId: string; note?: string },
): Promise<number | null> {
  const moved = await credit(
    tx,
    opts.userId,
    opts.credits,
    'purchase',
    purchaseRef(opts.orderId),
    opts.note ?? null,
  );
  await tx.update(users).set({ paidUser: true }).where(eq(users.id, opts.userId));
  return moved.duplicate ? null : moved.balance;
}

export const purchaseRef = (orderId: string) => `order:${orderId}`;
