import { vi } from 'vitest';
import { ApiError } from '@dating/core/client';
import { type TErrorCode, type TMemberProfile, type TSwipeResponse } from '@dating/core/contracts';
import { createMemberProfile } from '@/features/profile-view/test-support';

/** A fake of the browser API client for the swipe deck (`vi.mock('@/lib/browser-api')`). */
export const swipeApi = {
  likes: { swipe: vi.fn(), play: vi.fn() },
  user: { get: vi.fn() },
};

export function resetSwipeApi(): void {
  for (const group of Object.values(swipeApi)) for (const fn of Object.values(group)) fn.mockReset();
}

export const ANNA = '11111111-1111-4111-8111-111111111111';
export const BEN = '22222222-2222-4222-8222-222222222222';

/** A profile of the deck in one line: `deckProfile(BEN, { name: 'Ben' })`. */
export function deckProfile(id: string, overrides: Partial<TMemberProfile> = {}): TMemberProfile {
  return createMemberProfile({ id, ...overrides });
}

/** A GET /api/swipe.php answer: `swipeAnswer({ likes_left: 0, next_like_at })`. */
export function swipeAnswer(overrides: Partial<TSwipeResponse> = {}): TSwipeResponse {
  return {
    profile: deckProfile(ANNA),
    likes_left: 4,
    likes_per_day: 4,
    next_like_at: null,
    ...overrides,
  };
}

export function swipeApiError(code: TErrorCode, status: number): ApiError {
  return new ApiError({
    status,
    code,
    messageKey: `errors.${code}`,
    envelope: { error: { code, message: `errors.${code}`, status } },
    method: 'POST',
    path: '/api/swipe.php',
  });
}
