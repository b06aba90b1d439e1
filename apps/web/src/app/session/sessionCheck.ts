import { type TSessionCheckInput, type TSessionUser, ZOk, ZSessionCheckResponse } from '@sidecamp/domain';
import { toast } from '../../ui/toast';
import { apiRequest } from '../api/apiClient';
import { i18n } from '../i18n/i18n';
import { useUserStore } from '../store/userStore';
import { closeChatSocket, openChatSocket } from './chatSocket';

/**
 * The spec's session check (points 4 and 7). Success stores profile, logged-in flag and time and
 * opens the chat socket; anything else (error, result false, loginDuplicated) resets to logged out.
 * The attempt is recorded either way so it does not repeat for the rest of the browser session.
 */
export async function runSessionCheck(): Promise<void> {
  const store = useUserStore.getState();
  // The login cookie is httpOnly and travels by itself; login_hash stays for clients that hold one.
  const body: TSessionCheckInput = {};
  try {
    const answer = await apiRequest('/auth/session', { method: 'POST', body, schema: ZSessionCheckResponse });
    if (answer.result && !answer.loginDuplicated && answer.user) {
      startLoggedInSession(answer.user);
    } else {
      closeChatSocket();
      store.logOut();
      if (answer.loginDuplicated) toast.info(i18n.t('session.loggedInElsewhere', { ns: 'common' }));
    }
  } catch {
    // Spec point 8: a failed session check resets to logged out and shows nothing.
    closeChatSocket();
    store.logOut();
  } finally {
    useUserStore.getState().setLoginAttempted(true);
  }
}

let startupRan = false;

/**
 * Start-up rule (spec point 4): check the session only if no login attempt was made yet in this
 * browser session. A module flag keeps it to one call even when React mounts effects twice.
 */
export function startSession(): void {
  if (startupRan) return;
  startupRan = true;
  const { loginAttempted, loggedIn, profile } = useUserStore.getState();
  if (!loginAttempted) {
    void runSessionCheck();
    return;
  }
  // Reload within the session: the stored login stands, so reconnect the chat for it.
  if (loggedIn && profile) openChatSocket(profile);
}

/** Stores a confirmed login (session check or login form) and opens the chat socket for it. */
export function startLoggedInSession(user: TSessionUser): void {
  const store = useUserStore.getState();
  store.logIn(user, Date.now());
  store.setLoginAttempted(true);
  openChatSocket(user);
}

/** Ends the session on the server, then locally; local state is reset even if the call fails. */
export async function logOutSession(): Promise<void> {
  try {
    await apiRequest('/auth/logout', { method: 'POST', body: {}, schema: ZOk });
  } finally {
    closeChatSocket();
    useUserStore.getState().logOut();
  }
}
