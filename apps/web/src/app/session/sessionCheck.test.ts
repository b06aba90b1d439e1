import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSessionUser } from '../../test/buildSessionUser';
import { toast } from '../../ui/toast';
import { apiRequest, setUnauthenticatedListener } from '../api/apiClient';
import { closeRealtimeSocket, openRealtimeSocket, setSessionEndedHandler } from '../realtime/realtimeSocket';
import { INITIAL_USER_STATE, useUserStore } from '../store/userStore';
import {
  logOutSession,
  recheckSession,
  runSessionCheck,
  sessionEndedByServer,
  startSession,
  watchSession,
} from './sessionCheck';

vi.mock('../api/apiClient', () => ({ apiRequest: vi.fn(), setUnauthenticatedListener: vi.fn() }));
vi.mock('../realtime/realtimeSocket', () => ({
  openRealtimeSocket: vi.fn(),
  closeRealtimeSocket: vi.fn(),
  setSessionEndedHandler: vi.fn(),
}));
vi.mock('../i18n/i18n', () => ({ i18n: { t: (key: string) => key } }));
vi.mock('../../ui/toast', () => ({
  toast: { info: vi.fn(), success: vi.fn(), error: vi.fn(), message: vi.fn() },
}));

const ME = buildSessionUser({ no: 1, nickname: 'me' });
const store = () => useUserStore.getState();
const answer = (value: { result: boolean; loginDuplicated?: boolean; user?: typeof ME | null }) =>
  vi.mocked(apiRequest).mockResolvedValueOnce({ loginDuplicated: false, user: null, ...value });

/** The handler the module registered with the socket when it loaded. */
const onSessionEnded = vi.mocked(setSessionEndedHandler).mock.calls[0]?.[0];

/** The session check's throttle gap (RECHECK_MIN_GAP_MS) plus a margin. */
const PAST_RECHECK_GAP_MS = 2_500;

beforeEach(() => {
  sessionStorage.clear();
  useUserStore.setState(INITIAL_USER_STATE);
});

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('runSessionCheck', () => {
  it('stores a confirmed login and opens the realtime socket for it', async () => {
    answer({ result: true, user: ME });
    await runSessionCheck();
    expect(apiRequest).toHaveBeenCalledWith(
      '/auth/session',
      expect.objectContaining({ method: 'POST', body: {} }),
    );
    expect(store()).toMatchObject({ loggedIn: true, profile: ME, loginAttempted: true });
    expect(store().loginTime).toEqual(expect.any(Number));
    expect(openRealtimeSocket).toHaveBeenCalledWith(ME);
  });

  it('logs out quietly when there is no session', async () => {
    store().logIn(ME, 1);
    answer({ result: false });
    await runSessionCheck();
    expect(store()).toMatchObject({ loggedIn: false, profile: null, loginAttempted: true });
    expect(closeRealtimeSocket).toHaveBeenCalled();
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('logs out and says so when the login was taken over elsewhere', async () => {
    answer({ result: true, loginDuplicated: true, user: ME });
    await runSessionCheck();
    expect(store().loggedIn).toBe(false);
    expect(toast.info).toHaveBeenCalledWith('session.loggedInElsewhere');
    expect(openRealtimeSocket).not.toHaveBeenCalled();
  });

  it('records nothing when the page is being left and the request is cut off', async () => {
    window.dispatchEvent(new Event('pagehide'));
    vi.mocked(apiRequest).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await runSessionCheck();
    window.dispatchEvent(new Event('pageshow'));
    // The next page load checks again instead of believing the tab logged out.
    expect(store().loginAttempted).toBe(false);
  });

  it('records the attempt and logs out when the check fails', async () => {
    vi.mocked(apiRequest).mockRejectedValueOnce(new Error('offline'));
    await runSessionCheck();
    expect(store()).toMatchObject({ loggedIn: false, loginAttempted: true });
    expect(toast.info).not.toHaveBeenCalled();
  });
});

describe('startSession', () => {
  it('reconnects a login stored in this browser session without checking again, and only once', () => {
    useUserStore.setState({ loginAttempted: true, loggedIn: true, profile: ME });
    startSession();
    startSession();
    expect(apiRequest).not.toHaveBeenCalled();
    expect(openRealtimeSocket).toHaveBeenCalledTimes(1);
    expect(openRealtimeSocket).toHaveBeenCalledWith(ME);
  });
});

describe('logOutSession', () => {
  it('closes the socket first and resets the local state even when the call fails', async () => {
    store().logIn(ME, 1);
    vi.mocked(apiRequest).mockRejectedValueOnce(new Error('offline'));
    await expect(logOutSession()).rejects.toThrow('offline');
    expect(apiRequest).toHaveBeenCalledWith('/auth/logout', expect.objectContaining({ method: 'POST' }));
    expect(vi.mocked(closeRealtimeSocket).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(apiRequest).mock.invocationCallOrder[0] ?? 0,
    );
    expect(store()).toMatchObject({ loggedIn: false, profile: null });
  });
});

describe('sessionEndedByServer', () => {
  it("is what the socket calls when the server ends this page's session", async () => {
    expect(onSessionEnded).toEqual(expect.any(Function));
    store().logIn(ME, 1);
    vi.mocked(apiRequest).mockRejectedValueOnce(new Error('offline'));
    onSessionEnded?.('banned');
    await vi.waitFor(() => expect(store().loggedIn).toBe(false));
    expect(toast.info).toHaveBeenCalledWith('session.loggedOut', 'session.endedBecause.banned');
  });

  it('carries on when this browser has logged the same person in again meanwhile', async () => {
    store().logIn(ME, 1);
    answer({ result: true, user: ME });
    await sessionEndedByServer('logged_out');
    expect(store().loggedIn).toBe(true);
    expect(openRealtimeSocket).toHaveBeenCalledWith(ME);
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('logs out and says why otherwise', async () => {
    store().logIn(ME, 1);
    answer({ result: true, user: buildSessionUser({ no: 2 }) });
    await sessionEndedByServer('password_changed');
    expect(store().loggedIn).toBe(false);
    expect(toast.info).toHaveBeenCalledWith('session.loggedOut', 'session.endedBecause.password_changed');
  });

  it('names a login elsewhere as such', async () => {
    store().logIn(ME, 1);
    vi.mocked(apiRequest).mockRejectedValueOnce(new Error('offline'));
    await sessionEndedByServer('logged_in_elsewhere');
    expect(store().loggedIn).toBe(false);
    expect(toast.info).toHaveBeenCalledWith(
      'session.loggedInElsewhere',
      'session.endedBecause.logged_in_elsewhere',
    );
  });
});

describe('recheckSession', () => {
  it('does nothing for a tab that is logged out', async () => {
    await recheckSession();
    expect(apiRequest).not.toHaveBeenCalled();
  });

  it('refreshes the profile of the same person without a new login or socket', async () => {
    store().logIn(ME, 1);
    const renamed = { ...ME, nickname: 'renamed' };
    answer({ result: true, user: renamed });
    await recheckSession();
    expect(store()).toMatchObject({ profile: renamed, loginTime: 1 });
    expect(openRealtimeSocket).not.toHaveBeenCalled();
  });

  it('logs out and says so when the session has ended', async () => {
    store().logIn(ME, 1);
    answer({ result: false });
    await recheckSession();
    expect(store().loggedIn).toBe(false);
    expect(closeRealtimeSocket).toHaveBeenCalled();
    expect(toast.info).toHaveBeenCalledWith('session.ended');
  });

  it('names a login elsewhere with its reason, the way the socket does', async () => {
    store().logIn(ME, 1);
    answer({ result: false, loginDuplicated: true });
    await recheckSession();
    expect(toast.info).toHaveBeenCalledWith(
      'session.loggedInElsewhere',
      'session.endedBecause.logged_in_elsewhere',
    );
  });

  it('says it once when the socket and a re-check both learn that the session ended', async () => {
    store().logIn(ME, 1);
    answer({ result: false, loginDuplicated: true });
    answer({ result: false, loginDuplicated: true });
    await Promise.all([recheckSession(), sessionEndedByServer('logged_in_elsewhere')]);
    expect(store().loggedIn).toBe(false);
    expect(toast.info).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the server cannot be reached', async () => {
    store().logIn(ME, 1);
    vi.mocked(apiRequest).mockRejectedValueOnce(new Error('offline'));
    await recheckSession();
    expect(store().loggedIn).toBe(true);
  });

  it('shares one check between calls made while it runs', async () => {
    store().logIn(ME, 1);
    answer({ result: true, user: ME });
    await Promise.all([recheckSession(), recheckSession()]);
    expect(apiRequest).toHaveBeenCalledTimes(1);
  });

  it('lets focus and visibility re-check at most once per gap', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    store().logIn(ME, 1);
    vi.setSystemTime(Date.now() + PAST_RECHECK_GAP_MS);
    answer({ result: true, user: ME });
    await recheckSession({ throttled: true });
    await recheckSession({ throttled: true });
    expect(apiRequest).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + PAST_RECHECK_GAP_MS);
    answer({ result: true, user: ME });
    await recheckSession({ throttled: true });
    expect(apiRequest).toHaveBeenCalledTimes(2);
  });
});

describe('watchSession', () => {
  it('re-checks on focus and on a 401, and lets go of both when stopped', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    store().logIn(ME, 1);
    const stop = watchSession();
    const [listener] = vi.mocked(setUnauthenticatedListener).mock.calls[0] ?? [];
    expect(listener).toEqual(expect.any(Function));

    answer({ result: true, user: ME });
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(apiRequest).toHaveBeenCalledTimes(1));

    stop();
    expect(setUnauthenticatedListener).toHaveBeenLastCalledWith(null);
    vi.setSystemTime(Date.now() + 60_000);
    window.dispatchEvent(new Event('focus'));
    await Promise.resolve();
    expect(apiRequest).toHaveBeenCalledTimes(1);
  });
});
