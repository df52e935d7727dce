'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TDeleteAccountInput } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/account.php: the account becomes pending deletion and the session ends. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TDeleteAccountInput) => getBrowserApi().account.delete(input),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.user.current(), null);
    },
  });
}
