'use client';

import { useQuery } from '@tanstack/react-query';
import { getBrowserApi } from '@/lib/browser-api';
import { useUser } from '@/hooks/use-user';
import { paymentsQueryKeys } from './payments-query-keys';

/** GET /api/packages.php: p0–p3 for the member's country (or a chosen one), methods and the time bonus. */
export function usePackages(country?: string) {
  const user = useUser();
  const viewer = user.data?.profile.id ?? null;
  return useQuery({
    queryKey: paymentsQueryKeys.packages(viewer, country),
    queryFn: () => getBrowserApi().payments.packages(country),
    enabled: !user.isPending,
  });
}
