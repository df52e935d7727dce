import { vi } from 'vitest';
import { localApiError, type ApiError } from '@dating/core/client';
import { type TErrorCode } from '@dating/core/contracts';
import { type countryRegions } from './fixtures';

/**
 * The one fake of the browser API client for the member site's tests: `setup.ts` mocks '@/lib/browser-api'
 * with it for every test file (a file with a fake of its own, chat or payments, mocks the module itself).
 * Every call is a `vi.fn()`; `resetMemberApi()` clears them all and each feature's test support seeds the
 * answers its screens need (regions, interests, likes…).
 */
export const memberApi = {
  account: {
    signup: vi.fn(),
    updateProfile: vi.fn(),
    resendActivation: vi.fn(),
    requestReset: vi.fn(),
    resetPassword: vi.fn(),
    changePassword: vi.fn(),
    requestMailChange: vi.fn(),
    confirmMailChange: vi.fn(),
    delete: vi.fn(),
    notifications: vi.fn(),
    updateNotifications: vi.fn(),
  },
  discounts: { acceptDeleteDiscount: vi.fn(), lookup: vi.fn() },
  interests: { list: vi.fn() },
  likes: {
    list: vi.fn(),
    like: vi.fn(),
    unlike: vi.fn(),
    seen: vi.fn(),
    autoLike: vi.fn(),
    swipe: vi.fn(),
    play: vi.fn(),
  },
  profiles: {
    search: vi.fn(),
    member: vi.fn(),
    block: vi.fn(),
    unblock: vi.fn(),
    updatePhoto: vi.fn(),
    deletePhoto: vi.fn(),
    orderPhotos: vi.fn(),
  },
  regions: { list: vi.fn() },
  user: {
    get: vi.fn(),
    login: vi.fn(),
    logout: vi.fn(),
    subscribePush: vi.fn(),
    unsubscribePush: vi.fn(),
  },
};

export type MemberApiFake = typeof memberApi;

/** Clears every call and answer of a fake API client (groups of `vi.fn()`s, like `memberApi`). */
export function resetApiFake(api: Record<string, Record<string, { mockReset(): unknown }>>): void {
  for (const group of Object.values(api)) for (const fn of Object.values(group)) fn.mockReset();
}

/** Clears every call and answer of the fake. */
export function resetMemberApi(): void {
  resetApiFake(memberApi);
}

/** Answers the regions list with these countries (`countryRegions(…)` of the fixtures); none: an empty list. */
export function seedRegions(...countries: ReturnType<typeof countryRegions>[]): void {
  memberApi.regions.list.mockResolvedValue({ countries });
}

export interface MemberApiErrorOptions {
  fields?: { path: string; message: string }[];
  method?: string;
  path?: string;
}

/**
 * An ApiError as the client throws it for an error envelope:
 * `memberApiError('account_locked', 423, { minutes: 15 })`.
 */
export function memberApiError(
  code: TErrorCode,
  status = 400,
  params?: Record<string, string | number>,
  options: MemberApiErrorOptions = {},
): ApiError {
  const { fields, method = 'GET', path = '/api/test' } = options;
  return localApiError({ code, status, params, fields, method, path });
}
