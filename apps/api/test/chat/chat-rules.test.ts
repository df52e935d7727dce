import { ZMessagesPage, ZSendMessageResponse } from '@dating/core/contracts';
import { schema } from '@dating/db';
import { createMember } from '@dating/db/seed';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '../helper';
import { creditsOf, get, member, sendText, useChatApp } from './chat-helper';

const ctx = useChatApp({ message_credits: 1 });

const codeOf = (res: Parameters<typeof expectEnvelope>[0]) => expectEnvelope(res).error.code;

describe('chat rules of spec §4 and §6', () => {
  it('a visitor gets 403 authentication_required on every chat call', async () => {
    const { app } = ctx;
    const calls = [
      app.inject({ method: 'GET', url: '/api/chats.php' }),
      app.inject({
        method: 'POST',
        url: '/api/messages.php',
        payload: { profile: crypto.randomUUID(), kind: 'text', body: 'hi', client_id: 'a' },
      }),
      app.inject({ method: 'GET', url: `/api/messages.php?profile=${crypto.randomUUID()}` }),
      app.inject({
        method: 'POST',
        url: '/api/chat-read.php',
        payload: { conversation: crypto.randomUUID() },
      }),
      app.inject({ method: 'DELETE', url: '/api/chat.php', payload: { conversation: crypto.randomUUID() } }),
      app.inject({ method: 'GET', url: `/api/icebreakers.php?profile=${crypto.randomUUID()}` }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(codeOf(res)).toBe('authentication_required');
    }
  });

  it('a free member starts exactly 2 conversations under 20 parallel starts; the 3rd gets premium_required', async () => {
    const { app, db } = ctx;
    const free = await member(app, db, { credits: 100 });
    const targets = await Promise.all(Array.from({ length: 20 }, () => createMember(db.db, {})));
    const results = await Promise.all(targets.map((t) => sendText(app, free, { profile: t.id })));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(2);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(403);
      expect(codeOf(r)).toBe('premium_required');
    }
    const started = await db.db
      .select()
      .from(schema.conversations)
      .where(eq(schema.conversations.startedBy, free.id));
    expect(started).toHaveLength(2);
    expect(await creditsOf(db, free.id)).toBe(100 - 2 * 1);
    // Going on in a started conversation is not a start.
    const again = await sendText(app, free, {
      conversation: ZSendMessageResponse.parse(ok[0]!.json()).message.conversation,
    });
    expect(again.statusCode).toBe(200);
    // Replying to a conversation someone else started is not a start either.
    const other = await member(app, db, { credits: 10, paidUser: true });
    const theirs = ZSendMessageResponse.parse((await sendText(app, other, { profile: free.id })).json());
    expect((await sendText(app, free, { conversation: theirs.message.conversation })).statusCode).toBe(200);
    // The chat list says how many are left.
    const state = (await get(app, free, '/api/chats.php')).json();
    expect(state).toMatchObject({ conversations_started: 2, conversations_limit: 2 });
    const page = ZMessagesPage.parse(
      (await get(app, free, `/api/messages.php?profile=${targets[19]!.id}`)).json(),
    );
    expect(page).toMatchObject({ conversation: null, can_send: false, blocked_reason: 'premium_required' });
  }, 120_000);

  it('premium members start as many conversations as they like', async () => {
    const { app, db } = ctx;
    const premium = await member(app, db, { credits: 100, paidUser: true });
    const targets = await Promise.all(Array.from({ length: 5 }, () => createMember(db.db, {})));
    const results = await Promise.all(targets.map((t) => sendText(app, premium, { profile: t.id })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await get(app, premium, '/api/chats.php')).json().conversations_limit).toBeNull();
  });

  it('nobody can write to an unconfirmed member until the e-mail address is confirmed (email_unconfirmed)', async () => {
    const { app, db } = ctx;
    const sender = await member(app, db, { credits: 10, paidUser: true });
    const unconfirmed = await member(app, db, { status: 'not_confirmed', credits: 10 });
    const refused = await sendText(app, sender, { profile: unconfirmed.id });
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('email_unconfirmed');
    // The unconfirmed member may write; the answer waits for the confirmation.
    const first = ZSendMessageResponse.parse(
      (await sendText(app, unconfirmed, { profile: sender.id })).json(),
    );
    const reply = await sendText(app, sender, { conversation: first.message.conversation });
    expect(codeOf(reply)).toBe('email_unconfirmed');
    const page = ZMessagesPage.parse(
      (await get(app, sender, `/api/messages.php?conversation=${first.message.conversation}`)).json(),
    );
    expect(page).toMatchObject({ can_send: false, blocked_reason: 'email_unconfirmed' });
    expect(await creditsOf(db, sender.id)).toBe(10);
    await db.db.update(schema.users).set({ status: 'active' }).where(eq(schema.users.id, unconfirmed.id));
    expect((await sendText(app, sender, { conversation: first.message.conversation })).statusCode).toBe(200);
  });

  it('a member in invisible mode cannot be messaged first and must send first', async () => {
    const { app, db } = ctx;
    const sender = await member(app, db, { credits: 10, paidUser: true });
    const invisible = await member(app, db, { invisible: true, credits: 10, paidUser: true });
    const refused = await sendText(app, sender, { profile: invisible.id });
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('member_invisible');
    const page = ZMessagesPage.parse(
      (await get(app, sender, `/api/messages.php?profile=${invisible.id}`)).json(),
    );
    expect(page).toMatchObject({ can_send: false, blocked_reason: 'member_invisible' });
    const first = await sendText(app, invisible, { profile: sender.id });
    expect(first.statusCode).toBe(200);
    expect((await sendText(app, sender, { profile: invisible.id })).statusCode).toBe(200);
  });

  it('blocked either way: no sending, no reading, not in the list', async () => {
    const { app, db } = ctx;
    const a = await member(app, db, { credits: 20, paidUser: true, name: 'Anna' });
    const b = await member(app, db, { credits: 20, paidUser: true, name: 'Bert' });
    const start = ZSendMessageResponse.parse((await sendText(app, a, { profile: b.id })).json());
    const conversation = start.message.conversation;

    await db.db.insert(schema.blocks).values({ blockerId: b.id, blockedId: a.id });
    // Quiet blocking (ADR 0035): the blocked member is answered as for a conversation that is gone.
    const byB = await sendText(app, a, { conversation });
    expect(byB.statusCode).toBe(404);
    expect(expectEnvelope(byB).error.code).toBe('not_found');
    expect(byB.body).not.toContain('Bert');
    // The blocker cannot write to the one they blocked either.
    const fromB = await sendText(app, b, { conversation });
    expect(fromB.statusCode).toBe(403);
    expect(codeOf(fromB)).toBe('forbidden');
    expect(codeOf(await get(app, a, `/api/messages.php?conversation=${conversation}`))).toBe('not_found');
    expect(codeOf(await get(app, b, `/api/messages.php?conversation=${conversation}`))).toBe('forbidden');
    expect((await get(app, a, '/api/chats.php')).json().chats).toHaveLength(0);
    expect((await get(app, b, '/api/chats.php')).json().chats).toHaveLength(0);
    expect(await creditsOf(db, a.id)).toBe(19);
    expect(await creditsOf(db, b.id)).toBe(20);

    await db.db.delete(schema.blocks).where(eq(schema.blocks.blockerId, b.id));
    await db.db.insert(schema.blocks).values({ blockerId: a.id, blockedId: b.id });
    expect(codeOf(await sendText(app, b, { profile: a.id }))).toBe('not_found');
    expect(codeOf(await sendText(app, a, { profile: b.id }))).toBe('forbidden');
    await db.db.delete(schema.blocks).where(eq(schema.blocks.blockerId, a.id));
    expect((await sendText(app, b, { profile: a.id })).statusCode).toBe(200);
  });

  it('unknown, deleted and disabled members, oneself and foreign conversations are 404', async () => {
    const { app, db } = ctx;
    const a = await member(app, db, { credits: 20, paidUser: true });
    const disabled = await createMember(db.db, { profileStatus: 'disabled' });
    const deleted = await createMember(db.db, { status: 'pending_deletion' });
    for (const profile of [crypto.randomUUID(), disabled.id, deleted.id, a.id]) {
      const res = await sendText(app, a, { profile });
      expect(res.statusCode).toBe(404);
      expect(codeOf(res)).toBe('not_found');
      // Nor does a page or an icebreaker reveal a hidden profile's name and photo.
      expect((await get(app, a, `/api/messages.php?profile=${profile}`)).statusCode).toBe(404);
      expect((await get(app, a, `/api/icebreakers.php?profile=${profile}`)).statusCode).toBe(404);
    }
    const x = await member(app, db, { credits: 5, paidUser: true });
    const y = await createMember(db.db, {});
    const theirs = ZSendMessageResponse.parse((await sendText(app, x, { profile: y.id })).json());
    const res = await sendText(app, a, { conversation: theirs.message.conversation }, 'hi');
    expect(res.statusCode).toBe(404);
    expect(
      (await get(app, a, `/api/messages.php?conversation=${theirs.message.conversation}`)).statusCode,
    ).toBe(404);
    expect(await creditsOf(db, a.id)).toBe(20);
  });

  it('a text longer than the site setting message_length is refused with the field', async () => {
    const { app, db } = ctx;
    const a = await member(app, db, { credits: 20, paidUser: true });
    const b = await createMember(db.db, {});
    const res = await sendText(app, a, { profile: b.id }, 'x'.repeat(1001));
    expect(res.statusCode).toBe(400);
    expect(expectEnvelope(res).error.fields?.[0]?.path).toBe('body.body');
    expect(await creditsOf(db, a.id)).toBe(20);
  });
});
