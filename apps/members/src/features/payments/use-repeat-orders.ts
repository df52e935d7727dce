'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { type TRepeatOrderInput } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { useUser } from '@/hooks/use-user';
import { paymentsQueryKeys } from './payments-query-keys';

/** GET /api/repeat-orders.php: the member's stored means (masked), the packages and the fallbacks. */
export function useRepeatOrders() {
  const user = useUser();
  return useQuery({
    queryKey: paymentsQueryKeys.repeat(user.data?.profile.id ?? null),
    queryFn: () => getBrowserApi().payments.repeatOrders(),
    enabled: !user.isPending,
  });
}

/** POST /api/repeat-order.php: no redirect; the answer's order is then polled until final. */
export function useRepeatOrder() {
  return useMutation({
    mutationFn: (input: TRepeatOrderInput) => getBrowserApi().payments.repeatOrder(input),
  });
}

/** A fresh idempotency key: one per purchase attempt, so a retried request is charged once. */
export const newRepeatKey = (): string => crypto.randomUUID();
