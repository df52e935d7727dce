'use client';

import { useMemberKey, useMemberQuery } from '@/hooks/use-member-query';
import { getBrowserApi } from '@/lib/browser-api';
import { chatQueryKeys } from '@/lib/chat-query-keys';

/** The key of the logged-in member's chat state, or null for a visitor. */
export function useChatStateKey() {
  return useMemberKey(chatQueryKeys.state);
}

/**
 * GET /api/chats.php for the logged-in member (never for visitors): the conversations and
 * `total_unread_messages` (spec §3). The live channel keeps it current; it reloads on the spec's refresh
 * schedule while the channel is down.
 */
export function useChatState() {
  return useMemberQuery(useChatStateKey(), chatQueryKeys.all, ({ signal }) =>
    getBrowserApi().chat.list({ signal }),
  );
}
