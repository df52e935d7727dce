'use client';

import { useMemberKey, useMemberQuery } from '@/hooks/use-member-query';
import { getBrowserApi } from '@/lib/browser-api';
import { likesQueryKeys } from '@/lib/likes-query-keys';

/** The key of the logged-in member's likes, or null for a visitor. */
export function useLikesKey() {
  return useMemberKey(likesQueryKeys.list);
}

/**
 * GET /api/likes.php for the logged-in member (never for visitors): the profiles, the likes both ways and
 * `total_new_likes`. The periodic refresh and the like mutations keep it current.
 */
export function useLikes() {
  return useMemberQuery(useLikesKey(), likesQueryKeys.all, () => getBrowserApi().likes.list());
}
