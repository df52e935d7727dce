import { type QueryClient } from '@tanstack/react-query';
import { type TSettings, type TUser } from '@dating/core/contracts';
import { defaultFilters, type SearchFilters } from '@/lib/search-filters';
import { memberSearchOptions } from '@/hooks/use-member-search';

type MatchSettings = Pick<TSettings, 'countries' | 'geoip_selected_country' | 'min_age'>;

/**
 * The search behind a new member's suggested matches: who they look for, in their own country, every age
 * the site offers. The same filters /members starts with, so the members area opens on the same results.
 */
export function signupMatchFilters(user: Pick<TUser, 'profile'>, settings: MatchSettings): SearchFilters {
  return defaultFilters(user.profile, settings);
}

/** How long the "looking for matches" stage may hold up sign-up before the flow moves on without it. */
export const MATCH_SEARCH_BUDGET_MS = 5_000;

/**
 * The "looking for matches" stage of sign-up (spec §4): runs the first page of the new member's search
 * into the query cache, where /signup-matches and /members find it. Resolves true when the results are in,
 * false when the search failed or took longer than the budget (sign-up never fails because of it; the
 * screens then load the results themselves).
 */
export async function findSignupMatches(
  queryClient: QueryClient,
  user: Pick<TUser, 'profile'>,
  settings: MatchSettings,
  budgetMs = MATCH_SEARCH_BUDGET_MS,
): Promise<boolean> {
  const options = memberSearchOptions(signupMatchFilters(user, settings), user.profile.id, null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), budgetMs);
  });
  try {
    return await Promise.race([
      queryClient.fetchInfiniteQuery(options).then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
