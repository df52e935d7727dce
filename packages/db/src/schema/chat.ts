import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MESSAGE_KINDS } from './constants';
import {
  cascadeRef,
  createdAt,
  imageFileChecks,
  imageFileColumns,
  oneOf,
  tstz,
  updatedAt,
  uuidId,
} from './helpers';
import { photos } from './photos';
import { users } from './users';

/**
 * A conversation between two members, stored once as an ordered pair (`member_a` < `member_b`).
 * `last_seq` is the sequence number of the latest message; messages take `last_seq + 1` in the same
 * transaction, so a reconnecting client can ask for everything after the sequence it last saw.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuidId(),
    memberA: cascadeRef('member_a', () => users.id),
    memberB: cascadeRef('member_b', () => users.id),
    startedBy: uuid('started_by').notNull(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastMessageAt: tstz('last_message_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_uq').on(t.memberA, t.memberB),
    index('conversations_member_b_idx').on(t.memberB),
    // The free member's start limit counts these under the sender's lock (migration 0017, ADR 0031).
    index('conversations_started_by_idx').on(t.startedBy),
    check('conversations_order_ck', sql`${t.memberA} < ${t.memberB}`),
    check('conversations_started_by_ck', sql`${t.startedBy} in (${t.memberA}, ${t.memberB})`),
    check('conversations_last_seq_ck', sql`${t.lastSeq} >= 0`),
  ],
);

/**
 * Photos sent in a chat (ADR 0015): re-encoded by the same pipeline as profile photos and stored in the same
 * media store as `<storage_key>.webp` and `<storage_key>-thumb.webp`, but never part of a profile or gallery.
 * Only the uploader and the other member of a conversation with a message carrying the photo may fetch them.
 */
export const chatPhotos = pgTable(
  'chat_photos',
  {
    id: uuidId(),
    ownerId: cascadeRef('owner_id', () => users.id),
    storageKey: text('storage_key').notNull(),
    ...imageFileColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_photos_storage_key_uq').on(t.storageKey),
    index('chat_photos_owner_idx').on(t.ownerId, t.createdAt),
    ...imageFileChecks('chat_photos', t),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: cascadeRef('conversation_id', () => conversations.id),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    senderId: cascadeRef('sender_id', () => users.id),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    body: text('body'),
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    /** The photo of a photo message (uploaded for the chat, not a profile photo; migration 0009). */
    chatPhotoId: uuid('chat_photo_id').references(() => chatPhotos.id, { onDelete: 'set null' }),
    giftKey: text('gift_key'),
    /** Client-generated id: a retried send with the same id is answered with the stored message. */
    clientId: text('client_id').notNull(),
    /** Credits charged for this message (0 when free). */
    cost: integer('cost').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('messages_conversation_seq_uq').on(t.conversationId, t.seq),
    uniqueIndex('messages_sender_client_uq').on(t.senderId, t.clientId),
    index('messages_chat_photo_idx')
      .on(t.chatPhotoId)
      .where(sql`${t.chatPhotoId} is not null`),
    check('messages_kind_ck', oneOf(t.kind, MESSAGE_KINDS)),
    check('messages_seq_ck', sql`${t.seq} > 0`),
    check('messages_cost_ck', sql`${t.cost} >= 0`),
    check('messages_client_id_ck', sql`length(${t.clientId}) between 1 and 64`),
    check(
      'messages_payload_ck',
      sql`(${t.kind} = 'text' and ${t.body} is not null) or (${t.kind} = 'photo') or (${t.kind} = 'gift' and ${t.giftKey} is not null)`,
    ),
  ],
);

/**
 * Per-member state of a conversation: what they have read, and what they removed from their list
 * (messages up to `hidden_up_to_seq` no longer show for them; the other member keeps theirs).
 */
export const readMarkers = pgTable(
  'read_markers',
  {
    conversationId: cascadeRef('conversation_id', () => conversations.id),
    userId: cascadeRef('user_id', () => users.id),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    hiddenUpToSeq: bigint('hidden_up_to_seq', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'read_markers_pk', columns: [t.conversationId, t.userId] }),
    index('read_markers_user_idx').on(t.userId),
    check('read_markers_seq_ck', sql`${t.lastReadSeq} >= 0 and ${t.hiddenUpToSeq} >= 0`),
  ],
);
