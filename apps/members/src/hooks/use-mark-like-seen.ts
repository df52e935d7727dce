'use client';

import { useEffect, useRef } from 'react';
import { hasUnseenLikeFrom } from '@/lib/likes-lists';
import { useLikeSeen } from './use-like-seen';
import { useLikes } from './use-likes';

/**
 * Spec §4 "Opening a liked profile clears its new flag": once the likes are known and this member has an
 * unseen like from `profileId`, PUT /api/like-seen.php is called once for this screen.
 */
export function useMarkLikeSeen(profileId: string, enabled: boolean) {
  const { data } = useLikes();
  const seen = useLikeSeen();
  const done = useRef<string | null>(null);
  const unseen = enabled && hasUnseenLikeFrom(data, profileId);
  const { mutate } = seen;

  useEffect(() => {
    if (!unseen || done.current === profileId) return;
    done.current = profileId;
    mutate(profileId);
  }, [unseen, profileId, mutate]);
}
