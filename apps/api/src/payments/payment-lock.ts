import type { Db } from '@dating/db';
import { payments } from '@dating/db/schema';
import { eq } from 'drizzle-orm';
import type { PaymentRow, PaymentsDeps } from './orders';

/** A member's balance after a booking, for `PaymentsDeps.onBooked`. */
export type Booked = { userId: string; credits: number };

/**
 * One change of a payment in one transaction under its row lock (payment first, then its order and member,
 * always in that order): `change` gets the locked payment (undefined when there is none) and answers whether
 * anything changed; a balance it reports through `book` reaches `deps.onBooked` only after the commit (the
 * member's open tabs learn the new balance).
 */
export async function changeLockedPayment(
  deps: Pick<PaymentsDeps, 'db' | 'onBooked'>,
  paymentId: string,
  change: (tx: Db, p: PaymentRow | undefined, book: (b: Booked) => void) => Promise<boolean>,
): Promise<boolean> {
  let booked: Booked | null = null;
  const changed = await deps.db.transaction(async (tx) => {
    const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    return change(tx as unknown as Db, p, (b) => {
      booked = b;
    });
  });
  if (booked) deps.onBooked?.(booked);
  return changed;
}
