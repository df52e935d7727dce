'use client';

import { useMutation } from '@tanstack/react-query';
import { type TCreateOrderInput } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';

/** POST /api/orders.php, then the browser goes to the provider's checkout page. */
export function useCreateOrder() {
  return useMutation({
    mutationFn: (input: TCreateOrderInput) => getBrowserApi().payments.createOrder(input),
    onSuccess: (answer) => {
      window.location.assign(answer.redirect_url);
    },
  });
}
