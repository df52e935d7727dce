'use client';

import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';
import { useLoadedOnce } from './use-loaded-once';

/** GET /api/interests.php */
export function useInterests() {
  return useLoadedOnce(queryKeys.interests.list(), () => getBrowserApi().interests.list());
}
