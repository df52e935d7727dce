import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface UiState {
  /** The one open dropdown (`'account'`, `'language'`), or null. */
  openMenu: string | null;
  /** Dismissed banners and modals by id, with the time of dismissal (ms since epoch). */
  dismissals: Record<string, number>;
  setOpenMenu: (id: string | null) => void;
  toggleMenu: (id: string) => void;
  dismiss: (id: string, at: number) => void;
}

/** UI state of the member site. Dismissals survive reloads (localStorage); open menus do not. */
export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      openMenu: null,
      dismissals: {},
      setOpenMenu: (id) => set({ openMenu: id }),
      toggleMenu: (id) => set((state) => ({ openMenu: state.openMenu === id ? null : id })),
      dismiss: (id, at) => set((state) => ({ dismissals: { ...state.dismissals, [id]: at } })),
    }),
    {
      name: 'members-ui',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ dismissals: state.dismissals }),
      // Rehydrated in an effect (AppProviders), so the first client render matches the server HTML.
      skipHydration: true,
    },
  ),
);
