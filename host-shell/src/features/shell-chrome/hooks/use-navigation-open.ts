// Whether the side navigation is pinned open (240px) or collapsed to its 60px icon rail (spec 000 §2:
// "its open state persists in browser storage"). The top bar's toggle flips it; it survives reloads.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The localStorage key of the pinned state. */
export const NAVIGATION_OPEN_STORAGE_KEY = 'trucks-navigation-open';

interface NavigationOpenState {
  /** Pinned open: 240px wide and beside the page. Collapsed (the default) shows icons and expands on hover. */
  isOpen: boolean;
  toggle: () => void;
}

export const useNavigationOpen = create<NavigationOpenState>()(
  persist(
    (set) => ({
      isOpen: false,
      toggle: () => set((state) => ({ isOpen: !state.isOpen })),
    }),
    {
      name: NAVIGATION_OPEN_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ isOpen: state.isOpen }),
    },
  ),
);
