'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TSignupInput } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/signup.php: creates the account, logs in (session cookie) and sends the activation e-mail in
 * the same request. Not optimistic: there is no member to show before the API has created one.
 */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TSignupInput) => getBrowserApi().account.signup(input),
    onSuccess: ({ user }) => queryClient.setQueryData(queryKeys.user.current(), user),
  });
}
