'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TDataExportState } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';

export const dataExportKeys = { state: ['data-export', 'state'] as const };

/** GET /api/data-export.php: the newest request; polled every 5 s while the ZIP is being built. */
export function useDataExportState() {
  return useQuery({
    queryKey: dataExportKeys.state,
    queryFn: () => getBrowserApi().dataExport.state(),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'building' ? 5_000 : false;
    },
  });
}

/** POST /api/data-export.php: queues an export; the answer replaces the cached state. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getBrowserApi().dataExport.request({}),
    onSuccess: (state: TDataExportState) => {
      queryClient.setQueryData(dataExportKeys.state, state);
    },
  });
}
