// Sidecamp's service worker, scope '/': it shows the pushes the server sends and opens their page
// when one is clicked (alarm centre, issue 19), and answers a page load with the offline page when
// the network is gone (issue 33). It caches nothing else: every other request goes to the network
// as if there were no worker. Registered by every page once idle (app/shell/AppToaster.tsx) and by
// Settings ("Push notifications on this device").
/* global self, clients, caches */

const OFFLINE_CACHE = 'sidecamp-offline-v1';
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(OFFLINE_CACHE);
      await cache.add(new Request(OFFLINE_PAGE, { cache: 'reload' }));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name !== OFFLINE_CACHE) await caches.delete(name);
      // The page load starts while the worker wakes up, so a worker costs a navigation no time.
      if (self.registration.navigationPreload) await self.registration.navigationPreload.enable();
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(
    (async () => {
      try {
        const preloaded = await event.preloadResponse;
        return preloaded ?? (await fetch(event.request));
      } catch {
        // No network (not an error answer: a 404 or 500 from the server is passed on as it is).
        const offline = await caches.match(OFFLINE_PAGE, { cacheName: OFFLINE_CACHE });
        return offline ?? Response.error();
      }
    })(),
  );
});

/** Only links within this site are opened; anything else goes to the alarm centre. */
function safeUrl(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : '/alarms', self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL('/alarms', self.location.origin).href;
  } catch {
    return new URL('/alarms', self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Sidecamp';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      // The same tag as the page's own desktop notification, so one notice replaces the other.
      tag: typeof data.tag === 'string' ? `sidecamp-${data.tag}` : undefined,
      icon: '/favicon.svg',
      data: { url: safeUrl(data.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = safeUrl(event.notification.data?.url);
  event.waitUntil(
    (async () => {
      const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      // A tab already on the page: focus it; else a Sidecamp tab: take it there; else a new window.
      const same = windows.find((client) => client.url === target);
      if (same) return same.focus();
      const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        await tab.focus();
        return tab.navigate(target).catch(() => clients.openWindow(target));
      }
      return clients.openWindow(target);
    })(),
  );
});
