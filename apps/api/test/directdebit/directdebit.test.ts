// Direct debit with an SMS code (issue 13 item 4, ADR 0021) on PGlite, or PostgreSQL with TEST_DATABASE_URL.
import { ZDirectDebitOrderResponse } from '@dating/core/contracts';
import { schema } from '@dating/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purgeExpiredAccounts } from '../../src/jobs/purge-accounts';
import { ibanVault, parseIbanKey } from '../../src/directdebit/iban-crypto';
import type { SmsTransport } from '../../src/directdebit/sms';
import { MINUTE } from '../accounts-helper';
import { capturingLogger, expectEnvelope } from '../helper';
import { balance, buyer, orderState, type Buyer } from '../payments/payments-helper';
import { DETAILS, IBAN, IBAN_KEY, PHONE, call, codeFor, useDirectDebit, stateOf } from './directdebit-helper';

const ctx = useDirectDebit();

const mandatesOf = (userId: string) =>
  ctx.db.db.select().from(schema.directDebitMandates).where(eq(schema.directDebitMandates.userId, userId));

/** A member with an active mandate (details, code from the outbox, verified). */
async function verifiedMember(): Promise<Buyer> {
  const who = await buyer(ctx.app, ctx.db);
  stateOf(await call(ctx.app, who, 'POST', '/api/directdebit.php', DETAILS));
  const code = await codeFor(ctx.app);
  const st = stateOf(await call(ctx.app, who, 'POST', '/api/directdebit-verify.php', { otp: code }));
  expect(st.mandate?.status).toBe('active');
  ctx.clock.advance(2 * MINUTE); // past the resend limit for the next member's SMS to the same phone
  return who;
}

function wrongCode(code: string) {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('direct debit: details and the SMS code', () => {
  it('stores the IBAN encrypted and masked, and sends the code to the outbox', async () => {
    const who = await buyer(ctx.app, ctx.db);
    const st = stateOf(await call(ctx.app, who, 'POST', '/api/directdebit.php', DETAILS));
    expect(st.mandate).toBeNull();
    expect(st.pending).toMatchObject({
      status: 'pending_verification',
      iban_masked: 'NL•• •••• •••• ••43 00',
      account_holder: 'Anna de Vries',
      phone_masked: '+31 •••••••78',
    });
    expect(st.code?.attempts_left).toBe(5);
    const [row] = await mandatesOf(who.id);
    expect(row!.ibanCiphertext).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain('0417164300');
    expect(row!.phone).toBe(PHONE);
    expect(ibanVault(parseIbanKey(IBAN_KEY)!).decrypt(row!.ibanCiphertext)).toBe(IBAN);
    const code = await codeFor(ctx.app);
    expect(code).toMatch(/^\d{6}$/);
    expect(row!.otpHash).not.toContain(code);
    // The outbox answers loopback clients only.
    const far = await ctx.app.inject({ url: '/api/dev/sms-outbox', remoteAddress: '203.0.113.7' });
    expect(expectEnvelope(far).error.code).toBe('not_found');
  });

  it('answers "Code invalid" for a wrong code, and a new code is needed after five', async () => {
    ctx.clock.advance(2 * MINUTE);
    const who = await buyer(ctx.app, ctx.db);
    stateOf(await call(ctx.app, who, 'POST', '/api/directdebit.php', DETAILS));
    const code = await codeFor(ctx.app);
    for (let i = 1; i <= 5; i += 1) {
      const res = await call(ctx.app, who, 'POST', '/api/directdebit-verify.php', { otp: wrongCode(code) });
      const env = expectEnvelope(res);
      expect(res.statusCode).toBe(400);
      expect(env.error.message).toBe('directdebit:errors.codeInvalid');
      expect(env.error.params).toEqual({ attempts_left: 5 - i });
    }
    const sixth = await call(ctx.app, who, 'POST', '/api/directdebit-verify.php', { otp: code });
    expect(expectEnvelope(sixth).error.message).toBe('directdebit:errors.codeExpired');
    // Resend: not within the minute, then a fresh code with five attempts that works.
    const soon = await call(ctx.app, who, 'POST', '/api/directdebit-resend.php');
    expect(soon.statusCode, soon.body).toBe(429);
    expect(soon.statusCode).toBe(429);
    expect(expectEnvelope(soon).error.message).toBe('directdebit:errors.resendTooSoon');
    ctx.clock.advance(61_000);
    const resent = stateOf(await call(ctx.app, who, 'POST', '/api/directdebit-resend.php'));
    expect(resent.code?.attempts_left).toBe(5);
    const fresh = await codeFor(ctx.app);
    const ok = stateOf(await call(ctx.app, who, 'POST', '/api/directdebit-verify.php', { otp: fresh }));
    expect(ok.mandate).toMatchObject({ status: 'active', iban_masked: 'NL•• •••• •••• ••43 00' });
    expect(ok.pending).toBeNull();
    // Only the provider saw the IBAN itself.
    expect(ctx.provider.mandates.at(-1)?.consumerAccount).toBe(IBAN);
  });

  it('expires a code after ten minutes', async () => {
    ctx.clock.advance(2 * MINUTE);
    const who = await buyer(ctx.app, ctx.db);
    stateOf(await call(ctx.app, who, 'POST', '/api/directdebit.php', DETAILS));
    const code = await codeFor(ctx.app);
    ctx.clock.advance(10 * MINUTE + 1);
    const res = await call(ctx.app, who, 'POST', '/api/directdebit-verify.php', { otp: code });
    expect(expectEnvelope(res).error.message).toBe('directdebit:errors.codeExpired');
  });

  it('refuses an invalid IBAN and a phone that is not valid for the member’s country', async () => {
    const who = await buyer(ctx.app, ctx.db);
    const iban = await call(ctx.app, who, 'POST', '/api/directdebit.php', {
      ...DETAILS,
      iban: 'NL91ABNA0417164301',
    });
    expect(expectEnvelope(iban).error.fields).toEqual([
      { path: 'body.iban', message: 'directdebit:errors.ibanInvalid' },
    ]);
    const us = await call(ctx.app, who, 'POST', '/api/directdebit.php', {
      ...DETAILS,
      iban: 'US12345678901234567890',
    });
    expect(us.statusCode).toBe(400);
    const phone = await call(ctx.app, who, 'POST', '/api/directdebit.php', { ...DETAILS, phone: '0612' });
    expect(phone.statusCode).toBe(400);
    expect(expectEnvelope(phone).error.fields).toEqual([
      { path: 'body.phone', message: 'directdebit:errors.phoneInvalid' },
    ]);
    expect(await mandatesOf(who.id)).toHaveLength(0);
  });
});

describe('direct debit: the purchase', () => {
  it('charges the mandate and credits the order exactly once through the order path', async () => {
    const who = await verifiedMember();
    const before = await balance(ctx.db, who.id);
    const res = await call(ctx.app, who, 'POST', '/api/directdebit-order.php', {
      package: 'p1',
      authorise: true,
    });
    const { order } = ZDirectDebitOrderResponse.parse(res.json());
    expect(order).toMatchObject({ method: 'sdd', state: 'processing', status: 'open' });
    const [p] = await ctx.db.db.select().from(schema.payments).where(eq(schema.payments.orderId, order.id));
    ctx.provider.settle(p!.providerPaymentId!, 'paid');
    expect((await orderState(ctx.app, who, order.id)).order.state).toBe('completed');
    ctx.clock.advance(5_000);
    await orderState(ctx.app, who, order.id);
    const after = await balance(ctx.db, who.id);
    expect(after.credits - before.credits).toBe(order.credits);
    expect(after.purchases - before.purchases).toBe(1);
    expect(after.paid).toBe(true);
    const st = stateOf(await call(ctx.app, who, 'GET', '/api/directdebit.php'));
    expect(st.limit.used_cents).toBe(order.amount_cents);
  });

  it('needs the authorisation ticked and an active mandate', async () => {
    const who = await buyer(ctx.app, ctx.db);
    const unticked = await call(ctx.app, who, 'POST', '/api/directdebit-order.php', {
      package: 'p1',
      authorise: false,
    });
    expect(expectEnvelope(unticked).error.fields?.[0]?.message).toBe('directdebit:errors.authoriseRequired');
    const none = await call(ctx.app, who, 'POST', '/api/directdebit-order.php', {
      package: 'p1',
      authorise: true,
    });
    expect(none.statusCode).toBe(409);
    expect(expectEnvelope(none).error.message).toBe('directdebit:errors.noMandate');
  });

  it('refuses when the month’s limit would be passed ("limit … has been reached")', async () => {
    const who = await verifiedMember();
    await ctx.db.db
      .update(schema.directDebitMandates)
      .set({ monthlyLimitCents: 100 })
      .where(eq(schema.directDebitMandates.userId, who.id));
    const res = await call(ctx.app, who, 'POST', '/api/directdebit-order.php', {
      package: 'p0',
      authorise: true,
    });
    expect(res.statusCode).toBe(403);
    expect(expectEnvelope(res).error.message).toBe('directdebit:errors.limitReached');
    const st = stateOf(await call(ctx.app, who, 'GET', '/api/directdebit.php'));
    expect(st.limit).toEqual({ monthly_cents: 100, used_cents: 0, currency: 'EUR' });
  });

  it('refuses a member blocked for direct debit ("blocked for direct debit payments")', async () => {
    const who = await verifiedMember();
    await ctx.db.db
      .update(schema.directDebitMandates)
      .set({ status: 'blocked' })
      .where(eq(schema.directDebitMandates.userId, who.id));
    for (const [url, body] of [
      ['/api/directdebit-order.php', { package: 'p1', authorise: true }],
      ['/api/directdebit.php', DETAILS],
    ] as const) {
      const res = await call(ctx.app, who, 'POST', url, body);
      expect(res.statusCode).toBe(403);
      expect(expectEnvelope(res).error.message).toBe('directdebit:errors.blocked');
    }
    expect(stateOf(await call(ctx.app, who, 'GET', '/api/directdebit.php')).blocked).toBe(true);
  });

  it('fails the order, books nothing and answers 503 when the provider refuses the charge', async () => {
    const who = await verifiedMember();
    const before = await balance(ctx.db, who.id);
    ctx.provider.failNext = true;
    const res = await call(ctx.app, who, 'POST', '/api/directdebit-order.php', {
      package: 'p1',
      authorise: true,
    });
    expect(res.statusCode).toBe(503);
    expect(expectEnvelope(res).error.message).toBe('directdebit:errors.providerUnavailable');
    expect(await balance(ctx.db, who.id)).toEqual(before);
  });
});

describe('direct debit: privacy', () => {
  it('puts no IBAN, code or SMS token in any response or log line, and the HTTP SMS log blanks the code', async () => {
    const { logger, lines } = capturingLogger();
    const sent: { url: string; headers: Record<string, string>; body: string }[] = [];
    const token = 'sms-token-secret-0123456789';
    const smsTransport: SmsTransport = async (url, init) => {
      sent.push({ url, headers: init.headers, body: init.body });
      return { status: 202 };
    };
    const app = await ctx.extraApp({
      logger,
      directDebit: {
        ibanKey: IBAN_KEY,
        smsProvider: 'http',
        smsHttpUrl: 'https://sms.example/send',
        smsHttpToken: token,
        smsTransport,
      },
    } as never);
    ctx.clock.advance(2 * MINUTE);
    const who = await buyer(app, ctx.db);
    const bodies: string[] = [];
    const keep = async (p: ReturnType<typeof call>) => {
      const res = await p;
      bodies.push(res.body, JSON.stringify(res.headers));
      return res;
    };
    await keep(call(app, who, 'POST', '/api/directdebit.php', DETAILS));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${token}`);
    const { to, text } = JSON.parse(sent[0]!.body) as { to: string; text: string };
    expect(to).toBe(PHONE);
    const code = /\d{6}/.exec(text)![0];
    await keep(call(app, who, 'POST', '/api/directdebit-verify.php', { otp: wrongCode(code) }));
    await keep(call(app, who, 'POST', '/api/directdebit-verify.php', { otp: code }));
    await keep(call(app, who, 'GET', '/api/directdebit.php'));
    await keep(call(app, who, 'POST', '/api/directdebit-order.php', { package: 'p1', authorise: true }));
    await app.inject({ url: `/api/dev/sms-outbox?phone=${encodeURIComponent(PHONE)}` });
    expect(lines.join('')).toContain('/api/dev/sms-outbox?[redacted]');
    const [row] = await ctx.db.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.userId, who.id));
    expect(row).toMatchObject({ transport: 'http', status: 'sent' });
    expect(row!.body).not.toContain(code);
    const everything = bodies.join('\n') + lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    for (const secret of [IBAN, '0417164300', 'nl91 abna', '0417 1643', code, token, IBAN_KEY, '612345678'])
      expect(everything, secret).not.toContain(secret);
  });
});

describe('direct debit: account purge', () => {
  it('removes the mandate and the SMS sent to a purged member', async () => {
    ctx.clock.advance(2 * MINUTE);
    const who = await buyer(ctx.app, ctx.db);
    stateOf(await call(ctx.app, who, 'POST', '/api/directdebit.php', DETAILS));
    const smsOf = () => ctx.db.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.userId, who.id));
    expect(await smsOf()).toHaveLength(1);
    await ctx.db.db
      .update(schema.users)
      .set({ status: 'pending_deletion', purgeAfter: new Date(ctx.clock.now().getTime() - 1000) })
      .where(eq(schema.users.id, who.id));
    const purged = await purgeExpiredAccounts(ctx.db.db, {
      now: ctx.clock.now(),
      media: { delete: async () => {} },
    });
    expect(purged.purged).toBeGreaterThanOrEqual(1);
    expect(await smsOf()).toHaveLength(0);
    expect(await mandatesOf(who.id)).toHaveLength(0);
  });
});
