import {
  ZChatState,
  ZDeleteChatResponse,
  ZGiftsResponse,
  ZIcebreakersResponse,
  ZMarkReadResponse,
  ZMessagesPage,
  ZSendMessageResponse,
  type TChatState,
  type TDeleteChatInput,
  type TDeleteChatResponse,
  type TGiftsResponse,
  type TIcebreakersResponse,
  type TMarkReadInput,
  type TMarkReadResponse,
  type TMessagesPage,
  type TMessagesQuery,
  type TSendMessageInput,
  type TSendMessageResponse,
} from '../../contracts';
import { type CallOptions, type RequestFn } from '../request';

/**
 * Chats, messages, gifts and icebreakers (ADR 0015). A send carries a `client_id` the caller generates once per
 * message and reuses on every retry: the API stores and charges it once. The photo upload
 * (POST /api/chat-photo.php, multipart) is sent by the browser with progress events; its answer is
 * `ZChatPhotoUploadResponse`. New messages, reads, balance and unread counters also arrive on the live channel.
 */
export const chatResource = (request: RequestFn) => ({
  /** GET /api/chats.php: the chat state of spec §3. */
  list: (options?: CallOptions): Promise<TChatState> =>
    request({ method: 'GET', path: '/api/chats.php', schema: ZChatState, ...options }),
  /** DELETE /api/chat.php: remove a conversation (or every conversation with a profile) for the caller only. */
  remove: (input: TDeleteChatInput, options?: CallOptions): Promise<TDeleteChatResponse> =>
    request({
      method: 'DELETE',
      path: '/api/chat.php',
      body: input,
      schema: ZDeleteChatResponse,
      ...options,
    }),
  /** GET /api/messages.php: newest page first; pass `next_before` as `before` for older pages. */
  messages: (query: TMessagesQuery, options?: CallOptions): Promise<TMessagesPage> =>
    request({ method: 'GET', path: '/api/messages.php', query, schema: ZMessagesPage, ...options }),
  /** POST /api/messages.php: send (and start, with `profile`) — charged once per client_id. */
  send: (input: TSendMessageInput, options?: CallOptions): Promise<TSendMessageResponse> =>
    request({
      method: 'POST',
      path: '/api/messages.php',
      body: input,
      schema: ZSendMessageResponse,
      ...options,
    }),
  /** POST /api/chat-read.php: opening a conversation sets its unread count to 0. */
  markRead: (input: TMarkReadInput, options?: CallOptions): Promise<TMarkReadResponse> =>
    request({
      method: 'POST',
      path: '/api/chat-read.php',
      body: input,
      schema: ZMarkReadResponse,
      ...options,
    }),
  /** GET /api/gifts.php: the gift catalogue with prices. */
  gifts: (options?: CallOptions): Promise<TGiftsResponse> =>
    request({ method: 'GET', path: '/api/gifts.php', schema: ZGiftsResponse, ...options }),
  /** GET /api/icebreakers.php?profile=: opening lines (translation keys) for a conversation with `profile`. */
  icebreakers: (profile: string, options?: CallOptions): Promise<TIcebreakersResponse> =>
    request({
      method: 'GET',
      path: '/api/icebreakers.php',
      query: { profile },
      schema: ZIcebreakersResponse,
      ...options,
    }),
});
