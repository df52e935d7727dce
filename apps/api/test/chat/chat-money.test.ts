import { ZErrorEnvelope, ZSendMessageResponse } from '@dating/core/contracts';
import { schema } from '@dating/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '../helper';
import { settleMessageNotifications } from '../../src/chat/notify';
import {
  clientId,
  creditsOf,
  expectBalance,
  member,
  send,
  sendGift,
  sendText,
  setSiteSettings,
  useChatApp,
} from './chat-helper';
import { countStatements } from './statement-counter';

const ctx = useChatApp({ message_credits: 2, photo_credits: 5, gift_credits: 7 });

describe('POST /api/messages.php: money per message, exact', () => {
  it('charges message_credits and gift_credits per kind (photo_credits: chat-media), one ledger entry each, and numbers messages', async () => {
    const { app, db } = ctx;
    const a = await member(app, db, { credits: 100, paidUser: true });
    const b = await member(app, db);
    const first = await sendText(app, a, { profile: b.id }, 'Hello there');
    expect(first.statusCode).toBe(200);
    const r1 = ZSendMessageResponse.parse(first.json());
    expect(r1).toMatchObject({ charged: 2, credits: 98, duplicate: false, started: true });
    expect(r1.message).toMatchObject({ seq: 1, kind: 'text', body: 'Hello there', cost: 2, sender: a.id });

    const gift = await sendGift(app, a, { conversation: r1.message.conversation }, 'rose');
    expect(gift.statusCode).toBe(200);
    const r2 = ZSendMessageResponse.parse(gift.json());
    expect(r2).toMatchObject({ charged: 7, credits: 91, started: false });
    expect(r2.message).toMatchObject({ seq: 2, kind: 'gift', gift: 'rose', body: null, cost: 7 });

    await expectBalance(db, a.id, 91);
    const entries = await db.db
      .select()
      .from(schema.creditLedger)
      .where(eq(schema.creditLedger.userId, a.id));
    expect(entries.map((e) => [e.kind, e.amount]).sort()).toEqual(
      [
        ['bonus', 100],
        ['gift', -7],
        ['message', -2],
      ].sort(),
    );
    expect(entries.find((e) => e.kind === 'gift')?.ref).toBe(`message:${r2.message.id}`);
    const [conv] = await db.db
      .select()
      .from(schema.conversations)
      .where(eq(schema.conversations.id, r1.message.conversation));
    expect(conv?.lastSeq).toBe(2);
  });

  it('a retried send with the same client_id is stored once and charged once', async () => {
    const { app, db } = ctx;
    const a = await member(app, db, { credits: 10, paidUser: true });
    const b = await member(app, db);
    const payload = { profile: b.id, kind: 'text', body: 'once', client_id: clientId() };
    const first = ZSendMessageResponse.parse((await send(app, a, payload)).json());
    await settleMessageNotifications(app);
    // The retry is answered inside the one transaction and writes nothing (ADR 0022).
    const { res: again, statements } = await countedSend(() => send(app, a, payload));
    expect(statements.filter((s) => /^begin/i.test(s))).toHaveLength(1);
    expect(statements.some((s) => /insert into|^with |^update/i.test(s))).toBe(false);
    expect(again.statusCode).toBe(200);
    const second = ZSendMessageResponse.parse(again.json());
    expect(second).toMatchObject({ duplicate: true, charged: 0, credits: 8 });
    expect(second.message).toEqual(first.message);
    // Parallel retries of one client id: still one row, one debit.
    const id = clientId();
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(app, a, { conversation: first.message.conversation, kind: 'text', body: 'x', client_id: id }),
      ),
    );
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);
    expect(burst.filter((r) => r.json().duplicate === false)).toHaveLength(1);
    const rows = await db.db
      .select()
      .from(schema.messages)
      .where(and(eq(schema.messages.senderId, a.id), eq(schema.messages.clientId, id)));
    expect(rows).toHaveLength(1);
    await expectBalance(db, a.id, 6);
  });

  it('refuses with 402 insufficient_credits and the spec message key, stores and charges nothing', async () => {
    const { app, db } = ctx;
    const a = await member(app, db, { credits: 1, paidUser: true });
    const b = await member(app, db);
    const res = await sendText(app, a, { profile: b.id });
    expect(res.statusCode).toBe(402);
    const env = expectEnvelope(res);
    expect(env.error).toMatchObject({ code: 'insufficient_credits', message: 'errors.insufficient_credits' });
    expect(await creditsOf(db, a.id)).toBe(1);
    const convs = await db.db
      .select()
      .from(schema.conversations)
      .where(eq(schema.conversations.startedBy, a.id));
    expect(convs).toHaveLength(0);
    ZErrorEnvelope.parse(res.json());
  });

  it('200 concurrent sends at balance 50 and price 1: exactly 50 stored and charged, balance 0, ledger sum = balance', async () => {
    const { app, db } = ctx;
    await setSiteSettings(db, { message_credits: 1 });
    const a = await member(app, db, { credits: 50, paidUser: true });
    const b = await member(app, db);
    const start = ZSendMessageResponse.parse((await sendText(app, a, { profile: b.id })).json());
    const conversation = start.message.conversation;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => sendText(app, a, { conversation }, `m${i}`)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 402);
    expect(ok).toHaveLength(49);
    expect(refused).toHaveLength(151);
    for (const r of refused) expect(expectEnvelope(r).error.code).toBe('insufficient_credits');
    const stored = await db.db.select().from(schema.messages).where(eq(schema.messages.senderId, a.id));
    expect(stored).toHaveLength(50);
    expect(new Set(stored.map((m) => m.seq)).size).toBe(50);
    expect(Math.max(...stored.map((m) => m.seq))).toBe(50);
    await expectBalance(db, a.id, 0);
    await setSiteSettings(db, { message_credits: 2 });
  }, 120_000);
});

// The send path's statement budget (ADR 0022): P2 wants 1,000 stored messages a second, so every statement of a
// send counts. These fail when a change puts a query back on the path.

/** Runs a send and returns the statements it ran, from the request to the end of its notifications. */
async function countedSend(post: () => ReturnType<typeof send>) {
  const counter = countStatements(ctx.db);
  try {
    const res = await post();
    await settleMessageNotifications(ctx.app);
    return { res, statements: [...counter.statements] };
  } finally {
    counter.restore();
  }
}

const inTransaction = (statements: string[]) =>
  statements.slice(statements.indexOf('begin') + 1, statements.indexOf('commit'));

describe('POST /api/messages.php: statements per send', () => {
  it('a message in a conversation: one transaction of 3 statements, 7 in all with notifications, at most 1 for the session', async () => {
    const { app, db } = ctx;
    const a = await member(app, db, { credits: 100, paidUser: true });
    const b = await member(app, db);
    const first = ZSendMessageResponse.parse((await sendText(app, a, { profile: b.id })).json());
    await settleMessageNotifications(app);

    const { res, statements } = await countedSend(() =>
      sendText(app, a, { conversation: first.message.conversation }, 'counted'),
    );
    expect(res.statusCode).toBe(200);
    const sent = ZSendMessageResponse.parse(res.json());
    expect(sent).toMatchObject({ charged: 2, credits: 96, duplicate: false, started: false });
    expect(sent.message).toMatchObject({ seq: 2, body: 'counted', sender: a.id, cost: 2 });

    expect(statements.filter((s) => /^begin/i.test(s))).toHaveLength(1);
    // The batch's statements (ADR 0031), here for a batch of one: the senders' locks, the facts (a statement of
    // their own: one that waited for the lock would read the rest from before the wait), and one write (the
    // conversation's lock and seq, the message, the read marker, the debit and its ledger entry).
    const tx = inTransaction(statements);
    expect(tx).toHaveLength(3);
    expect(tx[0]).toMatch(/for update$/);
    expect(tx[1]).toMatch(/^select i\.idx, u\.paid_user/);
    expect(tx[2]).toMatch(/^with i as .*insert into messages .*insert into credit_ledger/);
    // Nothing reads the message back: the answer and the live event are built from what was written.
    expect(statements.filter((s) => /^select .* from "messages"/.test(s))).toEqual([]);
    // BEGIN + 3 + COMMIT, notifications: both members with their preferences and push subscriptions and the
    // read marker (1), the mail slot (1). The site's branding is cached; nobody listens live, so no unread count.
    // Plus the session check: at most one statement (none when the auth plugin has the session cached).
    const session = statements.filter((s) => /from "sessions"/.test(s));
    expect(session.length).toBeLessThanOrEqual(1);
    expect(statements.filter((s) => !session.includes(s))).toHaveLength(7);
    await expectBalance(db, a.id, 96);
  });
});
