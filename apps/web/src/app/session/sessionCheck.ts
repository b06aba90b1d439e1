import type { SessionEndedReason, TSessionCheckInput, TSessionUser } from '@sidecamp/domain';
import { toast } from '../../ui/toast';
import { apiRequest, setUnauthenticatedListener } from '../api/apiClient';
import { i18n } from '../i18n/i18n';
import { closeRealtimeSocket, openRealtimeSocket, setSessionEndedHandler } from '../realtime/realtimeSocket';
import { useUserStore } from '../store/userStore';

/**
 * The spec's session check (points 4 and 7). Success stores profile, logged-in flag and time and
 * opens the realtime socket; anything else (error, result false, loginDuplicated) resets to logged out.
 * The attempt is recorded either way so it does not repeat for the rest of the browser session.
 */
export async function runSessionCheck(): Promise<void> {
  const store = useUserStore.getState();
  let leftThePage = false;
  // The login cookie is httpOnly and travels by itself; login_hash stays for clients that hold one.
  const body: TSessionCheckInput = {};
  try {
    const answer = await apiRequest('/auth/session', {
      method: 'POST',
      body,
      schema: 'ZSessionCheckResponse',
    });
    if (answer.result && !answer.loginDuplicated && answer.user) {
      startLoggedInSession(answer.user);
    } else {
      closeRealtimeSocket();
      store.logOut();
      if (answer.loginDuplicated) toast.info(i18n.t('session.loggedInElsewhere', { ns: 'common' }));
    }
  } catch {
    // A reload or navigation away cancels the request: that is no answer about the session, and
    // recording it as an attempt would keep the next page from ever checking in this tab.
    leftThePage = pageIsUnloading;
    if (leftThePage) return;
    // Spec point 8: a failed session check resets to logged out and shows nothing.
    closeRealtimeSocket();
    store.logOut();
  } finally {
    if (!leftThePage) useUserStore.getState().setLoginAttempted(true);
  }
}

/** Set while the page is being left (reload, navigation): requests then fail without an answer. */
let pageIsUnloading = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    pageIsUnloading = true;
  });
  // A page kept in the back-forward cache comes back alive.
  window.addEventListener('pageshow', () => {
    pageIsUnloading = false;
  });
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
  // Reload within the session: the stored login stands, so reconnect the realtime socket for it.
  if (loggedIn && profile) openRealtimeSocket(profile);
}

/** Stores a confirmed login (session check or login form) and opens the realtime socket for it. */
export function startLoggedInSession(user: TSessionUser): void {
  const store = useUserStore.getState();
  store.logIn(user, Date.now());
  store.setLoginAttempted(true);
  openRealtimeSocket(user);
}

/** Ends the session on the server, then locally; local state is reset even if the call fails. */
export async function logOutSession(): Promise<void> {
  // The socket goes first: the server's sessionEnded for this very logout must not read as news.
  closeRealtimeSocket();
  try {
    await apiRequest('/auth/logout', { method: 'POST', body: {}, schema: 'ZOk' });
  } finally {
    closeRealtimeSocket();
    useUserStore.getState().logOut();
  }
}

/**
 * The server closed this page's socket because its session ended. If this browser has meanwhile
 * logged the same person in again (in another tab), the page carries on with that login; otherwise
 * it is logged out and says why, in plain words.
 */
export async function sessionEndedByServer(reason: SessionEndedReason): Promise<void> {
  const before = useUserStore.getState().profile;
  try {
    const body: TSessionCheckInput = {};
    const answer = await apiRequest('/auth/session', {
      method: 'POST',
      body,
      schema: 'ZSessionCheckResponse',
    });
    if (answer.result && !answer.loginDuplicated && answer.user && answer.user.no === before?.no) {
      startLoggedInSession(answer.user);
      return;
    }
  } catch {
    // Unreachable or refused: the server already said the session is over.
  }
  endSessionHere(reason);
}

/**
 * Logs this tab out because the server ended its session, saying why once. The socket's
 * sessionEnded and a re-check (a focus, a 401) often learn it at the same moment: only the first
 * to arrive while the tab is still logged in speaks.
 */
function endSessionHere(reason: SessionEndedReason | null): void {
  const wasLoggedIn = useUserStore.getState().loggedIn;
  closeRealtimeSocket();
  useUserStore.getState().logOut();
  if (!wasLoggedIn) return;
  if (reason === null) {
    toast.info(i18n.t('session.ended', { ns: 'common' }));
    return;
  }
  toast.info(
    i18n.t(reason === 'logged_in_elsewhere' ? 'session.loggedInElsewhere' : 'session.loggedOut', {
      ns: 'common',
    }),
    i18n.t(`session.endedBecause.${reason}`, { ns: 'common' }),
  );
}

setSessionEndedHandler((reason) => void sessionEndedByServer(reason));

/**
 * Shortest gap between two re-checks caused by focus or visibility: the two events usually fire
 * together, and a page that has just loaded has just been checked (or restored) already.
 */
const RECHECK_MIN_GAP_MS = 2000;
let recheckInFlight: Promise<void> | null = null;
let lastRecheckAt = Date.now();

/**
 * Re-checks a session this tab believes is logged in: an answer for the same person refreshes the
 * stored profile only (no new login time, no new realtime socket); any other answer logs out, saying
 * why, because the person did not ask for it.
 */
export function recheckSession(options: { throttled?: boolean } = {}): Promise<void> {
  const { loggedIn, profile } = useUserStore.getState();
  if (!loggedIn || !profile) return Promise.resolve();
  if (recheckInFlight) return recheckInFlight;
  if (options.throttled && Date.now() - lastRecheckAt < RECHECK_MIN_GAP_MS) return Promise.resolve();
  lastRecheckAt = Date.now();
  const body: TSessionCheckInput = {};
  recheckInFlight = apiRequest('/auth/session', { method: 'POST', body, schema: 'ZSessionCheckResponse' })
    .then((answer) => {
      const store = useUserStore.getState();
      if (answer.result && !answer.loginDuplicated && answer.user) {
        if (answer.user.no !== profile.no) startLoggedInSession(answer.user);
        else if (JSON.stringify(answer.user) !== JSON.stringify(store.profile)) store.setProfile(answer.user);
        return;
      }
      endSessionHere(answer.loginDuplicated ? 'logged_in_elsewhere' : null);
    })
    // A network failure says nothing about the session; the next focus or request tries again.
    .catch(() => undefined)
    .finally(() => {
      recheckInFlight = null;
    });
  return recheckInFlight;
}

/**
 * Keeps an open tab honest about its session (F2.3): re-checks when the tab becomes visible or
 * focused again, and when any API call answers 401 while the tab thinks it is logged in.
 * Returns the clean-up for the shell's effect.
 */
export function watchSession(): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') void recheckSession({ throttled: true });
  };
  const onFocus = () => void recheckSession({ throttled: true });
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('focus', onFocus);
  setUnauthenticatedListener(() => void recheckSession());
  return () => {
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('focus', onFocus);
    setUnauthenticatedListener(null);
  };
}
