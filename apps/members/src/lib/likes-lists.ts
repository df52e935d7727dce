import { type TLikesResponse, type TPublicProfile } from '@dating/core/contracts';

export const LIKES_TABS = ['received', 'sent', 'matches'] as const;
export type LikesTab = (typeof LIKES_TABS)[number];

/** One card of a likes tab: the profile, when the like happened, and its flags. */
export interface LikeEntry {
  profile: TPublicProfile;
  at: string;
  /** A received like the member has not seen yet. */
  isNew: boolean;
  /** Both members like each other. */
  match: boolean;
}

export type LikesTabs = Record<LikesTab, LikeEntry[]>;

/**
 * The three tabs of /likes from one GET /api/likes.php answer (pure): received (new ones first, then newest),
 * sent (newest first) and matches (ids present in both lists, newest of the two likes first). Likes whose
 * profile is not in `profiles` are left out (the server never references a profile it does not send).
 */
export function likesTabs(data: TLikesResponse): LikesTabs {
  const profiles = new Map(data.profiles.map((p) => [p.id, p]));
  const sentAt = new Map(data.liked.map((l) => [l.id, l.at]));
  const receivedIds = new Set(data.liked_by.map((l) => l.id));

  const received: LikeEntry[] = [];
  for (const like of data.liked_by) {
    const profile = profiles.get(like.id);
    if (profile) received.push({ profile, at: like.at, isNew: like.like_new, match: sentAt.has(like.id) });
  }
  received.sort((a, b) => Number(b.isNew) - Number(a.isNew) || b.at.localeCompare(a.at));

  const sent: LikeEntry[] = [];
  for (const like of data.liked) {
    const profile = profiles.get(like.id);
    if (profile) sent.push({ profile, at: like.at, isNew: false, match: receivedIds.has(like.id) });
  }
  sent.sort((a, b) => b.at.localeCompare(a.at));

  const matches = received
    .filter((entry) => entry.match)
    .map((entry) => {
      const mine = sentAt.get(entry.profile.id) ?? entry.at;
      return { ...entry, at: mine > entry.at ? mine : entry.at };
    })
    .sort((a, b) => b.at.localeCompare(a.at));

  return { received, sent, matches };
}

/** Whether the member has liked this profile. */
export function hasLiked(data: TLikesResponse | undefined, profileId: string): boolean {
  return data?.liked.some((l) => l.id === profileId) ?? false;
}

/** Whether this profile liked the member and the member has not seen it yet. */
export function hasUnseenLikeFrom(data: TLikesResponse | undefined, profileId: string): boolean {
  return data?.liked_by.some((l) => l.id === profileId && l.like_new) ?? false;
}

/** The answer with the member's own like of `profile` added or removed (the optimistic update). */
export function withLike(
  data: TLikesResponse,
  profile: string,
  liked: boolean,
  now: Date,
  profileData?: TPublicProfile,
): TLikesResponse {
  const others = data.liked.filter((l) => l.id !== profile);
  const known = data.profiles.some((p) => p.id === profile);
  return {
    ...data,
    liked: liked ? [{ id: profile, at: now.toISOString() }, ...others] : others,
    profiles: liked && !known && profileData ? [...data.profiles, profileData] : data.profiles,
  };
}

/** The answer with the like received from `profile` marked as seen, and the new-likes count updated. */
export function withLikeSeen(data: TLikesResponse, profile: string): TLikesResponse {
  const wasNew = hasUnseenLikeFrom(data, profile);
  if (!wasNew) return data;
  return {
    ...data,
    liked_by: data.liked_by.map((l) => (l.id === profile ? { ...l, like_new: false } : l)),
    total_new_likes: Math.max(0, data.total_new_likes - 1),
  };
}
