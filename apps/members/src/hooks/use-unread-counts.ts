'use client';

export interface UnreadCounts {
  unreadMessages: number;
  newLikes: number;
}

/**
 * Unread messages and new likes of the logged-in member. Zero until the chats and likes issues add their
 * queries; the top bar, the title prefix and the app badge already read it from here.
 */
export function useUnreadCounts(): UnreadCounts {
  return { unreadMessages: 0, newLikes: 0 };
}
