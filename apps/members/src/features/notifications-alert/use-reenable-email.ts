'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TUser } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/notifications.php `{ reenable_email: true }`: clears notifications_disabled (spec §2). */
export function useReenableEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getBrowserApi().account.updateNotifications({ reenable_email: true }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeys.notifications.preferences(), data);
      queryClient.setQueryData<TUser | null>(queryKeys.user.current(), (user) =>
        user ? { ...user, notifications_disabled: data.notifications_disabled } : user,
      );
    },
  });
}
