import {
  ZChatState,
  ZHostQueueResponse,
  ZHostReplyResponse,
  ZMessagesPage,
  ZSendMessageResponse,
} from '@dating/core/contracts';
import { schema } from '@dating/db';
import { createMember } from '@dating/db/seed';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEnvelope, setupTestApp, type TestContext } from '../helper';
import {
  clientId,
  expectBalance,
  get,
  HOST,
  member,
  OPERATOR_TOKEN,
  sendText,
  setSiteSettings,
} from './chat-helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp({ operatorToken: OPERATOR_TOKEN });
  await setSiteSettings(ctx.db, { message_credits: 1 });
}, 120_000);
afterAll(async () => ctx?.close());

const queue = async () =>
  ZHostQueueResponse.parse(
    (await ctx.app.inject({ method: 'GET', url: '/api/operator/host-queue.php', headers: HOST })).json(),
  ).items;
const reply = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/operator/host-reply.php', headers: HOST, payload });
const handled = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/operator/host-handled.php', headers: HOST, payload });

describe('the chat hosts answer fictional profiles', () => {
  it('queues members’ messages to fictional profiles oldest first; a free reply is stored like any message and handles it', async () => {
    const { app, db } = ctx;
    const fiona = await createMember(db.db, {
      fictional: true,
      name: 'Fiona',
      interests: ['music', 'wine'],
      city: 'Utrecht',
    });
    const gina = await createMember(db.db, { fictional: true, name: 'Gina' });
    const a = await member(app, db, { credits: 10, paidUser: true, name: 'Adam', language: 'de' });
    const b = await member(app, db, { credits: 10, paidUser: true, name: 'Ben' });
    const real = await member(app, db);
    const first = ZSendMessageResponse.parse(
      (await sendText(app, a, { profile: fiona.id }, 'Hallo Fiona')).json(),
    );
    await new Promise((r) => setTimeout(r, 5));
    const second = ZSendMessageResponse.parse(
      (await sendText(app, b, { profile: gina.id }, 'Hi Gina')).json(),
    );
    await sendText(app, a, { profile: real.id }, 'not for the hosts');

    let items = await queue();
    expect(items.map((i) => i.conversation)).toEqual([
      first.message.conversation,
      second.message.conversation,
    ]);
    expect(items[0]).toMatchObject({
      fictional_profile: {
        id: fiona.id,
        name: 'Fiona',
        fictional: true,
        interests: ['music', 'wine'],
        city: 'Utrecht',
      },
      member: { id: a.id, name: 'Adam', fictional: false, language: 'de' },
      last_seq: 1,
      handled_seq: 0,
    });
    expect(items[0]!.messages.map((m) => m.body)).toEqual(['Hallo Fiona']);

    const id = clientId();
    const res = await reply({ conversation: first.message.conversation, body: 'Hallo Adam!', client_id: id });
    expect(res.statusCode).toBe(200);
    const r = ZHostReplyResponse.parse(res.json());
    expect(r.message).toMatchObject({ seq: 2, sender: fiona.id, kind: 'text', body: 'Hallo Adam!', cost: 0 });
    // A retried reply is the same message.
    expect(
      ZHostReplyResponse.parse(
        (
          await reply({ conversation: first.message.conversation, body: 'Hallo Adam!', client_id: id })
        ).json(),
      ),
    ).toEqual({ message: r.message, duplicate: true });
    // Adam paid for his two messages (to Fiona and to a real member), nothing for the replies.
    await expectBalance(db, a.id, 8);

    items = await queue();
    expect(items.map((i) => i.conversation)).toEqual([second.message.conversation]);
    // The member sees the reply with the fictional marker.
    const state = ZChatState.parse((await get(app, a, '/api/chats.php')).json());
    const chat = state.chats.find((c) => c.conversation === first.message.conversation)!;
    expect(chat).toMatchObject({ num_unread_messages: 1, profile: { fictional: true, name: 'Fiona' } });
    const page = ZMessagesPage.parse(
      (await get(app, a, `/api/messages.php?conversation=${chat.conversation}`)).json(),
    );
    expect(page.messages.map((m) => [m.sender, m.body])).toEqual([
      [a.id, 'Hallo Fiona'],
      [fiona.id, 'Hallo Adam!'],
    ]);
    expect(page.profile.fictional).toBe(true);

    // A new message puts it back; "handled" takes it off without a reply.
    await sendText(app, a, { conversation: first.message.conversation }, 'Wie geht es dir?');
    expect((await queue()).map((i) => i.conversation)).toContain(first.message.conversation);
    const h = await handled({ conversation: first.message.conversation });
    expect(h.json()).toEqual({ ok: true, handled_seq: 3 });
    expect((await queue()).map((i) => i.conversation)).toEqual([second.message.conversation]);

    // A gift from the host is free too.
    const gift = ZHostReplyResponse.parse(
      (
        await reply({
          conversation: second.message.conversation,
          kind: 'gift',
          gift: 'rose',
          client_id: clientId(),
        })
      ).json(),
    );
    expect(gift.message).toMatchObject({ kind: 'gift', gift: 'rose', cost: 0, sender: gina.id });
    expect(await queue()).toEqual([]);
  });

  it('refuses without the operator token, for conversations without a fictional profile, and to unconfirmed members', async () => {
    const { app, db } = ctx;
    for (const headers of [{}, { authorization: 'Bearer wrong' }]) {
      const res = await app.inject({ method: 'GET', url: '/api/operator/host-queue.php', headers });
      expect(res.statusCode).toBe(403);
      expectEnvelope(res);
    }
    const a = await member(app, db, { credits: 10, paidUser: true });
    const real = await member(app, db);
    const c = ZSendMessageResponse.parse((await sendText(app, a, { profile: real.id })).json()).message
      .conversation;
    const notFictional = await reply({ conversation: c, body: 'hi', client_id: clientId() });
    expect(notFictional.statusCode).toBe(404);
    expect(
      (await reply({ conversation: crypto.randomUUID(), body: 'hi', client_id: clientId() })).statusCode,
    ).toBe(404);

    const fiona = await createMember(db.db, { fictional: true });
    const unconfirmed = await member(app, db, { status: 'not_confirmed', credits: 5 });
    const uc = ZSendMessageResponse.parse((await sendText(app, unconfirmed, { profile: fiona.id })).json())
      .message.conversation;
    const res = await reply({ conversation: uc, body: 'hi', client_id: clientId() });
    expect(res.statusCode).toBe(403);
    expect(expectEnvelope(res).error.code).toBe('email_unconfirmed');
    await db.db.update(schema.users).set({ status: 'active' }).where(eq(schema.users.id, unconfirmed.id));
    expect((await reply({ conversation: uc, body: 'hi', client_id: clientId() })).statusCode).toBe(200);

    // Without OPERATOR_TOKEN the token is no credential: only operator accounts of role host (ADR 0028).
    const plain = await ctx.extraApp({ operatorToken: undefined });
    expect(
      (await plain.inject({ method: 'GET', url: '/api/operator/host-queue.php', headers: HOST })).statusCode,
    ).toBe(403);
  });
});
