import { ZLedgerResponse, ZPackagesResponse, ZPricingResponse } from '@dating/core/contracts';
import { schema } from '@dating/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '../helper';
import { balance, buyer, choose, order, orderCall, orderState, usePayments } from './payments-helper';

const ctx = usePayments();

describe('packages and prices', () => {
  it('shows p0–p3 for the country with one popular, price per credit, messages and the methods there', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/packages.php?country=NL' });
    expect(res.statusCode, res.body).toBe(200);
    const body = ZPackagesResponse.parse(res.json());
    expect(body.currency).toBe('EUR');
    expect(body.packages.map((p) => p.tier)).toEqual(['p0', 'p1', 'p2', 'p3']);
    expect(body.packages.filter((p) => p.popular)).toHaveLength(1);
    const p0 = body.packages[0]!;
    expect(p0.price).toBe(p0.price_cents / 100);
    expect(p0.price_per_credit).toBeCloseTo(p0.price_cents / 100 / p0.credits, 4);
    expect(p0.messages).toBe(Math.floor(p0.credits / body.message_credits));
    expect(p0.discounted_price_cents).toBeNull();
    const ids = body.methods.map((m) => m.id);
    expect(ids[0]).toBe('ideal');
    expect(ids).toEqual(expect.arrayContaining(['ideal', 'creditcard', 'paypal', 'sct', 'sdd']));
    expect(ids).not.toContain('blik');
    expect(body.match_chance_increase).toBeNull(); // 30 seeded members: too few likes to back a figure
  });

  it('offers each country its own methods and currency (PL: BLIK, Przelewy24 in PLN; US: cards, no iDEAL)', async () => {
    const pl = ZPackagesResponse.parse(
      (await ctx.app.inject({ url: '/api/packages.php?country=PL' })).json(),
    );
    expect(pl.currency).toBe('PLN');
    expect(pl.methods.map((m) => m.id)).toEqual(expect.arrayContaining(['blik', 'prezelewy24']));
    expect(pl.methods.map((m) => m.id)).not.toContain('ideal');
    const be = ZPackagesResponse.parse(
      (await ctx.app.inject({ url: '/api/packages.php?country=BE' })).json(),
    );
    expect(be.methods[0]!.id).toBe('bancontact');
    const us = ZPackagesResponse.parse(
      (await ctx.app.inject({ url: '/api/packages.php?country=US' })).json(),
    );
    expect(us.currency).toBe('USD');
    expect(us.methods.map((m) => m.id)).toEqual(['creditcard', 'visa', 'mastercard', 'applepay', 'paypal']);
    const unknown = await ctx.app.inject({ url: '/api/packages.php?country=ZZ' });
    expect(unknown.statusCode).toBe(404);
    expectEnvelope(unknown);
  });

  it('lists every price a member can pay for visitors: messages, photos, gifts and bundles', async () => {
    const res = await ctx.app.inject({ url: '/api/pricing.php?country=NL' });
    expect(res.statusCode, res.body).toBe(200);
    const body = ZPricingResponse.parse(res.json());
    expect(body.items.map((i) => i.item)).toEqual(['message', 'photo', 'gift']);
    for (const i of body.items) expect(i.from_cents).toBeLessThanOrEqual(i.to_cents);
    const p3 = body.packages[3]!;
    expect(body.items[0]!.from_cents).toBe(
      Math.round((p3.price_cents * body.items[0]!.credits) / p3.credits),
    );
    expect(body.packages).toHaveLength(4);
  });

  it("shows a member the time bonus with its real end while it runs, and prices in the member's country", async () => {
    const fresh = await buyer(ctx.app, ctx.db, { country: 'DE', signupAt: ctx.clock.now() });
    const res = await ctx.app.inject({ url: '/api/packages.php', headers: { cookie: fresh.cookie } });
    const body = ZPackagesResponse.parse(res.json());
    expect(body.country).toBe('DE');
    expect(body.discount).toMatchObject({ code: 'TIMEBONUS25', percentage: 25 });
    expect(Date.parse(body.discount!.expires!) - ctx.clock.now().getTime()).toBe(4 * 3600_000);
    expect(body.packages[0]!.discounted_price_cents).toBe(
      body.packages[0]!.price_cents - Math.round(body.packages[0]!.price_cents * 0.25),
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('checkout and the payment states', () => {
  it('pays with iDEAL in the sandbox: the webhook books the credits once and makes the member premium', async () => {
    const m = await buyer(ctx.app, ctx.db);
    const o = await order(ctx.app, m, { package: 'p1', method: 'ideal' });
    expect(o.order).toMatchObject({ status: 'open', state: 'processing', package: 'p1', method: 'ideal' });
    expect(o.redirect_url).toMatch(/^http:\/\/localhost:3000\/api\/sandbox-provider\/checkout\/tr_/);
    const page = await ctx.app.inject({ url: `/api/sandbox-provider/checkout/${o.tr}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('EUR 19.95');

    const back = await choose(ctx.app, o.tr, 'paid');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`http://localhost:3000/credits/p1/ideal?order=${o.order.id}`);
    const state = await orderState(ctx.app, m, o.order.id);
    expect(state.order).toMatchObject({ status: 'paid', state: 'completed', payment_state: 'completed' });
    expect(state.credits).toBe(o.order.credits);
    expect(state.paid_user).toBe(true);
    expect(await balance(ctx.db, m.id)).toEqual({ credits: 60, paid: true, ledgerSum: 60, purchases: 1 });
  });

  it('failed and cancelled payments book nothing, and the member may try another method', async () => {
    const m = await buyer(ctx.app, ctx.db);
    const failed = await order(ctx.app, m, { method: 'creditcard' });
    await choose(ctx.app, failed.tr, 'failed');
    expect((await orderState(ctx.app, m, failed.order.id)).order).toMatchObject({
      status: 'failed',
      state: 'failed',
    });
    const cancelled = await order(ctx.app, m, { method: 'paypal' });
    await choose(ctx.app, cancelled.tr, 'canceled');
    expect((await orderState(ctx.app, m, cancelled.order.id)).order).toMatchObject({
      status: 'cancelled',
      state: 'cancelled',
    });
    expect(await balance(ctx.db, m.id)).toMatchObject({ credits: 0, paid: false, purchases: 0 });
    const again = await order(ctx.app, m, { method: 'sofort' });
    await choose(ctx.app, again.tr, 'paid');
    expect(await balance(ctx.db, m.id)).toMatchObject({ credits: 60, paid: true, purchases: 1 });
  });

  it('a return without a webhook is settled by asking the provider: pending stays processing, paid books once', async () => {
    const m = await buyer(ctx.app, ctx.db);
    const o = await order(ctx.app, m);
    await choose(ctx.app, o.tr, 'pending', false);
    expect((await orderState(ctx.app, m, o.order.id)).order.state).toBe('processing');
    ctx.clock.advance(3_000);
    await choose(ctx.app, o.tr, 'paid', false);
    expect((await balance(ctx.db, m.id)).credits).toBe(0); // no webhook yet, nothing booked
    ctx.clock.advance(3_000);
    const state = await orderState(ctx.app, m, o.order.id);
    expect(state.order.state).toBe('completed');
    ctx.clock.advance(3_000);
    await orderState(ctx.app, m, o.order.id);
    expect(await balance(ctx.db, m.id)).toMatchObject({ credits: 60, purchases: 1, ledgerSum: 60 });
  });

  it('an abandoned payment expires after 15 minutes at the provider and is cancelled here', async () => {
    const m = await buyer(ctx.app, ctx.db);
    const o = await order(ctx.app, m);
    ctx.clock.advance(16 * 60_000);
    const state = await orderState(ctx.app, m, o.order.id);
    expect(state.order).toMatchObject({ status: 'cancelled', payment_state: 'expired', state: 'cancelled' });
  });

  it("refuses a method the member's country does not offer, another member's order, and visitors", async () => {
    const m = await buyer(ctx.app, ctx.db, { country: 'NL' });
    const res = await orderCall(ctx.app, m, { package: 'p0', method: 'blik' });
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).error.message).toBe('payments:errors.methodUnavailable');
    const o = await order(ctx.app, m);
    const other = await buyer(ctx.app, ctx.db);
    const peek = await ctx.app.inject({
      url: `/api/orders.php?id=${o.order.id}`,
      headers: { cookie: other.cookie },
    });
    expect(peek.statusCode).toBe(404);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders.php',
      payload: { package: 'p0', method: 'ideal' },
    });
    expect(expectEnvelope(visitor).error.code).toBe('authentication_required');
  });

  it('the same idempotency key answers the same order', async () => {
    const m = await buyer(ctx.app, ctx.db);
    const key = 'key-0123456789abcdef';
    const a = await order(ctx.app, m, { idempotency_key: key });
    const b = await order(ctx.app, m, { idempotency_key: key });
    expect(b.order.id).toBe(a.order.id);
    expect(b.redirect_url).toBe(a.redirect_url);
  });
});

describe('discounts at checkout (spec §3, §4, §5, §8)', () => {
  it('applies the time bonus (25 %) while it runs, once per member; not after 4 hours', async () => {
    const m = await buyer(ctx.app, ctx.db, { signupAt: ctx.clock.now() });
    const o = await order(ctx.app, m, { package: 'p2', discount_code: 'timebonus25' });
    expect(o.order).toMatchObject({
      discount_cents: 999,
      amount_cents: 3995 - 999,
      discount_code: 'TIMEBONUS25',
    });
    const twice = await orderCall(ctx.app, m, {
      package: 'p2',
      method: 'ideal',
      discount_code: 'TIMEBONUS25',
    });
    expect(expectEnvelope(twice).error.code).toBe('code_used');
    // A failed payment frees the code again.
    await choose(ctx.app, o.tr, 'failed');
    const retry = await order(ctx.app, m, { package: 'p2', discount_code: 'TIMEBONUS25' });
    expect(retry.order.discount_cents).toBe(999);
    await choose(ctx.app, retry.tr, 'paid');
    expect(await balance(ctx.db, m.id)).toMatchObject({ credits: 130, paid: true });

    const late = await buyer(ctx.app, ctx.db, {
      signupAt: new Date(ctx.clock.now().getTime() - 4 * 3600_000 - 1000),
    });
    const res = await orderCall(ctx.app, late, {
      package: 'p0',
      method: 'ideal',
      discount_code: 'TIMEBONUS25',
    });
    expect(expectEnvelope(res).error.message).toBe('payments:errors.codeExpired');
  });

  it("'Code not found', country, currency, minimum order and payment-method rules", async () => {
    const m = await buyer(ctx.app, ctx.db, { country: 'NL' });
    const nf = await orderCall(ctx.app, m, { package: 'p0', method: 'ideal', discount_code: 'NOPE-NOPE' });
    expect(nf.statusCode).toBe(404);
    expect(expectEnvelope(nf).error.code).toBe('code_not_found');
    await ctx.db.db.insert(schema.discountCodes).values([
      { code: 'ONLY-DE', valuePercentage: 10, country: 'DE', validity: 'unlimited' },
      { code: 'ONLY-PLN', valuePercentage: 10, currency: 'PLN', validity: 'unlimited' },
      { code: 'MIN-30', valuePercentage: 10, minimumOrderCents: 3000, validity: 'unlimited' },
      { code: 'CARDS-ONLY', valuePercentage: 10, paymentMethods: ['creditcard'], validity: 'unlimited' },
      { code: 'OLD-ONE', valuePercentage: 10, expiresAt: new Date(ctx.clock.now().getTime() - 1000) },
    ]);
    for (const code of ['ONLY-DE', 'ONLY-PLN', 'CARDS-ONLY']) {
      const r = await orderCall(ctx.app, m, { package: 'p2', method: 'ideal', discount_code: code });
      expect(expectEnvelope(r).error.message, code).toBe('payments:errors.codeNotApplicable');
    }
    const small = await orderCall(ctx.app, m, { package: 'p1', method: 'ideal', discount_code: 'MIN-30' });
    expect(expectEnvelope(small).error).toMatchObject({
      message: 'payments:errors.codeMinimum',
      params: { minimum: 30 },
    });
    const old = await orderCall(ctx.app, m, { package: 'p1', method: 'ideal', discount_code: 'OLD-ONE' });
    expect(expectEnvelope(old).error.message).toBe('payments:errors.codeExpired');
    const big = await order(ctx.app, m, { package: 'p2', discount_code: 'MIN-30' });
    expect(big.order.discount_cents).toBe(400);
    const card = await order(ctx.app, m, {
      package: 'p2',
      method: 'creditcard',
      discount_code: 'cards-only',
    });
    expect(card.order.discount_cents).toBe(400);
  });

  it('the welcome discount only before the first purchase', async () => {
    const m = await buyer(ctx.app, ctx.db, { paidUser: true });
    const r = await orderCall(ctx.app, m, { package: 'p0', method: 'ideal', discount_code: 'WELCOME25' });
    expect(expectEnvelope(r).error.message).toBe('payments:errors.codeNotApplicable');
    const fresh = await buyer(ctx.app, ctx.db);
    const ok = await order(ctx.app, fresh, { package: 'p0', discount_code: 'WELCOME25' });
    expect(ok.order.discount_cents).toBe(249);
  });

  it(
    'a once-per-member code under 20 parallel checkouts: exactly one order gets it',
    { timeout: 120_000 },
    async () => {
      const m = await buyer(ctx.app, ctx.db, { signupAt: ctx.clock.now() });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          orderCall(ctx.app, m, { package: 'p3', method: 'ideal', discount_code: 'TIMEBONUS25' }),
        ),
      );
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      const held = await ctx.db.db
        .select()
        .from(schema.discountRedemptions)
        .where(eq(schema.discountRedemptions.userId, m.id));
      expect(held).toHaveLength(1);
      console.log(
        `[S5] once-per-member code, 20 parallel checkouts: ${codes.filter((c) => c === 200).length} accepted`,
      );
    },
  );
});

describe('the ledger a member can read', () => {
  it('lists only their own entries, newest first, with a receipt for the purchase, and sums to the balance', async () => {
    const m = await buyer(ctx.app, ctx.db, { credits: 5 });
    const o = await order(ctx.app, m, { package: 'p0' });
    await choose(ctx.app, o.tr, 'paid');
    const other = await buyer(ctx.app, ctx.db);
    const o2 = await order(ctx.app, other, { package: 'p3' });
    await choose(ctx.app, o2.tr, 'paid');

    const res = await ctx.app.inject({ url: '/api/ledger.php', headers: { cookie: m.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const body = ZLedgerResponse.parse(res.json());
    expect(body.entries.map((e) => e.kind)).toEqual(['purchase', 'bonus']);
    expect(body.credits).toBe(30);
    expect(body.entries[0]).toMatchObject({ amount: 25, balance_after: 30 });
    expect(body.entries[0]!.receipt).toMatchObject({
      order_id: o.order.id,
      package: 'p0',
      amount_cents: 995,
      currency: 'EUR',
      method: 'ideal',
      vat_rate: 21,
      vat_cents: 995 - Math.round(99500 / 121),
    });
    expect(body.entries[0]!.receipt!.seller.vat_numbers.length).toBeGreaterThan(0);
    expect(body.entries.reduce((s, e) => s + e.amount, 0)).toBe(body.credits);
    const page = ZLedgerResponse.parse(
      (await ctx.app.inject({ url: '/api/ledger.php?limit=1', headers: { cookie: m.cookie } })).json(),
    );
    expect(page.entries).toHaveLength(1);
    expect(page.next_before).toBe(page.entries[0]!.id);
    const visitor = await ctx.app.inject({ url: '/api/ledger.php' });
    expect(visitor.statusCode).toBe(403);
  });
});
