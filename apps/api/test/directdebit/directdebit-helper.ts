import { queryRows, type DbHandle } from '@dating/db';
import { ZDirectDebitState } from '@dating/core/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DirectDebitCharger } from '../../src/directdebit/charger';
import type { MollieStatus } from '../../src/payments/provider';
import type { App } from '../../src/types';
import { Clock, nextIp } from '../accounts-helper';
import { setupTestApp, useForTests, type TestContext } from '../helper';
import type { Buyer } from '../payments/payments-helper';

export const IBAN = 'NL91ABNA0417164300';
export const DETAILS = {
  account_holder: 'Anna de Vries',
  iban: 'nl91 abna 0417 1643 00',
  street: 'Keizersgracht',
  house_number: '12a',
  zip: '1015 CJ',
  city: 'Amsterdam',
  phone: '06 12345678',
};
export const PHONE = '+31612345678';
export const IBAN_KEY = 'a7'.repeat(16) + '0123456789abcdef'.repeat(2);

interface ScriptedPayment {
  id: string;
  status: MollieStatus;
  amountCents: number;
  currency: string;
  checkoutUrl: null;
  metadata: Record<string, unknown>;
  sequenceType: 'recurring';
  customerId: string;
  mandateId: string;
  amountRefundedCents: number;
  amountChargedBackCents: number;
}

/**
 * A payment provider speaking the calls direct debit and the payments domain use: customers, mandates,
 * recurring payments that start pending, `getPayment` for the settling path; `settle` moves one on.
 */
export function scriptedProvider() {
  const paymentsById = new Map<string, ScriptedPayment>();
  const mandates: { customerId: string; consumerAccount: string }[] = [];
  let n = 0;
  const id = (prefix: string) => `${prefix}_test${String((n += 1)).padStart(6, '0')}`;
  const provider = {
    name: 'sandbox' as const,
    mandates,
    payments: paymentsById,
    failNext: false,
    async createCustomer() {
      return { id: id('cst') };
    },
    async createMandate(input: { customerId: string; consumerAccount: string }) {
      mandates.push({ customerId: input.customerId, consumerAccount: input.consumerAccount });
      return { id: id('mdt'), status: 'valid' };
    },
    async createRecurringPayment(input: Parameters<DirectDebitCharger['createRecurringPayment']>[0]) {
      if (provider.failNext) {
        provider.failNext = false;
        throw new Error('provider down');
      }
      const p: ScriptedPayment = {
        id: id('tr'),
        status: 'pending',
        amountCents: input.amountCents,
        currency: input.currency,
        checkoutUrl: null,
        metadata: input.metadata,
        sequenceType: 'recurring',
        customerId: input.customerId,
        mandateId: input.mandateId,
        amountRefundedCents: 0,
        amountChargedBackCents: 0,
      };
      paymentsById.set(p.id, p);
      return p;
    },
    async getPayment(trId: string) {
      const p = paymentsById.get(trId);
      if (!p) throw new Error('unknown payment');
      return p;
    },
    createPayment: () => Promise.reject(new Error('not used')),
    settle(trId: string, status: MollieStatus) {
      paymentsById.get(trId)!.status = status;
    },
  };
  return provider;
}

export interface DdCtx extends TestContext {
  clock: Clock;
  provider: ReturnType<typeof scriptedProvider>;
}

export async function setupDirectDebit(): Promise<DdCtx> {
  const clock = new Clock(Date.now());
  const provider = scriptedProvider();
  const ctx = await setupTestApp({
    now: clock.now,
    payments: { provider: provider as never, webhookSecret: 'test-webhook-secret-0123456789' },
    directDebit: { ibanKey: IBAN_KEY },
  });
  return { ...ctx, clock, provider };
}

/** `setupDirectDebit()` for the tests of one file, see `useForTests`. */
export const useDirectDebit = (): DdCtx => useForTests(setupDirectDebit);

export function call(app: App, who: Buyer, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    headers: { cookie: who.cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export function stateOf(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return ZDirectDebitState.parse(res.json());
}

/** The newest code sent to `phone`, read from the developer SMS outbox as the e2e test does. */
export async function codeFor(app: App, phone = PHONE): Promise<string> {
  const res = await app.inject({ url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}` });
  expect(res.statusCode, res.body).toBe(200);
  const body = (res.json() as { sms: { body: string }[] }).sms[0]?.body ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`no code in ${body}`);
  return code;
}

/** Every row of the tables a direct-debit call may write, as one string. */
export async function ddSnapshot(db: DbHandle): Promise<string> {
  const rows = await queryRows<Record<string, unknown>>(
    db.db,
    sql`select (select count(*) from direct_debit_mandates)::int as mandates,
      (select coalesce(string_agg(id::text || status || otp_attempts::text || coalesce(otp_hash, ''), ',' order by id), '') from direct_debit_mandates) as m,
      (select count(*) from sms_outbox)::int as sms, (select count(*) from orders)::int as orders,
      (select count(*) from payments)::int as payments, (select count(*) from credit_ledger)::int as ledger,
      (select coalesce(sum(credits), 0) from users)::int as credits`,
  );
  return JSON.stringify(rows[0]);
}
