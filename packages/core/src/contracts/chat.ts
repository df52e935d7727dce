import { z } from 'zod';
import { MESSAGE_KINDS } from './constants-chat';

import { ADULT_AGE } from '../domain/constants';
import { ZBeforeCursor, pageLimit } from './common';

// Chat (spec §3 chat state, §4 chats, §6 rules, §8 errors; ADR 0015). Every message costs the sender credits
// (site settings `message_credits`, `photo_credits`, `gift_credits`) except a chat host's reply as a fictional
// profile. A message carries a client-generated `client_id`: a retried send with the same id answers the stored
// message and is never charged twice. Each conversation numbers its messages 1, 2, 3, … (`seq`).

export const ZMessageKind = z.enum(MESSAGE_KINDS).describe('text, photo or gift');
export type TMessageKind = z.infer<typeof ZMessageKind>;

/** Longest text message the API accepts at all; the site's `message_length` setting may be lower. */
export const MESSAGE_MAX_LENGTH = 5000;
/** Most messages one page of `GET /api/messages.php` returns. */
export const MESSAGES_PAGE_MAX = 100;
/** Default page size of `GET /api/messages.php`. */
export const MESSAGES_PAGE_DEFAULT = 30;
/** Conversations a free member (paid_user = false) may start (spec §1, §9). */
export const FREE_CONVERSATION_LIMIT = 2;

const ZConversationId = z.uuid().describe('Conversation id');
const ZProfileId = z.uuid().describe('Profile (member) id');
const ZSeq = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** "Up to this message": a sequence number of a stored message (the first is 1). */
const ZUpToSeq = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** A strict input: a conversation and, optionally, the message `seq` a call acts up to (`about` says how). */
const conversationUpTo = (about: string) =>
  z.object({ conversation: ZConversationId, seq: ZUpToSeq.optional().describe(about) }).strict();
/** Client-generated message id: 1–64 characters of `[A-Za-z0-9_-]` (a UUID fits). */
export const ZClientId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)
  .describe('Client-generated id of the message (1–64 of A–Z a–z 0–9 _ -); a retry sends the same id');

/** The other member of a conversation, as the chat list and the chat header show them. */
export const ZChatProfile = z.object({
  id: z.string().describe('Profile id'),
  name: z.string(),
  age: z.number().int().min(ADULT_AGE),
  photo: z.string().nullable().describe('URL path of the main photo thumbnail, or null'),
  fictional: z
    .boolean()
    .describe(
      "A fictional profile answered by the site's chat hosts: always shown with the fictional marker",
    ),
  available: z
    .boolean()
    .describe('False when the member can no longer be written to (account deleted or pending deletion)'),
});
export type TChatProfile = z.infer<typeof ZChatProfile>;

/** A photo sent in a chat: only the two members of the conversation can fetch its URLs. */
export const ZChatPhoto = z.object({
  id: z.string(),
  url: z.string().describe('URL path of the full-size rendition (access-checked)'),
  thumb_url: z.string().describe('URL path of the thumbnail rendition (access-checked)'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type TChatPhoto = z.infer<typeof ZChatPhoto>;

/** One stored message. The same object is sent to both members (compare `sender` with your own id). */
export const ZMessage = z.object({
  id: z.string().describe('Server id of the message'),
  conversation: ZConversationId,
  seq: z.number().int().positive().describe('Position in the conversation: 1, 2, 3, …'),
  sender: z.string().describe('Profile id of the sender'),
  kind: ZMessageKind,
  body: z.string().nullable().describe('Text of a text message; null for photos and gifts'),
  photo: ZChatPhoto.nullable().describe('The photo of a photo message; null when removed or not a photo'),
  gift: z.string().nullable().describe('Gift key of a gift message (see GET /api/gifts.php)'),
  client_id: z.string().describe('The client-generated id the sender gave'),
  cost: z.number().int().min(0).describe('Credits the sender paid for it (0 for a host reply)'),
  created_at: z.string().describe('ISO time the message was stored'),
});
export type TMessage = z.infer<typeof ZMessage>;

/** The newest message of a conversation in the chat list. */
export const ZMessagePreview = z.object({
  seq: z.number().int().positive(),
  sender: z.string(),
  kind: ZMessageKind,
  body: z.string().nullable().describe('First 140 characters of a text message'),
  gift: z.string().nullable(),
  created_at: z.string(),
});
export type TMessagePreview = z.infer<typeof ZMessagePreview>;

/** A chat item of spec §3: conversation (id), profile, num_unread_messages, plus what the list shows. */
export const ZChatSummary = z.object({
  conversation: ZConversationId,
  profile: ZChatProfile,
  num_unread_messages: z.number().int().min(0),
  last_seq: ZSeq.describe('Sequence number of the newest message'),
  last_message: ZMessagePreview.nullable().describe('Newest message visible to the member'),
  started_by_me: z.boolean().describe('The member started this conversation (counts toward the free limit)'),
  updated_at: z.string().describe('ISO time of the newest message, or of the start'),
});
export type TChatSummary = z.infer<typeof ZChatSummary>;

/** A call names a conversation either by its id or by the other member's profile: exactly one of the two. */
const namesOneConversation = (v: { conversation?: unknown; profile?: unknown }) =>
  (v.conversation === undefined) !== (v.profile === undefined);
const ONE_CONVERSATION = 'exactly one of conversation or profile';

/**
 * A strict input about one conversation, named by its id or by the other member's profile (`profile` says
 * what that does), beside the fields of `shape`. Each input refuses both or neither (`namesOneConversation`).
 */
const conversationInput = <S extends z.ZodRawShape>(profile: string, shape: S) =>
  z
    .object({
      conversation: ZConversationId.optional(),
      profile: ZProfileId.optional().describe(profile),
      ...shape,
    })
    .strict();

/** GET /api/chats.php: the chat state of spec §3 (newest conversation first). */
export const ZChatState = z.object({
  chats: z.array(ZChatSummary).describe('Conversations the member has not removed, newest activity first'),
  total_unread_messages: z.number().int().min(0),
  conversations_started: z.number().int().min(0).describe('Conversations this member started'),
  conversations_limit: z
    .number()
    .int()
    .min(0)
    .nullable()
    .describe('How many a free member may start (2); null for premium members'),
});
export type TChatState = z.infer<typeof ZChatState>;

/** DELETE /api/chat.php: remove a conversation from the caller's list (the other member keeps theirs). */
export const ZDeleteChatInput = conversationInput('Remove every conversation with this profile', {}).refine(
  namesOneConversation,
  { message: ONE_CONVERSATION },
);
export type TDeleteChatInput = z.infer<typeof ZDeleteChatInput>;
export const ZDeleteChatResponse = z.object({
  ok: z.literal(true),
  removed: z.number().int().min(0).describe('Conversations removed from the list'),
});
export type TDeleteChatResponse = z.infer<typeof ZDeleteChatResponse>;

/** GET /api/messages.php: newest page first; pass `next_before` as `before` for the older page. */
export const ZMessagesQuery = conversationInput(
  'Instead of conversation: the conversation with this profile (an empty page when none exists yet)',
  {
    before: ZBeforeCursor.describe("Only messages with seq below this (the previous page's next_before)"),
    limit: pageLimit(MESSAGES_PAGE_MAX).optional().describe('Default 30'),
  },
).refine(namesOneConversation, { message: ONE_CONVERSATION });
export type TMessagesQuery = z.infer<typeof ZMessagesQuery>;

export const ZMessagesPage = z.object({
  conversation: ZConversationId.nullable().describe(
    'null when the member has no conversation with the profile',
  ),
  profile: ZChatProfile,
  messages: z.array(ZMessage).describe('Oldest first within the page'),
  next_before: z
    .number()
    .int()
    .positive()
    .nullable()
    .describe('Cursor for the older page; null when there is nothing older to show'),
  history_limited: z
    .boolean()
    .describe(
      'Older messages exist but are past the chat history limit: "Older messages are no longer visible"',
    ),
  last_seq: ZSeq,
  my_last_read_seq: ZSeq,
  their_last_read_seq: ZSeq.describe('The other member has read up to here (read receipts)'),
  can_send: z.boolean().describe('Whether the member may send now; when false, `blocked_reason` says why'),
  blocked_reason: z
    .enum(['email_unconfirmed', 'member_invisible', 'premium_required', 'unavailable'])
    .nullable()
    .describe('Why sending is refused before trying (the error code a send would get)'),
});
export type TMessagesPage = z.infer<typeof ZMessagesPage>;

/**
 * POST /api/messages.php: send a message, starting the conversation when `profile` is given and none exists.
 * Exactly one of `conversation` or `profile`; `body` for text, `photo` (id from POST /api/chat-photo.php) for a
 * photo, `gift` (a key of GET /api/gifts.php) for a gift.
 */
export const ZSendMessageInput = conversationInput('Start (or continue) the conversation with this profile', {
  kind: ZMessageKind,
  body: z.string().min(1).max(MESSAGE_MAX_LENGTH).optional().describe('Text, for kind text'),
  photo: z.uuid().optional().describe('Id returned by POST /api/chat-photo.php, for kind photo'),
  gift: z
    .string()
    .regex(/^[a-z][a-z_]{1,31}$/)
    .optional()
    .describe('Gift key, for kind gift'),
  client_id: ZClientId,
}).superRefine((v, ctx) => {
  if (!namesOneConversation(v)) {
    ctx.addIssue({ code: 'custom', path: ['conversation'], message: ONE_CONVERSATION });
  }
  const want = { text: 'body', photo: 'photo', gift: 'gift' } as const;
  for (const field of ['body', 'photo', 'gift'] as const) {
    const needed = want[v.kind] === field;
    if (needed && v[field] === undefined)
      ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    if (!needed && v[field] !== undefined) {
      ctx.addIssue({ code: 'custom', path: [field], message: `not allowed for kind ${v.kind}` });
    }
  }
  if (v.kind === 'text' && v.body !== undefined && v.body.trim() === '') {
    ctx.addIssue({ code: 'custom', path: ['body'], message: 'empty' });
  }
});
export type TSendMessageInput = z.infer<typeof ZSendMessageInput>;

export const ZSendMessageResponse = z.object({
  message: ZMessage,
  credits: z.number().int().min(0).describe("The sender's balance after the send"),
  charged: z.number().int().min(0).describe('Credits charged by this call (0 when it was a retry)'),
  duplicate: z
    .boolean()
    .describe('True when this client_id was already stored: nothing new was sent or charged'),
  started: z.boolean().describe('True when this send started the conversation'),
});
export type TSendMessageResponse = z.infer<typeof ZSendMessageResponse>;

/** POST /api/chat-read.php: the member opened the conversation (spec §4: unread becomes 0). */
export const ZMarkReadInput = conversationUpTo('Read up to this sequence number; default the newest');
export type TMarkReadInput = z.infer<typeof ZMarkReadInput>;
export const ZMarkReadResponse = z.object({
  conversation: ZConversationId,
  seq: ZSeq.describe('Read marker now'),
  total_unread_messages: z.number().int().min(0),
});
export type TMarkReadResponse = z.infer<typeof ZMarkReadResponse>;

/** POST /api/chat-photo.php (multipart, field `file`): upload a photo to send in a chat. */
export const ZChatPhotoUploadResponse = z.object({ photo: ZChatPhoto });
export type TChatPhotoUploadResponse = z.infer<typeof ZChatPhotoUploadResponse>;

/** A gift of the catalogue. Its name is the translation key `chat:gifts.<key>`. */
export const ZGift = z.object({
  key: z.string(),
  name_key: z.string().describe('Translation key of the name, e.g. "gifts.rose" in the chat namespace'),
  price: z.number().int().min(0).describe('Credits (site setting gift_credits)'),
  image: z.string().describe('URL path of the gift image (SVG served by the API)'),
});
export type TGift = z.infer<typeof ZGift>;
/** GET /api/gifts.php */
export const ZGiftsResponse = z.object({ gifts: z.array(ZGift) });
export type TGiftsResponse = z.infer<typeof ZGiftsResponse>;

/** GET /api/icebreakers.php?profile= */
export const ZIcebreakersQuery = z.object({ profile: ZProfileId }).strict();
/** An opening line: a translation key of the chat namespace and its interpolation values. */
export const ZIcebreaker = z.object({
  key: z.string().describe('Translation key in the chat namespace, e.g. "icebreakers.interest.music"'),
  values: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .describe('Interpolation values, e.g. { name: "Anna" }'),
  interest: z.string().nullable().describe('The shared interest it was picked for, or null'),
});
export type TIcebreaker = z.infer<typeof ZIcebreaker>;
export const ZIcebreakersResponse = z.object({
  icebreakers: z.array(ZIcebreaker).describe('Lines for shared interests first, then general ones'),
  shared_interests: z.array(z.string()).describe('Interest keys both members have'),
});
export type TIcebreakersResponse = z.infer<typeof ZIcebreakersResponse>;

// ---- the chat hosts' side (operator token) ----

/** The fictional profile a host answers as: what the host needs to stay in character. */
export const ZHostProfile = ZChatProfile.extend({
  gender: z.string(),
  city: z.string().nullable(),
  country: z.string(),
  bio: z.string().nullable(),
  interests: z.array(z.string()),
});
export type THostProfile = z.infer<typeof ZHostProfile>;

/** A conversation with a fictional profile whose newest message is the member's and is not handled yet. */
export const ZHostQueueItem = z.object({
  conversation: ZConversationId,
  fictional_profile: ZHostProfile,
  member: ZChatProfile.extend({ language: z.string(), country: z.string() }),
  waiting_since: z.string().describe('ISO time of the oldest unhandled member message'),
  last_seq: ZSeq,
  handled_seq: ZSeq.describe('Handled (answered or dismissed) up to this sequence number'),
  messages: z.array(ZMessage).describe('The latest messages of the conversation, oldest first (at most 20)'),
});
export type THostQueueItem = z.infer<typeof ZHostQueueItem>;

/** GET /api/operator/host-queue.php: oldest waiting first. */
export const ZHostQueueQuery = z.object({ limit: pageLimit(100).optional().describe('Default 50') }).strict();
export const ZHostQueueResponse = z.object({ items: z.array(ZHostQueueItem) });
export type THostQueueResponse = z.infer<typeof ZHostQueueResponse>;

/** POST /api/operator/host-reply.php: answer as the fictional profile (free for the member). */
export const ZHostReplyInput = z
  .object({
    conversation: ZConversationId,
    kind: z.enum(['text', 'gift']).default('text'),
    body: z.string().min(1).max(MESSAGE_MAX_LENGTH).optional(),
    gift: z
      .string()
      .regex(/^[a-z][a-z_]{1,31}$/)
      .optional(),
    client_id: ZClientId,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.kind === 'text' && (v.body === undefined || v.gift !== undefined || v.body.trim() === '')) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: 'text needs body and no gift' });
    }
    if (v.kind === 'gift' && (v.gift === undefined || v.body !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['gift'], message: 'gift needs gift and no body' });
    }
  });
export type THostReplyInput = z.input<typeof ZHostReplyInput>;
export const ZHostReplyResponse = z.object({ message: ZMessage, duplicate: z.boolean() });
export type THostReplyResponse = z.infer<typeof ZHostReplyResponse>;

/** POST /api/operator/host-handled.php: take a conversation off the queue without replying. */
export const ZHostHandledInput = conversationUpTo('Default the newest');
export const ZHostHandledResponse = z.object({ ok: z.literal(true), handled_seq: ZSeq });
