'use client';

import { useQuery } from '@tanstack/react-query';
import { getBrowserApi } from '@/lib/browser-api';
import { paymentsQueryKeys } from './payments-query-keys';

/** GET /api/pricing.php: every price a member can pay, for visitors too. */
export function usePricing(country?: string) {
  return useQuery({
    queryKey: paymentsQueryKeys.pricing(country),
    queryFn: () => getBrowserApi().payments.pricing(country),
  });
}
