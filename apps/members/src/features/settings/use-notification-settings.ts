'use client';

import { useQuery } from '@tanstack/react-query';
import { type TNotificationsResponse } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/notifications.php: e-mail and push preferences and why mail may be off; seeded by the server. */
export function useNotificationSettings(initialData?: TNotificationsResponse) {
  return useQuery({
    queryKey: queryKeys.notifications.preferences(),
    queryFn: () => getBrowserApi().account.notifications(),
    initialData,
  });
}
