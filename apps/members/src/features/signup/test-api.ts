import { type TErrorCode } from '@dating/core/contracts';
import { countryRegions, createSearchPage } from '@/test/fixtures';
import { memberApi, memberApiError, resetMemberApi, seedRegions } from '@/test/member-api';

/** The member-API fake as the sign-up screens' tests use it (setup.ts mocks the browser API with it). */
export const fakeApi = memberApi;

/** An empty first search page (no matches, no similar profiles). */
export const EMPTY_SEARCH_PAGE = createSearchPage({ results: [] });

/** Clears the fake; one region, one interest, no matches. */
export function resetFakeApi() {
  resetMemberApi();
  seedRegions(countryRegions('NL', 'regionTerm.province', ['NL-UT', 'Utrecht']));
  memberApi.interests.list.mockResolvedValue({ interests: [{ key: 'hiking', category: 'lifestyle' }] });
  memberApi.profiles.search.mockResolvedValue(EMPTY_SEARCH_PAGE);
}

export function apiError(code: TErrorCode, status: number, params?: Record<string, string | number>) {
  return memberApiError(code, status, params, { method: 'POST', path: '/api/signup.php' });
}
