'use client';

import { useQuery, type QueryKey } from '@tanstack/react-query';

/** A list the API serves unchanged during a visit (spec §7: loaded once): never stale. */
export function useLoadedOnce<T>(queryKey: QueryKey, queryFn: () => Promise<T>) {
  return useQuery({ queryKey, queryFn, staleTime: Infinity });
}
