import { useUiStore } from '../store/uiStore';
import { useUserStore } from '../store/userStore';

/** Stops the tap waiting for the session check to answer; a later tap replaces it, so none runs twice. */
let stopWaiting: (() => void) | null = null;

/**
 * Runs what a member asked for, or asks a visitor to log in. A tab opened with a login cookie does
 * not know it is logged in until its session check answers (the flag lives in sessionStorage, per
 * tab): a tap before then waits for that answer instead of showing the log-in dialog to someone
 * who is logged in and losing what they asked for.
 */
export function runAsMember(action: () => void): void {
  stopWaiting?.();
  stopWaiting = null;
  const { loggedIn, loginAttempted } = useUserStore.getState();
  if (loggedIn) {
    action();
    return;
  }
  if (loginAttempted) {
    useUiStore.getState().setLoginDialogOpen(true);
    return;
  }
  stopWaiting = useUserStore.subscribe((state) => {
    if (!state.loggedIn && !state.loginAttempted) return;
    runAsMember(action);
  });
}
