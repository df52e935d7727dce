'use client';

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { REFRESH } from '@dating/core/domain';
import { PUSHED_MESSAGE_EVENT } from '@/components/periodic-refresh/periodic-refresh';
import { useUser } from '@/hooks/use-user';
import { chatQueryKeys } from '@/lib/chat-query-keys';
import { selectPushActive, usePushStore } from '@/stores/push-store';
import { useChatUiStore } from '../chat-store';
import { createLiveEventHandler, cursorsFromCache } from './apply-live-event';
import { LiveClient } from './live-client';
import { setLiveSender } from './live-sender';

export { sendLiveFrame } from './live-sender';

export function liveUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/live`;
}

/** The spec's refresh (§4, §9) as the fallback: first after 5 s, then every 60 s, or 300 s with push. */
export function fallbackDelays(pushSubscribed: boolean): { firstMs: number; intervalMs: number } {
  return {
    firstMs: REFRESH.firstMs,
    intervalMs: pushSubscribed ? REFRESH.pushIntervalMs : REFRESH.intervalMs,
  };
}

/**
 * The chat's fallback while the live channel is down: the chat list and the open message lists reload on
 * the spec's schedule, and at once on a pushed message (also while the channel is up, it costs one call).
 */
function useFallbackRefresh(viewerId: string | null) {
  const queryClient = useQueryClient();
  const live = useChatUiStore((s) => s.liveStatus === 'open');
  const pushSubscribed = usePushStore(selectPushActive);

  useEffect(() => {
    if (!viewerId) return undefined;
    const reload = () => {
      if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.state(viewerId) });
      void queryClient.invalidateQueries({ queryKey: chatQueryKeys.messagesAll(viewerId) });
    };
    window.addEventListener(PUSHED_MESSAGE_EVENT, reload);
    if (live) return () => window.removeEventListener(PUSHED_MESSAGE_EVENT, reload);
    const { firstMs, intervalMs } = fallbackDelays(pushSubscribed);
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      reload();
      interval = setInterval(reload, intervalMs);
    }, firstMs);
    return () => {
      clearTimeout(first);
      if (interval) clearInterval(interval);
      window.removeEventListener(PUSHED_MESSAGE_EVENT, reload);
    };
  }, [viewerId, live, pushSubscribed, queryClient]);
}

/**
 * The live channel of a logged-in member's tab (mounted once, in the root layout): new messages, reads,
 * typing, unread total, credits and likes arrive in milliseconds and go straight into the query caches; the
 * socket reconnects with backoff and resumes from the last sequence shown, so nothing is lost or doubled.
 */
export function LiveChannel() {
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const viewerId = user?.profile.id ?? null;
  const setLiveStatus = useChatUiStore((s) => s.setLiveStatus);

  useEffect(() => {
    if (!viewerId || typeof WebSocket === 'undefined') return undefined;
    const handler = createLiveEventHandler(queryClient, viewerId);
    const client = new LiveClient({
      url: liveUrl(window.location),
      onEvent: handler,
      onStatus: setLiveStatus,
      cursors: () => cursorsFromCache(queryClient, viewerId),
    });
    const unregister = setLiveSender(client);
    client.start();
    const wake = () => client.wake();
    const onVisible = () => {
      if (document.visibilityState === 'visible') client.wake();
    };
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', onVisible);
      handler.dispose();
      client.stop();
      unregister();
    };
  }, [viewerId, queryClient, setLiveStatus]);

  useFallbackRefresh(viewerId);
  return null;
}
