'use client';

import { useQuery } from '@tanstack/react-query';
import { useUser } from '@/hooks/use-user';
import { getBrowserApi } from '@/lib/browser-api';
import { chatQueryKeys } from '@/lib/chat-query-keys';

/** The key of the logged-in member's chat state, or null for a visitor. */
export function useChatStateKey() {
  const { data: user } = useUser();
  return user ? chatQueryKeys.state(user.profile.id) : null;
}

/**
 * GET /api/chats.php for the logged-in member (never for visitors): the conversations and
 * `total_unread_messages` (spec §3). The live channel keeps it current; it reloads on the spec's refresh
 * schedule while the channel is down.
 */
export function useChatState() {
  const key = useChatStateKey();
  return useQuery({
    queryKey: key ?? chatQueryKeys.all,
    queryFn: ({ signal }) => getBrowserApi().chat.list({ signal }),
    enabled: key !== null,
  });
}
