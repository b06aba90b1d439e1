import { create } from 'zustand';

/**
 * Shell overlays that are not part of the spec's user state (that store keeps exactly the spec's
 * fields). Nothing here is persisted.
 */
type UiState = {
  loginDialogOpen: boolean;
  mobileMenuOpen: boolean;
  setLoginDialogOpen: (open: boolean) => void;
  setMobileMenuOpen: (open: boolean) => void;
};

export const useUiStore = create<UiState>()((set) => ({
  loginDialogOpen: false,
  mobileMenuOpen: false,
  setLoginDialogOpen: (loginDialogOpen) => set({ loginDialogOpen }),
  setMobileMenuOpen: (mobileMenuOpen) => set({ mobileMenuOpen }),
}));
