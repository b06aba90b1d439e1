import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** The most dismissed notices remembered; older ones have long left the banner's query anyway. */
const DISMISSED_NOTICES_KEPT = 50;

/**
 * Shell overlays that are not part of the spec's user state (that store keeps exactly the spec's
 * fields), and the banners of the spec's banner list the person dismissed. Only the dismissed
 * notices are persisted (in localStorage: a closed banner stays closed after a reload and in new
 * tabs).
 */
type UiState = {
  loginDialogOpen: boolean;
  mobileMenuOpen: boolean;
  /** Ids of important support notices whose banner the person closed. */
  dismissedNotices: readonly number[];
  setLoginDialogOpen: (open: boolean) => void;
  setMobileMenuOpen: (open: boolean) => void;
  dismissNotice: (id: number) => void;
};

export const UI_STORE_STORAGE_KEY = 'sidecamp.ui';

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      loginDialogOpen: false,
      mobileMenuOpen: false,
      dismissedNotices: [],
      setLoginDialogOpen: (loginDialogOpen) => set({ loginDialogOpen }),
      setMobileMenuOpen: (mobileMenuOpen) => set({ mobileMenuOpen }),
      dismissNotice: (id) =>
        set((state) => ({
          dismissedNotices: [id, ...state.dismissedNotices.filter((each) => each !== id)].slice(
            0,
            DISMISSED_NOTICES_KEPT,
          ),
        })),
    }),
    {
      name: UI_STORE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ dismissedNotices: state.dismissedNotices }),
    },
  ),
);
