/** Query keys of the blocked-members list (its own root, so user refetches leave it alone). */
export const blockedMembersKeys = {
  all: ['blocks'] as const,
  list: () => [...blockedMembersKeys.all, 'list'] as const,
};
