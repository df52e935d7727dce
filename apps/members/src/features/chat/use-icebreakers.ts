'use client';

import { useQuery } from '@tanstack/react-query';
import { useUser } from '@/hooks/use-user';
import { getBrowserApi } from '@/lib/browser-api';
import { chatQueryKeys } from '@/lib/chat-query-keys';

/** GET /api/icebreakers.php?profile=: opening lines for a conversation with `profileId`, loaded on demand. */
export function useIcebreakers(profileId: string, enabled: boolean) {
  const { data: user } = useUser();
  return useQuery({
    queryKey: chatQueryKeys.icebreakers(user?.profile.id ?? 'visitor', profileId),
    queryFn: ({ signal }) => getBrowserApi().chat.icebreakers(profileId, { signal }),
    enabled: enabled && Boolean(user),
    staleTime: 10 * 60_000,
  });
}
