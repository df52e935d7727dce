'use client';

import { useChatState } from './use-chat-state';
import { useLikes } from './use-likes';

export interface UnreadCounts {
  unreadMessages: number;
  newLikes: number;
}

/**
 * Unread messages and new likes of the logged-in member (zeros for a visitor): `total_unread_messages` of the
 * chat state and `total_new_likes` of the likes query, both kept current by the live channel and the periodic
 * refresh. The top bar, the title prefix and the app badge read them from here.
 */
export function useUnreadCounts(): UnreadCounts {
  const { data: likes } = useLikes();
  const { data: chats } = useChatState();
  return { unreadMessages: chats?.total_unread_messages ?? 0, newLikes: likes?.total_new_likes ?? 0 };
}
