'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TNotificationsResponse, type TUpdateNotificationsInput } from '@dating/core/contracts';
import { getBrowserApi } from '@/lib/browser-api';
import { queryKeys } from '@/lib/query-keys';

/** Applies a partial preference change to the cached answer. */
export function applyPreferenceChange(
  current: TNotificationsResponse,
  change: TUpdateNotificationsInput,
): TNotificationsResponse {
  return {
    ...current,
    preferences: {
      email: { ...current.preferences.email, ...change.email },
      push: { ...current.preferences.push, ...change.push },
    },
  };
}

/** The values a change replaces, so a failed call restores exactly those switches and no others. */
export function inverseChange(
  current: TNotificationsResponse,
  change: TUpdateNotificationsInput,
): TUpdateNotificationsInput {
  const pick = <T extends Record<string, boolean>>(from: T, keys: object | undefined) =>
    keys ? (Object.fromEntries(Object.keys(keys).map((k) => [k, from[k]])) as Partial<T>) : undefined;
  return {
    email: pick(current.preferences.email, change.email),
    push: pick(current.preferences.push, change.push),
  };
}

const MUTATION_KEY = ['notifications', 'update'] as const;

/**
 * PUT /api/notifications.php, optimistic: the switch moves at once and rolls back if the call fails.
 * Several switches may be in flight together: a failure reverts only its own switches, and the cache is
 * refetched once, when the last of them has settled, so a quick second toggle never flickers back.
 */
export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  const key = queryKeys.notifications.preferences();
  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: (change: TUpdateNotificationsInput) => getBrowserApi().account.updateNotifications(change),
    // Synchronous on purpose: the box must show its new state in the same frame as the click. A refetch in
    // flight is dropped (not reverted), so it cannot overwrite the optimistic value with an older answer.
    onMutate: (change) => {
      void queryClient.cancelQueries({ queryKey: key }, { revert: false });
      const previous = queryClient.getQueryData<TNotificationsResponse>(key);
      if (!previous) return { revert: null };
      queryClient.setQueryData(key, applyPreferenceChange(previous, change));
      return { revert: inverseChange(previous, change) };
    },
    onError: (_error, _change, context) => {
      const current = queryClient.getQueryData<TNotificationsResponse>(key);
      if (current && context?.revert)
        queryClient.setQueryData(key, applyPreferenceChange(current, context.revert));
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) === 1) {
        return queryClient.invalidateQueries({ queryKey: key });
      }
      return undefined;
    },
  });
}
