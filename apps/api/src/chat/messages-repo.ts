import type { TMessage } from '@dating/core/contracts';
import { type Db } from '@dating/db';
import { chatPhotos, messages } from '@dating/db/schema';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { ApiError } from '../shared/api-error';
import { chatPhotoColumns, toChatPhoto } from './chat-photos';
import { rowExists } from '../shared/rows';

// Messages as the contract shows them, and the cursor pages of a conversation (ADR 0015).
/** The columns `toMessage` needs (select from messages left-joined with chat photos). */
export const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  seq: messages.seq,
  senderId: messages.senderId,
  kind: messages.kind,
  body: messages.body,
  giftKey: messages.giftKey,
  clientId: messages.clientId,
  cost: messages.cost,
  createdAt: messages.createdAt,
  ...chatPhotoColumns,
};
export type MessageRow = {
  id: number;
  conversationId: string;
  seq: number;
  senderId: string;
  kind: 'text' | 'photo' | 'gift';
  body: string | null;
  giftKey: string | null;
  clientId: string;
  cost: number;
  createdAt: Date;
} & Parameters<typeof toChatPhoto>[0];

export function toMessage(r: MessageRow): TMessage {
  return {
    id: String(r.id),
    conversation: r.conversationId,
    seq: r.seq,
    sender: r.senderId,
    kind: r.kind,
    body: r.body,
    photo: r.kind === 'photo' ? toChatPhoto(r) : null,
    gift: r.giftKey,
    client_id: r.clientId,
    cost: r.cost,
    created_at: r.createdAt.toISOString(),
  };
}

/** A stored message by id, as the contract shows it. */
export async function loadMessage(db: Db, id: number): Promise<TMessage> {
  const [row] = await selectMessages(db).where(eq(messages.id, id)).limit(1);
  if (!row) throw new ApiError('not_found');
  return toMessage(row as MessageRow);
}

export function selectMessages(db: Db) {
  return db
    .select(messageColumns)
    .from(messages)
    .leftJoin(chatPhotos, eq(chatPhotos.id, messages.chatPhotoId))
    .$dynamic();
}

/**
 * One page of a conversation for `me`: messages with seq below `before` (or the newest), newest page first,
 * oldest first within the page; nothing at or below what `me` removed, nothing older than the history cutoff.
 */
export async function messagesPage(
  db: Db,
  opts: { conversationId: string; hiddenUpTo: number; before?: number; limit: number; cutoff: Date | null },
) {
  const { conversationId, hiddenUpTo, before, limit, cutoff } = opts;
  const base = and(
    eq(messages.conversationId, conversationId),
    sql`${messages.seq} > ${hiddenUpTo}`,
    before !== undefined ? lt(messages.seq, before) : undefined,
  );
  const rows = (await selectMessages(db)
    .where(and(base, cutoff ? gte(messages.createdAt, cutoff) : undefined))
    .orderBy(desc(messages.seq))
    .limit(limit + 1)) as MessageRow[];
  const more = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  let historyLimited = false;
  if (!more && cutoff) {
    const oldest = page[0]?.seq;
    const [older] = await db
      .select({ one: sql<number>`1` })
      .from(messages)
      .where(
        and(
          base,
          oldest !== undefined ? lt(messages.seq, oldest) : undefined,
          lt(messages.createdAt, cutoff),
        ),
      )
      .limit(1);
    historyLimited = older !== undefined;
  }
  return {
    messages: page.map(toMessage),
    nextBefore: more ? (page[0]?.seq ?? null) : null,
    historyLimited,
  };
}

/** Whether `sender` has sent anything in the conversation (an invisible member "must send first"). */
export async function hasSent(db: Db, conversationId: string, sender: string): Promise<boolean> {
  return rowExists(
    db,
    messages,
    and(eq(messages.conversationId, conversationId), eq(messages.senderId, sender)),
  );
}
