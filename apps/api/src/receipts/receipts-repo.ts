import type { TLocale, TReceipt } from '@dating/core/contracts';
import type { Db } from '@dating/db';
import { creditLedger, users } from '@dating/db/schema';
import { and, eq } from 'drizzle-orm';
import { receiptsFor } from '../payments/ledger-view';

const ORDER_REF = 'order:';

/**
 * The receipt of ledger entry `entryId` with the member's language, when the entry is one of `userId`'s own
 * purchases; null otherwise (unknown, another member's, or not a purchase: the caller cannot tell which).
 */
export async function ownPurchaseReceipt(
  db: Db,
  userId: string,
  entryId: number,
): Promise<{ receipt: TReceipt; language: TLocale } | null> {
  const [row] = await db
    .select({ ref: creditLedger.ref, language: users.language })
    .from(creditLedger)
    .innerJoin(users, eq(users.id, creditLedger.userId))
    .where(
      and(eq(creditLedger.id, entryId), eq(creditLedger.userId, userId), eq(creditLedger.kind, 'purchase')),
    )
    .limit(1);
  if (!row?.ref?.startsWith(ORDER_REF)) return null;
  const orderId = row.ref.slice(ORDER_REF.length);
  const receipt = (await receiptsFor(db, userId, [orderId])).get(orderId);
  return receipt ? { receipt, language: row.language } : null;
}
