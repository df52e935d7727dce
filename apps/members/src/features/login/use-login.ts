'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TLoginInput } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/user.php: logs in and stores the member in the query cache. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TLoginInput) => getBrowserApi().user.login(input),
    onSuccess: ({ user }) => queryClient.setQueryData(queryKeys.user.current(), user),
  });
}
