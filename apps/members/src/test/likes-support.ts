import { vi } from 'vitest';
import { ApiError } from '@dating/core/client';
import { type TErrorCode, type TLikesResponse, type TPublicProfile } from '@dating/core/contracts';

/** A fake of the browser API client for the likes features (`vi.mock('@/lib/browser-api')`). */
export const likesApi = {
  likes: { list: vi.fn(), like: vi.fn(), unlike: vi.fn(), seen: vi.fn(), autoLike: vi.fn() },
  user: { get: vi.fn() },
  regions: { list: vi.fn() },
};

export function resetLikesApi(): void {
  for (const group of Object.values(likesApi)) for (const fn of Object.values(group)) fn.mockReset();
  likesApi.likes.list.mockResolvedValue(createLikes());
  likesApi.regions.list.mockResolvedValue({ countries: [] });
}

export function likesApiError(code: TErrorCode, status: number): ApiError {
  return new ApiError({
    status,
    code,
    messageKey: `errors.${code}`,
    envelope: { error: { code, message: `errors.${code}`, status } },
    method: 'POST',
    path: '/api/like.php',
  });
}

/** A profile as GET /api/likes.php sends it: `createProfile('p1', { fictional: true })`. */
export function createProfile(id: string, overrides: Partial<TPublicProfile> = {}): TPublicProfile {
  return {
    id,
    name: `Member ${id}`,
    age: 30,
    gender: 'female',
    sexuality: 'hetero',
    city: 'Utrecht',
    country: 'NL',
    region: 'NL-UT',
    main_image: {
      filename: `/api/media/${id}.webp`,
      thumb_filename: `/api/media/${id}-thumb.webp`,
      width: 800,
      height: 1000,
      status: 'approved',
    },
    fictional: false,
    ...overrides,
  };
}

/** A likes answer in one line; `total_new_likes` follows `liked_by` unless given. */
export function createLikes(overrides: Partial<TLikesResponse> = {}): TLikesResponse {
  const liked_by = overrides.liked_by ?? [];
  return {
    profiles: [],
    liked: [],
    total_new_likes: liked_by.filter((l) => l.like_new).length,
    ...overrides,
    liked_by,
  };
}
