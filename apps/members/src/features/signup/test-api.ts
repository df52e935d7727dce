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
};

export function resetFakeApi() {
  for (const group of Object.values(fakeApi)) for (const fn of Object.values(group)) fn.mockReset();
  fakeApi.regions.list.mockResolvedValue({
    countries: [{ country: 'NL', term: 'regionTerm.province', regions: [{ id: 'NL-UT', name: 'Utrecht' }] }],
  });
  fakeApi.interests.list.mockResolvedValue({ interests: [{ key: 'hiking', category: 'lifestyle' }] });
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
