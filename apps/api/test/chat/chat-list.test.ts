import { ZChatState, ZMarkReadResponse, ZMessagesPage, ZSendMessageResponse } from '@dating/core/contracts';
import { schema } from '@dating/db';
import { createMember } from '@dating/db/seed';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { settleMessageNotifications } from '../../src/chat/notify';
import { expectEnvelope } from '../helper';
import { get, member, sendText, setSiteSettings, useChatApp } from './chat-helper';

const ctx = useChatApp({ message_credits: 1 });

const chats = async (who: Parameters<typeof get>[1]) =>
  ZChatState.parse((await get(ctx.app, who, '/api/chats.php')).json());
const read = (who: { cookie: string }, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/chat-read.php', headers: { cookie: who.cookie }, payload });
const remove = (who: { cookie: string }, payload: object) =>
  ctx.app.inject({ method: 'DELETE', url: '/api/chat.php', headers: { cookie: who.cookie }, payload });

describe('chat state, read markers and removal', () => {
  it('lists conversations with the profile summary, fictional flag, preview and unread counts; reading sets unread to 0', async () => {
    const { app, db } = ctx;
    const a = await member(app, db, { credits: 50, paidUser: true, name: 'Anna', age: 31 });
    const b = await member(app, db, { credits: 50, paidUser: true, name: 'Bea' });
    const fictional = await createMember(db.db, { fictional: true, name: 'Fiona' });
    const ab = ZSendMessageResponse.parse((await sendText(app, a, { profile: b.id }, 'one')).json()).message
      .conversation;
    await sendText(app, a, { conversation: ab }, 'two');
    await sendText(app, a, { conversation: ab }, 'three');
    await sendText(app, a, { profile: fictional.id }, 'hello Fiona');

    const forB = await chats(b);
    expect(forB.total_unread_messages).toBe(3);
    expect(forB.chats).toHaveLength(1);
    expect(forB.chats[0]).toMatchObject({
      conversation: ab,
      num_unread_messages: 3,
      last_seq: 3,
      started_by_me: false,
      profile: { id: a.id, name: 'Anna', age: 31, fictional: false, available: true },
      last_message: { seq: 3, sender: a.id, kind: 'text', body: 'three' },
    });
    expect(forB.chats[0]!.profile.photo).toMatch(/^\/api\/media\/[0-9a-f]{32}-thumb\.webp$/);

    const forA = await chats(a);
    expect(forA.total_unread_messages).toBe(0);
    expect(forA.chats.map((c) => c.profile.name)).toEqual(['Fiona', 'Bea']);
    expect(forA.chats[0]!.profile.fictional).toBe(true);

    const marked = ZMarkReadResponse.parse((await read(b, { conversation: ab, seq: 2 })).json());
    expect(marked).toEqual({ conversation: ab, seq: 2, total_unread_messages: 1 });
    // Never backwards, never past the end.
    expect(ZMarkReadResponse.parse((await read(b, { conversation: ab, seq: 1 })).json()).seq).toBe(2);
    expect(ZMarkReadResponse.parse((await read(b, { conversation: ab, seq: 99 })).json()).seq).toBe(3);
    expect((await chats(b)).total_unread_messages).toBe(0);
    const page = ZMessagesPage.parse((await get(app, a, `/api/messages.php?conversation=${ab}`)).json());
    expect(page.their_last_read_seq).toBe(3);
    expect(page.profile.fictional).toBe(false);
  });

  it('pages by cursor: newest page first, then older, oldest first within a page, no gaps or repeats', async () => {
    const { app, db } = ctx;
    const a = await member(app, db, { credits: 100, paidUser: true });
    const b = await member(app, db);
    const c = ZSendMessageResponse.parse((await sendText(app, a, { profile: b.id }, 'm1')).json()).message
      .conversation;
    for (let i = 2; i <= 25; i += 1) await sendText(app, a, { conversation: c }, `m${i}`);
    const seen: number[] = [];
    let before: number | null | undefined;
    let pages = 0;
    do {
      const url = `/api/messages.php?conversation=${c}&limit=10${before ? `&before=${before}` : ''}`;
      const page = ZMessagesPage.parse((await get(app, b, url)).json());
      const seqs = page.messages.map((m) => m.seq);
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
      seen.unshift(...seqs);
      before = page.next_before;
      pages += 1;
      expect(page.history_limited).toBe(false);
    } while (before);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    const first = ZMessagesPage.parse(
      (await get(app, b, `/api/messages.php?profile=${a.id}&limit=5`)).json(),
    );
    expect(first.messages.map((m) => m.body)).toEqual(['m21', 'm22', 'm23', 'm24', 'm25']);
    expect(first.next_before).toBe(21);
  });

  it('removing a chat hides it for the caller only, by conversation or by profile; a new message brings it back', async () => {
    const { app, db } = ctx;
    const a = await member(app, db, { credits: 100, paidUser: true });
    const b = await member(app, db, { credits: 100, paidUser: true });
    const c = ZSendMessageResponse.parse((await sendText(app, a, { profile: b.id }, 'old news')).json())
      .message.conversation;
    await sendText(app, b, { conversation: c }, 'reply');

    const res = await remove(a, { conversation: c });
    expect(res.json()).toEqual({ ok: true, removed: 1 });
    expect((await chats(a)).chats).toHaveLength(0);
    expect((await chats(b)).chats).toHaveLength(1);
    const mine = ZMessagesPage.parse((await get(app, a, `/api/messages.php?conversation=${c}`)).json());
    expect(mine.messages).toHaveLength(0);
    const theirs = ZMessagesPage.parse((await get(app, b, `/api/messages.php?conversation=${c}`)).json());
    expect(theirs.messages.map((m) => m.body)).toEqual(['old news', 'reply']);
    // Idempotent.
    expect((await remove(a, { conversation: c })).statusCode).toBe(200);

    await sendText(app, b, { conversation: c }, 'are you there?');
    const back = await chats(a);
    expect(back.chats).toHaveLength(1);
    expect(back.chats[0]).toMatchObject({
      conversation: c,
      num_unread_messages: 1,
      last_message: { body: 'are you there?' },
    });
    const after = ZMessagesPage.parse((await get(app, a, `/api/messages.php?conversation=${c}`)).json());
    expect(after.messages.map((m) => m.body)).toEqual(['are you there?']);

    expect((await remove(b, { profile: a.id })).json()).toEqual({ ok: true, removed: 1 });
    expect((await chats(b)).chats).toHaveLength(0);
    expect((await chats(a)).chats).toHaveLength(1);
    // Someone else's conversation: 404, nothing changes.
    const stranger = await member(app, db);
    const refused = await remove(stranger, { conversation: c });
    expect(refused.statusCode).toBe(404);
    expectEnvelope(refused);
    expect((await remove(stranger, { profile: a.id })).json()).toEqual({ ok: true, removed: 0 });
  });

  it('the chat history limit (site setting chat_history_days, off by default) hides older messages and says so', async () => {
    const { app, db } = ctx;
    const a = await member(app, db, { credits: 100, paidUser: true });
    const b = await member(app, db);
    const c = ZSendMessageResponse.parse((await sendText(app, a, { profile: b.id }, 'ancient')).json())
      .message.conversation;
    await sendText(app, a, { conversation: c }, 'recent');
    await db.db
      .update(schema.messages)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(schema.messages.body, 'ancient'));
    const off = ZMessagesPage.parse((await get(app, b, `/api/messages.php?conversation=${c}`)).json());
    expect(off.messages.map((m) => m.body)).toEqual(['ancient', 'recent']);
    expect(off.history_limited).toBe(false);
    await setSiteSettings(db, { chat_history_days: 30 });
    try {
      const on = ZMessagesPage.parse((await get(app, b, `/api/messages.php?conversation=${c}`)).json());
      expect(on.messages.map((m) => m.body)).toEqual(['recent']);
      expect(on.history_limited).toBe(true);
      expect(on.next_before).toBeNull();
    } finally {
      await setSiteSettings(db, { chat_history_days: null });
    }
  });

  it('publishes message, read, credits and unread events to the live hub after the commit', async () => {
    const { app, db } = ctx;
    const live = app.live;
    const spy = vi.spyOn(live, 'publish');
    // As if b had a tab open: the unread total is counted only when a socket can hear it (next test).
    const reaches = vi.spyOn(live, 'reaches').mockReturnValue(true);
    try {
      const a = await member(app, db, { credits: 10, paidUser: true });
      const b = await member(app, db);
      const sent = ZSendMessageResponse.parse((await sendText(app, a, { profile: b.id })).json());
      const c = sent.message.conversation;
      // The unread total follows the answer (ADR 0022).
      await settleMessageNotifications(app);
      await read(b, { conversation: c });
      const events = spy.mock.calls.map(([to, e]) => ({ to, e: e as { type: string } }));
      expect(events).toContainEqual({
        to: [a.id, b.id],
        e: { type: 'message', conversation: c, message: sent.message },
      });
      expect(events).toContainEqual({ to: [a.id], e: { type: 'credits', credits: 9 } });
      expect(events).toContainEqual({ to: [b.id], e: { type: 'unread', total: 1 } });
      expect(events).toContainEqual({ to: [b.id], e: { type: 'unread', total: 0 } });
      expect(events.find((x) => x.e.type === 'read')?.e).toMatchObject({
        type: 'read',
        conversation: c,
        seq: 1,
      });
    } finally {
      spy.mockRestore();
      reaches.mockRestore();
    }
  });

  it('counts no unread total for a member no socket can reach (no tab here, no bus to other processes)', async () => {
    const { app, db } = ctx;
    expect(app.live.bus.kind).toBe('memory');
    const spy = vi.spyOn(app.live, 'publish');
    try {
      const a = await member(app, db, { credits: 10, paidUser: true });
      const b = await member(app, db);
      expect(app.live.reaches(b.id)).toBe(false);
      const sent = ZSendMessageResponse.parse((await sendText(app, a, { profile: b.id })).json());
      await settleMessageNotifications(app);
      const types = spy.mock.calls.map(([, e]) => (e as { type: string }).type);
      expect(types).toEqual(['message', 'credits']);
      expect(spy.mock.calls[0]?.[1]).toEqual({
        type: 'message',
        conversation: sent.message.conversation,
        message: sent.message,
      });
    } finally {
      spy.mockRestore();
    }
  });
});
