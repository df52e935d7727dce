'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { type TLocale } from '@dating/core/contracts';
import { useChangeLocale } from '@dating/i18n/client';
import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';

/**
 * Switch language: the cookie and the page's i18n instance at once, the member's stored language when
 * logged in (PUT /api/user.php), then a refresh so server-rendered parts follow.
 */
export function useChangeLanguage(loggedIn: boolean) {
  const changeLocale = useChangeLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locale: TLocale) => {
      await changeLocale(locale);
      if (loggedIn) {
        const { user } = await getBrowserApi().user.updateLanguage({ language: locale });
        queryClient.setQueryData(queryKeys.user.current(), user);
      }
    },
    onSettled: () => router.refresh(),
  });
}
