'use client';

import { type TResetDoInput } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { useSessionEnd } from '@/hooks/use-session-mutation';

/** POST /api/reset-password-do.php: sets the new password; the API ends every session, so we forget the member. */
export function useResetPassword() {
  return useSessionEnd((input: TResetDoInput) => getBrowserApi().account.resetPassword(input));
}
