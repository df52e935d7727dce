// Repeat orders (spec §3): a paid card payment leaves a mandate; one-click rebuy on it is charged once
// however often the request is retried; a recurring payment that fails books nothing and offers fallbacks.
import { queryRows } from '@dating/db';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZRepeatOrderResponse, ZRepeatOrdersResponse } from '@dating/core/contracts';
import { SANDBOX_API_KEY } from '../../src/payments/config';
import { nextIp } from '../accounts-helper';
import { expectEnvelope } from '../helper';
import * as pay from './payments-helper';

const ctx = pay.usePayments();

const means = async (who: pay.Buyer) => {
  const res = await ctx.app.inject({ url: '/api/repeat-orders.php', headers: { cookie: who.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return ZRepeatOrdersResponse.parse(res.json());
};
const repeat = (who: pay.Buyer, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/repeat-order.php',
    remoteAddress: nextIp(),
    headers: { cookie: who.cookie },
    payload: body,
  });
const paymentRows = (userId: string) =>
  queryRows<{ order_id: string; customer: string | null; mandate: string | null; repeat_of: string | null }>(
    ctx.db.db,
    sql`select p.order_id, p.provider_customer_id as customer, p.provider_mandate_id as mandate,
      o.repeat_of_id as repeat_of from payments p join orders o on o.id = p.order_id
      where p.user_id = ${userId} order by p.created_at`,
  );

/** A member who paid one package by card: its mandate is stored. */
async function cardBuyer() {
  const m = await pay.buyer(ctx.app, ctx.db);
  const first = await pay.order(ctx.app, m, { package: 'p0', method: 'creditcard' });
  await pay.choose(ctx.app, first.tr, 'paid');
  return { m, first };
}

describe('repeat orders', () => {
  it('a member without a stored means sees none, and the fallbacks', async () => {
    const m = await pay.buyer(ctx.app, ctx.db);
    const r = await means(m);
    expect(r.means).toEqual([]);
    expect(r.packages.map((p) => p.tier)).toEqual(['p0', 'p1', 'p2', 'p3']);
    expect(r.fallback_methods).toEqual(['creditcard', 'paypal']);
  });

  it('a paid card payment leaves a masked card; a retried rebuy (3× in a row, 5× at once) is charged once', async () => {
    const { m, first } = await cardBuyer();
    const r = await means(m);
    expect(r.means).toMatchObject([{ method: 'creditcard', label: 'Visa •••• 4242' }]);
    const body = { package: 'p1', mandate_id: r.means[0]!.id, idempotency_key: 'repeat-key-0123456789' };
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await repeat(m, body));
    answers.push(...(await Promise.all(Array.from({ length: 5 }, () => repeat(m, body)))));
    const ids = new Set(
      answers.map((a) => {
        expect(a.statusCode, a.body).toBe(200);
        return ZRepeatOrderResponse.parse(a.json()).order.id;
      }),
    );
    expect(ids.size).toBe(1);
    const [orderId] = [...ids];
    const rows = await paymentRows(m.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ order_id: orderId, repeat_of: first.order.id, mandate: r.means[0]!.id });
    // The recurring payment settles by itself at the provider; the state page polls it.
    ctx.clock.advance(5_000);
    const state = await pay.orderState(ctx.app, m, orderId!);
    expect(state.order).toMatchObject({ state: 'completed', method: 'creditcard', package: 'p1' });
    const b = await pay.balance(ctx.db, m.id);
    expect(b).toMatchObject({ purchases: 2, credits: first.order.credits + state.order.credits });
    expect(b.ledgerSum).toBe(b.credits);
  });

  it('a recurring payment that fails books nothing and leaves the fallbacks', async () => {
    const { m, first } = await cardBuyer();
    const customer = (await paymentRows(m.id))[0]!.customer!;
    // A direct-debit mandate whose holder's name makes the sandbox fail every recurring payment on it.
    const made = await ctx.app.inject({
      method: 'POST',
      url: `/api/sandbox-provider/v2/customers/${customer}/mandates`,
      headers: { authorization: `Bearer ${SANDBOX_API_KEY}` },
      payload: {
        method: 'directdebit',
        consumerName: 'Will Fail',
        consumerAccount: 'NL55INGB0000000000',
        mandateReference: 'TEST-FAIL',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const r = await means(m);
    const iban = r.means.find((x) => x.method === 'directdebit')!;
    expect(iban.label).toBe('IBAN NL•• …0000');
    const res = await repeat(m, {
      package: 'p0',
      mandate_id: iban.id,
      idempotency_key: 'repeat-fail-0123456789',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { order } = ZRepeatOrderResponse.parse(res.json());
    expect(order).toMatchObject({ state: 'processing', method: 'sdd' });
    ctx.clock.advance(5_000);
    const state = await pay.orderState(ctx.app, m, order.id);
    expect(state.order).toMatchObject({ state: 'failed', status: 'failed' });
    expect(await pay.balance(ctx.db, m.id)).toMatchObject({ purchases: 1, credits: first.order.credits });
    expect((await means(m)).fallback_methods).toEqual(['creditcard', 'paypal']);
  });

  it('someone else’s or an unknown mandate is 404; a request without a key is 400', async () => {
    const { m } = await cardBuyer();
    const other = await pay.buyer(ctx.app, ctx.db);
    const [mine] = (await means(m)).means;
    const theirs = await repeat(other, {
      package: 'p0',
      mandate_id: mine!.id,
      idempotency_key: 'not-mine-0123456789ab',
    });
    expect(theirs.statusCode).toBe(404);
    expect(expectEnvelope(theirs).error.message).toBe('payments:repeat.errors.meansGone');
    const keyless = await repeat(m, { package: 'p0', mandate_id: mine!.id });
    expect(keyless.statusCode).toBe(400);
    expect(expectEnvelope(keyless).error.code).toBe('validation_failed');
    expect((await pay.balance(ctx.db, other.id)).purchases).toBe(0);
  });
});

describe('/api/docs', () => {
  it('documents both repeat-order calls with their contracts', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = (res.json() as { paths: Record<string, Record<string, { tags?: string[] }>> }).paths;
    expect(paths['/api/repeat-orders.php']?.get?.tags).toContain('payments');
    expect(paths['/api/repeat-order.php']?.post?.tags).toContain('payments');
    const post = JSON.stringify(paths['/api/repeat-order.php']!.post);
    for (const field of ['mandate_id', 'idempotency_key', 'meansGone']) expect(post).toContain(field);
    expect(JSON.stringify(paths['/api/repeat-orders.php']!.get)).toContain('fallback_methods');
  });
});
