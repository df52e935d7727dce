import { type TErrorCode, type TMemberProfile, type TSwipeResponse } from '@dating/core/contracts';
import { createMemberProfile } from '@/test/fixtures';
import { memberApi, memberApiError, resetMemberApi } from '@/test/member-api';

/** The member-API fake as the swipe deck's tests use it (setup.ts mocks the browser API with it). */
export const swipeApi = memberApi;

export function resetSwipeApi(): void {
  resetMemberApi();
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

export function swipeApiError(code: TErrorCode, status: number) {
  return memberApiError(code, status, undefined, { method: 'POST', path: '/api/swipe.php' });
}
