'use client';

import { useMutation } from '@tanstack/react-query';
import { type TMailChangeInput } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';

/** POST /api/mail-change.php: mails a confirmation link to the new address. */
export function useRequestMailChange() {
  return useMutation({
    mutationFn: (input: TMailChangeInput) => getBrowserApi().account.requestMailChange(input),
  });
}
