'use client';

import { useMutation } from '@tanstack/react-query';
import { getBrowserApi } from '@/lib/browser-api';

/** POST /api/delete-discount.php: the member stays and gets a personal code for the next credit purchase. */
export function useAcceptDeleteDiscount() {
  return useMutation({ mutationFn: () => getBrowserApi().discounts.acceptDeleteDiscount() });
}
