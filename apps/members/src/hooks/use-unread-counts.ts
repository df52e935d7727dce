'use client';

import { useLikes } from '@/features/likes/use-likes';

export interface UnreadCounts {
  unreadMessages: number;
  newLikes: number;
}

/**
 * Unread messages and new likes of the logged-in member (zeros for a visitor). New likes are
 * `total_new_likes` of the likes query; unread messages stay 0 until the chats issue adds its query. The top
 * bar, the title prefix and the app badge read them from here.
 */
export function useUnreadCounts(): UnreadCounts {
  const { data } = useLikes();
  return { unreadMessages: 0, newLikes: data?.total_new_likes ?? 0 };
}
