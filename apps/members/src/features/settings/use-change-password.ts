'use client';

import { useMutation } from '@tanstack/react-query';
import { type TChangePasswordInput } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';

/** PUT /api/password.php: this session is rotated (cookie renewed), every other session ends. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: TChangePasswordInput) => getBrowserApi().account.changePassword(input),
  });
}
