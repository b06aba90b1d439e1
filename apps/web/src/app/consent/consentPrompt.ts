import { useEffect } from 'react';
import { whenIdle } from '../idle';
import { useConsentStore } from './consentStore';

/** Longest wait for an idle moment before the first-visit consent dialog shows anyway. */
export const CONSENT_IDLE_TIMEOUT_MS = 3000;

/** Opens the consent dialog once the browser is idle, when no choice is stored yet. */
export function useConsentPrompt(): void {
  useEffect(() => {
    if (useConsentStore.getState().choice) return;
    return whenIdle(() => {
      const state = useConsentStore.getState();
      if (!state.choice && !state.dialogOpen) state.openDialog(false);
    }, CONSENT_IDLE_TIMEOUT_MS);
  }, []);
}
