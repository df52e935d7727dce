'use client';

import { useQuery } from '@tanstack/react-query';
import { getBrowserApi } from '@/lib/browser-api';
import { blockedMembersKeys } from '@/lib/blocked-members-query-keys';

/** GET /api/blocks.php: the members the logged-in member has blocked, newest first. */
export function useBlockedMembers() {
  return useQuery({
    queryKey: blockedMembersKeys.list(),
    queryFn: () => getBrowserApi().profiles.blocks(),
  });
}
