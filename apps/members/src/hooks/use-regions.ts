'use client';

import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';
import { useLoadedOnce } from './use-loaded-once';

/** GET /api/regions.php: every served country's regions and their term. */
export function useRegions() {
  return useLoadedOnce(queryKeys.regions.list(), () => getBrowserApi().regions.list());
}
