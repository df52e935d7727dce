'use client';

import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSettings } from '@/providers/settings-context';
import { useUser } from '@/hooks/use-user';
import { defaultFilters, normaliseFilters, type SearchFilters } from './search-filters';
import { useSearchStore, VISITOR } from './search-store';

const subscribeHydration = (onChange: () => void) => useSearchStore.persist.onFinishHydration(onChange);
const isHydrated = () => useSearchStore.persist.hasHydrated();
const notOnServer = () => false;

/**
 * The filters to search with: the ones this viewer last searched with (kept in localStorage), else the
 * defaults for them. `hydrated` is false until the saved filters were read, so no search runs with defaults
 * that are about to be replaced.
 */
export function useSearchFilters() {
  const { data: user } = useUser();
  const settings = useSettings();
  const viewer = user?.profile.id ?? VISITOR;
  const saved = useSearchStore((state) => state.saved);
  const save = useSearchStore((state) => state.save);
  const hydrated = useSyncExternalStore(subscribeHydration, isHydrated, notOnServer);

  useEffect(() => {
    if (!useSearchStore.persist.hasHydrated()) void useSearchStore.persist.rehydrate();
  }, []);

  const profile = user?.profile ?? null;
  const filters = useMemo(
    () =>
      saved && saved.viewer === viewer
        ? normaliseFilters(saved.filters, settings)
        : defaultFilters(profile, settings),
    [saved, viewer, profile, settings],
  );
  const setFilters = useCallback(
    (next: SearchFilters) => save(viewer, normaliseFilters(next, settings)),
    [save, viewer, settings],
  );
  return { filters, setFilters, viewer, hydrated };
}
