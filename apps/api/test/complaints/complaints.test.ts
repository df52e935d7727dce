// Complaints about a payment (issue 13 item 5, ADR 0023): the member's form and list, the access rule (only
// one's own orders; anything else is the same 404), the limits, and the operator's queue and answer by e-mail.
import { queryRows, schema, type DbHandle } from '@dating/db';
import { listMailbox } from '@dating/mail';
import {
  ZComplaintAnswerResponse,
  ZComplaintResponse,
  ZComplaintsResponse,
  ZOperatorComplaintsResponse,
} from '@dating/core/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, SETUP_TIMEOUT, nextIp } from '../accounts-helper';
import { expectEnvelope, setupTestApp, type TestContext } from '../helper';
import { buyer, type Buyer } from '../payments/payments-helper';
import { OPERATOR, complaintCall, operatorCall } from './complaints-helper';

let ctx: TestContext;
let anna: Buyer;
let ben: Buyer;
beforeAll(async () => {
  ctx = await setupTestApp({ operatorToken: OPERATOR });
  anna = await buyer(ctx.app, ctx.db, { language: 'nl', name: 'Anna' });
  ben = await buyer(ctx.app, ctx.db, { language: 'de', name: 'Ben' });
}, SETUP_TIMEOUT);
afterAll(async () => ctx?.close());

/** An order of `userId` stored as the payment flow leaves it (paid `daysAgo` days ago, or open). */
async function storedOrder(
  db: DbHandle,
  userId: string,
  o: { daysAgo: number; status?: 'paid' | 'open' | 'failed'; credits?: number },
): Promise<string> {
  const at = new Date(Date.now() - o.daysAgo * DAY);
  const [pkg] = await db.db
    .select({ id: schema.packages.id })
    .from(schema.packages)
    .where(and(eq(schema.packages.country, 'NL'), eq(schema.packages.tier, 'p1')))
    .limit(1);
  const status = o.status ?? 'paid';
  const [row] = await db.db
    .insert(schema.orders)
    .values({
      userId,
      packageId: pkg?.id ?? null,
      country: 'NL',
      credits: o.credits ?? 120,
      amountCents: 2995,
      currency: 'EUR',
      status,
      createdAt: at,
      paidAt: status === 'paid' ? at : null,
    })
    .returning({ id: schema.orders.id });
  return row!.id;
}

const list = async (who: Buyer) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/complaints.php',
    headers: { cookie: who.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return ZComplaintsResponse.parse(res.json());
};

const complaintCount = async () =>
  (await queryRows<{ n: number }>(ctx.db.db, sql`select count(*)::int as n from payment_complaints`))[0]!.n;

describe('the member side', () => {
  it('lists only the member’s own orders, newest first, with the refund window of the site', async () => {
    const old = await storedOrder(ctx.db, anna.id, { daysAgo: 40 });
    const recent = await storedOrder(ctx.db, anna.id, { daysAgo: 2 });
    const open = await storedOrder(ctx.db, anna.id, { daysAgo: 1, status: 'open' });
    const bens = await storedOrder(ctx.db, ben.id, { daysAgo: 1 });
    const body = await list(anna);
    expect(body.refund_days).toBe(14);
    expect(body.orders.map((o) => o.id)).toEqual([open, recent, old]);
    expect(body.orders.map((o) => o.id)).not.toContain(bens);
    const byId = new Map(body.orders.map((o) => [o.id, o]));
    expect(byId.get(recent)).toMatchObject({
      refundable: true,
      status: 'paid',
      tier: 'p1',
      amount_cents: 2995,
    });
    expect(byId.get(old)!.refundable).toBe(false); // paid 40 days ago, the window is 14
    expect(byId.get(open)!.refundable).toBe(false); // not paid
    expect(body.complaints).toEqual([]);
  });

  it('stores a complaint about an own order and shows it as open; a second open one is 409', async () => {
    const order = await storedOrder(ctx.db, anna.id, { daysAgo: 3 });
    const res = await complaintCall(ctx.app, anna, {
      order_id: order,
      reason: 'not_credited',
      text: '  I paid but got no credits.  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { complaint } = ZComplaintResponse.parse(res.json());
    expect(complaint).toMatchObject({
      order_id: order,
      reason: 'not_credited',
      text: 'I paid but got no credits.',
      status: 'open',
      answer: null,
    });
    expect((await list(anna)).complaints[0]!.id).toBe(complaint.id);
    const again = await complaintCall(ctx.app, anna, {
      order_id: order,
      reason: 'other',
      text: 'Still nothing here.',
    });
    expect(expectEnvelope(again).error.code).toBe('conflict');
    expect(again.json().error.message).toBe('complaints:errors.alreadyOpen');
  });

  it('answers another member’s order, an unknown order and a visitor like nothing is there', async () => {
    const bens = await storedOrder(ctx.db, ben.id, { daysAgo: 1 });
    const before = await complaintCount();
    const body = { order_id: bens, reason: 'charged_twice', text: 'Somebody else’s order, really.' };
    const theirs = await complaintCall(ctx.app, anna, body);
    expect(theirs.statusCode).toBe(404);
    expect(expectEnvelope(theirs).error.code).toBe('not_found');
    const unknown = await complaintCall(ctx.app, anna, {
      ...body,
      order_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.replace(/"request_id":"[^"]*"/, '')).toBe(
      theirs.body.replace(/"request_id":"[^"]*"/, ''),
    );
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/complaint.php',
      remoteAddress: nextIp(),
      payload: body,
    });
    expect(expectEnvelope(visitor).error.code).toBe('authentication_required');
    expect(await complaintCount()).toBe(before);
    // Ben's list does not show Anna's complaints and vice versa.
    expect((await list(ben)).complaints).toEqual([]);
  });

  it('refuses a text under 10 or over 2,000 characters and an unknown reason with field errors', async () => {
    const order = await storedOrder(ctx.db, ben.id, { daysAgo: 1 });
    for (const bad of [
      { order_id: order, reason: 'other', text: 'too short' },
      { order_id: order, reason: 'other', text: 'x'.repeat(2001) },
      { order_id: order, reason: 'angry', text: 'A long enough text.' },
      { order_id: 'order-1', reason: 'other', text: 'A long enough text.' },
    ]) {
      const res = await complaintCall(ctx.app, ben, bad);
      const env = expectEnvelope(res);
      expect(env.error.code).toBe('validation_failed');
      expect(env.error.fields?.length).toBeGreaterThan(0);
    }
    const edge = await complaintCall(ctx.app, ben, {
      order_id: order,
      reason: 'other',
      text: 'x'.repeat(2000),
    });
    expect(edge.statusCode).toBe(200);
  });

  it('allows five complaints a day per member, then 429', async () => {
    const carl = await buyer(ctx.app, ctx.db, { language: 'en' });
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const order = await storedOrder(ctx.db, carl.id, { daysAgo: 1 });
      const res = await complaintCall(ctx.app, carl, {
        order_id: order,
        reason: 'wrong_amount',
        text: `Complaint number ${i}`,
      });
      codes.push(res.statusCode);
      if (res.statusCode !== 200) expect(expectEnvelope(res).error.code).toBe('rate_limited');
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('lets 10 parallel complaints about one order store exactly one', async () => {
    const dora = await buyer(ctx.app, ctx.db);
    const order = await storedOrder(ctx.db, dora.id, { daysAgo: 1 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        complaintCall(ctx.app, dora, {
          order_id: order,
          reason: 'unauthorised',
          text: 'I did not buy this.',
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 409 || c === 429)).toBe(true);
  });
});

describe('the operator side', () => {
  it('needs the operator token', async () => {
    for (const auth of [undefined, 'Bearer wrong-token-0123456789abcdef', `Basic ${OPERATOR}`]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/operator/complaints.php',
        headers: auth ? { authorization: auth } : {},
      });
      expect(expectEnvelope(res).error.code).toBe('forbidden');
    }
  });

  it('lists open complaints, answers one by e-mail in the member’s language, and the member sees the answer', async () => {
    const order = await storedOrder(ctx.db, anna.id, { daysAgo: 5 });
    const made = ZComplaintResponse.parse(
      (
        await complaintCall(ctx.app, anna, {
          order_id: order,
          reason: 'charged_twice',
          text: 'I see two charges.',
        })
      ).json(),
    ).complaint;
    const queue = ZOperatorComplaintsResponse.parse(
      (await operatorCall(ctx.app, 'GET', '/api/operator/complaints.php')).json(),
    ).complaints;
    const mine = queue.find((c) => c.id === made.id);
    expect(mine).toMatchObject({
      user_id: anna.id,
      locale: 'nl',
      status: 'open',
      order: { id: order, credits: 120 },
    });
    expect(mine!.email).toMatch(/@/);

    const answer = 'We refunded the second charge of €29.95 <today>.';
    const res = await operatorCall(ctx.app, 'POST', '/api/operator/complaint-answer.php', {
      id: made.id,
      answer,
      answered_by: 'eva',
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = ZComplaintAnswerResponse.parse(res.json());
    expect(done.mail_sent).toBe(true);
    expect(done.complaint).toMatchObject({ status: 'answered', answer, answered_by: 'eva' });

    const mails = await listMailbox(ctx.db.db, { to: mine!.email!, limit: 5 });
    const mail = mails.find((m) => m.kind === 'complaint_answer');
    expect(mail, 'answer mail').toBeDefined();
    expect(mail!.subject).toContain('klacht'); // Dutch
    expect(mail!.text).toContain(answer);
    expect(mail!.html).toContain('&lt;today&gt;');
    expect(mail!.text).toContain('/complaints');

    const seen = (await list(anna)).complaints.find((c) => c.id === made.id);
    expect(seen).toMatchObject({ status: 'answered', answer });
    expect(seen!.answered_at).not.toBeNull();

    const audit = await queryRows<{ actor: string; data: { after: { status: string } } }>(
      ctx.db.db,
      sql`select actor, data from audit_log where action = 'complaint.answer' and subject_id = ${made.id}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor).toBe('operator:eva');
    expect(audit[0]!.data.after.status).toBe('answered');

    // Answered complaints leave the open queue; a second answer is 409, an unknown complaint 404.
    const open = ZOperatorComplaintsResponse.parse(
      (await operatorCall(ctx.app, 'GET', '/api/operator/complaints.php')).json(),
    ).complaints;
    expect(open.map((c) => c.id)).not.toContain(made.id);
    const answered = ZOperatorComplaintsResponse.parse(
      (await operatorCall(ctx.app, 'GET', '/api/operator/complaints.php?status=answered')).json(),
    ).complaints;
    expect(answered.map((c) => c.id)).toContain(made.id);
    const twice = await operatorCall(ctx.app, 'POST', '/api/operator/complaint-answer.php', {
      id: made.id,
      answer: 'x',
    });
    expect(expectEnvelope(twice).error.code).toBe('conflict');
    const unknown = await operatorCall(ctx.app, 'POST', '/api/operator/complaint-answer.php', {
      id: '00000000-0000-4000-8000-000000000000',
      answer: 'x',
    });
    expect(expectEnvelope(unknown).error.code).toBe('not_found');
    // After the answer the member may complain about the same order again.
    const reopen = await complaintCall(ctx.app, anna, {
      order_id: order,
      reason: 'other',
      text: 'Still two charges.',
    });
    expect(reopen.statusCode).toBe(200);
  });

  it('documents the calls in /api/docs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    for (const [path, method, tag] of [
      ['/api/complaints.php', 'get', 'complaints'],
      ['/api/complaint.php', 'post', 'complaints'],
      ['/api/operator/complaints.php', 'get', 'operator'],
      ['/api/operator/complaint-answer.php', 'post', 'operator'],
      ['/api/operator/goodwill.php', 'post', 'operator'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.tags, `${method} ${path}`).toContain(tag);
    }
  });
});
