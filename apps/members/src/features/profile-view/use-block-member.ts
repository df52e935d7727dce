'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TMemberResponse } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { searchQueryKeys } from '@/lib/search-query-keys';
import { blockedMembersKeys } from '@/lib/blocked-members-query-keys';
import { useMemberProfileKey } from './use-member-profile';

/**
 * POST /api/block.php (`blocked: true`) or DELETE /api/block.php (`blocked: false`), optimistic: the profile's
 * `blocked` flag changes at once and rolls back when the call fails.
 */
export function useBlockMember(profileId: string) {
  const queryClient = useQueryClient();
  const key = useMemberProfileKey(profileId);
  return useMutation({
    mutationFn: (blocked: boolean) => {
      const api = getBrowserApi().profiles;
      return blocked ? api.block({ profile: profileId }) : api.unblock({ profile: profileId });
    },
    onMutate: async (blocked) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TMemberResponse>(key);
      if (previous) {
        queryClient.setQueryData<TMemberResponse>(key, {
          ...previous,
          profile: { ...previous.profile, blocked },
        });
      }
      return { previous };
    },
    onError: (_error, _blocked, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        // A block hides both members from each other's search and changes the settings list.
        queryClient.invalidateQueries({ queryKey: blockedMembersKeys.all }),
        queryClient.invalidateQueries({ queryKey: searchQueryKeys.all }),
      ]),
  });
}
