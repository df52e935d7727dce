'use client';

import { useQuery, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { useUser } from '@/hooks/use-user';

/** The key of a logged-in member's own data (`keyFor(memberId)`), or null for a visitor. */
export function useMemberKey<K extends QueryKey>(keyFor: (memberId: string) => K): K | null {
  const { data: user } = useUser();
  return user ? keyFor(user.profile.id) : null;
}

/** A query of the logged-in member's own data under `key`; never runs for a visitor (`key` null). */
export function useMemberQuery<T>(key: QueryKey | null, visitorKey: QueryKey, queryFn: QueryFunction<T>) {
  return useQuery({ queryKey: key ?? visitorKey, queryFn, enabled: key !== null });
}
