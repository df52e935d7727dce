import { filterKey, type SearchFilters } from './search-filters';

/**
 * Query keys of the member search. The answer depends on who searches (blocks, the viewer's own profile) and
 * on a visitor's traffic source, so both are part of the key. (To move into `@/lib/query-keys`.)
 */
export const searchQueryKeys = {
  all: ['member-search'] as const,
  results: (viewer: string, filters: SearchFilters, network: string | null) =>
    [...searchQueryKeys.all, viewer, filterKey(filters), network ?? ''] as const,
};
