import { vi } from 'vitest';
import { ApiError } from '@dating/core/client';
import { type TErrorCode, type TNotificationsResponse } from '@dating/core/contracts';

/** A fake of the browser API client for the account screens' tests (`vi.mock('@/lib/browser-api')`). */
export const accountApi = {
  account: {
    requestReset: vi.fn(),
    resetPassword: vi.fn(),
    changePassword: vi.fn(),
    requestMailChange: vi.fn(),
    confirmMailChange: vi.fn(),
    delete: vi.fn(),
    notifications: vi.fn(),
    updateNotifications: vi.fn(),
  },
  user: { login: vi.fn(), get: vi.fn(), logout: vi.fn() },
  discounts: { acceptDeleteDiscount: vi.fn(), lookup: vi.fn() },
};

export function resetAccountApi(): void {
  for (const group of Object.values(accountApi)) for (const fn of Object.values(group)) fn.mockReset();
}

/** An ApiError as the client throws it for an error envelope. */
export function accountApiError(code: TErrorCode, status = 400, params?: Record<string, string | number>) {
  return new ApiError({
    status,
    code,
    messageKey: `errors.${code}`,
    envelope: { error: { code, message: `errors.${code}`, status, ...(params ? { params } : {}) } },
    method: 'POST',
    path: '/api/test',
  });
}

/** A notifications answer with everything on, in one line: `createNotifications({ email: { news: false } })`. */
export function createNotifications(
  overrides: { email?: Partial<TNotificationsResponse['preferences']['email']> } = {},
): TNotificationsResponse {
  return {
    preferences: {
      email: {
        new_conversations: true,
        new_messages: true,
        like: true,
        unread_message_reminders: true,
        promotions: true,
        weekly_updates: true,
        news: true,
        reminders: true,
        ...overrides.email,
      },
      push: { new_messages: true, like: true, new_conversations: true, promotions: true },
    },
    notifications_disabled: [],
  };
}
