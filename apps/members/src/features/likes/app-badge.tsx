'use client';

import { useEffect } from 'react';
import { useUnreadCounts } from '@/hooks/use-unread-counts';

type BadgeNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/**
 * The installed app's badge (spec §4): unread messages plus new likes; cleared at 0. Browsers without the
 * Badging API (or that refuse it outside an installed app) are left alone.
 */
export function useAppBadge() {
  const { unreadMessages, newLikes } = useUnreadCounts();
  const count = unreadMessages + newLikes;
  useEffect(() => {
    const nav = navigator as BadgeNavigator;
    const call = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
    void call?.catch(() => undefined);
  }, [count]);
}

export function AppBadge() {
  useAppBadge();
  return null;
}
