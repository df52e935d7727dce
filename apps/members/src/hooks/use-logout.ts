'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/logout.php, then forget every cached server answer and go home (spec §4: logout → /). */
export function useLogout() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: () => getBrowserApi().user.logout(),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.user.current(), null);
      router.push('/');
      router.refresh();
    },
  });
}
