// Group commit of the send path (ADR 0031): messages written together keep every guarantee of one message at a
// time — dedup per client id, the balance carried from message to message and never below zero, an invisible
// recipient's own message earlier in the batch, seq = last_seq + 1 without gaps, and the answer after the commit.
import type { TSendMessageInput } from '@dating/core/contracts';
import { schema } from '@dating/db';
import { ZSendMessageResponse } from '@dating/core/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/shared/api-error';
import { totalUnread, totalsUnread } from '../../src/chat/chat-repo';
import { claimMailSlot, claimMailSlots, settleMessageNotifications } from '../../src/chat/notify';
import { SendBatcher, sendBatcherFor } from '../../src/chat/send-batch';
import type { SendResult } from '../../src/chat/send-message';
import { expectEnvelope } from '../helper';
import {
  clientId,
  creditsOf,
  expectBalance,
  ledgerSumOf,
  member,
  sendText,
  setSiteSettings,
  useChatApp,
  type Actor,
} from './chat-helper';

const ctx = useChatApp({ message_credits: 1, gift_credits: 3 });

const text = (conversation: string, body: string, id = clientId()): TSendMessageInput => ({
  conversation,
  kind: 'text',
  body,
  client_id: id,
});

/** Starts a conversation from `a` to `b` (the one-message path) and returns its id. */
async function start(a: Actor, b: Actor): Promise<string> {
  const res = await sendText(ctx.app, a, { profile: b.id }, 'hello');
  expect(res.statusCode).toBe(200);
  return ZSendMessageResponse.parse(res.json()).message.conversation;
}

/** Sends every message in the same tick (so they form one batch) and settles them in order. */
async function inOneBatch(b: SendBatcher, sends: [Actor, TSendMessageInput][]) {
  const now = new Date();
  const before = b.stats.batches;
  const results = await Promise.allSettled(sends.map(([who, input]) => b.send(who.id, input, now)));
  expect(b.stats.batches - before).toBe(1);
  return results;
}

const codeOf = (r: PromiseSettledResult<SendResult>) =>
  r.status === 'rejected' ? (r.reason as ApiError).code : 'ok';
const valueOf = (r: PromiseSettledResult<SendResult>) => {
  if (r.status !== 'fulfilled') throw new Error(`refused: ${(r.reason as ApiError).code}`);
  return r.value;
};

async function seqsOf(conversation: string) {
  const rows = await ctx.db.db
    .select({ seq: schema.messages.seq, body: schema.messages.body })
    .from(schema.messages)
    .where(eq(schema.messages.conversationId, conversation))
    .orderBy(asc(schema.messages.seq));
  return rows;
}

describe('send batch (ADR 0031)', () => {
  it('writes many senders and conversations in one transaction: balance carried per sender, seqs without gaps in arrival order, one ledger entry per message', async () => {
    const { app, db } = ctx;
    const [a, b, c, d] = [
      await member(app, db, { credits: 4, paidUser: true }),
      await member(app, db, { credits: 10, paidUser: true }),
      await member(app, db, { credits: 10, paidUser: true }),
      await member(app, db, { credits: 10, paidUser: true }),
    ];
    const ab = await start(a, b); // a: 3 left
    const cd = await start(c, d);
    const batcher = new SendBatcher(db.db, { maxBatch: 50, maxInFlight: 1 });
    const results = await inOneBatch(batcher, [
      [a, text(ab, 'a1')],
      [b, text(ab, 'b1')],
      [c, text(cd, 'c1')],
      [a, text(ab, 'a2')],
      [a, text(ab, 'a3')],
      [a, text(ab, 'a4 does not fit')],
      [b, text(ab, 'b2')],
      [a, { conversation: ab, kind: 'gift', gift: 'rose', client_id: clientId() }],
      [d, text(cd, 'd1')],
    ]);
    expect(results.map(codeOf)).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
      'ok',
      'insufficient_credits',
      'ok',
      'insufficient_credits',
      'ok',
    ]);
    // The refusal says what it said one message at a time: the price and the balance left at that point.
    expect((results[5] as PromiseRejectedResult).reason).toMatchObject({ params: { price: 1, credits: 0 } });
    expect((results[7] as PromiseRejectedResult).reason).toMatchObject({ params: { price: 3, credits: 0 } });
    // Answers carry the balance after each message and the seq in arrival order.
    expect([0, 3, 4].map((i) => valueOf(results[i]!).credits)).toEqual([2, 1, 0]);
    expect([0, 1, 3, 4, 6].map((i) => valueOf(results[i]!).message.seq)).toEqual([2, 3, 4, 5, 6]);
    expect(valueOf(results[1]!).recipientId).toBe(a.id);
    expect(await seqsOf(ab)).toEqual(
      ['hello', 'a1', 'b1', 'a2', 'a3', 'b2'].map((body, i) => ({ seq: i + 1, body })),
    );
    expect(await seqsOf(cd)).toEqual(['hello', 'c1', 'd1'].map((body, i) => ({ seq: i + 1, body })));
    const [conv] = await db.db.select().from(schema.conversations).where(eq(schema.conversations.id, ab));
    expect(conv?.lastSeq).toBe(6);
    // Balances and ledgers agree, and every ledger entry's balance_after is the balance after that message.
    await expectBalance(db, a.id, 0);
    await expectBalance(db, b.id, 8);
    const entries = await db.db
      .select({ amount: schema.creditLedger.amount, after: schema.creditLedger.balanceAfter })
      .from(schema.creditLedger)
      .where(eq(schema.creditLedger.userId, a.id))
      .orderBy(asc(schema.creditLedger.id));
    expect(entries.map((e) => e.after)).toEqual([4, 3, 2, 1, 0]);
    // Each sender's own read marker is at their newest message.
    const markers = await db.db
      .select({ user: schema.readMarkers.userId, seq: schema.readMarkers.lastReadSeq })
      .from(schema.readMarkers)
      .where(eq(schema.readMarkers.conversationId, ab));
    expect(Object.fromEntries(markers.map((m) => [m.user, m.seq]))).toMatchObject({ [a.id]: 5, [b.id]: 6 });
  });

  it('the same client id twice in one batch is stored and charged once; a stored one is answered as it is', async () => {
    const { app, db } = ctx;
    const a = await member(app, db, { credits: 10, paidUser: true });
    const b = await member(app, db);
    const ab = await start(a, b); // 9 left
    const batcher = new SendBatcher(db.db, { maxBatch: 50, maxInFlight: 1 });
    const id = clientId();
    const first = await inOneBatch(batcher, [
      [a, text(ab, 'once', id)],
      [a, text(ab, 'once', id)],
      [a, text(ab, 'other')],
    ]);
    const [one, two, other] = first.map(valueOf);
    expect(one).toMatchObject({ duplicate: false, charged: 1 });
    expect(two).toMatchObject({ duplicate: true, charged: 0 });
    expect(two!.message).toEqual(one!.message);
    expect(other).toMatchObject({ duplicate: false, charged: 1 });
    // A retry in a later batch: the stored message, nothing charged.
    const [again] = (await inOneBatch(batcher, [[a, text(ab, 'once', id)]])).map(valueOf);
    expect(again).toMatchObject({ duplicate: true, charged: 0, credits: 7 });
    expect(again!.message).toEqual(one!.message);
    const rows = await db.db.select().from(schema.messages).where(eq(schema.messages.clientId, id));
    expect(rows).toHaveLength(1);
    await expectBalance(db, a.id, 7);
  });

  it('an invisible member who writes earlier in the batch may be answered; before it, not (arrival order)', async () => {
    const { app, db } = ctx;
    const y = await member(app, db, { credits: 10, paidUser: true });
    const x = await member(app, db, { credits: 10, paidUser: true });
    const xy = await start(y, x);
    await db.db.update(schema.users).set({ invisible: true }).where(eq(schema.users.id, x.id));
    const batcher = new SendBatcher(db.db, { maxBatch: 50, maxInFlight: 1 });
    const refusedFirst = await inOneBatch(batcher, [
      [y, text(xy, 'before x wrote')],
      [x, text(xy, 'x writes')],
      [y, text(xy, 'after x wrote')],
    ]);
    expect(refusedFirst.map(codeOf)).toEqual(['member_invisible', 'ok', 'ok']);
    expect((await seqsOf(xy)).map((m) => m.body)).toEqual(['hello', 'x writes', 'after x wrote']);
  });

  it('refusals in a batch answer as one message at a time would: unknown conversation, not a member, blocked, too long', async () => {
    const { app, db } = ctx;
    const a = await member(app, db, { credits: 10, paidUser: true });
    const b = await member(app, db, { credits: 10, paidUser: true });
    const c = await member(app, db, { credits: 10, paidUser: true });
    const ab = await start(a, b);
    const bc = await start(b, c);
    // b blocked c: b cannot write into their conversation (403 forbidden, as one message at a time).
    await db.db.insert(schema.blocks).values({ blockerId: b.id, blockedId: c.id });
    await setSiteSettings(db, { message_length: 5 });
    try {
      const batcher = new SendBatcher(db.db, { maxBatch: 50, maxInFlight: 1 });
      const results = await inOneBatch(batcher, [
        [a, text('00000000-0000-4000-8000-000000000000', 'x')],
        [a, text(bc, 'not mine')],
        [b, text(bc, 'x')],
        [a, text(ab, 'far too long')],
        [a, text(ab, 'ok')],
      ]);
      expect(results.map(codeOf)).toEqual(['not_found', 'not_found', 'forbidden', 'validation_failed', 'ok']);
      expect(valueOf(results[4]!)).toMatchObject({ charged: 1, credits: 8 });
    } finally {
      await setSiteSettings(db, { message_length: 1000 });
    }
  });

  it('through the route: 100 concurrent sends of 10 members into 5 conversations are batched, each answered after its commit, seqs 1..n', async () => {
    const { app, db } = ctx;
    const people = await Promise.all(
      Array.from({ length: 10 }, () => member(app, db, { credits: 1000, paidUser: true })),
    );
    const convs: string[] = [];
    for (let i = 0; i < 10; i += 2) convs.push(await start(people[i]!, people[i + 1]!));
    const batcher = sendBatcherFor(db.db);
    const before = { ...batcher.stats };
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        sendText(app, people[i % 10]!, { conversation: convs[Math.floor((i % 10) / 2)]! }, `m${i}`),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
    // Fewer transactions than messages: they were written together.
    expect(batcher.stats.messages - before.messages).toBe(100);
    expect(batcher.stats.batches - before.batches).toBeLessThan(100);
    for (const conv of convs) {
      const seqs = (await seqsOf(conv)).map((m) => m.seq);
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    }
    // Every answer names a stored message with its seq (answered after the commit).
    const stored = await db.db
      .select({ id: schema.messages.id, seq: schema.messages.seq })
      .from(schema.messages)
      .where(sql`${schema.messages.conversationId} in ${convs}`);
    const seqById = new Map(stored.map((m) => [String(m.id), m.seq]));
    for (const r of results) {
      const m = ZSendMessageResponse.parse(r.json()).message;
      expect(seqById.get(m.id)).toBe(m.seq);
    }
    for (const p of people) expect(await ledgerSumOf(db, p.id)).toBe(await creditsOf(db, p.id));
  });

  it("the unread totals of several members in one statement equal each member's own count (blocks, removed, read)", async () => {
    const { app, db } = ctx;
    const [a, b, c] = [
      await member(app, db, { credits: 50, paidUser: true }),
      await member(app, db, { credits: 50, paidUser: true }),
      await member(app, db, { credits: 50, paidUser: true }),
    ];
    const ab = await start(a, b);
    const cb = await start(c, b);
    await start(a, c);
    for (let i = 0; i < 3; i += 1) await sendText(app, a, { conversation: ab }, `a${i}`);
    await sendText(app, c, { conversation: cb }, 'c');
    await sendText(app, b, { conversation: ab }, 'b');
    await db.db
      .update(schema.readMarkers)
      .set({ lastReadSeq: 2 })
      .where(sql`${schema.readMarkers.conversationId} = ${ab} and ${schema.readMarkers.userId} = ${b.id}`);
    await db.db.insert(schema.blocks).values({ blockerId: b.id, blockedId: c.id });
    const ids = [a.id, b.id, c.id];
    const totals = await totalsUnread(db.db, ids);
    for (const id of ids) expect(totals.get(id)).toBe(await totalUnread(db.db, id));
    expect(totals.get(b.id)).toBe(2);
  });

  it("the migration 0017 index serves the free member's start count", async () => {
    const rows = (await ctx.db.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'conversations_started_by_idx'`,
    )) as unknown as { rows: { indexdef: string }[] };
    expect(rows.rows[0]?.indexdef).toMatch(/ON public\.conversations USING btree \(started_by\)/);
  });

  it('a refused message of a batch is the error envelope of the route', async () => {
    const { app, db } = ctx;
    const a = await member(app, db, { credits: 1, paidUser: true });
    const b = await member(app, db);
    const ab = await start(a, b);
    const res = await sendText(app, a, { conversation: ab }, 'no credits');
    expect(res.statusCode).toBe(402);
    expect(expectEnvelope(res).error).toMatchObject({
      code: 'insufficient_credits',
      params: { price: 1, credits: 0 },
    });
  });
});

// A batch whose write fails stores nothing and sends each message again on its own. Only PostgreSQL has a second
// connection to race the batch with (PGlite runs one transaction at a time, so the race cannot happen there).
describe.runIf(process.env.TEST_DATABASE_URL)('send batch on PostgreSQL: a failed write falls back', () => {
  it('a conversation removed by another connection between the facts and the write: nothing of the batch is stored, each message is answered on its own', async () => {
    const { app, db } = ctx;
    const a = await member(app, db, { credits: 10, paidUser: true });
    const b = await member(app, db, { credits: 10, paidUser: true });
    const ab = await start(a, b); // a: 9
    // A second connection of the same pool.
    const pool = (
      db.db as unknown as {
        $client: { connect(): Promise<{ query(q: string): Promise<unknown>; release(): void }> };
      }
    ).$client;
    const client = await pool.connect();
    try {
      // The other connection removes the conversation and holds its lock: the batch's facts still see it, its
      // write waits for the row and finds it gone once the other commits.
      await client.query('begin');
      await client.query(`delete from conversations where id = '${ab}'`);
      const batcher = new SendBatcher(db.db, { maxBatch: 50, maxInFlight: 1 });
      const pending = Promise.allSettled([
        batcher.send(a.id, text(ab, 'from a'), new Date()),
        batcher.send(b.id, text(ab, 'from b'), new Date()),
      ]);
      await new Promise((r) => setTimeout(r, 500));
      await client.query('commit');
      const results = await pending;
      expect(batcher.stats.fallbacks).toBe(1);
      expect(results.map(codeOf)).toEqual(['not_found', 'not_found']);
    } finally {
      client.release();
    }
    await expectBalance(db, a.id, 9);
    await expectBalance(db, b.id, 10);
  });
});

describe('claimMailSlots: the hourly mail slots of a delivery in one statement', () => {
  it('claims each free slot once, as claimMailSlot would one by one, and none twice within the hour', async () => {
    const db = ctx.db.db;
    const [a, b, c, d] = await Promise.all(
      [0, 1, 2, 3].map(() => member(ctx.app, ctx.db, { credits: 10, paidUser: true })),
    );
    const ab = await start(a!, b!);
    const cd = await start(c!, d!);
    const ad = await start(a!, d!);
    // The starts' own notifications (mails to b and d now) are done before the slots are set up.
    await settleMessageNotifications(ctx.app);
    // Two hours from now: the starts' own mails (sent now) are more than an hour before every claim below.
    const t0 = new Date(Date.now() + 2 * 60 * 60_000);
    // b's slot in ab was taken 10 minutes ago; d's in ad has a mail held for it (online at the time).
    expect(await claimMailSlot(db, ab, b!.id, new Date(t0.getTime() - 10 * 60_000))).toBe(true);
    await db
      .insert(schema.chatMailLog)
      .values({ conversationId: ad, userId: d!.id, pendingSeq: 1, pendingSince: t0 })
      .onConflictDoUpdate({
        target: [schema.chatMailLog.conversationId, schema.chatMailLog.userId],
        set: { pendingSeq: 1, pendingSince: t0 },
      });

    const slots = [
      { conversationId: ab, userId: b!.id },
      { conversationId: cd, userId: d!.id },
      { conversationId: ad, userId: d!.id },
      // The same pair twice in one delivery is claimed once.
      { conversationId: cd, userId: d!.id },
    ];
    const claimed = await claimMailSlots(db, slots, t0);
    expect([...claimed].sort()).toEqual([`${cd}\n${d!.id}`, `${ad}\n${d!.id}`].sort());
    // Claiming clears the held mail, as claimMailSlot does.
    const [held] = await db
      .select({ seq: schema.chatMailLog.pendingSeq, at: schema.chatMailLog.mailedAt })
      .from(schema.chatMailLog)
      .where(sql`${schema.chatMailLog.conversationId} = ${ad} and ${schema.chatMailLog.userId} = ${d!.id}`);
    expect(held).toEqual({ seq: null, at: t0 });
    // Within the hour nothing is claimed again; an hour after each claim, each slot is free again.
    expect((await claimMailSlots(db, slots, new Date(t0.getTime() + 30 * 60_000))).size).toBe(0);
    const later = await claimMailSlots(db, slots, new Date(t0.getTime() + 60 * 60_000));
    expect(later.size).toBe(3);
    expect(await claimMailSlots(db, [], t0)).toEqual(new Set());
  });
});
