'use client';

import { type TPublicProfile } from '@dating/core/contracts';
import { useLike } from '@/hooks/use-like';
import { useLikes } from '@/hooks/use-likes';
import { hasLiked } from '@/lib/likes-lists';

/** What the API answers to a like or an unlike. */
export type LikeAnswer = NonNullable<ReturnType<typeof useLike>['data']>;

export interface LikeToggleHandlers {
  /** `next`: the profile is now liked (true) or unliked (false). */
  onSuccess?: (answer: LikeAnswer, next: boolean) => void;
  onError?: (error: unknown) => void;
}

/** Whether the member likes `profile`, and the optimistic toggle both like buttons use. */
export function useLikeToggle(profile: TPublicProfile) {
  const likes = useLikes();
  const like = useLike(profile.id, profile);
  const liked = hasLiked(likes.data, profile.id);
  const toggle = ({ onSuccess, onError }: LikeToggleHandlers = {}) => {
    const next = !liked;
    like.mutate(next, {
      onSuccess: (answer) => onSuccess?.(answer, next),
      onError,
    });
  };
  return { liked, like, toggle };
}
