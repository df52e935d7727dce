import { type TErrorCode } from '@dating/core/contracts';
import { memberApi, memberApiError, resetMemberApi } from '@/test/member-api';

export { createNotifications } from '@/test/fixtures';

/** The member-API fake as the account screens' tests use it (`vi.mock('@/lib/browser-api')`). */
export const accountApi = memberApi;

export function resetAccountApi(): void {
  resetMemberApi();
}

/** An ApiError as the client throws it for an error envelope. */
export function accountApiError(code: TErrorCode, status = 400, params?: Record<string, string | number>) {
  return memberApiError(code, status, params, { method: 'POST' });
}
