'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TLikesResponse } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { likesQueryKeys } from '@/lib/likes-query-keys';
import { withLikeSeen } from '@/lib/likes-lists';
import { useLikesKey } from './use-likes';

/**
 * PUT /api/like-seen.php: the member opened the profile of someone who liked them, so that like is no longer
 * new. The cache (and with it the Likes badge and the title) updates at once; the likes reload afterwards.
 */
export function useLikeSeen() {
  const queryClient = useQueryClient();
  const key = useLikesKey();
  return useMutation({
    mutationFn: (profileId: string) => getBrowserApi().likes.seen({ profile: profileId }),
    onMutate: async (profileId) => {
      if (!key) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TLikesResponse>(key);
      if (previous) queryClient.setQueryData(key, withLikeSeen(previous, profileId));
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (key && context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: likesQueryKeys.all }),
  });
}
