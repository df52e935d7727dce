// Direct debit end to end through the payments domain's sandbox provider (Mollie's customers, mandates and
// recurring payments), as `pnpm start` runs it: the order is settled by polling and credited once.
import { ZDirectDebitOrderResponse } from '@dating/core/contracts';
import { schema } from '@dating/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Clock, SETUP_TIMEOUT } from '../accounts-helper';
import { setupTestApp, type TestContext } from '../helper';
import { balance, buyer, orderState } from '../payments/payments-helper';
import { DETAILS, IBAN_KEY, call, codeFor, stateOf } from './directdebit-helper';

const clock = new Clock(Date.now());
let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp({
    now: clock.now,
    payments: { webhookSecret: 'test-webhook-secret-0123456789' },
    directDebit: { ibanKey: IBAN_KEY },
  });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await ctx?.close();
});

it('signs the mandate at the sandbox, charges it and books the credits exactly once', async () => {
  const who = await buyer(ctx.app, ctx.db);
  stateOf(await call(ctx.app, who, 'POST', '/api/directdebit.php', DETAILS));
  const wrong = await call(ctx.app, who, 'POST', '/api/directdebit-verify.php', { otp: '000000' });
  const code = await codeFor(ctx.app);
  if (code !== '000000') expect(wrong.json().error.message).toBe('directdebit:errors.codeInvalid');
  const st = stateOf(await call(ctx.app, who, 'POST', '/api/directdebit-verify.php', { otp: code }));
  expect(st.mandate?.status).toBe('active');
  const [m] = await ctx.db.db
    .select()
    .from(schema.directDebitMandates)
    .where(eq(schema.directDebitMandates.userId, who.id));
  expect(m!.providerMandateId).toMatch(/^cst_\w+\/mdt_\w+$/);

  const before = await balance(ctx.db, who.id);
  const res = await call(ctx.app, who, 'POST', '/api/directdebit-order.php', {
    package: 'p2',
    authorise: true,
  });
  const { order } = ZDirectDebitOrderResponse.parse(res.json());
  expect(order).toMatchObject({ method: 'sdd', state: 'processing' });
  clock.advance(2_000); // the sandbox settles a recurring payment after 1.5 s
  expect((await orderState(ctx.app, who, order.id)).order.state).toBe('completed');
  clock.advance(3_000);
  await orderState(ctx.app, who, order.id);
  const after = await balance(ctx.db, who.id);
  expect(after.credits - before.credits).toBe(order.credits);
  expect(after.purchases - before.purchases).toBe(1);
  const [p] = await ctx.db.db.select().from(schema.payments).where(eq(schema.payments.orderId, order.id));
  expect(p).toMatchObject({ provider: 'sandbox', state: 'completed' });
});
