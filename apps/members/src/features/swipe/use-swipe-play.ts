'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@dating/core/client';
import { type TSwipeInput, type TSwipeResponse } from '@dating/core/contracts';
import { likesQueryKeys } from '@/lib/likes-query-keys';
import { getBrowserApi } from '@/lib/browser-api';
import { useSwipeDeckKey } from './use-swipe-deck';

/** True for the server's refusal of a like beyond today's allowance. */
export function isSwipeLimitError(error: unknown): boolean {
  return isApiError(error) && error.code === 'swipe_limit_reached';
}

/** True when the profile was played already (e.g. in another tab): the deck just moves on. */
export function isAlreadyPlayedError(error: unknown): boolean {
  return isApiError(error) && error.code === 'conflict';
}

/**
 * POST /api/swipe.php: likes or passes the profile on screen. The allowance of the answer is applied at once,
 * then the next profile is fetched; the mutation stays pending until it is there, so the same profile cannot be
 * played twice; a like also invalidates the likes lists. A refused like (429 swipe_limit_reached) switches to the wait: the allowance is emptied and
 * reloaded for the real `next_like_at`; a profile played already (409 conflict) is skipped.
 */
export function useSwipePlay() {
  const queryClient = useQueryClient();
  const queryKey = useSwipeDeckKey();
  return useMutation({
    mutationFn: (input: TSwipeInput) => getBrowserApi().likes.play(input),
    onSuccess: async (answer, input) => {
      // A like changes the likes lists (and may make a match): they load afresh when next shown.
      if (input.action === 'like') void queryClient.invalidateQueries({ queryKey: likesQueryKeys.all });
      queryClient.setQueryData<TSwipeResponse>(queryKey, (old) =>
        old
          ? {
              ...old,
              likes_left: answer.likes_left,
              likes_per_day: answer.likes_per_day,
              next_like_at: answer.next_like_at,
            }
          : old,
      );
      await queryClient.invalidateQueries({ queryKey });
    },
    onError: async (error) => {
      if (isSwipeLimitError(error)) {
        queryClient.setQueryData<TSwipeResponse>(queryKey, (old) => (old ? { ...old, likes_left: 0 } : old));
      } else if (!isAlreadyPlayedError(error)) {
        return;
      }
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
