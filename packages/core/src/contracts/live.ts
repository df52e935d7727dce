import { z } from 'zod';
import { ZMessage, type TMessage } from './chat';
import { LIVE_ERROR_CODES, LIVE_RESUME_MAX_CONVERSATIONS } from './constants-chat';

// The live channel `/api/live` (ADR 0016): one WebSocket per tab, JSON text frames, one event per frame.
// Server → client frames are `ZLiveServerEvent`; client → server frames are `ZLiveClientFrame`. Anything
// else from a client closes its socket with `LIVE_CLOSE.bad_frame`.

const ZConversationId = z.uuid().describe('Conversation id');
const ZSeq = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

// ---- client → server ----

/** Application-level keep-alive (browsers cannot send WebSocket pings); answered with `pong`. */
export const ZLiveClientPing = z.object({ type: z.literal('ping') }).strict();

/**
 * Sent after every (re)connect: the last sequence number this tab has shown per conversation. The server
 * replays every message after it (seq > cursor) from the database, in order, then answers `resumed` with the
 * current `last_seq` of the member's conversations. `0` asks for the whole (replayable) history.
 */
export const ZLiveClientResume = z
  .object({
    type: z.literal('resume'),
    conversations: z
      .record(ZConversationId, ZSeq)
      .refine((r) => Object.keys(r).length <= LIVE_RESUME_MAX_CONVERSATIONS, {
        message: `at most ${LIVE_RESUME_MAX_CONVERSATIONS} conversations`,
      }),
  })
  .strict();

/** The member is typing in a conversation; forwarded to the other member (rate-limited, members only). */
export const ZLiveClientTyping = z
  .object({ type: z.literal('typing'), conversation: ZConversationId })
  .strict();

export const ZLiveClientFrame = z.discriminatedUnion('type', [
  ZLiveClientPing,
  ZLiveClientResume,
  ZLiveClientTyping,
]);
export type TLiveClientFrame = z.infer<typeof ZLiveClientFrame>;

// ---- server → client ----

/** A chat message as the live channel carries it: the chat API's message object (same for both members). */
export const ZLiveMessage = ZMessage;
export type TLiveMessage = TMessage;

export const ZLiveHello = z.object({
  type: z.literal('hello'),
  user_id: z.uuid(),
  /** The server pings every this many ms; a socket without pong for that long is dropped. */
  heartbeat_ms: z.number().int().positive(),
});
export const ZLivePong = z.object({ type: z.literal('pong') });
/** A new message in one of the member's conversations (live, or replayed after `resume`). */
export const ZLiveMessageEvent = z.object({
  type: z.literal('message'),
  conversation: ZConversationId,
  message: ZLiveMessage,
});
/** A member read the conversation up to `seq` (`user_id`: who read, when known). */
export const ZLiveReadEvent = z.object({
  type: z.literal('read'),
  conversation: ZConversationId,
  seq: ZSeq,
  user_id: z.uuid().optional(),
});
/** The member's credit balance changed. */
export const ZLiveCreditsEvent = z.object({ type: z.literal('credits'), credits: z.number().int().min(0) });
/** The member's total of unread messages changed. */
export const ZLiveUnreadEvent = z.object({ type: z.literal('unread'), total: z.number().int().min(0) });
/** The other member of `conversation` is typing. */
export const ZLiveTypingEvent = z.object({
  type: z.literal('typing'),
  conversation: ZConversationId,
  user_id: z.uuid(),
});
/** `profile` liked the member. */
export const ZLiveLikeEvent = z.object({ type: z.literal('like'), profile: z.uuid() });
/** The member and `profile` like each other now. */
export const ZLiveMatchEvent = z.object({ type: z.literal('match'), profile: z.uuid() });
/**
 * The answer to `resume`, after the replay: `conversations` maps the member's conversations (the listed ones and
 * the most recently active others) to their current `last_seq`; `gone` lists ids that no longer exist.
 */
export const ZLiveResumedEvent = z.object({
  type: z.literal('resumed'),
  conversations: z.record(ZConversationId, ZSeq),
  gone: z.array(ZConversationId),
});
/**
 * More messages are missing after `after_seq` than the channel replays: fetch them with the chat API's cursor
 * (the channel continues after `last_seq`).
 */
export const ZLiveGapEvent = z.object({
  type: z.literal('gap'),
  conversation: ZConversationId,
  after_seq: ZSeq,
  last_seq: ZSeq,
});
/** The server may have missed events (its bus reconnected): send `resume` again. */
export const ZLiveResyncEvent = z.object({ type: z.literal('resync') });
/** Sent just before the server closes the socket for a bad frame, a forbidden conversation or a flood. */
export const ZLiveErrorEvent = z.object({
  type: z.literal('error'),
  code: z.enum(LIVE_ERROR_CODES),
});

export const ZLiveServerEvent = z.discriminatedUnion('type', [
  ZLiveHello,
  ZLivePong,
  ZLiveMessageEvent,
  ZLiveReadEvent,
  ZLiveCreditsEvent,
  ZLiveUnreadEvent,
  ZLiveTypingEvent,
  ZLiveLikeEvent,
  ZLiveMatchEvent,
  ZLiveResumedEvent,
  ZLiveGapEvent,
  ZLiveResyncEvent,
  ZLiveErrorEvent,
]);
export type TLiveServerEvent = z.infer<typeof ZLiveServerEvent>;
/** The events other parts of the API publish to members through `app.live.publish`. */
export type TLivePublishedEvent = Extract<
  TLiveServerEvent,
  { type: 'message' | 'read' | 'credits' | 'unread' | 'typing' | 'like' | 'match' | 'resync' }
>;
