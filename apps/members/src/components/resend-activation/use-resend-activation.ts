'use client';

import { useMutation } from '@tanstack/react-query';
import { getBrowserApi } from '@/lib/browser-api';

/** POST /api/activation-resend.php: mails a new activation link; answers the address it went to. */
export function useResendActivation() {
  return useMutation({ mutationFn: () => getBrowserApi().account.resendActivation() });
}
