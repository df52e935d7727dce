'use client';

import { useQuery } from '@tanstack/react-query';
import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';

export const regionsQuery = {
  queryKey: queryKeys.regions.list(),
  queryFn: () => getBrowserApi().regions.list(),
  staleTime: Infinity, // spec §7: loaded once
} as const;

/** GET /api/regions.php: every served country's regions and their term. */
export function useRegions() {
  return useQuery(regionsQuery);
}
