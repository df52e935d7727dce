import { isApiError, isNetworkError } from '@dating/core/client';

export type LoginErrorKey = 'login.failed' | 'login.rateLimited' | 'login.unavailable';

/** Which translated message a failed login shows (spec §8: "Login failed, please try again"). */
export function loginErrorKey(error: unknown): LoginErrorKey {
  if (isApiError(error)) {
    if (error.code === 'rate_limited' || error.status === 429) return 'login.rateLimited';
    if (error.status >= 500) return 'login.unavailable';
    return 'login.failed';
  }
  if (isNetworkError(error)) return 'login.unavailable';
  return 'login.unavailable';
}
