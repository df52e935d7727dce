import { ZChatState, ZLikesResponse, ZSendMessageResponse } from '@dating/core/contracts';
import { schema } from '@dating/db';
import { createMember } from '@dating/db/seed';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailsTo, SETUP_TIMEOUT } from '../accounts-helper';
import { get, member, sendText } from '../chat/chat-helper';
import { expectEnvelope, useTestApp } from '../helper';
import { asMember, type Actor } from '../profiles-helper';

// Quiet blocking (ADR 0035), each surface both ways, on PGlite and with TEST_DATABASE_URL on PostgreSQL: the
// blocked member is never told (no mail, no live event, no answer that names the blocker) and the two simply
// disappear from each other's search, likes, swipe and chats. Only a direct visit to the blocker's profile says
// "You're blocked by {name}" (spec §6).

const ctx = useTestApp();
beforeAll(async () => {
  // Seeded demo members of Ireland would push the fixtures off the first search page: hide them.
  await ctx.db.db.execute(sql`update profiles set status = 'disabled' where country = 'IE'`);
}, SETUP_TIMEOUT);

const searchIds = async (who: Actor, gender: 'male' | 'female') => {
  const res = await get(ctx.app, who, `/api/search.php?country=IE&gender=${gender}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: { id: string }[] }).results.map((r) => r.id);
};
const likeIds = async (who: Actor) => {
  const l = ZLikesResponse.parse((await get(ctx.app, who, '/api/likes.php')).json());
  return [...l.profiles.map((p) => p.id), ...l.liked_by.map((p) => p.id), ...l.liked.map((p) => p.id)];
};
const chatIds = async (who: Actor) =>
  ZChatState.parse((await get(ctx.app, who, '/api/chats.php')).json()).chats.map((c) => c.profile.id);
/** An error body without its request id, to compare two answers. */
const bodyOf = (res: { json(): unknown }) => {
  const { error } = res.json() as { error: Record<string, unknown> };
  const { request_id: _id, ...rest } = error;
  return rest;
};

describe('quiet blocking', () => {
  it('hides both members from each other everywhere, tells the blocked one nothing, and names the blocker only on the profile', async () => {
    const ada = await member(ctx.app, ctx.db, {
      name: 'Adalind',
      gender: 'female',
      country: 'IE',
      credits: 50,
      paidUser: true,
    });
    const bo = await member(ctx.app, ctx.db, {
      name: 'Bo',
      gender: 'male',
      country: 'IE',
      credits: 50,
      paidUser: true,
    });
    // A match and a conversation before the block.
    expect((await asMember(ctx.app, ada, 'POST', '/api/like.php', { profile: bo.id })).statusCode).toBe(200);
    expect((await asMember(ctx.app, bo, 'POST', '/api/like.php', { profile: ada.id })).statusCode).toBe(200);
    const sent = await sendText(ctx.app, bo, { profile: ada.id }, 'Hi Adalind');
    const conversation = ZSendMessageResponse.parse(sent.json()).message.conversation;
    expect(await searchIds(bo, 'female')).toContain(ada.id);
    expect(await searchIds(ada, 'male')).toContain(bo.id);
    expect(await likeIds(bo)).toContain(ada.id);
    expect(await chatIds(bo)).toContain(ada.id);
    const mailsBefore = (await mailsTo(ctx.db, bo.email)).length;

    // Ada blocks Bo.
    expect((await asMember(ctx.app, ada, 'POST', '/api/block.php', { profile: bo.id })).statusCode).toBe(200);

    // Bo, the blocked member: Ada is simply gone from search, likes and chats.
    expect(await searchIds(bo, 'female')).not.toContain(ada.id);
    expect(await likeIds(bo)).not.toContain(ada.id);
    expect(await chatIds(bo)).not.toContain(ada.id);
    // The swipe game: Bo passes every profile it offers until none is left; Ada is never one of them.
    for (let i = 0; i < 500; i++) {
      const next = (await get(ctx.app, bo, '/api/swipe.php')).json() as { profile: { id: string } | null };
      if (!next.profile) break;
      expect(next.profile.id).not.toBe(ada.id);
      const pass = await asMember(ctx.app, bo, 'POST', '/api/swipe.php', {
        profile: next.profile.id,
        action: 'pass',
      });
      expect(pass.statusCode).toBe(200);
    }
    // Every refusal is the one a member who is gone (or not likeable) gets; none names Ada.
    const nobody = (await createMember(ctx.db.db, { gender: 'female', country: 'IE' })).id;
    await ctx.db.db
      .update(schema.profiles)
      .set({ status: 'disabled' })
      .where(eq(schema.profiles.userId, nobody));
    const invisible = (await createMember(ctx.db.db, { gender: 'female', country: 'IE' })).id;
    await ctx.db.db.update(schema.users).set({ invisible: true }).where(eq(schema.users.id, invisible));
    const refusals = [
      [
        await asMember(ctx.app, bo, 'POST', '/api/like.php', { profile: ada.id }),
        await asMember(ctx.app, bo, 'POST', '/api/like.php', { profile: invisible }),
      ],
      [
        await asMember(ctx.app, bo, 'POST', '/api/swipe.php', { profile: ada.id, action: 'like' }),
        await asMember(ctx.app, bo, 'POST', '/api/swipe.php', { profile: invisible, action: 'like' }),
      ],
      [
        await sendText(ctx.app, bo, { profile: ada.id }, 'Are you there?'),
        await sendText(ctx.app, bo, { profile: nobody }, 'Are you there?'),
      ],
      [
        await sendText(ctx.app, bo, { conversation }, 'Hello?'),
        await sendText(ctx.app, bo, { conversation: '00000000-0000-4000-8000-000000000000' }, 'Hello?'),
      ],
      [
        await get(ctx.app, bo, `/api/messages.php?profile=${ada.id}`),
        await get(ctx.app, bo, `/api/messages.php?profile=${nobody}`),
      ],
      [
        await get(ctx.app, bo, `/api/messages.php?conversation=${conversation}`),
        await get(ctx.app, bo, '/api/messages.php?conversation=00000000-0000-4000-8000-000000000000'),
      ],
      [
        await get(ctx.app, bo, `/api/icebreakers.php?profile=${ada.id}`),
        await get(ctx.app, bo, `/api/icebreakers.php?profile=${nobody}`),
      ],
    ] as const;
    for (const [blocked, neutral] of refusals) {
      expect(blocked.statusCode, blocked.body).toBe(neutral.statusCode);
      expectEnvelope(blocked);
      expect(bodyOf(blocked)).toEqual(bodyOf(neutral));
      expect(blocked.body).not.toContain('Adalind');
      expect(blocked.body).not.toContain('blocked');
    }
    // Nothing was charged for the refused messages.
    const [boRow] = await ctx.db.db
      .select({ credits: schema.users.credits })
      .from(schema.users)
      .where(eq(schema.users.id, bo.id));
    expect(boRow!.credits).toBe(50 - (await messageCost()));
    // No mail about it.
    expect(await mailsTo(ctx.db, bo.email)).toHaveLength(mailsBefore);

    // The one place that says it (spec §6): a direct visit to Ada's profile.
    const profile = await get(ctx.app, bo, `/api/member.php?id=${ada.id}`);
    expect(profile.statusCode).toBe(403);
    expect(expectEnvelope(profile).error).toMatchObject({
      code: 'blocked_by_member',
      params: { name: 'Adalind' },
    });

    // Ada, the blocker: Bo is gone from her search, likes and chats too; she cannot write to him or like him,
    // and his profile says she blocked him (so she can unblock).
    expect(await searchIds(ada, 'male')).not.toContain(bo.id);
    expect(await likeIds(ada)).not.toContain(bo.id);
    expect(await chatIds(ada)).not.toContain(bo.id);
    expect(expectEnvelope(await sendText(ctx.app, ada, { profile: bo.id }, 'Hi')).error.code).toBe(
      'forbidden',
    );
    expect(
      expectEnvelope(await asMember(ctx.app, ada, 'POST', '/api/like.php', { profile: bo.id })).error.code,
    ).toBe('like_not_allowed');
    const boProfile = await get(ctx.app, ada, `/api/member.php?id=${bo.id}`);
    expect(boProfile.statusCode).toBe(200);
    expect((boProfile.json() as { profile: { blocked: boolean } }).profile.blocked).toBe(true);

    // Unblocking brings both back, the conversation included.
    expect((await asMember(ctx.app, ada, 'DELETE', '/api/block.php', { profile: bo.id })).statusCode).toBe(
      200,
    );
    expect(await searchIds(bo, 'female')).toContain(ada.id);
    expect(await chatIds(bo)).toContain(ada.id);
    expect(await chatIds(ada)).toContain(bo.id);
    expect((await get(ctx.app, bo, `/api/member.php?id=${ada.id}`)).statusCode).toBe(200);
    // Ada, the one profile Bo has not played, is the swipe game's next one again: only the block hid her.
    const swipe = (await get(ctx.app, bo, '/api/swipe.php')).json() as { profile: { id: string } | null };
    expect(swipe.profile?.id).toBe(ada.id);
  });
});

/** The price of the one text Bo sent before the block (the site's message price). */
async function messageCost(): Promise<number> {
  const [row] = await ctx.db.db
    .select({ cost: schema.messages.cost })
    .from(schema.messages)
    .where(eq(schema.messages.body, 'Hi Adalind'));
  return row!.cost;
}
