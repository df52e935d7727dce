'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TUpdateProfileInput, type TUser } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/profile.php, optimistic: the cached member changes at once and rolls back on failure. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const key = queryKeys.user.current();
  return useMutation({
    mutationFn: (input: TUpdateProfileInput) => getBrowserApi().account.updateProfile(input),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TUser | null>(key);
      if (previous) {
        queryClient.setQueryData<TUser>(key, { ...previous, profile: { ...previous.profile, ...input } });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: ({ user }) => queryClient.setQueryData(key, user),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
