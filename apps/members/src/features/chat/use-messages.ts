'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { type TMessagesPage } from '@dating/core/contracts';
import { useUser } from '@/hooks/use-user';
import { getBrowserApi } from '@/lib/browser-api';
import { chatQueryKeys } from '@/lib/chat-query-keys';
import { type MessagesData } from './lib/messages-cache';

/** A conversation by id (`/chats/{id}`), or the one with a profile (`/members/{id}/chat`, maybe not started). */
export type ChatTarget = { conversation: string } | { profile: string };

export function targetKey(target: ChatTarget): string {
  return 'conversation' in target ? `c:${target.conversation}` : `p:${target.profile}`;
}

export function useMessagesKey(target: ChatTarget) {
  const { data: user } = useUser();
  return user ? chatQueryKeys.messages(user.profile.id, targetKey(target)) : null;
}

/**
 * GET /api/messages.php by cursor: the newest page first, `fetchNextPage()` loads the older one
 * (`next_before`). `initialPage` is the page the server rendered with. Live events add new messages in place.
 */
export function useMessages(target: ChatTarget, initialPage?: TMessagesPage) {
  const key = useMessagesKey(target);
  return useInfiniteQuery<TMessagesPage, Error, MessagesData, readonly unknown[], number | null>({
    queryKey: key ?? chatQueryKeys.all,
    queryFn: ({ pageParam, signal }) =>
      getBrowserApi().chat.messages({ ...target, before: pageParam ?? undefined }, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before,
    initialData: initialPage ? { pages: [initialPage], pageParams: [null] } : undefined,
    enabled: key !== null,
  });
}
