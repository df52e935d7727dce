'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TResetDoInput } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/reset-password-do.php: sets the new password; the API ends every session, so we forget the member. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TResetDoInput) => getBrowserApi().account.resetPassword(input),
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.user.current(), null);
    },
  });
}
