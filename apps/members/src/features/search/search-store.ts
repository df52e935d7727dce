import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { ZSearchFilters, type SearchFilters } from './search-filters';

/** Who chose the saved filters: a member's profile id, or VISITOR. */
export const VISITOR = 'visitor';

const ZSaved = z.object({ viewer: z.string().min(1).max(64), filters: ZSearchFilters });
type Saved = z.infer<typeof ZSaved>;

export interface SearchState {
  /** The last filters searched with, and whose they are (a member's filters are not a visitor's). */
  saved: Saved | null;
  save: (viewer: string, filters: SearchFilters) => void;
}

export const SEARCH_STORE_KEY = 'members-search';

/**
 * The search filters, kept between visits (localStorage). Whatever is read back is checked against the
 * schema, so an old or tampered entry falls back to the defaults instead of breaking the search.
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
      storage: createJSONStorage(() => localStorage),
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
