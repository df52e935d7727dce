import type { TMessage, TSendMessageInput } from '@dating/core/contracts';
import { queryRows, type Db } from '@dating/db';
import { conversations, messages, profiles, users } from '@dating/db/schema';
import { and, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { debitLocked } from '../credits/ledger-repo';
import { ApiError } from '../shared/api-error';
import { conversationBetween, memberConversation, otherMember, pairOf } from './chat-repo';
import { loadMessage, toMessage } from './messages-repo';
import { ownChatPhoto } from './chat-photos';
import { ledgerKindOf, priceOf, recipientFacts, refusal } from './chat-rules';
import { chatSettingsFrom } from './chat-settings';
import { isGiftKey } from './gifts';
import { lockMember } from '../shared/rows';

export interface SendResult {
  message: TMessage;
  /** The other member of the conversation. */
  recipientId: string;
  /** The sender's balance after the send. */
  credits: number;
  charged: number;
  duplicate: boolean;
  started: boolean;
}

type Conversation = typeof conversations.$inferSelect;

/**
 * Appends a message to a conversation in ONE statement: `last_seq + 1` taken by the conversation's row update
 * (which locks it until the commit, so seqs follow commit order), the message row, and the sender's own read
 * marker moved to it (their own message is read).
 */
export async function appendMessage(
  tx: Db,
  c: Pick<Conversation, 'id'>,
  m: {
    senderId: string;
    kind: 'text' | 'photo' | 'gift';
    body: string | null;
    giftKey: string | null;
    chatPhotoId: string | null;
    clientId: string;
    cost: number;
    now: Date;
  },
): Promise<{ id: number; seq: number }> {
  const at = m.now.toISOString();
  const [row] = await queryRows<{ id: string | number; seq: string | number }>(
    tx,
    sql`with bump as (
          update conversations set last_seq = last_seq + 1, last_message_at = ${at}::timestamptz
          where id = ${c.id}::uuid
          returning id, last_seq
        ), msg as (
          insert into messages (conversation_id, seq, sender_id, kind, body, gift_key, chat_photo_id, client_id,
                                cost, created_at)
          select id, last_seq, ${m.senderId}::uuid, ${m.kind}::text, ${m.body}::text, ${m.giftKey}::text,
                 ${m.chatPhotoId}::uuid, ${m.clientId}::text, ${m.cost}::int, ${at}::timestamptz
          from bump
          returning id, seq
        ), marker as (
          insert into read_markers (conversation_id, user_id, last_read_seq)
          select ${c.id}::uuid, ${m.senderId}::uuid, seq from msg
          on conflict (conversation_id, user_id) do update
            set last_read_seq = greatest(read_markers.last_read_seq, excluded.last_read_seq), updated_at = now()
        )
        select id, seq from msg`,
  );
  if (!row) throw new ApiError('not_found');
  return { id: Number(row.id), seq: Number(row.seq) };
}

/**
 * Locks the sender's row for the rest of the transaction: every send of one member runs after the previous one
 * has committed. A statement of its own: under READ COMMITTED a statement that waits for a row lock keeps the
 * snapshot it started with for everything but the locked row, so the facts must be read by the NEXT statement.
 */
async function lockSender(tx: Db, senderId: string): Promise<boolean> {
  return (await lockMember(tx, senderId, { id: users.id })) !== undefined;
}

/**
 * Everything the send decides on, in ONE statement run after `lockSender`: the sender's plan and balance, their
 * site's settings, a stored message with this client id, the conversation (by id if the sender is in it, else
 * by the ordered pair), the recipient with their profile, blocks either way, whether an invisible recipient has
 * written in it, and the sender's started count when this send would start a conversation as a free member.
 */
async function sendFacts(tx: Db, senderId: string, input: TSendMessageInput) {
  const recipient = alias(users, 'recipient');
  const recipientProfile = alias(profiles, 'recipient_profile');
  const inConversation = input.conversation !== undefined;
  const [a, b] = inConversation ? ['', ''] : pairOf(senderId, input.profile!);
  const conversationMatch = inConversation
    ? and(
        eq(conversations.id, input.conversation!),
        or(eq(conversations.memberA, senderId), eq(conversations.memberB, senderId)),
      )
    : and(eq(conversations.memberA, a), eq(conversations.memberB, b));
  const recipientId = inConversation
    ? sql`case when ${conversations.memberA} = ${senderId} then ${conversations.memberB} else ${conversations.memberA} end`
    : sql`${input.profile!}::uuid`;
  const [row] = await tx
    .select({
      paidUser: users.paidUser,
      status: users.status,
      credits: users.credits,
      settings: sql<unknown>`(select s.settings from sites s where s.id = ${users.siteId} or s.is_default
        order by coalesce(s.id = ${users.siteId}, false) desc limit 1)`,
      storedId: sql<string | number | null>`(select m.id from messages m
        where m.sender_id = ${senderId} and m.client_id = ${input.client_id})`,
      conversation: {
        id: conversations.id,
        memberA: conversations.memberA,
        memberB: conversations.memberB,
      },
      recipient: {
        id: recipient.id,
        status: recipient.status,
        invisible: recipient.invisible,
        name: recipientProfile.name,
        profileStatus: recipientProfile.status,
        moderationHiddenAt: recipientProfile.moderationHiddenAt,
      },
      blockedBySender: sql<boolean>`exists (select 1 from blocks b
        where b.blocker_id = ${senderId} and b.blocked_id = ${recipient.id})`,
      blockedByRecipient: sql<boolean>`exists (select 1 from blocks b
        where b.blocker_id = ${recipient.id} and b.blocked_id = ${senderId})`,
      // Only an invisible recipient's own messages matter (spec §4 "must send first").
      recipientHasSent: sql<boolean | null>`(${recipient.invisible} and exists (select 1 from messages m
        where m.conversation_id = ${conversations.id} and m.sender_id = ${recipient.id}))`,
      started: sql<string | number>`case when ${conversations.id} is null and not ${users.paidUser}
        then (select count(*) from conversations c2 where c2.started_by = ${senderId}) else 0 end`,
    })
    .from(users)
    .leftJoin(conversations, conversationMatch)
    .leftJoin(recipient, eq(recipient.id, recipientId))
    .leftJoin(recipientProfile, eq(recipientProfile.userId, recipient.id))
    .where(eq(users.id, senderId))
    .limit(1);
  return row ?? null;
}

/**
 * POST /api/messages.php (ADR 0015, ADR 0022). One transaction of four statements for a text:
 *  1. lock the sender's row, then read every fact of the rules in one statement (`sendFacts`) — every send of one member
 *     runs after the previous one has committed, so the free start limit and the balance are checked against
 *     what is really stored (exactly 2 starts, never < 0);
 *  2. a stored message with the same client id is answered as it is (not stored or charged again);
 *  3. check the rules of spec §4/§6, create the conversation when this send starts it;
 *  4. append the message (`seq = last_seq + 1`, one statement), debit its price with a ledger entry
 *     `message:<id>` (one statement). The answer is built from what was written, not read again.
 * Not enough credits answers 402 `insufficient_credits` before anything is written.
 */
export async function sendMessage(
  db: Db,
  senderId: string,
  input: TSendMessageInput,
  now: Date,
): Promise<SendResult> {
  try {
    return await db.transaction(async (tx) => sendInTransaction(tx, senderId, input, now));
  } catch (error) {
    // A concurrent retry of the same client id that got past the check (another process, no shared lock
    // order) lands on the unique index: answer the stored message.
    if (isUniqueViolation(error)) {
      const [stored] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.senderId, senderId), eq(messages.clientId, input.client_id)))
        .limit(1);
      if (stored) return replay(db, senderId, stored.id);
    }
    throw error;
  }
}

/** A unique index refused the insert (23505), as the driver says it or wrapped by drizzle (`cause`). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The answer to a retried client id: the stored message as it is, nothing charged (also used by the batch). */
export async function replay(db: Db, senderId: string, id: number, credits?: number): Promise<SendResult> {
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const message = await loadMessage(db, id);
  const c = await memberConversation(db, message.conversation, senderId);
  if (credits === undefined) {
    const [me] = await db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, senderId))
      .limit(1);
    credits = me?.credits ?? 0;
  }
  return {
    message,
    recipientId: otherMember(c, senderId),
    credits,
    charged: 0,
    duplicate: true,
    started: false,
  };
}

async function sendInTransaction(
  tx: Db,
  senderId: string,
  input: TSendMessageInput,
  now: Date,
): Promise<SendResult> {
  if (input.profile === senderId) throw new ApiError('not_found');
  const facts = (await lockSender(tx, senderId)) ? await sendFacts(tx, senderId, input) : null;
  if (!facts || facts.status === 'pending_deletion') throw new ApiError('authentication_required');
  if (facts.storedId !== null) return replay(tx, senderId, Number(facts.storedId), facts.credits);

  let conversation = facts.conversation;
  if (input.conversation && !conversation) throw new ApiError('not_found');
  const recipientId = conversation ? otherMember(conversation, senderId) : input.profile!;
  const refused = refusal({
    sender: { id: senderId, paidUser: facts.paidUser },
    recipient: recipientFacts(facts.recipient),
    blockedBySender: facts.blockedBySender === true,
    blockedByRecipient: facts.blockedByRecipient === true,
    conversation: conversation ? { recipientHasSent: facts.recipientHasSent === true } : null,
    startedBySender: Number(facts.started),
  });
  if (refused) throw new ApiError(refused.code, refused.params ? { params: refused.params } : {});

  // The payload, checked against the site's settings and the member's own uploads.
  const settings = chatSettingsFrom(facts.settings);
  let body: string | null = null;
  let giftKey: string | null = null;
  let photo: Awaited<ReturnType<typeof ownChatPhoto>> = null;
  if (input.kind === 'text') {
    body = input.body!;
    if (body.length > settings.messageLength) {
      throw new ApiError('validation_failed', {
        fields: [{ path: 'body.body', message: `at most ${settings.messageLength} characters` }],
        params: { max: settings.messageLength },
      });
    }
  } else if (input.kind === 'gift') {
    giftKey = input.gift!;
    if (!isGiftKey(giftKey)) {
      throw new ApiError('validation_failed', { fields: [{ path: 'body.gift', message: 'unknown gift' }] });
    }
  } else {
    photo = await ownChatPhoto(tx, input.photo!, senderId);
    if (!photo)
      throw new ApiError('validation_failed', { fields: [{ path: 'body.photo', message: 'unknown photo' }] });
  }

  // The balance was read under the sender's lock: refuse before writing anything.
  const cost = priceOf(input.kind, settings);
  if (facts.credits < cost) {
    throw new ApiError('insufficient_credits', { params: { price: cost, credits: facts.credits } });
  }

  let startedNow = false;
  if (!conversation) {
    const [a, b] = pairOf(senderId, recipientId);
    const [created] = await tx
      .insert(conversations)
      .values({ memberA: a, memberB: b, startedBy: senderId, createdAt: now })
      .onConflictDoNothing({ target: [conversations.memberA, conversations.memberB] })
      .returning({ id: conversations.id, memberA: conversations.memberA, memberB: conversations.memberB });
    // The other member started it at the same moment: continue theirs.
    conversation = created ?? (await conversationBetween(tx, senderId, recipientId));
    if (!conversation) throw new ApiError('conflict');
    startedNow = created !== undefined;
  }

  const appended = await appendMessage(tx, conversation, {
    senderId,
    kind: input.kind,
    body,
    giftKey,
    chatPhotoId: photo?.id ?? null,
    clientId: input.client_id,
    cost,
    now,
  });
  const movement = await debitLocked(tx, {
    userId: senderId,
    amount: cost,
    kind: ledgerKindOf(input.kind),
    ref: `message:${appended.id}`,
    balance: facts.credits,
  });
  const message = toMessage({
    id: appended.id,
    conversationId: conversation.id,
    seq: appended.seq,
    senderId,
    kind: input.kind,
    body,
    giftKey,
    clientId: input.client_id,
    cost,
    createdAt: now,
    photoId: photo?.id ?? null,
    photoKey: photo?.storageKey ?? null,
    photoWidth: photo?.width ?? null,
    photoHeight: photo?.height ?? null,
  });
  return {
    message,
    recipientId,
    credits: movement.balance,
    charged: cost,
    duplicate: false,
    started: startedNow,
  };
}
