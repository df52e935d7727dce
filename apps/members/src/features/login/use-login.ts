'use client';

import { type TLoginInput } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { useSessionStart } from '@/hooks/use-session-mutation';

/** POST /api/user.php: logs in and stores the member in the query cache. */
export function useLogin() {
  return useSessionStart((input: TLoginInput) => getBrowserApi().user.login(input));
}
