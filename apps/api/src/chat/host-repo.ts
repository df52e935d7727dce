import type { THostQueueItem, TMessage } from '@dating/core/contracts';
import { type Db } from '@dating/db';
import { conversations, messages, profileInterests, profiles, readMarkers, users } from '@dating/db/schema';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ApiError } from '../shared/api-error';
import { blocked, chatProfiles, markRead, otherMember } from './chat-repo';
import { loadMessage, selectMessages, toMessage, type MessageRow } from './messages-repo';
import { isGiftKey } from './gifts';
import { appendMessage } from './send-message';

/**
 * The chat hosts' queue (spec: fictional profiles are answered by the site's chat hosts; ADR 0015). A
 * conversation with a fictional profile waits for a host while the member wrote after what the hosts handled.
 * "Handled up to" is the fictional profile's own read marker: a reply moves it to the reply, "mark handled"
 * moves it without replying. Nothing else is stored, so the queue is always exactly what the messages say.
 */

const fictionalProfile = alias(profiles, 'fictional_profile');
const fictionalMarker = alias(readMarkers, 'fictional_marker');
const QUEUE_MESSAGES = 20;

/** The fictional member of a conversation, when one of the two is fictional. */
const fictionalIdSql = sql<string>`${fictionalProfile.userId}`;

export async function hostQueue(db: Db, opts: { limit: number; now: Date }): Promise<THostQueueItem[]> {
  const handled = sql<number>`coalesce(${fictionalMarker.lastReadSeq}, 0)`;
  const waitingSince = sql<Date>`(select min(m.created_at) from ${messages} m where m.conversation_id = ${conversations.id} and m.seq > ${handled} and m.sender_id <> ${fictionalProfile.userId})`;
  const rows = await db
    .select({
      id: conversations.id,
      memberA: conversations.memberA,
      memberB: conversations.memberB,
      lastSeq: conversations.lastSeq,
      fictionalId: fictionalIdSql,
      handled,
      waitingSince,
    })
    .from(conversations)
    .innerJoin(
      fictionalProfile,
      and(
        sql`${fictionalProfile.userId} in (${conversations.memberA}, ${conversations.memberB})`,
        eq(fictionalProfile.fictional, true),
      ),
    )
    .leftJoin(
      fictionalMarker,
      and(
        eq(fictionalMarker.conversationId, conversations.id),
        eq(fictionalMarker.userId, fictionalProfile.userId),
      ),
    )
    .where(
      and(
        sql`${conversations.lastSeq} > ${handled}`,
        // The member wrote after what was handled (a host reply alone never waits).
        sql`exists (select 1 from ${messages} m where m.conversation_id = ${conversations.id} and m.seq > ${handled} and m.sender_id <> ${fictionalProfile.userId})`,
      ),
    )
    .orderBy(asc(waitingSince), asc(conversations.id))
    .limit(opts.limit);
  if (rows.length === 0) return [];

  const memberIds = rows.map((r) => otherMember(r, r.fictionalId));
  const fictionalIds = rows.map((r) => r.fictionalId);
  const [people, details, interests, members, recent] = await Promise.all([
    chatProfiles(db, [...memberIds, ...fictionalIds], opts.now),
    db
      .select({
        id: profiles.userId,
        gender: profiles.gender,
        city: profiles.city,
        country: profiles.country,
        bio: profiles.bio,
      })
      .from(profiles)
      .where(inArray(profiles.userId, [...new Set([...fictionalIds, ...memberIds])])),
    db
      .select({ id: profileInterests.userId, key: profileInterests.interestKey })
      .from(profileInterests)
      .where(inArray(profileInterests.userId, [...new Set(fictionalIds)]))
      .orderBy(asc(profileInterests.interestKey)),
    db
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(inArray(users.id, [...new Set(memberIds)])),
    Promise.all(
      rows.map(
        async (r) =>
          (await selectMessages(db)
            .where(eq(messages.conversationId, r.id))
            .orderBy(desc(messages.seq))
            .limit(QUEUE_MESSAGES)) as MessageRow[],
      ),
    ),
  ]);
  const detail = new Map(details.map((d) => [d.id, d]));
  const language = new Map(members.map((m) => [m.id, m.language]));

  return rows.flatMap((r, i) => {
    const memberId = otherMember(r, r.fictionalId);
    const f = people.get(r.fictionalId);
    const m = people.get(memberId);
    const fd = detail.get(r.fictionalId);
    const md = detail.get(memberId);
    if (!f || !m || !fd || !md) return [];
    return [
      {
        conversation: r.id,
        fictional_profile: {
          ...f,
          gender: fd.gender,
          city: fd.city,
          country: fd.country,
          bio: fd.bio,
          interests: interests.filter((x) => x.id === r.fictionalId).map((x) => x.key),
        },
        member: { ...m, language: language.get(memberId) ?? 'en', country: md.country },
        waiting_since: new Date(r.waitingSince).toISOString(),
        last_seq: r.lastSeq,
        handled_seq: Number(r.handled),
        messages: (recent[i] ?? []).reverse().map(toMessage),
      },
    ];
  });
}

/** The conversation and its fictional member (404 unless one member is fictional and the other is not). */
async function hostConversation(tx: Db, id: string, forUpdate: boolean) {
  const q = tx.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  const [c] = forUpdate ? await q.for('update') : await q;
  if (!c) throw new ApiError('not_found');
  const rows = await tx
    .select({ id: profiles.userId, fictional: profiles.fictional })
    .from(profiles)
    .where(inArray(profiles.userId, [c.memberA, c.memberB]));
  const fictional = rows.filter((r) => r.fictional);
  if (fictional.length !== 1) throw new ApiError('not_found');
  const fictionalId = fictional[0]!.id;
  return { c, fictionalId, memberId: otherMember(c, fictionalId) };
}

export interface HostReplyResult {
  message: TMessage;
  memberId: string;
  fictionalId: string;
  duplicate: boolean;
}

/**
 * POST /api/operator/host-reply.php: a message from the fictional profile, free (cost 0, no ledger entry),
 * stored and numbered like any other; it marks the conversation handled up to the reply. A retry with the same
 * client id answers the stored reply. The member's own rules still hold: no reply to an unconfirmed member
 * (spec §6), none across a block, none to a deleted account.
 */
export async function hostReply(
  db: Db,
  input: { conversation: string; kind: 'text' | 'gift'; body?: string; gift?: string; client_id: string },
  now: Date,
): Promise<HostReplyResult> {
  return db.transaction(async (tx) => {
    const { c, fictionalId, memberId } = await hostConversation(tx, input.conversation, true);
    const [stored] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.senderId, fictionalId), eq(messages.clientId, input.client_id)))
      .limit(1);
    if (stored) {
      return { message: await loadMessage(tx, stored.id), memberId, fictionalId, duplicate: true };
    }
    const [member] = await tx
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, memberId))
      .limit(1);
    if (!member || member.status === 'pending_deletion') throw new ApiError('not_found');
    if (member.status === 'not_confirmed') throw new ApiError('email_unconfirmed');
    if ((await blocked(tx, memberId, fictionalId)) || (await blocked(tx, fictionalId, memberId))) {
      throw new ApiError('forbidden');
    }
    if (input.kind === 'gift' && !isGiftKey(input.gift ?? '')) {
      throw new ApiError('validation_failed', { fields: [{ path: 'body.gift', message: 'unknown gift' }] });
    }
    const reply = {
      senderId: fictionalId,
      kind: input.kind,
      body: input.kind === 'text' ? (input.body ?? null) : null,
      giftKey: input.kind === 'gift' ? (input.gift ?? null) : null,
      chatPhotoId: null,
      clientId: input.client_id,
      cost: 0,
      now,
    };
    const appended = await appendMessage(tx, c, reply);
    const message = toMessage({
      ...reply,
      ...appended,
      conversationId: c.id,
      createdAt: now,
      photoId: null,
      photoKey: null,
      photoWidth: null,
      photoHeight: null,
    });
    return { message, memberId, fictionalId, duplicate: false };
  });
}

/** POST /api/operator/host-handled.php: handled up to `seq` (default the newest) without a reply. */
export async function markHandled(
  db: Db,
  conversation: string,
  seq: number | undefined,
): Promise<{ handledSeq: number; fictionalId: string; memberId: string }> {
  const { c, fictionalId, memberId } = await hostConversation(db, conversation, false);
  const upTo = Math.min(seq ?? c.lastSeq, c.lastSeq);
  const handledSeq = await markRead(db, c.id, fictionalId, upTo);
  return { handledSeq, fictionalId, memberId };
}
