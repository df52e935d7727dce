'use client';

import { usePathname } from 'next/navigation';
import { badgeCount } from '@dating/core/domain';
import { useUnreadCounts } from '@/hooks/use-unread-counts';

/** Whether `href` is the page shown (or one of its sub-pages). */
export const isCurrentPath = (pathname: string, href: string) =>
  pathname === href || pathname.startsWith(`${href}/`);

/**
 * What the top bar's menu and the phone tab bar both show: `aria-current` for a link and the capped badge counts
 * (null at zero) of unread messages and new likes.
 */
export function useNavState() {
  const pathname = usePathname() ?? '/';
  const { unreadMessages, newLikes } = useUnreadCounts();
  return {
    current: (href: string) => (isCurrentPath(pathname, href) ? ('page' as const) : undefined),
    messagesBadge: badgeCount(unreadMessages),
    likesBadge: badgeCount(newLikes),
  };
}
