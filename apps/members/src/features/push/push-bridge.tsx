'use client';

import { useEffect } from 'react';
import { useUser } from '@/hooks/use-user';
import { useSettings } from '@/providers/settings-context';
import { PUSHED_MESSAGE_EVENT } from '@/components/periodic-refresh/periodic-refresh';
import { isPushCapable } from '@/lib/push-browser';
import { usePushStore } from '@/stores/push-store';

/** Messages `public/sw-push.js` posts to open windows (spec §7). */
export const NEW_PUSH_MESSAGE = 'NEW_PUSH_MESSAGE';
export const NEW_PUSH_CLICK = 'NEW_PUSH_CLICK';

/**
 * Mounted once per page: reads this browser's push state into the store (and re-sends the subscription once
 * for a newly logged-in member), and turns the worker's messages into `lastMessage` plus an immediate refresh
 * (`PUSHED_MESSAGE_EVENT`, see features/likes/periodic-refresh).
 */
export function PushBridge() {
  const { data: user } = useUser();
  const { push_public_key: publicKey } = useSettings();
  const memberId = user?.profile.id ?? null;
  const init = usePushStore((state) => state.init);
  const setLastMessage = usePushStore((state) => state.setLastMessage);

  useEffect(() => {
    void init(publicKey, memberId);
  }, [init, publicKey, memberId]);

  useEffect(() => {
    if (!isPushCapable()) return undefined;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; payload?: unknown } | null;
      if (!data || (data.type !== NEW_PUSH_MESSAGE && data.type !== NEW_PUSH_CLICK)) return;
      if (data.type === NEW_PUSH_MESSAGE && data.payload && typeof data.payload === 'object') {
        setLastMessage(data.payload);
      }
      window.dispatchEvent(new Event(PUSHED_MESSAGE_EVENT));
    };
    const container = navigator.serviceWorker;
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [setLastMessage]);

  return null;
}
