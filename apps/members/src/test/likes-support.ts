import { type TErrorCode } from '@dating/core/contracts';
import { createLikes } from '@/test/fixtures';
import { memberApi, memberApiError, resetMemberApi, seedRegions } from '@/test/member-api';

export { createLikes, createPublicProfile as createProfile } from '@/test/fixtures';

/** The member-API fake as the likes tests (the likes screens, hearts, counts) use it (setup.ts mocks the browser API with it). */
export const likesApi = memberApi;

/** Clears the fake; an empty likes list and no regions. */
export function resetLikesApi(): void {
  resetMemberApi();
  seedLikes();
  seedRegions();
}

/** Answers the likes list with no likes, leaving the rest of the fake as it is. */
export function seedLikes(): void {
  memberApi.likes.list.mockResolvedValue(createLikes());
}

export function likesApiError(code: TErrorCode, status: number) {
  return memberApiError(code, status, undefined, { method: 'POST', path: '/api/like.php' });
}
