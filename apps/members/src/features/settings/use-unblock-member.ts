'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TBlocksResponse } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { searchQueryKeys } from '@/lib/search-query-keys';
import { blockedMembersKeys } from '@/lib/blocked-members-query-keys';

export type TBlockedMember = TBlocksResponse['profiles'][number];

/** The list without one member. */
export function withoutMember(list: TBlocksResponse, id: string): TBlocksResponse {
  return { ...list, profiles: list.profiles.filter((p) => p.id !== id) };
}

/**
 * DELETE /api/block.php. On success the member leaves the cached list at once and `onUnblocked` runs (here,
 * not in `mutate`'s callbacks: the row that started the call is gone by then).
 */
export function useUnblockMember({ onUnblocked }: { onUnblocked?: (member: TBlockedMember) => void } = {}) {
  const queryClient = useQueryClient();
  const key = blockedMembersKeys.list();
  return useMutation({
    mutationFn: (member: TBlockedMember) => getBrowserApi().profiles.unblock({ profile: member.id }),
    onSuccess: (_answer, member) => {
      const list = queryClient.getQueryData<TBlocksResponse>(key);
      if (list) queryClient.setQueryData<TBlocksResponse>(key, withoutMember(list, member.id));
      onUnblocked?.(member);
      void queryClient.invalidateQueries({ queryKey: blockedMembersKeys.all });
      // The unblocked member may show up in search and on their profile again.
      void queryClient.invalidateQueries({ queryKey: searchQueryKeys.all });
    },
  });
}
