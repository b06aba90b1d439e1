// Sidecamp's service worker for web push (alarm centre, issue 19). It does nothing but show the
// pushes the server sends and open their page when one is clicked: no caching, no fetch handler.
// Registered from Settings ("Push notifications on this device") with scope '/'.
/* global self, clients */

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
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
