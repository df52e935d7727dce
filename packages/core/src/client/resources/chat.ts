import { type TMessagesQuery } from '../../contracts';
import { contract } from '../contract';
import { defineResource } from '../calls';

/**
 * Chats, messages, gifts and icebreakers (ADR 0015). A send carries a `client_id` the caller generates once per
 * message and reuses on every retry: the API stores and charges it once. The photo upload
 * (POST /api/chat-photo.php, multipart) is sent by the browser with progress events; its answer is
 * `ZChatPhotoUploadResponse`. New messages, reads, balance and unread counters also arrive on the live channel.
 */
export const chatResource = defineResource(({ get, find, send }) => ({
  /** GET /api/chats.php: the chat state of spec §3. */
  list: get('/api/chats.php', contract('ZChatState')),
  /** DELETE /api/chat.php: remove a conversation (or every conversation with a profile) for the caller only. */
  remove: send('DELETE', '/api/chat.php', { body: 'ZDeleteChatInput', answer: 'ZDeleteChatResponse' }),
  /** GET /api/messages.php: newest page first; pass `next_before` as `before` for older pages. */
  messages: find('/api/messages.php', contract('ZMessagesPage'), (query: TMessagesQuery) => query),
  /** POST /api/messages.php: send (and start, with `profile`) — charged once per client_id. */
  send: send('POST', '/api/messages.php', { body: 'ZSendMessageInput', answer: 'ZSendMessageResponse' }),
  /** POST /api/chat-read.php: opening a conversation sets its unread count to 0. */
  markRead: send('POST', '/api/chat-read.php', { body: 'ZMarkReadInput', answer: 'ZMarkReadResponse' }),
  /** GET /api/gifts.php: the gift catalogue with prices. */
  gifts: get('/api/gifts.php', contract('ZGiftsResponse')),
  /** GET /api/icebreakers.php?profile=: opening lines (translation keys) for a conversation with `profile`. */
  icebreakers: find('/api/icebreakers.php', contract('ZIcebreakersResponse'), (profile: string) => ({
    profile,
  })),
}));
