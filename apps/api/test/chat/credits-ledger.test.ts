import { createMember } from '@dating/db/seed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, credit, debit, ledger, ledgerSum } from '../../src/credits/ledger-repo';
import { ApiError } from '../../src/shared/api-error';
import { setupTestApp, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
}, 120_000);
afterAll(async () => ctx?.close());

describe('credits ledger repository', () => {
  it('credit and debit keep the balance equal to the ledger sum, never below zero', async () => {
    const db = ctx.db.db;
    const m = await createMember(db, { credits: 5 });
    const c = await db.transaction((tx) => credit(tx, m.id, 20, 'purchase', 'payment:t1'));
    expect(c).toMatchObject({ balance: 25, duplicate: false });
    // The same payment again books nothing (a retried webhook).
    const again = await db.transaction((tx) => credit(tx, m.id, 20, 'purchase', 'payment:t1'));
    expect(again).toMatchObject({ balance: 25, duplicate: true, entryId: c.entryId });
    const d = await db.transaction((tx) => debit(tx, m.id, 25, 'message', 'message:t1'));
    expect(d.balance).toBe(0);
    const refused = await db
      .transaction((tx) => debit(tx, m.id, 1, 'message', 'message:t2'))
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('insufficient_credits');
    expect((refused as ApiError).statusCode).toBe(402);
    expect(await balance(db, m.id)).toBe(0);
    expect(await ledgerSum(db, m.id)).toBe(0);
    expect((await ledger(db, m.id)).map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['message', -25, 0],
      ['purchase', 20, 25],
      ['bonus', 5, 5],
    ]);
    // A zero amount books nothing; a negative one is a programming error.
    expect(await db.transaction((tx) => debit(tx, m.id, 0, 'message', null))).toMatchObject({
      entryId: null,
      balance: 0,
    });
    await expect(db.transaction((tx) => credit(tx, m.id, -3, 'bonus', null))).rejects.toThrow(RangeError);
    expect(await balance(db, crypto.randomUUID())).toBeNull();
  });

  it('a debit rolls back with the rest of the transaction', async () => {
    const db = ctx.db.db;
    const m = await createMember(db, { credits: 3 });
    await expect(
      db.transaction(async (tx) => {
        await debit(tx, m.id, 2, 'gift', 'message:rollback');
        throw new Error('what it paid for failed');
      }),
    ).rejects.toThrow('what it paid for failed');
    expect(await balance(db, m.id)).toBe(3);
    expect(await ledgerSum(db, m.id)).toBe(3);
  });

  it('concurrent credits of one payment book once; concurrent debits never overdraw', async () => {
    const db = ctx.db.db;
    const m = await createMember(db, {});
    const credits = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        db.transaction((tx) => credit(tx, m.id, 7, 'purchase', 'payment:once')),
      ),
    );
    expect(credits.filter((r) => r.status === 'fulfilled' && !r.value.duplicate)).toHaveLength(1);
    expect(await balance(db, m.id)).toBe(7);
    const debits = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        db.transaction((tx) => debit(tx, m.id, 2, 'message', `message:c${i}`)),
      ),
    );
    expect(debits.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await balance(db, m.id)).toBe(1);
    expect(await ledgerSum(db, m.id)).toBe(1);
  });
});
