'use client';

import { useQuery } from '@tanstack/react-query';
import { getBrowserApi } from '@/lib/browser-api';

/** Query keys of the blocked-members list (its own root, so user refetches leave it alone). */
export const blockedMembersKeys = {
  all: ['blocks'] as const,
  list: () => [...blockedMembersKeys.all, 'list'] as const,
};

/** GET /api/blocks.php: the members the logged-in member has blocked, newest first. */
export function useBlockedMembers() {
  return useQuery({
    queryKey: blockedMembersKeys.list(),
    queryFn: () => getBrowserApi().profiles.blocks(),
  });
}
