// S6 (docs targets): payment webhooks — bad signature, stale, each event 3× out of order, a redirect
// without a webhook, the same delivery 20× in parallel. Prints its counts; 0 credits from invalid or
// replayed events and each paid order credited exactly once are the only passing figures.
import { queryRows } from '@dating/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../src/payments/signature';
import {
  unavailableProvider,
  type MollieStatus,
  type PaymentProvider,
  type ProviderPayment,
} from '../../src/payments/provider';
import { SETUP_TIMEOUT } from '../accounts-helper';
import { expectEnvelope } from '../helper';
import {
  SECRET,
  balance,
  buyer,
  choose,
  order,
  orderState,
  setupPayments,
  webhook,
  type PayCtx,
  openPayment,
} from './payments-helper';

let ctx: PayCtx;
const counts = {
  invalidSent: 0,
  invalidCredited: 0,
  replaysSent: 0,
  replaysApplied: 0,
  paidOrders: 0,
  creditedOnce: 0,
};
beforeAll(async () => {
  ctx = await setupPayments();
}, SETUP_TIMEOUT);
afterAll(async () => {
  console.log(
    `[S6] invalid deliveries ${counts.invalidSent} → credits ${counts.invalidCredited}; replays ${counts.replaysSent} → ` +
      `applied ${counts.replaysApplied}; paid orders ${counts.paidOrders}, credited exactly once ${counts.creditedOnce}`,
  );
  await ctx?.close();
});

const shuffle = <T>(xs: T[]): T[] => {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/** The member's purchases: exactly one per paid order, balance = ledger sum. */
async function expectBookedOnce(userId: string, paidOrders: number, credits: number) {
  const b = await balance(ctx.db, userId);
  expect(b.purchases).toBe(paidOrders);
  expect(b.credits).toBe(credits);
  expect(b.ledgerSum).toBe(b.credits);
  return b;
}

describe('S6: refused deliveries book nothing', () => {
  it('bad, missing or malformed signatures are 403; stale ones (±5 min) are 400; unknown ids change nothing', async () => {
    const m = await buyer(ctx.app, ctx.db);
    const o = await order(ctx.app, m);
    await choose(ctx.app, o.tr, 'paid', false); // paid at the provider, webhook lost
    const now = ctx.clock.now();
    const body = `id=${o.tr}`;
    const good = signWebhook(SECRET, body, now);
    const bad = [
      { header: null },
      { header: '' },
      { header: 'garbage' },
      { header: signWebhook('another-secret-0123456789', body, now) },
      { header: good.replace(/v1=./, (s) => (s.endsWith('0') ? 'v1=1' : 'v1=0')) },
      { header: signWebhook(SECRET, `id=${o.tr}x`, now) },
      { header: `t=${Math.floor(now.getTime() / 1000) + 1},${good.split(',')[1]}` },
    ];
    for (const b of bad) {
      const res = await webhook(ctx.app, o.tr, { at: now, header: b.header });
      counts.invalidSent += 1;
      expect(res.statusCode, String(b.header)).toBe(403);
      expect(expectEnvelope(res).error.message).toBe('payments:errors.webhookSignature');
    }
    for (const skew of [-6 * 60_000, 6 * 60_000, -3600_000]) {
      const res = await webhook(ctx.app, o.tr, { at: new Date(now.getTime() + skew) });
      counts.invalidSent += 1;
      expect(res.statusCode).toBe(400);
      expect(expectEnvelope(res).error.message).toBe('payments:errors.webhookStale');
    }
    const unknown = await webhook(ctx.app, 'tr_doesnotexist1', { at: now });
    counts.invalidSent += 1;
    expect(unknown.json()).toEqual({ received: true, applied: false });
    const b = await balance(ctx.db, m.id);
    counts.invalidCredited += b.purchases;
    expect(b).toMatchObject({ credits: 0, paid: false, purchases: 0 });

    // A valid delivery then books it, once.
    const ok = await webhook(ctx.app, o.tr, { at: now });
    expect(ok.json()).toEqual({ received: true, applied: true });
    counts.paidOrders += 1;
    await expectBookedOnce(m.id, 1, 60);
    counts.creditedOnce += 1;
  });

  it('a redirect without a webhook books nothing until the provider says paid; then exactly once', async () => {
    const m = await buyer(ctx.app, ctx.db);
    const o = await order(ctx.app, m);
    // The member comes back (or forges the return URL) without paying: the provider still says open.
    expect((await orderState(ctx.app, m, o.order.id)).order.state).toBe('processing');
    counts.invalidSent += 1;
    counts.invalidCredited += (await balance(ctx.db, m.id)).purchases;
    await choose(ctx.app, o.tr, 'paid', false);
    for (let i = 0; i < 3; i += 1) {
      ctx.clock.advance(2_500);
      expect((await orderState(ctx.app, m, o.order.id)).order.state).toBe('completed');
    }
    counts.paidOrders += 1;
    await expectBookedOnce(m.id, 1, 60);
    counts.creditedOnce += 1;
  });
});

describe('S6: each event 3× out of order', () => {
  it(
    '30 orders, random outcomes, every delivery three times in random order: each paid order booked once',
    { timeout: 180_000 },
    async () => {
      const m = await buyer(ctx.app, ctx.db);
      let paid = 0;
      const outcomes: MollieStatus[] = ['paid', 'failed', 'canceled', 'expired', 'paid', 'paid'];
      const deliveries: { tr: string; at: Date }[] = [];
      const results: string[] = [];
      for (let i = 0; i < 30; i += 1) {
        const o = await order(ctx.app, m, { package: 'p0' });
        const t0 = ctx.clock.now();
        deliveries.push({ tr: o.tr, at: t0 }); // "open" event, before anything happened
        await choose(ctx.app, o.tr, 'pending', false);
        deliveries.push({ tr: o.tr, at: new Date(t0.getTime() + 1000) });
        const outcome = outcomes[i % outcomes.length]!;
        await choose(ctx.app, o.tr, outcome, false);
        deliveries.push({ tr: o.tr, at: new Date(t0.getTime() + 2000) });
        if (outcome === 'paid') paid += 1;
        results.push(outcome);
      }
      const all = shuffle([...deliveries, ...deliveries, ...deliveries]);
      const seen = new Set<string>();
      for (const d of all) {
        const key = `${d.tr}@${d.at.getTime()}`;
        const res = await webhook(ctx.app, d.tr, { at: d.at });
        expect(res.statusCode, res.body).toBe(200);
        if (seen.has(key)) {
          counts.replaysSent += 1;
          if ((res.json() as { applied: boolean }).applied) counts.replaysApplied += 1;
        }
        seen.add(key);
      }
      counts.paidOrders += paid;
      const b = await expectBookedOnce(m.id, paid, paid * 25);
      counts.creditedOnce += b.purchases;
      expect(counts.replaysApplied).toBe(0);
      const states = await queryRows<{ state: string; n: number }>(
        ctx.db.db,
        sql`select p.state, count(*)::int as n from payments p where p.user_id = ${m.id} group by p.state order by 1`,
      );
      expect(Object.fromEntries(states.map((s) => [s.state, Number(s.n)]))).toEqual({
        completed: paid,
        failed: 5,
        cancelled: 5,
        expired: 5,
      });
    },
  );

  /**
   * Another app on the database whose provider creates an open payment (id `<prefix>…`) and answers every
   * read with `read(that payment)`; `created()` is the payment.
   */
  async function scriptedApp(prefix: string, read: (created: ProviderPayment) => ProviderPayment) {
    let created: ProviderPayment | null = null;
    const provider: PaymentProvider = {
      ...unavailableProvider(),
      name: 'sandbox',
      createPayment: async (input) => {
        created = openPayment(input, prefix);
        return created;
      },
      getPayment: async () => read(created!),
    };
    const app = await ctx.extraApp({ payments: { webhookSecret: SECRET, provider } });
    return { app, created: () => created! };
  }

  it('a provider answering out of order (paid, then open, then failed) never moves a payment back', async () => {
    const script: MollieStatus[] = ['paid', 'open', 'failed', 'pending', 'paid'];
    const { app, created } = await scriptedApp('script', (p) => ({ ...p, status: script.shift() ?? 'paid' }));
    const m = await buyer(app, ctx.db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders.php',
      headers: { cookie: m.cookie },
      payload: { package: 'p0', method: 'ideal' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const tr = created().id;
    for (let i = 0; i < 5; i += 1) {
      const w = await webhook(app, tr, { at: new Date(ctx.clock.now().getTime() + i) });
      expect(w.statusCode).toBe(200);
    }
    counts.paidOrders += 1;
    const b = await expectBookedOnce(m.id, 1, 25);
    counts.creditedOnce += b.purchases;
  });

  it('a provider answer that does not match the order (amount) is refused and books nothing', async () => {
    const { app, created } = await scriptedApp('cheat', (p) => ({ ...p, status: 'paid', amountCents: 1 }));
    const m = await buyer(app, ctx.db);
    await app.inject({
      method: 'POST',
      url: '/api/orders.php',
      headers: { cookie: m.cookie },
      payload: { package: 'p3', method: 'ideal' },
    });
    const w = await webhook(app, created().id, { at: ctx.clock.now() });
    counts.invalidSent += 1;
    expect(w.statusCode).toBe(503);
    const b = await balance(ctx.db, m.id);
    counts.invalidCredited += b.purchases;
    expect(b.purchases).toBe(0);
  });
});

describe('S6: concurrency', () => {
  it(
    'the same webhook 20× in parallel, plus 20 distinct deliveries and 20 state polls: booked once',
    { timeout: 120_000 },
    async () => {
      const m = await buyer(ctx.app, ctx.db);
      const o = await order(ctx.app, m, { package: 'p2' });
      await choose(ctx.app, o.tr, 'paid', false);
      const at = ctx.clock.now();
      const same = await Promise.all(Array.from({ length: 20 }, () => webhook(ctx.app, o.tr, { at })));
      expect(same.every((r) => r.statusCode === 200)).toBe(true);
      const applied = same.filter((r) => (r.json() as { applied: boolean }).applied).length;
      expect(applied).toBe(1);
      counts.replaysSent += 19;
      counts.replaysApplied += applied - 1;
      const o2 = await order(ctx.app, m, { package: 'p0' });
      await choose(ctx.app, o2.tr, 'paid', false);
      ctx.clock.advance(5_000);
      await Promise.all([
        ...Array.from({ length: 20 }, (_, i) =>
          webhook(ctx.app, o2.tr, { at: new Date(ctx.clock.now().getTime() + i * 1000) }),
        ),
        ...Array.from({ length: 20 }, () =>
          ctx.app.inject({ url: `/api/orders.php?id=${o2.order.id}`, headers: { cookie: m.cookie } }),
        ),
      ]);
      counts.paidOrders += 2;
      const b = await expectBookedOnce(m.id, 2, 130 + 25);
      counts.creditedOnce += b.purchases;
      expect(b.paid).toBe(true);
    },
  );
});

describe('a sandbox restart', () => {
  it('an order whose sandbox payment was forgotten ends as cancelled (expired), never paid', async () => {
    const m = await buyer(ctx.app, ctx.db);
    const o = await order(ctx.app, m);
    // Another app on the same database has a fresh sandbox that never saw this payment.
    const restarted = await ctx.extraApp({ payments: { webhookSecret: SECRET } });
    const res = await restarted.inject({
      url: `/api/orders.php?id=${o.order.id}`,
      headers: { cookie: m.cookie },
    });
    expect(res.json()).toMatchObject({ order: { state: 'cancelled', payment_state: 'expired' } });
    expect((await balance(ctx.db, m.id)).purchases).toBe(0);
  });
});
