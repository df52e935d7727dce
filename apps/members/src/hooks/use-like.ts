'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TLikesResponse, type TPublicProfile } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { likesQueryKeys } from '@/lib/likes-query-keys';
import { withLike } from '@/lib/likes-lists';
import { useLikesKey } from './use-likes';

/**
 * POST /api/like.php (`liked: true`) or DELETE /api/like.php (`liked: false`), optimistic: the like shows at
 * once in the likes cache and rolls back when the call fails; the likes reload afterwards either way. The
 * answer's `match` tells whether both members like each other now.
 */
export function useLike(profileId: string, profile?: TPublicProfile) {
  const queryClient = useQueryClient();
  const key = useLikesKey();
  return useMutation({
    mutationFn: (liked: boolean) => {
      const api = getBrowserApi().likes;
      return liked ? api.like({ profile: profileId }) : api.unlike({ profile: profileId });
    },
    onMutate: async (liked) => {
      if (!key) return { previous: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TLikesResponse>(key);
      if (previous) queryClient.setQueryData(key, withLike(previous, profileId, liked, new Date(), profile));
      return { previous };
    },
    onError: (_error, _liked, context) => {
      if (key && context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: likesQueryKeys.all }),
  });
}
