'use client';

import { useQuery } from '@tanstack/react-query';
import { getBrowserApi } from '@/lib/browser-api';
import { useUser } from '@/hooks/use-user';
import { swipeQueryKeys } from './swipe-query-keys';

/** The key of the current member's deck. */
export function useSwipeDeckKey() {
  const { data: user } = useUser();
  return swipeQueryKeys.deck(user?.profile.id ?? null);
}

/** GET /api/swipe.php: the profile to play now and today's like allowance. */
export function useSwipeDeck() {
  const queryKey = useSwipeDeckKey();
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => getBrowserApi().likes.swipe({ signal }),
    // A deck is played, not browsed: coming back to the tab must not skip the profile on screen.
    refetchOnWindowFocus: false,
  });
}
