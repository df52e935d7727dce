'use client';

import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@dating/core/client';
import { type TUser } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';

export async function fetchCurrentUser(): Promise<TUser | null> {
  try {
    return (await getBrowserApi().user.get()).user;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/** The logged-in member, or null for a visitor. Seeded from the server render. */
export function useUser() {
  return useQuery({ queryKey: queryKeys.user.current(), queryFn: fetchCurrentUser });
}
