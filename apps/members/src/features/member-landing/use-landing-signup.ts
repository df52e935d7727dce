'use client';

import { useRouter } from 'next/navigation';
import { type TSignupInput } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { useSessionStart } from '@/hooks/use-session-mutation';

/**
 * POST /api/signup.php: creates the account and logs in (session cookie; the activation mail goes out), then
 * goes to `destination`. The navigation sits here, not in `mutate`'s callbacks: once the user is in the
 * cache the landing page shows the logged-in view and the form unmounts.
 */
export function useLandingSignup(destination: string) {
  const router = useRouter();
  return useSessionStart(
    (input: TSignupInput) => getBrowserApi().account.signup(input),
    () => router.push(destination),
  );
}
