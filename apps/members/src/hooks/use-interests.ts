'use client';

import { useQuery } from '@tanstack/react-query';
import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';

export const interestsQuery = {
  queryKey: queryKeys.interests.list(),
  queryFn: () => getBrowserApi().interests.list(),
  staleTime: Infinity, // spec §7: loaded once
} as const;

/** GET /api/interests.php */
export function useInterests() {
  return useQuery(interestsQuery);
}
