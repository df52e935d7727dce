import { queryRows, schema, type DbHandle } from '@dating/db';
import { createMember, type CreateMemberOptions } from '@dating/db/seed';
import { ZCreateOrderResponse, ZOrderResponse, type TCreateOrderInput } from '@dating/core/contracts';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CreatePaymentInput, ProviderPayment } from '../../src/payments/provider';
import { signWebhook, SIGNATURE_HEADER } from '../../src/payments/signature';
import type { App } from '../../src/types';
import { Clock, nextIp } from '../accounts-helper';
import { postLogin, setupTestApp, useForTests, type TestContext } from '../helper';

export const SECRET = 'test-webhook-secret-0123456789';
export const PASSWORD = 'a-long-enough-password';

export interface PayCtx extends TestContext {
  clock: Clock;
}

/** A seeded app with the sandbox provider, a fixed webhook secret and a hand-moved clock. */
export async function setupPayments(): Promise<PayCtx> {
  const clock = new Clock(Date.now());
  const ctx = await setupTestApp({ now: clock.now, payments: { webhookSecret: SECRET } });
  return { ...ctx, clock };
}

/** `setupPayments()` for the tests of one file, see `useForTests`. */
export const usePayments = (): PayCtx => useForTests(setupPayments);

export interface Buyer {
  id: string;
  cookie: string;
}

/** A member who can log in, logged in (default: NL, free, signed up long ago). */
export async function buyer(app: App, db: DbHandle, o: CreateMemberOptions = {}): Promise<Buyer> {
  const m = await createMember(db.db, {
    password: PASSWORD,
    signupAt: new Date(Date.now() - 30 * 86_400_000),
    ...o,
  });
  const res = await postLogin(app, { email: m.email, password: PASSWORD }, { remoteAddress: nextIp() });
  const token = res.cookies.find((c) => c.name === 'auth._token')?.value;
  if (res.statusCode !== 200 || !token) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { id: m.id, cookie: `auth._token=${token}` };
}

export function orderCall(app: App, who: Buyer, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/orders.php',
    remoteAddress: nextIp(),
    headers: { cookie: who.cookie },
    payload: body as Record<string, unknown>,
  });
}

/** Creates an order through the API and returns it with the sandbox payment id from the checkout URL. */
export async function order(app: App, who: Buyer, input: Partial<TCreateOrderInput> = {}) {
  const res = await orderCall(app, who, { package: 'p1', method: 'ideal', ...input });
  expect(res.statusCode, res.body).toBe(200);
  const body = ZCreateOrderResponse.parse(res.json());
  const tr = /\/checkout\/(tr_[A-Za-z0-9]+)$/.exec(body.redirect_url)?.[1];
  if (!tr) throw new Error(`no sandbox payment in ${body.redirect_url}`);
  return { ...body, tr };
}

/** The tester's choice on the sandbox checkout page; `webhook: false` loses the webhook. */
export function choose(app: App, tr: string, status: string, webhook = true) {
  return sandboxPage(app, tr, { status }, webhook);
}

/** The tester refunds or charges back a paid sandbox payment on its page; `webhook: false` loses the webhook. */
export function takeBack(app: App, tr: string, action: 'refund' | 'chargeback', webhook = true) {
  return sandboxPage(app, tr, { action }, webhook);
}

function sandboxPage(app: App, tr: string, form: Record<string, string>, webhook: boolean) {
  return app.inject({
    method: 'POST',
    url: `/api/sandbox-provider/checkout/${tr}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...form, ...(webhook ? {} : { webhook: 'skip' }) }).toString(),
  });
}

/** The member's ledger entries of `kind` (amount and note), oldest first. */
export function entries(db: DbHandle, userId: string, kind: string) {
  return queryRows<{ amount: number; note: string | null; ref: string | null }>(
    db.db,
    sql`select amount, note, ref from credit_ledger where user_id = ${userId} and kind = ${kind} order by id`,
  );
}

/** A webhook delivery as the provider makes it, signed with `secret` at `at`. */
export function webhook(app: App, tr: string, o: { at: Date; secret?: string; header?: string | null }) {
  const body = new URLSearchParams({ id: tr }).toString();
  const header = o.header === undefined ? signWebhook(o.secret ?? SECRET, body, o.at) : o.header;
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook.php',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(header ? { [SIGNATURE_HEADER]: header } : {}),
    },
    payload: body,
  });
}

export async function orderState(app: App, who: Buyer, id: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/orders.php?id=${id}`,
    headers: { cookie: who.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZOrderResponse.parse(res.json());
}

export async function balance(db: DbHandle, userId: string) {
  const [u] = await db.db
    .select({ credits: schema.users.credits, paid: schema.users.paidUser })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  const [sum] = await queryRows<{ s: number }>(
    db.db,
    sql`select coalesce(sum(amount), 0)::int as s from credit_ledger where user_id = ${userId}`,
  );
  const purchases = await queryRows<{ n: number }>(
    db.db,
    sql`select count(*)::int as n from credit_ledger where user_id = ${userId} and kind = 'purchase'`,
  );
  return {
    credits: u!.credits,
    paid: u!.paid,
    ledgerSum: Number(sum!.s),
    purchases: Number(purchases[0]!.n),
  };
}

/** Row counts of every table a payment call may write, and the sum of all balances. */
export async function moneySnapshot(db: DbHandle): Promise<string> {
  const rows = await queryRows<Record<string, number>>(
    db.db,
    sql`select (select count(*) from orders)::int as orders, (select count(*) from payments)::int as payments,
      (select count(*) from payment_events)::int as events, (select count(*) from credit_ledger)::int as ledger,
      (select count(*) from discount_redemptions)::int as redemptions,
      (select coalesce(sum(credits), 0) from users)::int as credits,
      (select count(*) from users where paid_user)::int as paid`,
  );
  return JSON.stringify(rows[0]);
}

/** An open one-off provider payment for `input`, as a scripted test provider answers it. */
export function openPayment(input: CreatePaymentInput, prefix: string): ProviderPayment {
  return {
    id: `tr_${prefix}${Math.random().toString(36).slice(2, 10)}`,
    status: 'open',
    amountCents: input.amountCents,
    currency: input.currency,
    checkoutUrl: 'http://localhost:3000/pay',
    metadata: input.metadata,
    sequenceType: 'oneoff',
    customerId: null,
    mandateId: null,
    amountRefundedCents: 0,
    amountChargedBackCents: 0,
  };
}
