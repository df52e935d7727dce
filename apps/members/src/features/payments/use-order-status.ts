'use client';

import { useQuery } from '@tanstack/react-query';
import { getBrowserApi } from '@/lib/browser-api';
import { paymentsQueryKeys } from './payments-query-keys';

/** How often the state page asks while the payment is processing. */
export const ORDER_POLL_MS = 2_000;

/** GET /api/orders.php?id=: polled while processing, then left alone. */
export function useOrderStatus(orderId: string) {
  return useQuery({
    queryKey: paymentsQueryKeys.order(orderId),
    queryFn: () => getBrowserApi().payments.order(orderId),
    refetchInterval: (query) => (query.state.data?.order.state === 'processing' ? ORDER_POLL_MS : false),
  });
}
