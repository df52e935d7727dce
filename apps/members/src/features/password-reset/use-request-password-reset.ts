'use client';

import { useMutation } from '@tanstack/react-query';
import { type TResetRequestInput } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';

/** POST /api/reset-password.php: mails a reset link (at most 5 per 30 min per address). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: TResetRequestInput) => getBrowserApi().account.requestReset(input),
  });
}
