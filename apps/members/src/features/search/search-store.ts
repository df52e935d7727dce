import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { type SearchFilters } from '@/lib/search-filters';
import {
  cookieStorage,
  SEARCH_STORE_KEY,
  ZSavedSearch as ZSaved,
  type SavedSearch as Saved,
} from './saved-search';

export { SEARCH_STORE_KEY, VISITOR } from './saved-search';

export interface SearchState {
  /** The last filters searched with, and whose they are (a member's filters are not a visitor's). */
  saved: Saved | null;
  save: (viewer: string, filters: SearchFilters) => void;
}

/**
 * The search filters, kept between visits in a cookie the server reads too (see saved-search.ts). Whatever
 * is read back is checked against the schema, so an old or tampered entry falls back to the defaults instead
 * of breaking the search.
 */
export const useSearchStore = create<SearchState>()(
  persist(
    (set) => ({
      saved: null,
      save: (viewer, filters) => set({ saved: { viewer, filters } }),
    }),
    {
      name: SEARCH_STORE_KEY,
      version: 1,
      storage: createJSONStorage(() => cookieStorage),
      partialize: (state) => ({ saved: state.saved }),
      merge: (persisted, current) => {
        const parsed = ZSaved.safeParse((persisted as { saved?: unknown } | undefined)?.saved);
        return { ...current, saved: parsed.success ? parsed.data : null };
      },
      // Rehydrated in the search screen's effect, so the first client render matches the server HTML.
      skipHydration: true,
    },
  ),
);
