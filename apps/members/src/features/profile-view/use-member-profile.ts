'use client';

import { useQuery } from '@tanstack/react-query';
import { type TMemberResponse } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { useUser } from '@/hooks/use-user';
import { memberQueryKeys } from './member-query-keys';

/** The key of a profile as the current viewer sees it. */
export function useMemberProfileKey(profileId: string) {
  const { data: user } = useUser();
  return memberQueryKeys.detail(user?.profile.id ?? null, profileId);
}

/**
 * GET /api/member.php?id=: another member's profile as the viewer may see it, and related profiles.
 * `initialData` is the answer the server page fetched, so the page renders complete.
 */
export function useMemberProfile(
  profileId: string,
  options: { initialData?: TMemberResponse; enabled?: boolean } = {},
) {
  const queryKey = useMemberProfileKey(profileId);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getBrowserApi().profiles.member(profileId, { signal }),
    initialData: options.initialData,
    enabled: options.enabled ?? true,
  });
}
