'use client';

import { useQuery } from '@tanstack/react-query';
import { useUser } from '@/hooks/use-user';
import { getBrowserApi } from '@/lib/browser-api';
import { likesQueryKeys } from '@/lib/likes-query-keys';

/** The key of the logged-in member's likes, or null for a visitor. */
export function useLikesKey() {
  const { data: user } = useUser();
  return user ? likesQueryKeys.list(user.profile.id) : null;
}

/**
 * GET /api/likes.php for the logged-in member (never for visitors): the profiles, the likes both ways and
 * `total_new_likes`. The periodic refresh and the like mutations keep it current.
 */
export function useLikes() {
  const key = useLikesKey();
  return useQuery({
    queryKey: key ?? likesQueryKeys.all,
    queryFn: () => getBrowserApi().likes.list(),
    enabled: key !== null,
  });
}
