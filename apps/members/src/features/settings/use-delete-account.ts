'use client';

import { type TDeleteAccountInput } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { useSessionEnd } from '@/hooks/use-session-mutation';

/** DELETE /api/account.php: the account becomes pending deletion and the session ends. */
export function useDeleteAccount() {
  return useSessionEnd((input: TDeleteAccountInput) => getBrowserApi().account.delete(input));
}
