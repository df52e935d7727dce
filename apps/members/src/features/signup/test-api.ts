import { vi } from 'vitest';
import { ApiError } from '@dating/core/client';
import { type TErrorCode } from '@dating/core/contracts';

/** A fake of the parts of the browser API client the sign-up and activation screens call. */
export const fakeApi = {
  account: {
    signup: vi.fn(),
    updateProfile: vi.fn(),
    resendActivation: vi.fn(),
  },
  regions: { list: vi.fn() },
  interests: { list: vi.fn() },
  user: { get: vi.fn() },
  profiles: { search: vi.fn() },
};

/** An empty first search page (no matches, no similar profiles). */
export const EMPTY_SEARCH_PAGE = {
  results: [],
  next_cursor: null,
  num_results: 0,
  num_results_capped: false,
  similar_results: [],
  similar_num_results: 0,
};

export function resetFakeApi() {
  for (const group of Object.values(fakeApi)) for (const fn of Object.values(group)) fn.mockReset();
  fakeApi.regions.list.mockResolvedValue({
    countries: [{ country: 'NL', term: 'regionTerm.province', regions: [{ id: 'NL-UT', name: 'Utrecht' }] }],
  });
  fakeApi.interests.list.mockResolvedValue({ interests: [{ key: 'hiking', category: 'lifestyle' }] });
  fakeApi.profiles.search.mockResolvedValue(EMPTY_SEARCH_PAGE);
}

export function apiError(code: TErrorCode, status: number, params?: Record<string, string | number>) {
  return new ApiError({
    status,
    code,
    messageKey: `errors.${code}`,
    envelope: { error: { code, message: `errors.${code}`, status, params } },
    method: 'POST',
    path: '/api/signup.php',
  });
}
