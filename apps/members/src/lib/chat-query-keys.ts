/**
 * Query keys of the chat (GET /api/chats.php, /api/messages.php, gifts, icebreakers). The answers belong to the
 * logged-in member, so the member's id is part of every key: another member logging in on the same tab never
 * sees the previous one's conversations. Shared because the top bar, the title prefix and the app badge read
 * the chat state's unread total, and the live channel writes into all of them.
 */
export const chatQueryKeys = {
  all: ['chat'] as const,
  state: (viewerId: string) => [...chatQueryKeys.all, 'state', viewerId] as const,
  /** Every message list of the member (to find the ones of a conversation). */
  messagesAll: (viewerId: string) => [...chatQueryKeys.all, 'messages', viewerId] as const,
  /** `target` is `c:<conversation id>` or `p:<profile id>` (a conversation not known yet). */
  messages: (viewerId: string, target: string) => [...chatQueryKeys.messagesAll(viewerId), target] as const,
  gifts: () => [...chatQueryKeys.all, 'gifts'] as const,
  icebreakers: (viewerId: string, profileId: string) =>
    [...chatQueryKeys.all, 'icebreakers', viewerId, profileId] as const,
};
