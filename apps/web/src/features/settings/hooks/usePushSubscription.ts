import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../app/api/ApiError';
import { apiRequest } from '../../../app/api/apiClient';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from '../../../app/serviceWorker';
import { useUserStore } from '../../../app/store/userStore';

/**
 * Where this device stands:
 * - `checking`: asking the browser and the server;
 * - `unsupported`: the browser has no service workers or PushManager (or the page is not https);
 * - `unavailable`: the server has no VAPID keys, so it sends no pushes;
 * - `blocked`: the person (or the browser) refused notifications for this site;
 * - `off` / `on`: this browser is not / is subscribed.
 */
export type PushDeviceState = 'checking' | 'unsupported' | 'unavailable' | 'blocked' | 'off' | 'on';

/** What went wrong on the last turn on or off, for a plain sentence next to the control. */
export type PushDeviceProblem = 'denied' | 'browser' | { api: ApiError };

export function browserSupportsPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const sendSubscription = (subscription: PushSubscription) =>
  apiRequest('/alarms/push/subscriptions', {
    method: 'POST',
    body: subscription.toJSON(),
    schema: 'ZNoContent',
  });

/** Whether this server sends web push at all (its VAPID keys), and its public key. */
export function usePushConfig() {
  const loggedIn = useUserStore((state) => state.loggedIn);
  return useQuery({
    queryKey: ['alarms', 'push', 'config'],
    queryFn: ({ signal }) => apiRequest('/alarms/push/config', { schema: 'ZPushConfig', signal }),
    enabled: loggedIn,
    staleTime: 5 * 60_000,
  });
}

/**
 * Web push on this device (Settings, "Push notifications on this device"): whether the browser and
 * the server can do it, and turning it on (permission, the service worker, a subscription with the
 * server's key, sent to the server) or off (the server forgets it, the browser unsubscribes).
 */
export function usePushSubscription() {
  const supported = browserSupportsPush();
  const config = usePushConfig();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [permission, setPermission] = useState<NotificationPermission>(() =>
    typeof Notification === 'undefined' ? 'default' : Notification.permission,
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PushDeviceProblem | null>(null);
  const publicKey = config.data?.publicKey ?? null;

  // What the browser holds now. A subscription made with the server's current key is sent again,
  // so the server has it even if it forgot it (the push service said it was gone, say).
  useEffect(() => {
    if (!supported || !publicKey) return;
    let live = true;
    void (async () => {
      try {
        const subscription = await currentSubscription();
        const valid = subscription !== null && sameKey(subscription, keyBytes(publicKey));
        if (valid && Notification.permission === 'granted') await sendSubscription(subscription);
        if (live) setSubscribed(valid && Notification.permission === 'granted');
      } catch {
        if (live) setSubscribed(false);
      }
    })();
    return () => {
      live = false;
    };
  }, [supported, publicKey]);

  const turnOn = useCallback(async () => {
    if (!publicKey) return;
    setBusy(true);
    setProblem(null);
    let subscription: PushSubscription | null = null;
    try {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') {
        setProblem('denied');
        return;
      }
      const key = keyBytes(publicKey);
      const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, {
        scope: SERVICE_WORKER_SCOPE,
      });
      await navigator.serviceWorker.ready;
      subscription = await registration.pushManager.getSubscription();
      // One made with another key (the server's keys changed) cannot be reused.
      if (subscription && !sameKey(subscription, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
    } catch {
      setProblem('browser');
      setBusy(false);
      return;
    }
    try {
      await sendSubscription(subscription);
      setSubscribed(true);
    } catch (error) {
      // The server did not take it: leave nothing half on in the browser.
      await subscription.unsubscribe().catch(() => undefined);
      setSubscribed(false);
      setProblem(error instanceof ApiError ? { api: error } : 'browser');
    } finally {
      setBusy(false);
    }
  }, [publicKey]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setProblem(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        try {
          await apiRequest('/alarms/push/subscriptions', {
            method: 'DELETE',
            body: { endpoint: subscription.endpoint },
            schema: 'ZNoContent',
          });
        } catch (error) {
          // Already forgotten by the server: nothing to undo there.
          if (!(error instanceof ApiError && error.code === 'NOT_FOUND')) throw error;
        }
        await subscription.unsubscribe();
      }
      setSubscribed(false);
    } catch (error) {
      setProblem(error instanceof ApiError ? { api: error } : 'browser');
    } finally {
      setBusy(false);
    }
  }, []);

  /** Only asks for permission: pop-ups while Sidecamp is open, where push itself cannot work. */
  const allowPopups = useCallback(async () => {
    if (typeof Notification === 'undefined') return;
    const answer = await Notification.requestPermission();
    setPermission(answer);
    if (answer === 'denied') setProblem('denied');
  }, []);

  let state: PushDeviceState;
  if (!supported) state = 'unsupported';
  else if (config.isPending || (publicKey !== null && subscribed === null)) state = 'checking';
  else if (!config.data?.enabled) state = 'unavailable';
  else if (permission === 'denied') state = 'blocked';
  else state = subscribed ? 'on' : 'off';

  return {
    state,
    busy,
    problem,
    /** The Notification API's permission (pop-ups while the page is open need 'granted'). */
    permission,
    canAskForPopups: typeof Notification !== 'undefined' && permission === 'default',
    configFailed: config.isError,
    turnOn,
    turnOff,
    allowPopups,
  };
}
