'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TUser } from '@dating/core/contracts';
import { queryKeys } from '@/lib/query-keys';

/**
 * A call that logs the member in (login, sign-up): the member it answers goes into the query cache, then
 * `then` runs (e.g. a navigation).
 */
export function useSessionStart<TInput>(
  call: (input: TInput) => Promise<{ user: TUser }>,
  then?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(queryKeys.user.current(), user);
      then?.();
    },
  });
}

/** A call after which the API has ended every session (password reset, account deletion): forget the member. */
export function useSessionEnd<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.user.current(), null);
    },
  });
}
