import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** What a visitor allowed. Strictly necessary storage (session, this choice) needs no consent. */
export type ConsentChoice = {
  analytics: boolean;
  ads: boolean;
  /** ISO time of the decision, kept so a future policy can ask again after a change. */
  decidedAt: string;
};

/**
 * The key carries the consent version: when what we ask for changes, a new key (v2) makes every
 * visitor choose again instead of silently reusing an answer to a different question.
 */
export const CONSENT_STORAGE_KEY = 'sidecamp.consent.v1';

type ConsentState = {
  choice: ConsentChoice | null;
  dialogOpen: boolean;
  /** Whether the dialog was opened on purpose (footer, settings) rather than by the first visit. */
  reopened: boolean;
  decide: (analytics: boolean, ads: boolean) => void;
  openDialog: (reopened: boolean) => void;
  closeDialog: () => void;
};

export const useConsentStore = create<ConsentState>()(
  persist(
    (set) => ({
      choice: null,
      dialogOpen: false,
      reopened: false,
      decide: (analytics, ads) =>
        set({ choice: { analytics, ads, decidedAt: new Date().toISOString() }, dialogOpen: false }),
      openDialog: (reopened) => set({ dialogOpen: true, reopened }),
      closeDialog: () => set({ dialogOpen: false }),
    }),
    {
      name: CONSENT_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ choice: state.choice }),
    },
  ),
);
