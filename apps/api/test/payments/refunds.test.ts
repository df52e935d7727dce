// Refunds and chargebacks reported by the provider (amountRefunded / amountChargedBack on a paid payment):
// booked once under replays and out-of-order deliveries, never below zero, the ledger always the balance.
import { describe, expect, it } from 'vitest';
import { debit } from '../../src/credits/ledger-repo';
import { creditsDue } from '../../src/payments/takeback';
import {
  balance,
  buyer,
  choose,
  entries,
  order,
  orderState,
  usePayments,
  takeBack,
  webhook,
} from './payments-helper';

const ctx = usePayments();

/** A member who bought and paid one package (webhook delivered): the order and its credits. */
async function paidOrder() {
  const m = await buyer(ctx.app, ctx.db);
  const o = await order(ctx.app, m);
  expect((await choose(ctx.app, o.tr, 'paid')).statusCode).toBe(303);
  expect((await balance(ctx.db, m.id)).credits).toBe(o.order.credits);
  return { m, o };
}

describe('credits due for an amount taken back', () => {
  it('are all the credits for the whole amount, in proportion for a part, none for nothing', () => {
    expect(creditsDue(100, 1995, 1995)).toBe(100);
    expect(creditsDue(100, 2000, 500)).toBe(25);
    expect(creditsDue(100, 2000, 0)).toBe(0);
    expect(creditsDue(100, 2000, 5000)).toBe(100);
  });
});

describe('refunds', () => {
  it('a refund is booked once under three deliveries out of order, after a lost "paid" webhook', async () => {
    const m = await buyer(ctx.app, ctx.db);
    const o = await order(ctx.app, m);
    // Both the "paid" and the "refund" webhooks are lost; then three deliveries arrive out of order.
    await choose(ctx.app, o.tr, 'paid', false);
    expect((await takeBack(ctx.app, o.tr, 'refund', false)).statusCode).toBe(200);
    const t = ctx.clock.now().getTime();
    const answers = [];
    for (const dt of [2_000, 0, 1_000]) {
      const res = await webhook(ctx.app, o.tr, { at: new Date(t + dt) });
      expect(res.statusCode, res.body).toBe(200);
      answers.push(res.json().applied);
    }
    expect(answers).toEqual([true, false, false]);
    const b = await balance(ctx.db, m.id);
    expect(b).toMatchObject({ credits: 0, paid: true, purchases: 1, ledgerSum: 0 });
    const refunds = await entries(ctx.db, m.id, 'refund');
    expect(refunds).toEqual([
      {
        amount: -o.order.credits,
        ref: `order:${o.order.id}`,
        note: `refund of 19.95 EUR: ${o.order.credits} credits due, ${o.order.credits} taken back`,
      },
    ]);
    const state = await orderState(ctx.app, m, o.order.id);
    expect(state.order).toMatchObject({ status: 'refunded', payment_state: 'refunded' });
    expect(state.paid_user).toBe(true);
    // The ledger page lists the refund beside the purchase, whose receipt still names the method.
    const ledger = await ctx.app.inject({ url: '/api/ledger.php', headers: { cookie: m.cookie } });
    const kinds = (ledger.json().entries as { kind: string; receipt: { method: string } | null }[]).map(
      (e) => [e.kind, e.receipt?.method ?? null],
    );
    expect(kinds).toEqual([
      ['refund', null],
      ['purchase', 'ideal'],
    ]);
  });
});

describe('chargebacks', () => {
  it('after credits were spent: takes back what is left, records the shortfall, balance never < 0', async () => {
    const { m, o } = await paidOrder();
    const spent = o.order.credits - 7;
    await ctx.db.db.transaction((tx) => debit(tx as never, m.id, spent, 'message', `message:test-${m.id}`));
    const res = await takeBack(ctx.app, o.tr, 'chargeback');
    expect(res.statusCode).toBe(200);
    // A replay of the provider's notice later changes nothing.
    ctx.clock.advance(1_000);
    expect((await webhook(ctx.app, o.tr, { at: ctx.clock.now() })).json()).toEqual({
      received: true,
      applied: false,
    });
    const b = await balance(ctx.db, m.id);
    expect(b).toMatchObject({ credits: 0, ledgerSum: 0, paid: true });
    expect(await entries(ctx.db, m.id, 'chargeback')).toEqual([
      {
        amount: -7,
        ref: `order:${o.order.id}`,
        note: `chargeback of 19.95 EUR: ${o.order.credits} credits due, 7 taken back, ${spent} already spent (shortfall)`,
      },
    ]);
    const state = await orderState(ctx.app, m, o.order.id);
    expect(state.order).toMatchObject({ status: 'refunded', payment_state: 'charged_back' });
  });

  it('with every credit spent: no entry can take anything, the payment keeps the note', async () => {
    const { m, o } = await paidOrder();
    await ctx.db.db.transaction((tx) =>
      debit(tx as never, m.id, o.order.credits, 'message', `message:all-${m.id}`),
    );
    expect((await takeBack(ctx.app, o.tr, 'chargeback')).statusCode).toBe(200);
    const b = await balance(ctx.db, m.id);
    expect(b).toMatchObject({ credits: 0, ledgerSum: 0, paid: true });
    expect(await entries(ctx.db, m.id, 'chargeback')).toEqual([]);
    const state = await orderState(ctx.app, m, o.order.id);
    expect(state.order.payment_state).toBe('charged_back');
  });

  it('a refunded payment charged back later takes back nothing twice', async () => {
    const { m, o } = await paidOrder();
    expect((await takeBack(ctx.app, o.tr, 'refund')).statusCode).toBe(200);
    // Fully refunded: the provider has nothing left to charge back.
    expect((await takeBack(ctx.app, o.tr, 'chargeback')).statusCode).toBe(409);
    const b = await balance(ctx.db, m.id);
    expect(b).toMatchObject({ credits: 0, ledgerSum: 0, purchases: 1 });
  });
});
