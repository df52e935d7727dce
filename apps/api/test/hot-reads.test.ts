// The authenticated JSON reads' round trips (P8, ADR 0032 and 0039): with the session and the site's settings
// cached, likes.php and user.php are one statement each, settings.php none, and each answers its contract. This
// fails when a change puts a query back on one of these paths.
import { ZChatState, ZLikesResponse, ZSettings, ZUserResponse } from '@dating/core/contracts';
import { describe, expect, it } from 'vitest';
import { CLIENT } from './helper';
import { randomUUID } from 'node:crypto';
import { chatState } from '../src/chat/chat-repo';
import { settleMessageNotifications } from '../src/chat/notify';
import { countStatements } from './chat/statement-counter';
import { get, member, sendText, useChatApp } from './chat/chat-helper';
import { asMember } from './profiles-helper';

const ctx = useChatApp({ message_credits: 1 });

/** The statements one GET runs, after a first GET that filled the caches. */
async function statementsOf(url: string, cookie: string) {
  const read = () => ctx.app.inject({ url, headers: { ...CLIENT, cookie } });
  expect((await read()).statusCode).toBe(200);
  const counter = countStatements(ctx.db);
  try {
    const res = await read();
    expect(res.statusCode).toBe(200);
    return { body: res.json() as unknown, statements: [...counter.statements] };
  } finally {
    counter.restore();
  }
}

describe('authenticated JSON reads: statements per read', () => {
  it('likes.php 1, user.php 1, settings.php 0, chats.php 1, each answering its contract', async () => {
    const a = await member(ctx.app, ctx.db, { name: 'Ana', credits: 10, paidUser: true });
    const b = await member(ctx.app, ctx.db, { name: 'Ben', gender: 'male' });
    expect((await asMember(ctx.app, a, 'POST', '/api/like.php', { profile: b.id })).statusCode).toBe(200);
    expect((await sendText(ctx.app, a, { profile: b.id })).statusCode).toBe(200);
    // The message's notification (mail) is written after the answer: not one of the reads' statements.
    await settleMessageNotifications(ctx.app);

    const likes = await statementsOf('/api/likes.php', b.cookie);
    expect(likes.statements).toHaveLength(1);
    const parsed = ZLikesResponse.parse(likes.body);
    expect(parsed.liked_by.map((l) => l.id)).toEqual([a.id]);
    expect(parsed.profiles.map((p) => p.name)).toEqual(['Ana']);

    const user = await statementsOf('/api/user.php', b.cookie);
    expect(user.statements).toHaveLength(1);
    expect(ZUserResponse.parse(user.body).user.profile.id).toBe(b.id);

    const settings = await statementsOf('/api/settings.php', b.cookie);
    expect(settings.statements).toHaveLength(0);
    ZSettings.parse(settings.body);

    // One statement: the member's premium flag, the chat settings, the list, unread counts and summaries.
    const chats = await statementsOf('/api/chats.php', b.cookie);
    expect(chats.statements).toHaveLength(1);
    const state = ZChatState.parse(chats.body);
    expect(state.chats.map((c) => [c.profile.id, c.num_unread_messages])).toEqual([[a.id, 1]]);
    expect(state.total_unread_messages).toBe(1);
    // chatState (the same statement with the member's premium flag and history limit) answers the same in one.
    const counter = countStatements(ctx.db);
    try {
      expect(ZChatState.parse(await chatState(ctx.db.db, b.id, new Date()))).toEqual(state);
      expect(counter.statements).toHaveLength(1);
    } finally {
      counter.restore();
    }
    await expect(chatState(ctx.db.db, randomUUID(), new Date())).rejects.toThrow();
    const mine = ZChatState.parse((await get(ctx.app, a, '/api/chats.php')).json());
    expect(mine.conversations_started).toBe(1);
    expect(mine.chats[0]!.started_by_me).toBe(true);
  });
});
