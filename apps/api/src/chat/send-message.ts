import type { TMessage, TSendMessageInput } from '@dating/core/contracts';
import { type Db } from '@dating/db';
import { conversations, messages, profiles, readMarkers, users } from '@dating/db/schema';
import { and, eq, sql } from 'drizzle-orm';
import { debit } from '../credits/ledger-repo';
import { ApiError } from '../shared/api-error';
import {
  blocked,
  conversationBetween,
  memberConversation,
  otherMember,
  pairOf,
  startedCount,
} from './chat-repo';
import { hasSent, loadMessage } from './messages-repo';
import { ownChatPhoto } from './chat-photos';
import { ledgerKindOf, priceOf, refusal } from './chat-rules';
import { chatSettingsFor } from './chat-settings';
import { isGiftKey } from './gifts';

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

/** A stored message of `senderId` with this client id, if any (the retry of an earlier send). */
async function storedByClientId(tx: Db, senderId: string, clientId: string) {
  const [row] = await tx
    .select({ id: messages.id, conversationId: messages.conversationId })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

/** The recipient's facts for the rules: account, profile, invisible mode. */
async function recipientFacts(tx: Db, id: string) {
  const [row] = await tx
    .select({
      id: users.id,
      status: users.status,
      invisible: users.invisible,
      name: profiles.name,
      profileStatus: profiles.status,
      fictional: profiles.fictional,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Appends a message to a conversation: `last_seq + 1` taken with the conversation's row updated in the same
 * statement, the sender's own read marker moved to it (their own message is read).
 */
export async function appendMessage(
  tx: Db,
  c: Conversation,
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
  const [bumped] = await tx
    .update(conversations)
    .set({ lastSeq: sql`${conversations.lastSeq} + 1`, lastMessageAt: m.now })
    .where(eq(conversations.id, c.id))
    .returning({ seq: conversations.lastSeq });
  if (!bumped) throw new ApiError('not_found');
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId: c.id,
      seq: bumped.seq,
      senderId: m.senderId,
      kind: m.kind,
      body: m.body,
      giftKey: m.giftKey,
      chatPhotoId: m.chatPhotoId,
      clientId: m.clientId,
      cost: m.cost,
      createdAt: m.now,
    })
    .returning({ id: messages.id, seq: messages.seq });
  if (!row) throw new ApiError('internal_error');
  await tx
    .insert(readMarkers)
    .values({ conversationId: c.id, userId: m.senderId, lastReadSeq: row.seq })
    .onConflictDoUpdate({
      target: [readMarkers.conversationId, readMarkers.userId],
      set: {
        lastReadSeq: sql`greatest(${readMarkers.lastReadSeq}, excluded.last_read_seq)`,
        updatedAt: sql`now()`,
      },
    });
  return row;
}

/**
 * POST /api/messages.php (ADR 0015). One transaction:
 *  1. lock the sender's row — every send of one member runs after the previous one has committed, so the free
 *     start limit and the balance are checked against what is really stored (exactly 2 starts, never < 0);
 *  2. a stored message with the same client id is answered as it is (not stored or charged again);
 *  3. find or create the conversation (locked), check the rules of spec §4/§6;
 *  4. append the message (`seq = last_seq + 1`), debit its price with a ledger entry `message:<id>`.
 * Not enough credits throws 402 `insufficient_credits` and rolls everything back.
 */
export async function sendMessage(
  db: Db,
  senderId: string,
  input: TSendMessageInput,
  now: Date,
): Promise<SendResult> {
  const settings = await chatSettingsFor(db, senderId);
  try {
    return await db.transaction(async (tx) => sendInTransaction(tx, senderId, input, now, settings));
  } catch (error) {
    // A concurrent retry of the same client id that got past the check (another process, no shared lock
    // order) lands on the unique index: answer the stored message.
    if (
      (error as { code?: string }).code === '23505' ||
      String(error).includes('messages_sender_client_uq')
    ) {
      const stored = await storedByClientId(db, senderId, input.client_id);
      if (stored) return replay(db, senderId, stored);
    }
    throw error;
  }
}

async function replay(
  db: Db,
  senderId: string,
  stored: { id: number; conversationId: string },
): Promise<SendResult> {
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const message = await loadMessage(db, stored.id);
  const c = await memberConversation(db, stored.conversationId, senderId);
  const [me] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, senderId)).limit(1);
  return {
    message,
    recipientId: otherMember(c, senderId),
    credits: me?.credits ?? 0,
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
  settings: Awaited<ReturnType<typeof chatSettingsFor>>,
): Promise<SendResult> {
  const [sender] = await tx
    .select({ id: users.id, paidUser: users.paidUser, status: users.status })
    .from(users)
    .where(eq(users.id, senderId))
    .for('update')
    .limit(1);
  if (!sender || sender.status === 'pending_deletion') throw new ApiError('authentication_required');

  const stored = await storedByClientId(tx, senderId, input.client_id);
  if (stored) return replay(tx, senderId, stored);

  let conversation: Conversation | null;
  let recipientId: string;
  if (input.conversation) {
    conversation = await memberConversation(tx, input.conversation, senderId, true);
    recipientId = otherMember(conversation, senderId);
  } else {
    recipientId = input.profile!;
    if (recipientId === senderId) throw new ApiError('not_found');
    conversation = await conversationBetween(tx, senderId, recipientId, true);
  }

  const recipient = await recipientFacts(tx, recipientId);
  // Sequential: a transaction's connection runs one query at a time (pg warns on overlapping queries).
  const blockedBySender = await blocked(tx, senderId, recipientId);
  const blockedByRecipient = await blocked(tx, recipientId, senderId);
  const recipientHasSent = conversation ? await hasSent(tx, conversation.id, recipientId) : false;
  const started = conversation || sender.paidUser ? 0 : await startedCount(tx, senderId);
  const refused = refusal({
    sender: { id: senderId, paidUser: sender.paidUser },
    recipient: recipient && {
      id: recipient.id,
      status: recipient.status,
      invisible: recipient.invisible,
      profileActive: recipient.profileStatus === 'active',
      name: recipient.name,
    },
    blockedBySender,
    blockedByRecipient,
    conversation: conversation ? { recipientHasSent } : null,
    startedBySender: started,
  });
  if (refused) throw new ApiError(refused.code, refused.params ? { params: refused.params } : {});

  // The payload, checked against the site's settings and the member's own uploads.
  let body: string | null = null;
  let giftKey: string | null = null;
  let chatPhotoId: string | null = null;
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
    const photo = await ownChatPhoto(tx, input.photo!, senderId);
    if (!photo)
      throw new ApiError('validation_failed', { fields: [{ path: 'body.photo', message: 'unknown photo' }] });
    chatPhotoId = photo.id;
  }

  let startedNow = false;
  if (!conversation) {
    const [a, b] = pairOf(senderId, recipientId);
    const [created] = await tx
      .insert(conversations)
      .values({ memberA: a, memberB: b, startedBy: senderId, createdAt: now })
      .onConflictDoNothing({ target: [conversations.memberA, conversations.memberB] })
      .returning();
    // The other member started it at the same moment: continue theirs.
    conversation = created ?? (await conversationBetween(tx, senderId, recipientId, true));
    if (!conversation) throw new ApiError('conflict');
    startedNow = created !== undefined;
  }

  const cost = priceOf(input.kind, settings);
  const appended = await appendMessage(tx, conversation, {
    senderId,
    kind: input.kind,
    body,
    giftKey,
    chatPhotoId,
    clientId: input.client_id,
    cost,
    now,
  });
  const movement = await debit(tx, senderId, cost, ledgerKindOf(input.kind), `message:${appended.id}`);
  const message = await loadMessage(tx, appended.id);
  return {
    message,
    recipientId,
    credits: movement.balance,
    charged: cost,
    duplicate: false,
    started: startedNow,
  };
}
