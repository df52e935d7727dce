'use client';

import { useQuery } from '@tanstack/react-query';
import { getBrowserApi } from '@/lib/browser-api';
import { chatQueryKeys } from '@/lib/chat-query-keys';

/** GET /api/gifts.php: the catalogue with prices, loaded when the gift picker first opens. */
export function useGifts(enabled: boolean) {
  return useQuery({
    queryKey: chatQueryKeys.gifts(),
    queryFn: ({ signal }) => getBrowserApi().chat.gifts({ signal }),
    enabled,
    staleTime: 10 * 60_000,
  });
}
