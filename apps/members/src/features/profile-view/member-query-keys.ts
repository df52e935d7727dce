/**
 * Query keys of another member's profile screen. The answer depends on who is looking (visitor, free or
 * premium member: locked photos, `blocked`, `own`), so the viewer is part of the key.
 * (To move into `@/lib/query-keys` as `queryKeys.members`.)
 */
export const memberQueryKeys = {
  all: ['member-profile'] as const,
  detail: (viewerId: string | null, profileId: string) =>
    [...memberQueryKeys.all, viewerId ?? 'visitor', profileId] as const,
};
