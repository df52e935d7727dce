/**
 * Query keys of the likes (GET /api/likes.php). The answer belongs to the logged-in member, so the member's
 * id is part of the key: another member logging in on the same tab never sees the previous list.
 */
export const likesQueryKeys = {
  all: ['likes'] as const,
  list: (viewerId: string) => [...likesQueryKeys.all, 'list', viewerId] as const,
};
