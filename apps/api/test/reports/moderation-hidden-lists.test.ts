// A member hidden or banned by a moderator (ADR 0034) leaves the other members' likes lists (received, given,
// matches) and their chat list, and the counts shown for them (new likes, unread messages: the chat list, the
// Messages badge of chat-read.php and the live channel's totals); opening or writing to the conversation answers
// 404 `not_found`, as for a member who is gone (ADR 0035). Restoring the member brings everything back.
import { schema, type DbHandle } from '@dating/db';
import { ZChatState, ZLikesResponse, type TChatState, type TLikesResponse } from '@dating/core/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT, nextIp } from '../accounts-helper';
import { expectEnvelope, setupTestApp, type TestContext } from '../helper';
import { actor, type Actor } from '../profiles-helper';
import { totalUnread, totalsUnread } from '../../src/chat/chat-repo';

const TOKEN = 'moderation-lists-operator-token-0123456789';
const BEARER = { authorization: `Bearer ${TOKEN}` };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp({ operatorToken: TOKEN });
}, SETUP_TIMEOUT);
afterAll(async () => ctx?.close());

const op = (url: string, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: BEARER, remoteAddress: nextIp(), payload: body });

const likes = async (who: Actor): Promise<TLikesResponse> => {
  const res = await ctx.app.inject({ url: '/api/likes.php', headers: { cookie: who.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return ZLikesResponse.parse(res.json());
};

const chats = async (who: Actor): Promise<TChatState> => {
  const res = await ctx.app.inject({ url: '/api/chats.php', headers: { cookie: who.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return ZChatState.parse(res.json());
};

/** Stores a conversation of `n` text messages, all from `from` to `to` (unread by `to`). */
async function conversation(db: DbHandle, from: Actor, to: Actor, n: number): Promise<string> {
  const [x, y] = from.id < to.id ? [from.id, to.id] : [to.id, from.id];
  const [conv] = await db.db
    .insert(schema.conversations)
    .values({ memberA: x, memberB: y, startedBy: from.id, lastSeq: n, lastMessageAt: new Date() })
    .returning({ id: schema.conversations.id });
  for (let i = 1; i <= n; i++) {
    await db.db.insert(schema.messages).values({
      conversationId: conv!.id,
      seq: i,
      senderId: from.id,
      kind: 'text',
      body: `message ${i}`,
      clientId: `m-${conv!.id}-${i}`,
      createdAt: new Date(Date.now() - (n - i) * 1000),
    });
  }
  return conv!.id;
}

/**
 * The viewer and three members: `target` (the one a moderator acts on) likes the viewer and is liked back (a
 * match) and wrote 3 unread messages; `liker` only liked the viewer (1 new like) and wrote 2 unread messages;
 * `liked` was liked by the viewer.
 */
async function scene() {
  const viewer = await actor(ctx.app, ctx.db, { name: 'Viewer', credits: 100 });
  const target = await actor(ctx.app, ctx.db, { name: 'Target' });
  const liker = await actor(ctx.app, ctx.db, { name: 'Liker' });
  const liked = await actor(ctx.app, ctx.db, { name: 'Liked' });
  await ctx.db.db.insert(schema.likes).values([
    { fromUserId: target.id, toUserId: viewer.id, createdAt: new Date() },
    { fromUserId: viewer.id, toUserId: target.id, createdAt: new Date() },
    { fromUserId: liker.id, toUserId: viewer.id, createdAt: new Date() },
    { fromUserId: viewer.id, toUserId: liked.id, createdAt: new Date() },
  ]);
  const withTarget = await conversation(ctx.db, target, viewer, 3);
  const withLiker = await conversation(ctx.db, liker, viewer, 2);
  const withLiked = await conversation(ctx.db, viewer, liked, 1); // only the viewer wrote: nothing unread
  return { viewer, target, liker, liked, withTarget, withLiker, withLiked };
}

type Scene = Awaited<ReturnType<typeof scene>>;

/** What the viewer sees of everyone, with the target present or gone. */
async function expectViewerSees(s: Scene, targetShown: boolean) {
  const l = await likes(s.viewer);
  const received = l.liked_by.map((x) => x.id);
  const given = l.liked.map((x) => x.id);
  const cards = l.profiles.map((p) => p.id);
  expect(received.sort()).toEqual((targetShown ? [s.target.id, s.liker.id] : [s.liker.id]).sort());
  expect(given.sort()).toEqual((targetShown ? [s.target.id, s.liked.id] : [s.liked.id]).sort());
  expect(cards.includes(s.target.id)).toBe(targetShown);
  expect(l.total_new_likes).toBe(targetShown ? 2 : 1);

  const c = await chats(s.viewer);
  expect(c.chats.map((x) => x.conversation).sort()).toEqual(
    (targetShown ? [s.withTarget, s.withLiker, s.withLiked] : [s.withLiker, s.withLiked]).sort(),
  );
  const unread = targetShown ? 5 : 2;
  expect(c.total_unread_messages).toBe(unread);
  // The Messages badge everywhere else agrees with the list: chat-read's total and the live channel's.
  expect(await totalUnread(ctx.db.db, s.viewer.id)).toBe(unread);
  expect((await totalsUnread(ctx.db.db, [s.viewer.id])).get(s.viewer.id)).toBe(unread);
  const read = await ctx.app.inject({
    method: 'POST',
    url: '/api/chat-read.php',
    headers: { cookie: s.viewer.cookie },
    payload: { conversation: s.withLiked, seq: 1 },
  });
  expect(read.statusCode, read.body).toBe(200);
  expect((read.json() as { total_unread_messages: number }).total_unread_messages).toBe(unread);

  // Opening the conversation and writing into it: a member who is gone answers 404 not_found.
  for (const url of [
    `/api/messages.php?conversation=${s.withTarget}`,
    `/api/messages.php?profile=${s.target.id}`,
  ]) {
    const open = await ctx.app.inject({ url, headers: { cookie: s.viewer.cookie } });
    if (targetShown) expect(open.statusCode, open.body).toBe(200);
    else expect([open.statusCode, expectEnvelope(open).error.code]).toEqual([404, 'not_found']);
  }
  const icebreakers = await ctx.app.inject({
    url: `/api/icebreakers.php?profile=${s.target.id}`,
    headers: { cookie: s.viewer.cookie },
  });
  if (targetShown) expect(icebreakers.statusCode, icebreakers.body).toBe(200);
  else expect([icebreakers.statusCode, expectEnvelope(icebreakers).error.code]).toEqual([404, 'not_found']);
  if (!targetShown) {
    const credits = await balance(s.viewer);
    for (const to of [{ conversation: s.withTarget }, { profile: s.target.id }]) {
      const send = await ctx.app.inject({
        method: 'POST',
        url: '/api/messages.php',
        headers: { cookie: s.viewer.cookie },
        payload: {
          ...to,
          kind: 'text',
          body: 'hello?',
          client_id: `gone-${Math.random().toString(36).slice(2)}`,
        },
      });
      expect([send.statusCode, expectEnvelope(send).error.code]).toEqual([404, 'not_found']);
    }
    expect(await balance(s.viewer)).toBe(credits); // nothing charged
  }
}

async function balance(who: Actor): Promise<number> {
  const [row] = await ctx.db.db
    .select({ credits: schema.users.credits })
    .from(schema.users)
    .where(eq(schema.users.id, who.id));
  return row!.credits;
}

/** Files a report of `reporter` about `reported` and decides it. */
async function decide(reporter: Actor, reported: Actor, decision: 'hide' | 'ban') {
  const filed = await ctx.app.inject({
    method: 'POST',
    url: '/api/report.php',
    headers: { cookie: reporter.cookie },
    remoteAddress: nextIp(),
    payload: { profile: reported.id, reason: 'spam' },
  });
  expect(filed.statusCode, filed.body).toBe(200);
  const res = await op('/api/operator/report-decision.php', {
    report: (filed.json() as { report: string }).report,
    decision,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a member hidden or banned by a moderator, seen by another member', () => {
  it('hide: leaves the likes lists, the chat list and the counts; restore brings them back', async () => {
    const s = await scene();
    await expectViewerSees(s, true);
    await decide(s.liked, s.target, 'hide');
    await expectViewerSees(s, false);
    const restore = await op('/api/operator/member-restore.php', { member: s.target.id });
    expect(restore.statusCode, restore.body).toBe(200);
    await expectViewerSees(s, true);
  });

  it('ban: leaves the likes lists, the chat list and the counts; unban brings them back', async () => {
    const s = await scene();
    await expectViewerSees(s, true);
    await decide(s.liked, s.target, 'ban');
    await expectViewerSees(s, false);
    const restore = await op('/api/operator/member-restore.php', { member: s.target.id, unban: true });
    expect(restore.statusCode, restore.body).toBe(200);
    await expectViewerSees(s, true);
  });
});
