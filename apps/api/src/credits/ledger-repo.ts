import { queryRows, type Db } from '@dating/db';
import { creditLedger, users } from '@dating/db/schema';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { ApiError } from '../shared/api-error';
import { lockMember } from '../shared/rows';

/**
 * The credit ledger (ADR 0015). Every change of a member's balance is one append-only `credit_ledger` row and
 * the same change of `users.credits`, in ONE transaction: the balance is always the sum of the member's
 * entries and never below zero (a CHECK on both tables backs this up).
 *
 * Use `debit` / `credit` inside the caller's transaction (`db.transaction(async (tx) => debit(tx, …))`) so the
 * entry commits or rolls back together with what it pays for (a message row, a payment state change, …).
 * Both lock the member's row first (`SELECT … FOR UPDATE`): concurrent movements of one member run one after
 * the other, and every movement of one transaction sees the balance the previous one left.
 *
 * `ref` names what caused the entry (`message:<id>`, `payment:<id>`, …) and is unique per kind: a movement
 * whose (kind, ref) is already booked changes nothing and answers `duplicate: true` with the current balance,
 * so a retried webhook or request can call `credit()` again safely. Publish the new balance to the member's
 * open tabs (`{ type: 'credits', credits }`) only after the transaction committed.
 */

/** Kinds of ledger entries (purchase, message, gift, photo, refund, bonus, chargeback). */
export type LedgerKind = (typeof creditLedger.$inferInsert)['kind'];

export interface LedgerMovement {
  /** Balance after the movement (or the current balance when it was a duplicate). */
  balance: number;
  /** The ledger entry (null for a zero amount, which books nothing). */
  entryId: number | null;
  /** True when (kind, ref) was already booked: nothing changed. */
  duplicate: boolean;
}

export interface LedgerEntry {
  id: number;
  kind: LedgerKind;
  amount: number;
  balanceAfter: number;
  ref: string | null;
  note: string | null;
  createdAt: Date;
}

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`ledger amount must be a non-negative integer, got ${amount}`);
  }
}

/** Locks the member's row for the rest of the transaction and reads the balance (404 when there is none). */
async function lockBalance(tx: Db, userId: string): Promise<number> {
  const row = await lockMember(tx, userId, { credits: users.credits });
  if (!row) throw new ApiError('not_found');
  return row.credits;
}

async function bookedEntry(tx: Db, kind: LedgerKind, ref: string | null): Promise<number | null> {
  if (ref === null) return null;
  const [row] = await tx
    .select({ id: creditLedger.id })
    .from(creditLedger)
    .where(and(eq(creditLedger.kind, kind), eq(creditLedger.ref, ref)))
    .limit(1);
  return row?.id ?? null;
}

async function book(
  tx: Db,
  userId: string,
  delta: number,
  kind: LedgerKind,
  ref: string | null,
  note: string | null,
): Promise<LedgerMovement> {
  const current = await lockBalance(tx, userId);
  const booked = await bookedEntry(tx, kind, ref);
  if (booked !== null) return { balance: current, entryId: booked, duplicate: true };
  if (delta === 0) return { balance: current, entryId: null, duplicate: false };
  if (current + delta < 0) {
    throw new ApiError('insufficient_credits', { params: { price: -delta, credits: current } });
  }
  // Guarded even under the lock: the balance can never be written below zero.
  const [updated] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${delta}`, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), gte(users.credits, -delta)))
    .returning({ credits: users.credits });
  if (!updated) throw new ApiError('insufficient_credits', { params: { price: -delta, credits: current } });
  const [entry] = await tx
    .insert(creditLedger)
    .values({ userId, kind, amount: delta, balanceAfter: updated.credits, ref, note })
    .returning({ id: creditLedger.id });
  return { balance: updated.credits, entryId: entry?.id ?? null, duplicate: false };
}

/** A booking of a checked, non-negative `amount` in one direction: -1 takes credits, +1 gives them. */
const movement =
  (direction: -1 | 1) =>
  async (
    tx: Db,
    userId: string,
    amount: number,
    kind: LedgerKind,
    ref: string | null,
    note: string | null = null,
  ): Promise<LedgerMovement> => {
    checkAmount(amount);
    return book(tx, userId, direction * amount, kind, ref, note);
  };

/**
 * Takes `amount` credits from the member (a message, photo or gift; a chargeback). Throws 402
 * `insufficient_credits` (params `price`, `credits`) when the balance is lower; the caller's transaction then
 * rolls back whatever it did before. An amount of 0 books nothing and returns the balance.
 */
export const debit = movement(-1);

/**
 * Gives the member `amount` credits (a purchase, bonus or refund). Idempotent per (kind, ref): a second call
 * with the same ref books nothing and answers `duplicate: true`. An amount of 0 books nothing.
 */
export const credit = movement(1);

/**
 * `debit` on the hot path of a caller that already holds the member's row lock in this transaction (`SELECT …
 * FOR UPDATE`) and read `balance` under it, booking a `ref` that cannot be booked yet (a row written by this
 * transaction, e.g. `message:<new id>`; the unique index on (kind, ref) would still refuse a second one): the
 * guarded balance update and the ledger entry in ONE statement. Throws 402 `insufficient_credits` like `debit`;
 * an amount of 0 books nothing.
 */
export async function debitLocked(
  tx: Db,
  m: { userId: string; amount: number; kind: LedgerKind; ref: string; balance: number },
): Promise<LedgerMovement> {
  checkAmount(m.amount);
  if (m.amount === 0) return { balance: m.balance, entryId: null, duplicate: false };
  const insufficient = () =>
    new ApiError('insufficient_credits', { params: { price: m.amount, credits: m.balance } });
  if (m.balance < m.amount) throw insufficient();
  const [row] = await queryRows<{ id: string | number; balance_after: number }>(
    tx,
    sql`with debited as (
          update users set credits = credits - ${m.amount}::int, updated_at = now()
          where id = ${m.userId}::uuid and credits >= ${m.amount}::int
          returning credits
        )
        insert into credit_ledger (user_id, kind, amount, balance_after, ref)
        select ${m.userId}::uuid, ${m.kind}::text, ${-m.amount}::int, credits, ${m.ref}::text from debited
        returning id, balance_after`,
  );
  // Guarded even under the lock: the balance can never be written below zero.
  if (!row) throw insufficient();
  return { balance: Number(row.balance_after), entryId: Number(row.id), duplicate: false };
}

/** The member's balance (`users.credits`), or null when there is no such member. */
export async function balance(db: Db, userId: string): Promise<number | null> {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.credits ?? null;
}

/** The member's ledger, newest first, `limit` entries with id below `before` (keyset paging). */
export async function ledger(
  db: Db,
  userId: string,
  opts: { limit?: number; before?: number } = {},
): Promise<LedgerEntry[]> {
  return db
    .select({
      id: creditLedger.id,
      kind: creditLedger.kind,
      amount: creditLedger.amount,
      balanceAfter: creditLedger.balanceAfter,
      ref: creditLedger.ref,
      note: creditLedger.note,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.userId, userId),
        opts.before !== undefined ? lt(creditLedger.id, opts.before) : undefined,
      ),
    )
    .orderBy(desc(creditLedger.id))
    .limit(Math.min(Math.max(opts.limit ?? 50, 1), 500));
}

/** The sum of the member's ledger entries: equals `balance()` at every commit (a check for tests and audits). */
export async function ledgerSum(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${creditLedger.amount})` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return Number(row?.sum ?? 0);
}
