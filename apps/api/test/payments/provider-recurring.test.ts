// The provider layer for customers, mandates, recurring payments, refunds and chargebacks: the Mollie
// adapter against the sandbox's routes (Mollie's protocol), no database and no mocks of the adapter.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMollieProvider } from '../../src/payments/mollie';
import { ProviderError, mandateLabel, validIban, type PaymentProvider } from '../../src/payments/provider';
import { sandboxProvider } from '../../src/payments/sandbox';
import type { App } from '../../src/types';
import { Clock } from '../accounts-helper';

const KEY = 'test_sandboxsandboxsandboxsandbox00';
const clock = new Clock();
const webhooks: string[] = [];
let server: FastifyInstance;
let provider: PaymentProvider;

const meta = (n: number) => ({ order_id: `o${n}`, payment_id: `p${n}` });

/** A one-off credits payment number `n` (metadata o<n>/p<n>, idempotency key k<n>) on the hosted page. */
const creditsPayment = (n: number, amountCents: number, method: string) =>
  provider.createPayment({
    amountCents,
    currency: 'EUR',
    description: 'credits',
    method,
    redirectUrl: 'http://localhost/back',
    webhookUrl: 'http://localhost/w',
    locale: 'en_US',
    metadata: meta(n),
    idempotencyKey: `k${n}`,
  });

async function page(id: string, form: Record<string, string>) {
  return server.inject({
    method: 'POST',
    url: `/checkout/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

beforeAll(async () => {
  server = Fastify();
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, b, done) =>
    done(null, b),
  );
  await server.register(async (scope) =>
    sandboxProvider(scope as unknown as App, {
      publicBase: 'http://sandbox.test',
      webhookSecret: 'secret',
      now: clock.now,
      recurringSettleMs: 50,
      deliver: async (_path, _headers, body) => {
        webhooks.push(body);
        return 200;
      },
    }),
  );
  await server.ready();
  provider = createMollieProvider({
    apiKey: KEY,
    baseUrl: 'http://sandbox.test/v2',
    name: 'sandbox',
    fetch: async (url, init) => {
      const u = new URL(url);
      const res = await server.inject({
        method: init.method as 'GET',
        url: u.pathname + u.search,
        headers: init.headers,
        ...(init.body === undefined ? {} : { payload: init.body }),
      });
      return { status: res.statusCode, text: async () => res.body };
    },
  });
});
afterAll(async () => server?.close());

describe('customers and SEPA mandates', () => {
  it('creates a customer and a direct-debit mandate, lists, gets and revokes it', async () => {
    const c = await provider.createCustomer({
      name: 'Anna Smit',
      email: 'anna@example.com',
      idempotencyKey: 'c1',
    });
    expect(c.id).toMatch(/^cst_/);
    expect((await provider.createCustomer({ name: 'Anna Smit', idempotencyKey: 'c1' })).id).toBe(c.id);
    const m = await provider.createMandate({
      customerId: c.id,
      consumerName: 'Anna Smit',
      consumerAccount: 'NL55INGB0000000000',
      signatureDate: clock.now().toISOString().slice(0, 10),
      mandateReference: 'DATING-0001',
      idempotencyKey: 'm1',
    });
    expect(m).toMatchObject({ method: 'directdebit', status: 'valid', mandateReference: 'DATING-0001' });
    expect(mandateLabel(m)).toBe('IBAN NL•• …0000');
    expect((await provider.listMandates(c.id)).map((x) => x.id)).toEqual([m.id]);
    await provider.revokeMandate(c.id, m.id);
    expect((await provider.getMandate(c.id, m.id)).status).toBe('invalid');
    await expect(provider.revokeMandate(c.id, m.id)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a bad IBAN with Mollie’s 422 and an unknown customer with 404', async () => {
    const c = await provider.createCustomer({ name: 'B' });
    const bad = provider.createMandate({
      customerId: c.id,
      consumerName: 'B',
      consumerAccount: 'NL55INGB0000000001',
      signatureDate: '2026-01-01',
      mandateReference: 'X',
    });
    await expect(bad).rejects.toBeInstanceOf(ProviderError);
    await expect(bad).rejects.toMatchObject({ status: 422 });
    await expect(provider.listMandates('cst_unknown1')).rejects.toMatchObject({ status: 404 });
    const keyless = await server.inject({ url: `/v2/customers/${c.id}/mandates` });
    expect(keyless.statusCode).toBe(401);
    expect(keyless.json()).toMatchObject({ status: 401, title: 'Unauthorized Request' });
    expect(validIban('DE89370400440532013000')).toBe(true);
    expect(validIban('DE89370400440532013001')).toBe(false);
  });
});

describe('first and recurring payments', () => {
  it('a paid first card payment leaves a card mandate; a recurring payment on it settles by webhook', async () => {
    const c = await provider.createCustomer({ name: 'Card Holder' });
    const first = await provider.createPayment({
      amountCents: 995,
      currency: 'EUR',
      description: 'first',
      method: 'creditcard',
      redirectUrl: 'http://localhost/back',
      webhookUrl: 'http://localhost/api/payments/webhook.php',
      locale: 'en_US',
      metadata: meta(1),
      idempotencyKey: 'f1',
      sequenceType: 'first',
      customerId: c.id,
    });
    expect(first.sequenceType).toBe('first');
    expect((await page(first.id, { status: 'paid' })).statusCode).toBe(303);
    const paid = await provider.getPayment(first.id);
    expect(paid.mandateId).toMatch(/^mdt_/);
    const [mandate] = await provider.listMandates(c.id);
    expect(mandateLabel(mandate!)).toBe('Visa •••• 4242');

    const before = webhooks.length;
    const input = {
      amountCents: 995,
      currency: 'EUR',
      description: 'again',
      webhookUrl: 'http://localhost/api/payments/webhook.php',
      metadata: meta(2),
      idempotencyKey: 'r1',
      customerId: c.id,
      mandateId: mandate!.id,
    };
    const r = await provider.createRecurringPayment(input);
    expect(r).toMatchObject({ status: 'pending', sequenceType: 'recurring', checkoutUrl: null });
    expect((await provider.createRecurringPayment(input)).id).toBe(r.id);
    await new Promise((ok) => setTimeout(ok, 120));
    expect(webhooks.slice(before)).toEqual([`id=${r.id}`]);
    expect((await provider.getPayment(r.id)).status).toBe('paid');
  });

  it('a mandate whose holder name contains "fail" makes recurring payments fail; a revoked one is refused', async () => {
    const c = await provider.createCustomer({ name: 'Will Fail' });
    const m = await provider.createMandate({
      customerId: c.id,
      consumerName: 'Will Fail',
      consumerAccount: 'DE89370400440532013000',
      signatureDate: '2026-01-01',
      mandateReference: 'F',
    });
    const input = {
      amountCents: 500,
      currency: 'EUR',
      description: 'x',
      webhookUrl: 'http://localhost/w',
      metadata: meta(3),
      idempotencyKey: 'r3',
      customerId: c.id,
      mandateId: m.id,
    };
    const r = await provider.createRecurringPayment(input);
    clock.advance(60_000); // past its moment: a status read settles it too
    expect((await provider.getPayment(r.id)).status).toBe('failed');
    await provider.revokeMandate(c.id, m.id);
    await expect(provider.createRecurringPayment({ ...input, idempotencyKey: 'r4' })).rejects.toMatchObject({
      status: 422,
    });
  });
});

describe('refunds and chargebacks', () => {
  it('the hosted page refunds or charges back a paid payment and calls the webhook', async () => {
    const p = await creditsPayment(5, 1995, 'ideal');
    expect((await page(p.id, { action: 'refund' })).statusCode).toBe(409);
    await page(p.id, { status: 'paid' });
    const shown = await server.inject({ url: `/checkout/${p.id}` });
    expect(shown.body).toContain('value="refund"');
    expect(shown.body).toContain('value="chargeback"');
    const before = webhooks.length;
    expect((await page(p.id, { action: 'refund' })).statusCode).toBe(200);
    expect(webhooks.slice(before)).toEqual([`id=${p.id}`]);
    const got = await provider.getPayment(p.id);
    expect(got).toMatchObject({ status: 'paid', amountRefundedCents: 1995, amountChargedBackCents: 0 });
    const refunds = await provider.listRefunds(p.id);
    expect(refunds).toMatchObject([{ amountCents: 1995, currency: 'EUR', status: 'refunded' }]);
    // Nothing left to charge back after a full refund.
    expect((await page(p.id, { action: 'chargeback' })).statusCode).toBe(409);
    expect(await provider.listChargebacks(p.id)).toEqual([]);
  });

  it('a chargeback is reported as amountChargedBack and listed once', async () => {
    const p = await creditsPayment(6, 995, 'creditcard');
    await page(p.id, { status: 'paid' });
    expect((await page(p.id, { action: 'chargeback' })).statusCode).toBe(200);
    expect((await page(p.id, { action: 'chargeback' })).statusCode).toBe(409);
    expect((await provider.getPayment(p.id)).amountChargedBackCents).toBe(995);
    expect(await provider.listChargebacks(p.id)).toMatchObject([{ amountCents: 995, reversedAt: null }]);
  });
});
