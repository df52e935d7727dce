// S1 for complaints and goodwill: ≥ 1,000 malformed bodies to the member's complaint call and 500 to each
// operator call → a 4xx error envelope each, never a 5xx, and no change in complaints, audit log, ledger,
// balances or mailbox.
import { queryRows, schema } from '@dating/db';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT, nextIp } from '../accounts-helper';
import { expectEnvelope, setupTestApp, type TestContext } from '../helper';
import { buyer, type Buyer } from '../payments/payments-helper';
import { rng, type Rng } from '../security/harness';
import { OPERATOR, complaintCall } from './complaints-helper';

let ctx: TestContext;
let member: Buyer;
let ownOrder: string;
let otherOrder: string;
let openComplaint: string;

async function storeOrder(userId: string): Promise<string> {
  const [row] = await ctx.db.db
    .insert(schema.orders)
    .values({
      userId,
      country: 'NL',
      credits: 10,
      amountCents: 995,
      currency: 'EUR',
      status: 'paid',
      paidAt: new Date(),
    })
    .returning({ id: schema.orders.id });
  return row!.id;
}

beforeAll(async () => {
  ctx = await setupTestApp({ operatorToken: OPERATOR });
  member = await buyer(ctx.app, ctx.db);
  const other = await buyer(ctx.app, ctx.db);
  ownOrder = await storeOrder(member.id);
  otherOrder = await storeOrder(other.id);
  const made = await complaintCall(ctx.app, member, {
    order_id: await storeOrder(member.id),
    reason: 'other',
    text: 'The complaint the answers aim at.',
  });
  openComplaint = made.json().complaint.id as string;
}, SETUP_TIMEOUT);
afterAll(async () => ctx?.close());

const snapshot = async () =>
  JSON.stringify(
    (
      await queryRows<Record<string, number>>(
        ctx.db.db,
        sql`select (select count(*) from payment_complaints)::int as complaints,
          (select count(*) from payment_complaints where status = 'answered')::int as answered,
          (select count(*) from audit_log)::int as audit, (select count(*) from credit_ledger)::int as ledger,
          (select coalesce(sum(credits), 0) from users)::int as credits,
          (select count(*) from users where paid_user)::int as paid, (select count(*) from mailbox)::int as mails`,
      )
    )[0],
  );

/** Values no field of these calls accepts (every field is a string, or credits 1–1000). */
const WEIRD: unknown[] = [null, true, false, -1, 0, 1e308, 2.5, [], ['other'], {}, { $ne: null }];

const NOT_JSON = ['{', '{"order_id":', 'null', '[]', '"x"', '{"a":1}}', '\u0000', ''];
const TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
];

/** A body that is wrong in at least one way, built from a valid one (`fields`: its required fields). */
function malformed(
  r: Rng,
  valid: Record<string, unknown>,
  fields: string[],
): { payload: string; type: string } {
  const json = (o: unknown) => ({ payload: JSON.stringify(o), type: 'application/json' });
  switch (r.int(6)) {
    case 0:
      return { payload: r.pick(NOT_JSON), type: 'application/json' };
    case 1:
      return { payload: JSON.stringify(valid), type: r.pick(TYPES) };
    case 2:
      return json({ ...valid, [r.pick(fields)]: r.pick(WEIRD) });
    case 3: {
      const rest = { ...valid };
      delete rest[r.pick(fields)];
      return json(rest);
    }
    case 4:
      return json({
        ...valid,
        [r.pick(['user_id', 'status', 'answer', 'paid_user', 'id', 'kind'].filter((k) => !(k in valid)))]:
          r.pick([1, 'answered', true]),
      });
    default:
      return {
        payload: `{"__proto__":${JSON.stringify(valid)},"constructor":{"prototype":{"x":1}},"y":${JSON.stringify(r.pick(WEIRD))}}`,
        type: 'application/json',
      };
  }
}

function check(res: LightMyRequestResponse, what: string, tally: Map<number, number>) {
  tally.set(res.statusCode, (tally.get(res.statusCode) ?? 0) + 1);
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  expectEnvelope(res);
}

const report = (name: string, n: number, tally: Map<number, number>) =>
  console.log(
    `[S1 complaints] ${name}: ${n} malformed → ${[...tally].map(([s, c]) => `${s}×${c}`).join(' ')}; 5xx 0; db changes 0`,
  );

describe('malformed requests to the complaint and goodwill calls', () => {
  it('POST /api/complaint.php: 1,000 malformed bodies and other members’ orders', async () => {
    const before = await snapshot();
    const r = rng(21);
    const tally = new Map<number, number>();
    const valid = { order_id: ownOrder, reason: 'wrong_amount', text: 'A text that is long enough.' };
    for (let i = 0; i < 1_000; i++) {
      // One in ten is well-formed but about another member's order (or none): the same 404.
      const bad =
        i % 10 === 9
          ? {
              payload: JSON.stringify({
                ...valid,
                order_id: r.pick([otherOrder, '11111111-1111-4111-8111-111111111111']),
              }),
              type: 'application/json',
            }
          : i % 10 === 8
            ? {
                payload: JSON.stringify({
                  ...valid,
                  text: r.pick(['short', ' '.repeat(50) + 'x', 'y'.repeat(2001)]),
                }),
                type: 'application/json',
              }
            : malformed(r, valid, ['order_id', 'reason', 'text']);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/complaint.php',
        remoteAddress: nextIp(),
        headers: { cookie: member.cookie, 'content-type': bad.type },
        payload: bad.payload,
      });
      check(res, `complaint #${i} ${bad.payload.slice(0, 80)}`, tally);
    }
    expect(await snapshot()).toBe(before);
    report('POST /api/complaint.php', 1_000, tally);
  });

  it('POST /api/operator/complaint-answer.php and /api/operator/goodwill.php: 500 malformed bodies each', async () => {
    const before = await snapshot();
    const r = rng(22);
    const calls = [
      {
        url: '/api/operator/complaint-answer.php',
        valid: { id: openComplaint, answer: 'We looked into it.' },
        fields: ['id', 'answer'],
      },
      {
        url: '/api/operator/goodwill.php',
        valid: { user_id: member.id, credits: 10, reason: 'Goodwill', idempotency_key: 'malformed-key-1' },
        fields: ['user_id', 'credits', 'reason', 'idempotency_key'],
      },
    ];
    for (const call of calls) {
      const tally = new Map<number, number>();
      for (let i = 0; i < 500; i++) {
        const bad = malformed(r, call.valid, call.fields);
        const res = await ctx.app.inject({
          method: 'POST',
          url: call.url,
          remoteAddress: nextIp(),
          headers: { authorization: `Bearer ${OPERATOR}`, 'content-type': bad.type },
          payload: bad.payload,
        });
        check(res, `${call.url} #${i} ${bad.payload.slice(0, 80)}`, tally);
      }
      report(`POST ${call.url}`, 500, tally);
    }
    expect(await snapshot()).toBe(before);
  });
});
