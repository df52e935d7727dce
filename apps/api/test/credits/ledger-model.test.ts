// S5 (targets.md), the model half: 10,000 random ledger operations from a seeded PRNG against a plain
// in-memory model. Each goes through the real code: purchases through the payments' booking (`bookPurchase`,
// which also makes the member premium), spends through the ledger's message debit (`debit`, kinds `message` /
// `gift` at the site's prices) and one spend in ten through the chat's whole `sendMessage`, refunds and
// chargebacks through `debit` (kinds `refund` / `chargeback`, ref `order:<id>`, never more than is left: the
// payments' own take-back was not committed when this was written), goodwill through
// `POST /api/operator/goodwill.php`, and replays of each (which must change nothing). After every operation
// the member's balance is ≥ 0 and equals the sum of their ledger entries and the model's balance.
//
// Batched for time: up to BATCH operations share one transaction (each still calls the real function, and
// the balance is read back after each); a goodwill call commits the batch first (it is an HTTP request).
import { randomUUID } from 'node:crypto';
import { queryRows, type Db } from '@dating/db';
import { createMember } from '@dating/db/seed';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sendMessage } from '../../src/chat/send-message';
import { debit } from '../../src/credits/ledger-repo';
import { bookPurchase, purchaseRef } from '../../src/payments/ledger';
import { ApiError } from '../../src/shared/api-error';
import { SETUP_TIMEOUT, nextIp } from '../accounts-helper';
import { setSiteSettings } from '../chat/chat-helper';
import { setupTestApp, type TestContext } from '../helper';
import { rng } from '../security/harness';

const OPERATIONS = Number(process.env.S5_OPERATIONS ?? 10_000);
const BATCH = 50;
const MEMBERS = 6;
const PRICES = { text: 2, gift: 7 } as const;
const BUNDLES = [25, 60, 130, 300];
/** The share of spends sent through the chat's `sendMessage` (the rest through the ledger's `debit`). */
const CHAT_SHARE = 0.1;
const TOKEN = 'ledger-model-operator-token-0123456789';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp({ operatorToken: TOKEN });
  await setSiteSettings(ctx.db, { message_credits: PRICES.text, gift_credits: PRICES.gift });
}, SETUP_TIMEOUT);
afterAll(async () => ctx?.close());

type Take = 'refund' | 'chargeback';

/** What the model knows of one member. */
interface ModelMember {
  id: string;
  balance: number;
  purchases: {
    orderId: string;
    credits: number;
    takenCredits: number;
    taken: Partial<Record<Take, 'booked' | 'shortfall'>>;
  }[];
  /** Spends booked through the chat (client ids) and through the ledger (kind and ref). */
  clientIds: string[];
  spendRefs: { kind: 'message' | 'gift'; ref: string }[];
  goodwillKeys: { key: string; credits: number }[];
}

const OPS = ['purchase', 'spend', 'refund', 'chargeback', 'goodwill', 'replay'] as const;
type Op = (typeof OPS)[number];
/**
 * Weights out of 100: spends dominate, as on the site, and purchases are rare enough that balances keep
 * running dry (so refused spends and take-backs with nothing left to take happen often).
 */
const WEIGHTS: Record<Op, number> = {
  purchase: 4,
  spend: 72,
  refund: 5,
  chargeback: 3,
  goodwill: 6,
  replay: 10,
};

it(`${OPERATIONS} random ledger operations keep balance = ledger sum = model, never below zero`, async () => {
  const { app, db } = ctx;
  const r = rng(5);
  const partner = await createMember(db.db);
  const members: ModelMember[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const m = await createMember(db.db);
    members.push({ id: m.id, balance: 0, purchases: [], clientIds: [], spendRefs: [], goodwillKeys: [] });
  }
  const counts: Record<string, number> = {};
  const count = (what: string) => (counts[what] = (counts[what] ?? 0) + 1);
  let seq = 0;
  let lowest = Infinity;

  const pickOp = (): Op => {
    let x = r.int(100);
    for (const op of OPS) {
      if (x < WEIGHTS[op]) return op;
      x -= WEIGHTS[op];
    }
    return 'spend';
  };

  const purchase = async (q: Db, m: ModelMember) => {
    const credits = r.pick(BUNDLES);
    const orderId = randomUUID();
    expect(await bookPurchase(q, { userId: m.id, credits, orderId })).toBe(m.balance + credits);
    m.balance += credits;
    m.purchases.push({ orderId, credits, takenCredits: 0, taken: {} });
    count('purchase');
  };

  const spend = async (q: Db, m: ModelMember) => {
    const kind = r.next() < 0.8 ? 'text' : 'gift';
    const price = PRICES[kind];
    const viaChat = r.next() < CHAT_SHARE;
    const id = `s5-${++seq}`;
    try {
      if (viaChat) {
        const input =
          kind === 'text'
            ? { profile: partner.id, kind: 'text' as const, body: 'Hello', client_id: id }
            : { profile: partner.id, kind: 'gift' as const, gift: 'rose', client_id: id };
        expect((await sendMessage(q, m.id, input, new Date())).charged).toBe(price);
        m.clientIds.push(id);
      } else {
        const ledgerKind = kind === 'text' ? 'message' : 'gift';
        expect((await debit(q, m.id, price, ledgerKind, `message:${id}`)).duplicate).toBe(false);
        m.spendRefs.push({ kind: ledgerKind, ref: `message:${id}` });
      }
      expect(m.balance, 'a spend the model would refuse went through').toBeGreaterThanOrEqual(price);
      m.balance -= price;
      count(`spend ${kind}${viaChat ? ' (chat send)' : ''}`);
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'insufficient_credits') throw error;
      expect(m.balance, 'a spend the model allows was refused').toBeLessThan(price);
      count('refused spend');
    }
  };

  /**
   * A refund or chargeback of one purchase (each once per order): takes back the credits not taken back yet,
   * never more than the member has left; with nothing left it books nothing (a shortfall, as the payments'
   * take-back records it). Without a purchase to take back, a purchase happens instead.
   */
  const takeBack = async (q: Db, m: ModelMember, kind: Take) => {
    const candidates = m.purchases.filter((p) => !p.taken[kind] && p.takenCredits < p.credits);
    if (candidates.length === 0) return purchase(q, m);
    const p = r.pick(candidates);
    const taken = Math.min(p.credits - p.takenCredits, m.balance);
    if (taken > 0) {
      expect((await debit(q, m.id, taken, kind, purchaseRef(p.orderId))).duplicate).toBe(false);
      m.balance -= taken;
      p.takenCredits += taken;
    } else count(`${kind} shortfall`);
    p.taken[kind] = taken > 0 ? 'booked' : 'shortfall';
    count(kind);
  };

  /** POST /api/operator/goodwill.php; answers whether it was a duplicate. */
  const goodwillCall = async (userId: string, credits: number, key: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/operator/goodwill.php',
      remoteAddress: nextIp(),
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { user_id: userId, credits, reason: 'S5 model test', idempotency_key: key },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { duplicate: boolean }).duplicate;
  };

  /** New goodwill, or (one in four) a key given before again, which books nothing. */
  const goodwill = async (m: ModelMember) => {
    if (m.goodwillKeys.length && r.next() < 0.25) {
      const g = r.pick(m.goodwillKeys);
      expect(await goodwillCall(m.id, g.credits, g.key)).toBe(true);
      return count('goodwill replay');
    }
    const credits = 1 + r.int(50);
    const key = `s5-goodwill-${++seq}`;
    expect(await goodwillCall(m.id, credits, key)).toBe(false);
    m.balance += credits;
    m.goodwillKeys.push({ key, credits });
    count('goodwill');
  };

  /** The same booking again: a purchase, a chat send, a message debit or a take-back. Nothing changes. */
  const replay = async (q: Db, m: ModelMember) => {
    const booked = m.purchases.flatMap((p) =>
      (['refund', 'chargeback'] as const).filter((k) => p.taken[k] === 'booked').map((k) => ({ p, k })),
    );
    const which = r.int(4);
    if (which === 0 && m.purchases.length) {
      const p = r.pick(m.purchases);
      expect(await bookPurchase(q, { userId: m.id, credits: p.credits, orderId: p.orderId })).toBeNull();
      count('purchase replay');
    } else if (which === 1 && m.clientIds.length) {
      const input = {
        profile: partner.id,
        kind: 'text' as const,
        body: 'Hello',
        client_id: r.pick(m.clientIds),
      };
      expect(await sendMessage(q, m.id, input, new Date())).toMatchObject({ duplicate: true, charged: 0 });
      count('chat send replay');
    } else if (which === 2 && m.spendRefs.length) {
      const spent = r.pick(m.spendRefs);
      expect((await debit(q, m.id, PRICES.text, spent.kind, spent.ref)).duplicate).toBe(true);
      count('message debit replay');
    } else if (booked.length) {
      const { p, k } = r.pick(booked);
      expect((await debit(q, m.id, 1 + r.int(p.credits), k, purchaseRef(p.orderId))).duplicate).toBe(true);
      count(`${k} replay`);
    } else await spend(q, m);
  };

  const apply = (q: Db, op: Exclude<Op, 'goodwill'>, m: ModelMember) => {
    if (op === 'purchase') return purchase(q, m);
    if (op === 'spend') return spend(q, m);
    if (op === 'replay') return replay(q, m);
    return takeBack(q, m, op);
  };

  /** The stored balance against the ledger and the model, read through `q` right after an operation. */
  /**
   * The stored balance against the ledger and the model, read through `q` right after an operation. The
   * ledger is append-only (a trigger refuses UPDATE and DELETE), so its sum is the sum verified last time plus
   * the member's entries since: only those are read (`full` re-adds every entry, as the end of the run does).
   */
  const ledgerSeen = new Map<string, { sum: number; lastId: number }>();
  const verify = async (q: Db, i: number, op: Op, m: ModelMember, full = false) => {
    const seen = full ? { sum: 0, lastId: 0 } : (ledgerSeen.get(m.id) ?? { sum: 0, lastId: 0 });
    const [s] = await queryRows<{ credits: number; added: number; last: string | number }>(
      q,
      sql`select u.credits, coalesce(sum(l.amount), 0)::int as added, coalesce(max(l.id), ${seen.lastId})::bigint as last
            from users u left join credit_ledger l on l.user_id = u.id and l.id > ${seen.lastId}
            where u.id = ${m.id} group by u.credits`,
    );
    const sum = seen.sum + s!.added;
    ledgerSeen.set(m.id, { sum, lastId: Number(s!.last) });
    lowest = Math.min(lowest, s!.credits);
    if (s!.credits < 0 || s!.credits !== sum || s!.credits !== m.balance) {
      throw new Error(
        `after operation ${i} (${op}): balance ${s!.credits}, ledger sum ${sum}, model ${m.balance}`,
      );
    }
  };

  const plan = Array.from({ length: OPERATIONS }, () => ({ m: r.pick(members), op: pickOp() }));
  const started = performance.now();
  let i = 0;
  while (i < plan.length) {
    const { m, op } = plan[i]!;
    if (op === 'goodwill') {
      await goodwill(m);
      await verify(db.db, i, op, m);
      i++;
      continue;
    }
    await db.db.transaction(async (tx) => {
      for (let n = 0; n < BATCH && i < plan.length && plan[i]!.op !== 'goodwill'; n++, i++) {
        const step = plan[i]!;
        await apply(tx, step.op as Exclude<Op, 'goodwill'>, step.m);
        await verify(tx, i, step.op, step.m);
      }
    });
  }
  const seconds = (performance.now() - started) / 1000;

  // After the last commit, every member once more; and premium came from purchases only.
  for (const m of members) await verify(db.db, plan.length, 'replay', m, true);
  const buyers = members.filter((m) => m.purchases.length > 0).map((m) => m.id);
  const [paid] = await queryRows<{ n: number }>(
    db.db,
    sql`select count(*)::int as n from users where paid_user and id in (${sql.join(
      members.map((m) => sql`${m.id}::uuid`),
      sql`, `,
    )})`,
  );
  expect(paid!.n).toBe(buyers.length);
  // Balances ran dry often enough that the refusals were exercised, not just the happy path.
  expect(counts['refused spend'] ?? 0).toBeGreaterThan(OPERATIONS / 20);
  const total =
    Object.values(counts).reduce((a, b) => a + b, 0) -
    (counts['refund shortfall'] ?? 0) -
    (counts['chargeback shortfall'] ?? 0);
  expect(total).toBe(OPERATIONS);
  console.log(
    `[S5 model] ${OPERATIONS} operations on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'} in ` +
      `${seconds.toFixed(1)} s: ${Object.entries(counts)
        .sort()
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}; lowest balance ${lowest}; balance = ledger sum = model after every operation`,
  );
}, 600_000);
