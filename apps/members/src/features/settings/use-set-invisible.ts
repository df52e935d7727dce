'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TUser } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';

const MUTATION_KEY = ['user', 'invisible'] as const;

/**
 * PUT /api/invisible.php, optimistic: the switch moves at once. When the last of several quick toggles has
 * settled, the cache takes the server's answer (success) or the value before that toggle, re-read from the
 * server (failure), so a quick second toggle never flickers back.
 */
export function useSetInvisible() {
  const queryClient = useQueryClient();
  const key = queryKeys.user.current();
  const isLast = () => queryClient.isMutating({ mutationKey: MUTATION_KEY }) === 1;
  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: (invisible: boolean) => getBrowserApi().profiles.setInvisible({ invisible }),
    onMutate: (invisible) => {
      void queryClient.cancelQueries({ queryKey: key }, { revert: false });
      const previous = queryClient.getQueryData<TUser | null>(key);
      if (previous) queryClient.setQueryData<TUser>(key, { ...previous, invisible });
      return { previous: previous?.invisible };
    },
    onSuccess: ({ user }) => {
      if (isLast()) queryClient.setQueryData<TUser>(key, user);
    },
    onError: (_error, _invisible, context) => {
      if (!isLast()) return;
      const current = queryClient.getQueryData<TUser | null>(key);
      if (current && context?.previous !== undefined) {
        queryClient.setQueryData<TUser>(key, { ...current, invisible: context.previous });
      }
      // Not awaited: the error shows at once, the refetch corrects the switch when it arrives.
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
