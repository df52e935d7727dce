/**
 * Query keys of the swipe game and the match finder (both play the same deck and the same daily allowance).
 * The member is part of the key so a different login never sees another member's deck.
 */
export const swipeQueryKeys = {
  all: ['swipe'] as const,
  deck: (viewerId: string | null) => [...swipeQueryKeys.all, viewerId ?? 'visitor'] as const,
};
