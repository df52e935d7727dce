'use client';

import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSettings } from '@/providers/settings-context';
import { useUser } from '@/hooks/use-user';
import { type InitialSearch } from '@/lib/initial-search';
import { defaultFilters, normaliseFilters, type SearchFilters } from '@/lib/search-filters';
import { useSearchStore, VISITOR } from './search-store';

const subscribeHydration = (onChange: () => void) => useSearchStore.persist.onFinishHydration(onChange);
const isHydrated = () => useSearchStore.persist.hasHydrated();
const notOnServer = () => false;

/**
 * The filters to search with: the ones this viewer last searched with (kept in a cookie), else the defaults
 * for them. `hydrated` is false until the saved filters were read, so no search runs with defaults that are
 * about to be replaced; with the server's `initial` search (read from the same cookie) there is nothing to
 * wait for, and its filters apply until then.
 */
export function useSearchFilters(initial?: InitialSearch | null) {
  const { data: user } = useUser();
  const settings = useSettings();
  const viewer = user?.profile.id ?? VISITOR;
  const saved = useSearchStore((state) => state.saved);
  const save = useSearchStore((state) => state.save);
  const storeHydrated = useSyncExternalStore(subscribeHydration, isHydrated, notOnServer);
  const fromServer = initial && initial.viewer === viewer ? initial : null;

  useEffect(() => {
    if (!useSearchStore.persist.hasHydrated()) void useSearchStore.persist.rehydrate();
  }, []);

  const profile = user?.profile ?? null;
  const filters = useMemo(() => {
    if (!storeHydrated && fromServer) return fromServer.filters;
    return saved && saved.viewer === viewer
      ? normaliseFilters(saved.filters, settings)
      : defaultFilters(profile, settings);
  }, [storeHydrated, fromServer, saved, viewer, profile, settings]);
  const setFilters = useCallback(
    (next: SearchFilters) => save(viewer, normaliseFilters(next, settings)),
    [save, viewer, settings],
  );
  return { filters, setFilters, viewer, hydrated: storeHydrated || fromServer !== null };
}
