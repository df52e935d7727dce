// The Mollie adapter in Mollie mode (MOLLIE_API_KEY set) against a local server that speaks Mollie's
// protocol over real HTTP (the sandbox provider's routes on their own port), not against mocks of the adapter.
import { randomUUID } from 'node:crypto';
import { schema } from '@dating/db';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCreateOrderResponse } from '@dating/core/contracts';
import { sandboxProvider } from '../../src/payments/sandbox';
import { orderWebhookToken } from '../../src/payments/signature';
import type { App } from '../../src/types';
import { SETUP_TIMEOUT } from '../accounts-helper';
import { expectEnvelope } from '../helper';
import { SECRET, balance, buyer, orderCall, setupPayments, type PayCtx } from './payments-helper';

const KEY = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';
let ctx: PayCtx;
let mollie: FastifyInstance;
let app: App;
let base: string;

beforeAll(async () => {
  ctx = await setupPayments();
  mollie = Fastify();
  mollie.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  );
  // The "Mollie" server calls our webhook URL; our app is not listening, so the call goes through inject.
  let target: App | null = null;
  await mollie.register(async (scope) =>
    sandboxProvider(scope as unknown as App, {
      publicBase: 'http://127.0.0.1:0',
      webhookSecret: SECRET,
      sign: false, // Mollie's classic webhooks: `id=tr_…` to the URL we gave, no header
      now: ctx.clock.now,
      deliver: async (path, headers, body) =>
        (await target!.inject({ method: 'POST', url: path, headers, payload: body })).statusCode,
    }),
  );
  base = await mollie.listen({ host: '127.0.0.1', port: 0 });
  app = await ctx.extraApp({
    payments: { mollieApiKey: KEY, mollieApiUrl: `${base}/v2`, webhookSecret: SECRET },
  });
  target = app;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await mollie?.close();
  await ctx?.close();
});

describe('Mollie mode', () => {
  it('mounts no sandbox, creates the payment at Mollie over HTTP and books it from the signed webhook', async () => {
    expect((await app.inject({ url: '/api/sandbox-provider/checkout/tr_abcdefgh' })).statusCode).toBe(404);
    const m = await buyer(app, ctx.db, { country: 'BE' });
    const res = await orderCall(app, m, { package: 'p0', method: 'bancontact' });
    expect(res.statusCode, res.body).toBe(200);
    const { order, redirect_url } = ZCreateOrderResponse.parse(res.json());
    const tr = /checkout\/(tr_\w+)$/.exec(redirect_url)![1]!;
    // The member pays on "Mollie's" page (a real HTTP form post), which then calls our webhook.
    const paid = await fetch(`${base}/checkout/${tr}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=paid',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:3000/credits/p0/bancontact?order=${order.id}`,
    );
    const got = (await (
      await fetch(`${base}/v2/payments/${tr}`, { headers: { authorization: `Bearer ${KEY}` } })
    ).json()) as {
      method: string;
      amount: { value: string };
      metadata: { order_id: string };
    };
    expect(got).toMatchObject({
      method: 'bancontact',
      amount: { value: '9.95' },
      metadata: { order_id: order.id },
    });
    expect(await balance(ctx.db, m.id)).toMatchObject({ credits: 25, paid: true, purchases: 1 });
  });

  it('an unsigned webhook needs the per-order token of its URL; a replay books nothing more', async () => {
    const m = await buyer(app, ctx.db, { country: 'NL' });
    const res = await orderCall(app, m, { package: 'p1', method: 'ideal' });
    const { order, redirect_url } = ZCreateOrderResponse.parse(res.json());
    const tr = /checkout\/(tr_\w+)$/.exec(redirect_url)![1]!;
    await fetch(`${base}/checkout/${tr}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=paid&webhook=skip',
      redirect: 'manual',
    });
    const [p] = await ctx.db.db.select().from(schema.payments).where(eq(schema.payments.orderId, order.id));
    const token = orderWebhookToken(SECRET, order.id);
    const deliver = (query: string) =>
      app.inject({
        method: 'POST',
        url: `/api/payments/webhook.php${query}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${p!.providerPaymentId}`,
      });
    for (const q of [
      '',
      `?order=${order.id}`,
      `?order=${order.id}&token=${'0'.repeat(64)}`,
      `?order=${randomUUID()}&token=${token}`,
    ]) {
      expect((await deliver(q)).statusCode, q).toBe(403);
    }
    expect((await balance(ctx.db, m.id)).purchases).toBe(0);
    expect((await deliver(`?order=${order.id}&token=${token}`)).json()).toEqual({
      received: true,
      applied: true,
    });
    expect((await deliver(`?order=${order.id}&token=${token}`)).json()).toEqual({
      received: true,
      applied: false,
    });
    expect(await balance(ctx.db, m.id)).toMatchObject({ credits: 60, purchases: 1 });
  });

  it('sends card brands as Mollie `creditcard` and Przelewy24 as `przelewy24`', async () => {
    /** What "Mollie" holds for the payment of a p0 order by `method` of a new member in `country`. */
    const molliePayment = async (country: string, method: string) => {
      const res = await orderCall(app, await buyer(app, ctx.db, { country }), { package: 'p0', method });
      const tr = /checkout\/(tr_\w+)$/.exec(ZCreateOrderResponse.parse(res.json()).redirect_url)![1]!;
      const got = await fetch(`${base}/v2/payments/${tr}`, { headers: { authorization: `Bearer ${KEY}` } });
      return (await got.json()) as { method: string; amount: { currency: string } };
    };
    expect(await molliePayment('PL', 'prezelewy24')).toMatchObject({
      method: 'przelewy24',
      amount: { currency: 'PLN' },
    });
    expect((await molliePayment('FR', 'cartebancaire')).method).toBe('creditcard');
  });

  it('a wrong key or an unreachable Mollie is a 503, the order failed and its code freed', async () => {
    const wrong = await ctx.extraApp({
      payments: {
        mollieApiKey: 'live_wrongwrongwrongwrongwrong',
        mollieApiUrl: `${base}/v2`,
        webhookSecret: SECRET,
      },
    });
    const m = await buyer(wrong, ctx.db, { signupAt: ctx.clock.now() });
    const res = await orderCall(wrong, m, { package: 'p0', method: 'ideal', discount_code: 'TIMEBONUS25' });
    expect(res.statusCode).toBe(503);
    expect(expectEnvelope(res).error.message).toBe('payments:errors.providerUnavailable');
    const down = await ctx.extraApp({
      payments: { mollieApiKey: KEY, mollieApiUrl: 'http://127.0.0.1:9/v2', webhookSecret: SECRET },
    });
    const again = await orderCall(down, m, { package: 'p0', method: 'ideal', discount_code: 'TIMEBONUS25' });
    expect(again.statusCode).toBe(503);
    // The code was never kept by the failed orders: a working checkout takes it.
    const ok = await orderCall(app, m, { package: 'p0', method: 'ideal', discount_code: 'TIMEBONUS25' });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
