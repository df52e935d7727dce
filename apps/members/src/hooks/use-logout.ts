'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { usePushStore } from '@/stores/push-store';
import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';

/**
 * Forgets this browser's push subscription (DELETE user.php?push=1 while the session still exists: nobody gets
 * pushes on a browser they left), GET /api/logout.php, then forget every cached server answer and go home
 * (spec §4: logout → /).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: async () => {
      await usePushStore
        .getState()
        .unsubscribe()
        .catch(() => undefined);
      return getBrowserApi().user.logout();
    },
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.user.current(), null);
      router.push('/');
      router.refresh();
    },
  });
}
