'use client';

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REFRESH } from '@dating/core/domain';
import { selectPushActive, usePushStore } from '@/stores/push-store';
import { useUser } from '@/hooks/use-user';
import { queryKeys } from '@/lib/query-keys';
import { likesQueryKeys } from '@/lib/likes-query-keys';

/** Whether this browser receives push messages for the member (the push store of features/push). */
export function isPushSubscribed(): boolean {
  return selectPushActive(usePushStore.getState());
}

/** The delay between two reloads (spec §4, §9): 60 s, or 300 s when pushed messages keep the data current. */
export function refreshIntervalMs(pushSubscribed: boolean): number {
  return pushSubscribed ? REFRESH.pushIntervalMs : REFRESH.intervalMs;
}

/** The browser event a pushed message raises (the push feature dispatches it on `window`). */
export const PUSHED_MESSAGE_EVENT = 'amora:pushed-message';

/**
 * Periodic refresh of spec §4 while a member is logged in: `REFRESH.firstMs` (5 s) after login the user and
 * the likes reload, then every `refreshIntervalMs` (chats join when the chats issue adds them), and at once on
 * a pushed message. Reloads that fall while the tab is hidden are skipped; the next tick catches up.
 */
export function usePeriodicRefresh(pushSubscribed: boolean = isPushSubscribed()) {
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const memberId = user?.profile.id ?? null;

  useEffect(() => {
    if (!memberId) return undefined;
    const reload = () => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.current() });
      void queryClient.invalidateQueries({ queryKey: likesQueryKeys.all });
    };
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      reload();
      interval = setInterval(reload, refreshIntervalMs(pushSubscribed));
    }, REFRESH.firstMs);
    window.addEventListener(PUSHED_MESSAGE_EVENT, reload);
    return () => {
      clearTimeout(first);
      if (interval) clearInterval(interval);
      window.removeEventListener(PUSHED_MESSAGE_EVENT, reload);
    };
  }, [memberId, pushSubscribed, queryClient]);
}

/** Mounted once in the default layout. */
export function PeriodicRefresh() {
  usePeriodicRefresh(usePushStore(selectPushActive));
  return null;
}
