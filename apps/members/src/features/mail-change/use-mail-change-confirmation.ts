'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/mail-change-do.php for the link's token, once: as a query keyed by the token, so React strict
 * mode's double effects, re-renders and remounts share one call instead of burning the single-use token twice.
 */
export function useMailChangeConfirmation(token: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.mailChange.confirmation(token),
    queryFn: async () => {
      const result = await getBrowserApi().account.confirmMailChange({ token });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.all });
      return result;
    },
    enabled,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
