'use client';

import { type TSignupInput } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { useSessionStart } from '@/hooks/use-session-mutation';

/**
 * POST /api/signup.php: creates the account, logs in (session cookie) and sends the activation e-mail in
 * the same request. Not optimistic: there is no member to show before the API has created one.
 */
export function useSignup() {
  return useSessionStart((input: TSignupInput) => getBrowserApi().account.signup(input));
}
