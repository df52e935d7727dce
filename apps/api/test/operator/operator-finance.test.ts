// The finance operator (issue 15 item 5, ADR 0037): a member's orders and ledger by id or e-mail, refunds
// within the site's refund_days through the payment provider (ledger entry with the reason, audit row),
// goodwill credits that keep the ledger and the balance equal, and discount codes (create, expire,
// redemptions). Only finance and admin pass; a host or moderator gets 403 and changes nothing.
import { queryRows } from '@dating/db';
import {
  ZCodeRedemptionsResponse,
  ZFinanceMemberResponse,
  ZOperatorCodeResponse,
  ZOperatorCodesResponse,
  ZRefundResponse,
} from '@dating/core/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextIp } from '../accounts-helper';
import type { LightMyRequestResponse } from 'fastify';
import { expectEnvelope as envelopeOf, setupTestApp, useForTests } from '../helper';
import { balance, buyer, choose, entries, order, orderCall, SECRET } from '../payments/payments-helper';
import { newOperator, operatorCookie } from './operator-helper';

// The real clock: the operators log in with TOTP codes of the real time (a frozen app clock would refuse them
// once the suite has run longer than the code window on a loaded machine).
const ctx = useForTests(() => setupTestApp({ payments: { webhookSecret: SECRET } }));

/** The answer is the error envelope with this status and code. */
function expectEnvelope(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(envelopeOf(res).error.code).toBe(code);
}

type Who = { cookie: string };
const as = (who: Who, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({
    method,
    url: `/api/operator/${url}`,
    remoteAddress: nextIp(),
    headers: { cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });

async function staff(role: 'finance' | 'host' | 'moderator' | 'admin') {
  const op = await newOperator(ctx, [role]);
  return { ...op, cookie: await operatorCookie(ctx, op) };
}

async function paidOrder() {
  const m = await buyer(ctx.app, ctx.db);
  const o = await order(ctx.app, m);
  expect((await choose(ctx.app, o.tr, 'paid')).statusCode).toBe(303);
  return { m, o };
}

const audit = (action: string, subject: string) =>
  queryRows<{ actor: string; data: Record<string, unknown> }>(
    ctx.db.db,
    sql`select actor, data from audit_log where action = ${action} and subject_id = ${subject} order by id`,
  );

describe('finance: a member’s orders and ledger', () => {
  it('finds the member by e-mail (any case) or id, with orders marked refundable and the ledger', async () => {
    const fin = await staff('finance');
    const { m, o } = await paidOrder();
    const [row] = await queryRows<{ email: string }>(
      ctx.db.db,
      sql`select email from users where id = ${m.id}`,
    );
    const byMail = await as(
      fin,
      'GET',
      `member-finance.php?q=${encodeURIComponent(row!.email.toUpperCase())}`,
    );
    expect(byMail.statusCode, byMail.body).toBe(200);
    const view = ZFinanceMemberResponse.parse(byMail.json());
    expect(view.member).toMatchObject({ id: m.id, paid_user: true, refund_days: 14 });
    expect(view.orders).toEqual([
      expect.objectContaining({ id: o.order.id, status: 'paid', refundable: true, method: 'ideal' }),
    ]);
    expect(view.ledger.map((e) => [e.kind, e.amount])).toEqual([['purchase', o.order.credits]]);
    const byId = ZFinanceMemberResponse.parse((await as(fin, 'GET', `member-finance.php?q=${m.id}`)).json());
    expect(byId.member.id).toBe(m.id);
    expectEnvelope(await as(fin, 'GET', 'member-finance.php?q=nobody@nowhere.example'), 404, 'not_found');
  });
});

describe('finance: refunds within refund_days', () => {
  it('refunds through the provider: credits back, order refunded, reason in the ledger and the audit log', async () => {
    const fin = await staff('finance');
    const { m, o } = await paidOrder();
    const res = await as(fin, 'POST', 'refund.php', { order_id: o.order.id, reason: 'Bought by mistake' });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZRefundResponse.parse(res.json())).toEqual({
      ok: true,
      order_id: o.order.id,
      credits_taken: o.order.credits,
      balance: 0,
    });
    expect(await balance(ctx.db, m.id)).toMatchObject({ credits: 0, ledgerSum: 0, paid: true });
    const refunds = await entries(ctx.db, m.id, 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: -o.order.credits, ref: `order:${o.order.id}` });
    expect(refunds[0]!.note).toContain('reason: Bought by mistake');
    // The provider knows: the sandbox payment reports the refunded amount.
    const remote = await ctx.app.inject({
      url: `/api/sandbox-provider/v2/payments/${o.tr}`,
      headers: { authorization: `Bearer test_${'x'.repeat(30)}` },
    });
    expect(remote.json().amountRefunded).toMatchObject({ value: '19.95' });
    const rows = await audit('payment.refund', o.order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: `operator:${fin.email}`,
      data: { reason: 'Bought by mistake', user_id: m.id, credits_taken: o.order.credits },
    });
    // Once only: the order is refunded now.
    const again = await as(fin, 'POST', 'refund.php', { order_id: o.order.id, reason: 'Again' });
    expectEnvelope(again, 409, 'conflict');
    expect(await entries(ctx.db, m.id, 'refund')).toHaveLength(1);
    expect(await audit('payment.refund', o.order.id)).toHaveLength(1);
  });

  it('refuses an order paid more than refund_days ago, an open order and an unknown one; nothing changes', async () => {
    const { m, o } = await paidOrder();
    const open = await buyer(ctx.app, ctx.db);
    const pending = await orderCall(ctx.app, open, { package: 'p1', method: 'ideal' });
    const pendingId = pending.json().order.id as string;
    const fin = await staff('admin');
    // Paid 15 days ago: one day past the seeded site's refund_days (14).
    await ctx.db.db.execute(
      sql`update orders set paid_at = paid_at - make_interval(days => 15) where id = ${o.order.id}`,
    );
    {
      const late = await as(fin, 'POST', 'refund.php', { order_id: o.order.id, reason: 'Too late' });
      expectEnvelope(late, 409, 'conflict');
      const view = ZFinanceMemberResponse.parse(
        (await as(fin, 'GET', `member-finance.php?q=${m.id}`)).json(),
      );
      expect(view.orders[0]).toMatchObject({ status: 'paid', refundable: false });
      expectEnvelope(
        await as(fin, 'POST', 'refund.php', { order_id: pendingId, reason: 'Open' }),
        409,
        'conflict',
      );
      expectEnvelope(
        await as(fin, 'POST', 'refund.php', {
          order_id: '00000000-0000-4000-8000-000000000000',
          reason: 'Unknown',
        }),
        404,
        'not_found',
      );
      expect(await balance(ctx.db, m.id)).toMatchObject({ credits: o.order.credits });
      expect(await entries(ctx.db, m.id, 'refund')).toEqual([]);
      expect(await audit('payment.refund', o.order.id)).toEqual([]);
    }
  });

  it('lets only finance and admin see money: a host and a moderator get 403 and refund nothing', async () => {
    const { m, o } = await paidOrder();
    for (const role of ['host', 'moderator'] as const) {
      const who = await staff(role);
      expectEnvelope(await as(who, 'GET', `member-finance.php?q=${m.id}`), 403, 'forbidden');
      expectEnvelope(
        await as(who, 'POST', 'refund.php', { order_id: o.order.id, reason: 'Not mine to do' }),
        403,
        'forbidden',
      );
      expectEnvelope(await as(who, 'GET', 'discount-codes.php'), 403, 'forbidden');
    }
    expect(await entries(ctx.db, m.id, 'refund')).toEqual([]);
  });
});

describe('finance: goodwill from the console', () => {
  it('books goodwill with a reason: the ledger the finance view shows sums to the balance', async () => {
    const fin = await staff('finance');
    const { m, o } = await paidOrder();
    const res = await as(fin, 'POST', 'goodwill.php', {
      user_id: m.id,
      credits: 25,
      reason: 'Sorry for the wait',
      idempotency_key: `console-${m.id.slice(0, 8)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = ZFinanceMemberResponse.parse((await as(fin, 'GET', `member-finance.php?q=${m.id}`)).json());
    expect(view.member.credits).toBe(o.order.credits + 25);
    expect(view.ledger.reduce((s, e) => s + e.amount, 0)).toBe(view.member.credits);
    expect(view.ledger[0]).toMatchObject({ kind: 'bonus', amount: 25, note: 'Sorry for the wait' });
    expect(view.member.paid_user).toBe(true);
    expect(await audit('credits.goodwill', m.id)).toEqual([
      expect.objectContaining({ actor: `operator:${fin.email}` }),
    ]);
  });
});

describe('finance: discount codes', () => {
  it('creates a code members can use, expires it (members then see it expired), lists its redemptions', async () => {
    const fin = await staff('finance');
    const created = await as(fin, 'POST', 'discount-code.php', {
      code: 'autumn-ten',
      value_percentage: 10,
      validity: 'unlimited',
    });
    expect(created.statusCode, created.body).toBe(200);
    const code = ZOperatorCodeResponse.parse(created.json()).code;
    expect(code).toMatchObject({ code: 'AUTUMN-TEN', status: 'active', expired: false, redemptions: 0 });
    expectEnvelope(
      await as(fin, 'POST', 'discount-code.php', { code: 'AUTUMN-TEN', value_percentage: 20 }),
      409,
      'conflict',
    );
    expect((await audit('discount.create', code.id))[0]).toMatchObject({ actor: `operator:${fin.email}` });

    // A member pays an order with it: one redemption.
    const m = await buyer(ctx.app, ctx.db);
    const lookup = () =>
      ctx.app.inject({
        url: '/api/discountcode.php?code=AUTUMN-TEN',
        remoteAddress: nextIp(),
        headers: { cookie: m.cookie },
      });
    expect((await lookup()).json().discount_code).toMatchObject({ expired: false, value_percentage: 10 });
    const paid = await order(ctx.app, m, { discount_code: 'AUTUMN-TEN' });
    expect(paid.order.discount_cents).toBeGreaterThan(0);
    expect((await choose(ctx.app, paid.tr, 'paid')).statusCode).toBe(303);
    const red = ZCodeRedemptionsResponse.parse(
      (await as(fin, 'GET', `discount-code-redemptions.php?id=${code.id}`)).json(),
    );
    expect(red.code.redemptions).toBe(1);
    expect(red.redemptions).toEqual([
      expect.objectContaining({ user_id: m.id, order_id: paid.order.id, order_status: 'paid' }),
    ]);

    const expired = await as(fin, 'POST', 'discount-code-expire.php', { id: code.id });
    expect(expired.statusCode, expired.body).toBe(200);
    expect(ZOperatorCodeResponse.parse(expired.json()).code).toMatchObject({ expired: true, redemptions: 1 });
    expect((await lookup()).json().discount_code).toMatchObject({ expired: true });
    const other = await buyer(ctx.app, ctx.db);
    const refused = await orderCall(ctx.app, other, {
      package: 'p1',
      method: 'ideal',
      discount_code: 'AUTUMN-TEN',
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(await audit('discount.expire', code.id)).toHaveLength(1);

    const list = ZOperatorCodesResponse.parse(
      (await as(fin, 'GET', 'discount-codes.php?status=active')).json(),
    );
    expect(list.codes.find((c) => c.id === code.id)).toMatchObject({ expired: true, redemptions: 1 });
    expectEnvelope(
      await as(fin, 'POST', 'discount-code-expire.php', { id: '00000000-0000-4000-8000-000000000000' }),
      404,
      'not_found',
    );
  });

  it('refuses malformed codes with the validation envelope', async () => {
    const fin = await staff('finance');
    for (const body of [
      { code: 'a', value_percentage: 10 },
      { code: 'OK-CODE', value_percentage: 0 },
      { code: 'OK-CODE', value_percentage: 101 },
      { code: 'BAD CODE', value_percentage: 10 },
      { code: 'OK-CODE', value_percentage: 10, expires_at: 'tomorrow' },
    ]) {
      expectEnvelope(await as(fin, 'POST', 'discount-code.php', body), 400, 'validation_failed');
    }
    const [n] = await queryRows<{ n: number }>(
      ctx.db.db,
      sql`select count(*)::int as n from discount_codes where code = 'OK-CODE'`,
    );
    expect(Number(n!.n)).toBe(0);
  });
});
