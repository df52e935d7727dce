'use client';

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type TSearchResponse } from '@dating/core/contracts';
import { type InitialSearch } from '@/lib/initial-search';
import { getBrowserApi } from '@/lib/browser-api';
import { toSearchQuery, type SearchFilters } from '@/lib/search-filters';
import { searchQueryKeys } from '@/lib/search-query-keys';

/** Loaded pages stay fresh this long: back from a profile shows them at once, without a refetch. */
export const SEARCH_STALE_MS = 5 * 60_000;
/** …and stay cached this long after the screen was left, so back and forward keep every loaded page. */
export const SEARCH_GC_MS = 30 * 60_000;

export interface MemberSearchOptions {
  viewer: string;
  network: string | null;
  enabled: boolean;
  /**
   * The first page the server already searched for these filters: shown at once, as fresh as `at`. It only
   * fills an empty cache, so pages loaded meanwhile (back from a profile) are kept.
   */
  initial?: InitialSearch | null;
}

/**
 * GET /api/search.php, one page per call, paged by the answer's cursor (no offsets). The first page carries
 * the count and the similar results. Shared by the search screen and the sign-up's match suggestions, so a
 * search run while the account is set up is the one /members and /signup-matches show.
 */
export function memberSearchOptions(filters: SearchFilters, viewer: string, network: string | null) {
  return infiniteQueryOptions({
    queryKey: searchQueryKeys.results(viewer, filters, network),
    queryFn: ({ pageParam, signal }) =>
      getBrowserApi().profiles.search(toSearchQuery(filters, pageParam, network), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: TSearchResponse) => last.next_cursor,
    staleTime: SEARCH_STALE_MS,
    gcTime: SEARCH_GC_MS,
  });
}

export function useMemberSearch(
  filters: SearchFilters,
  { viewer, network, enabled, initial = null }: MemberSearchOptions,
) {
  return useInfiniteQuery({
    ...memberSearchOptions(filters, viewer, network),
    enabled,
    ...(initial
      ? { initialData: { pages: [initial.page], pageParams: [null] }, initialDataUpdatedAt: initial.at }
      : {}),
  });
}
